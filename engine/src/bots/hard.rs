//! Hard: determinised Monte Carlo over the dice. Every candidate decision is tried in
//! many short simulated continuations (rollouts): the first decisions (one of the seat
//! deciding, two of the others) by the medium bot, memoised by the position as its seat
//! may know it, the rest by a quick greedy policy;
//! the budget goes to the best candidates by sequential halving, and all candidates of a
//! round share the same random streams (common random numbers) so they are compared on the
//! same dice. With 2 players both piles' hidden parts are shuffled anew for every rollout.

use super::decision::Decision;
use super::halving::Halving;
use super::known::{canonical, mix_seed};
use super::medium;
use crate::bots::features::{expected_cost, PROB};
use crate::die::{face_from_draw, FACES};
use crate::event::NoEvents;
use crate::facing::{destination, Rotation};
use crate::market::grow;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::{below, Draw, FastRng};
use rustc_hash::FxHashMap;

/// Rollouts per hard decision by default.
pub const ROLLOUT_BUDGET: u32 = 8_000;

/// Knobs of the hard bot.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct HardParams {
    /// Rollouts (simulated games) per decision.
    pub rollouts: u32,
    /// Weight of the score margin next to the win (0 = wins only).
    pub margin_weight: f32,
    /// Candidates kept after a medium-style pre-ranking (0 = all).
    pub keep: usize,
    /// Chance that a rollout move is random instead of greedy.
    pub epsilon: f32,
    /// Turns simulated before the position is scored by the medium evaluation (0 = play
    /// to the end).
    pub horizon: u32,
    /// Decisions of the other seats in a rollout played by the medium bot (the rest by the
    /// greedy policy).
    pub opp_medium: u32,
    /// Decisions of the seat deciding in a rollout played by the medium bot.
    pub own_medium: u32,
    /// Most distinct positions the medium bot decides per search (once reached, positions
    /// not decided yet get the greedy policy), which bounds the time of a decision.
    pub medium_cap: usize,
}

impl Default for HardParams {
    fn default() -> Self {
        HardParams {
            rollouts: ROLLOUT_BUDGET,
            margin_weight: 0.3,
            keep: 10,
            epsilon: 0.1,
            horizon: 6,
            opp_medium: 2,
            own_medium: 1,
            medium_cap: 256,
        }
    }
}

/// A hard decision in progress.
#[derive(Clone, Debug)]
pub(crate) struct Search {
    root: Position,
    me: usize,
    seed: u64,
    params: HardParams,
    cands: Vec<Decision>,
    sums: Vec<f64>,
    counts: Vec<u32>,
    halving: Halving,
    /// Medium decisions made inside rollouts, by the position as its seat may know it.
    memo: FxHashMap<Position, Decision>,
}

impl Search {
    /// A search, or the decision at once when there is nothing to search.
    pub(crate) fn new(pos: &Position, seed: u64, params: HardParams) -> Result<Search, Decision> {
        Search::salted(pos, seed, params, 3)
    }

    /// [`Search::new`] with its own random streams (`salt`: one per level).
    pub(crate) fn salted(
        pos: &Position,
        seed: u64,
        params: HardParams,
        salt: u64,
    ) -> Result<Search, Decision> {
        if pos.phase() == Phase::Roll || pos.is_over() {
            return Err(Decision::ROLL);
        }
        let root = canonical(pos);
        let me = root.current_seat();
        let cands = medium::best_candidates(&root, params.keep);
        if cands.len() == 1 {
            return Err(cands[0]);
        }
        let k = cands.len();
        Ok(Search {
            seed: mix_seed(&root, seed, salt),
            me,
            root,
            params,
            sums: vec![0.0; k],
            counts: vec![0; k],
            halving: Halving::new(k, params.rollouts),
            cands,
            memo: FxHashMap::default(),
        })
    }

    /// Plans for `total` rollouts in all from now on (a clock budget, re-estimated as the
    /// search goes); the rounds already run keep what they used.
    pub(crate) fn retarget(&mut self, total: u32) {
        self.params.rollouts = total.max(1);
        self.halving.retarget(total);
    }

    /// The best candidate still in the race now (the clock ran out).
    pub(crate) fn best_now(&self) -> Decision {
        let (sums, counts) = (&self.sums, &self.counts);
        self.cands[self.halving.best(|c| mean(sums, counts, c))]
    }

    pub(crate) fn progress(&self) -> (u32, u32) {
        self.halving.progress()
    }

    /// Every candidate's mean reward so far, in the candidates' order.
    pub(crate) fn means(&self) -> Vec<f64> {
        (0..self.cands.len())
            .map(|c| mean(&self.sums, &self.counts, c))
            .collect()
    }

    /// Runs up to `iterations` rollouts; the decision once the last round is over.
    pub(crate) fn run(&mut self, iterations: u32) -> Option<Decision> {
        for _ in 0..iterations {
            let (c, stream) = self.halving.next();
            let r = self.rollout(c, stream);
            self.sums[c] += r as f64;
            self.counts[c] += 1;
            let (sums, counts) = (&self.sums, &self.counts);
            if let Some(best) = self.halving.advance(|c| mean(sums, counts, c)) {
                return Some(self.cands[best]);
            }
        }
        None
    }

    /// One simulated game after candidate `c`; the reward for the seat deciding.
    fn rollout(&mut self, c: usize, stream: u64) -> f32 {
        // the same stream for every candidate of a sweep (common random numbers)
        let mut rng = FastRng::new(self.seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut p = self.root.clone();
        p.shuffle_hidden_pile(0, &mut rng);
        p.shuffle_hidden_pile(1, &mut rng);
        if self.cands[c].apply_to(&mut p, &mut NoEvents).is_err() {
            return f32::NEG_INFINITY;
        }
        if p.phase == Phase::Roll && p.seat as usize == self.me {
            // stratified first roll after an orient choice
            // (the stream is the round above the sweep's index)
            let (round, j) = ((stream >> 32) as u32, stream as u32);
            let face = FACES[(j.wrapping_add(round) % 6) as usize];
            p.apply_roll(face, &mut NoEvents);
        }
        let stop = if self.params.horizon == 0 {
            u16::MAX
        } else {
            p.turn.saturating_add(self.params.horizon as u16)
        };
        let (mut opp, mut own) = (self.params.opp_medium, self.params.own_medium);
        while p.turn < stop {
            if p.phase != Phase::Roll && p.phase != Phase::Over {
                let left = if p.seat as usize == self.me {
                    &mut own
                } else {
                    &mut opp
                };
                if *left > 0 {
                    *left -= 1;
                    let key = canonical(&p);
                    let d = match self.memo.get(&key) {
                        Some(&d) => Some(d),
                        None if self.memo.len() < self.params.medium_cap => {
                            let d = medium::decide(&key, &mut FastRng::new(self.seed ^ 0x5EED));
                            self.memo.insert(key, d);
                            Some(d)
                        }
                        None => None,
                    };
                    if let Some(d) = d {
                        if d.apply_to(&mut p, &mut NoEvents).is_ok() {
                            continue;
                        }
                    }
                }
            }
            if !greedy_action(&mut p, &mut rng, self.params.epsilon) {
                break;
            }
        }
        if p.is_over() {
            reward(&p, self.me, self.params.margin_weight)
        } else {
            let e = medium::evaluate(&p, self.me);
            0.5 + 0.5 * (e / 15.0).tanh() + self.params.margin_weight * (e / 20.0).clamp(-1.0, 1.0)
        }
    }
}

fn mean(sums: &[f64], counts: &[u32], c: usize) -> f64 {
    sums[c] / counts[c].max(1) as f64
}

/// Win share (1 shared among the winners) plus a bounded share of the score margin.
pub(crate) fn reward(p: &Position, me: usize, margin_weight: f32) -> f32 {
    let n = p.players as usize;
    let mut best_other = 0i32;
    let mut key = [None; 4];
    for (s, k) in key.iter_mut().enumerate().take(n) {
        if !p.is_eliminated(s) {
            let total = p.money[s] as i32 + p.visible(s) as i32;
            *k = Some((total, p.money[s]));
            if s != me {
                best_other = best_other.max(total);
            }
        }
    }
    let Some(mine) = key[me] else {
        return -margin_weight;
    };
    let top = key.iter().flatten().max().copied();
    let share = if top == Some(mine) {
        1.0 / key.iter().filter(|k| **k == Some(mine)).count() as f32
    } else {
        0.0
    };
    let margin = ((mine.0 - best_other) as f32 / 20.0).clamp(-1.0, 1.0);
    share + margin_weight * margin
}

/// One move of the rollout policy (greedy with a little randomness); `false` when over.
#[inline]
pub(crate) fn greedy_action(p: &mut Position, rng: &mut FastRng, epsilon: f32) -> bool {
    let random = (rng.draw32() as f32) < epsilon * 4_294_967_296.0;
    if random {
        return p.random_action(rng);
    }
    let me = p.seat as usize;
    match p.phase {
        Phase::Orient => {
            let start = below(rng.draw32(), 3);
            let mut best = (f32::INFINITY, Rotation::None);
            for i in 0..3 {
                let r = Rotation::ALL[(start + i) % 3];
                let c = expected_cost(p, p.assam.cell, p.assam.facing.rotated(r), me);
                if c < best.0 {
                    best = (c, r);
                }
            }
            let _ = p.orient(best.1, &mut NoEvents);
        }
        Phase::Place => {
            let k = p.next_rug_color(me).unwrap_or_default();
            let own_k = p.market.cells_of(k).0;
            let cands = crate::market::candidates(p.assam.cell);
            let mut best = (i32::MIN, cands[0]);
            let noise = rng.draw32();
            for (i, &(a, b)) in cands.iter().enumerate() {
                if !p.market.candidate_ok(a, b) {
                    continue;
                }
                let bits = a.bit() | b.bit();
                let mut v = 0i32;
                for c in [a, b] {
                    v += match p.market.color_at(c) {
                        None => 4,
                        Some(x) if x == k => -2,
                        Some(x) if p.owner(x) == me => 0,
                        Some(x) if p.is_eliminated(p.owner(x)) => 4,
                        Some(_) => 6,
                    };
                }
                v += 2 * (grow(bits) & own_k & !bits).count_ones().min(3) as i32;
                v = v * 4 + ((noise >> (2 * i)) & 3) as i32;
                if v > best.0 {
                    best = (v, (a, b));
                }
            }
            let (a, b) = best.1;
            p.apply_place([a, b], &mut NoEvents);
        }
        Phase::QuarterTurn => {
            let next = p.next_seat();
            let mut best = (f32::NEG_INFINITY, Rotation::Left);
            for r in Rotation::QUARTERS {
                let f = p.assam.facing.rotated(r);
                let mut v = 0.0;
                for face in 1..=4u8 {
                    let (dest, _) = destination(p.assam.cell, f, face);
                    if let Some((payee, _, area)) = p.debt_bits(dest, next) {
                        let a = area.len() as f32;
                        v += PROB[face as usize - 1] * if payee == me { a } else { -0.3 * a };
                    }
                }
                if v > best.0 {
                    best = (v, r);
                }
            }
            let _ = p.quarter_turn(best.1, &mut NoEvents);
        }
        Phase::Roll => {
            let face = face_from_draw(rng.draw32());
            p.apply_roll(face, &mut NoEvents);
        }
        Phase::Over => return false,
    }
    true
}
