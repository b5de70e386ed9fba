//! Sequential halving over a few arms (the choices at a search's root), for hard's flat
//! search and master's root alike: each round gives every arm left the same number
//! of tries, the tries of a sweep share a random stream (common random numbers: the arms are
//! compared on the same dice), and the worse half leaves after each round. It spends a
//! fixed budget well on finding the best arm, where UCB1 would balance exploring it.

use crate::sort::sort_small_by;

#[derive(Clone, Debug)]
pub(crate) struct Halving {
    alive: Vec<usize>,
    round: u32,
    rounds: u32,
    per: u32,
    j: u32,
    ai: usize,
    budget: u32,
    /// Tries made in all, and before the current round.
    done: u32,
    round_start: u32,
}

fn per_round(budget: u32, rounds: u32, alive: usize) -> u32 {
    (budget / (rounds * alive as u32)).max(1)
}

impl Halving {
    /// Halving over `arms` (at least 2) for about `budget` tries.
    pub(crate) fn new(arms: usize, budget: u32) -> Halving {
        let rounds = (usize::BITS - (arms.max(2) - 1).leading_zeros()).max(1);
        Halving {
            alive: (0..arms).collect(),
            round: 0,
            rounds,
            per: per_round(budget, rounds, arms),
            j: 0,
            ai: 0,
            budget,
            done: 0,
            round_start: 0,
        }
    }

    /// The arm to try next, and its stream (the same for every arm of a sweep).
    pub(crate) fn next(&self) -> (usize, u64) {
        let stream = (u64::from(self.round) << 32) | u64::from(self.j);
        (self.alive[self.ai], stream)
    }

    /// Moves on after a try; at the end of a round keeps the better half by `mean`. The
    /// best arm once the last round is over.
    pub(crate) fn advance(&mut self, mean: impl Fn(usize) -> f64) -> Option<usize> {
        self.done += 1;
        self.ai += 1;
        if self.ai < self.alive.len() {
            return None;
        }
        self.ai = 0;
        self.j += 1;
        // `>=`: a retarget may have shortened the round
        if self.j < self.per {
            return None;
        }
        let mut ranked = self.alive.clone();
        sort_small_by(&mut ranked, |&a, &b| {
            mean(b).total_cmp(&mean(a)).then(a.cmp(&b))
        });
        self.round += 1;
        if self.round >= self.rounds || ranked.len() <= 2 {
            return Some(ranked[0]);
        }
        ranked.truncate(ranked.len().div_ceil(2));
        sort_small_by(&mut ranked, usize::cmp);
        self.alive = ranked;
        self.per = per_round(self.budget, self.rounds, self.alive.len());
        self.j = 0;
        self.round_start = self.done;
        None
    }

    /// Plans for `budget` tries in all from now on.
    pub(crate) fn retarget(&mut self, budget: u32) {
        self.budget = budget.max(1);
        self.per = per_round(self.budget, self.rounds, self.alive.len());
    }

    /// Tries made, and planned in all: those of the rounds run, then the rest by the budget.
    pub(crate) fn progress(&self) -> (u32, u32) {
        let mut planned = self.round_start + self.per * self.alive.len() as u32;
        let mut alive = self.alive.len();
        for _ in self.round + 1..self.rounds {
            alive = alive.div_ceil(2);
            planned += per_round(self.budget, self.rounds, alive) * alive as u32;
        }
        (self.done, planned.max(self.done))
    }

    /// The best arm left now, by `mean`.
    pub(crate) fn best(&self, mean: impl Fn(usize) -> f64) -> usize {
        let mut best = self.alive[0];
        for &a in &self.alive[1..] {
            if mean(a) > mean(best) {
                best = a;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halving_keeps_the_best_arm_within_its_budget() {
        let means = [0.3, 0.9, 0.5, 0.1, 0.7];
        let mut h = Halving::new(means.len(), 100);
        let mut tries = 0;
        let mut streams = Vec::new();
        let planned = h.progress().1;
        let best = loop {
            let (arm, stream) = h.next();
            assert!(arm < means.len());
            streams.push(stream);
            tries += 1;
            if let Some(b) = h.advance(|a| means[a]) {
                break b;
            }
        };
        assert_eq!(best, 1);
        assert!(tries <= 100, "{tries}");
        // the plan made before the first try is what was tried
        assert_eq!(h.progress(), (tries, tries));
        assert_eq!(planned, tries);
        // the first sweep shares one stream
        assert!(streams[..5].iter().all(|&s| s == streams[0]));
        assert_ne!(streams[5], streams[0]);
    }
}
