//! The review of a game: for every decision of the seats asked for, what the decision made
//! is worth against the best candidate, in expected final score (dirhams plus visible
//! cells), and how much the rolls cost against their expectation (luck).
//!
//! A decision's candidates are the legal ones the medium evaluation ranks highest, plus the
//! decision made. Each candidate is followed by the same rollouts (common random numbers:
//! the same reshuffled hidden piles, the same die on each turn) played to the end by a
//! quick greedy policy, so the gap between two candidates is measured on the same dice.
//! The estimate depends only on the position as its seat knew it, so a player who always
//! takes the review's best candidate ([`best_decision`]) loses exactly 0 on every turn.

use super::decision::{legal_decisions, needs_quarter_turn, Decision};
use super::known::canonical;
use super::medium;
use crate::action::Action;
use crate::bots::hard::greedy_action;
use crate::die::FACES;
use crate::event::NoEvents;
use crate::facing::Rotation;
use crate::game::Game;
use crate::odds::walk_odds;
use crate::phase::Phase;
use crate::position::Position;
use crate::record::Record;
use crate::rng::{below, FastRng};
use crate::seat::Seat;
use crate::RecordError;
use std::hash::{Hash, Hasher};

/// Knobs of the review.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ReviewParams {
    /// Rollouts per candidate.
    pub rollouts: u32,
    /// Candidates kept from the medium ranking (the decision made is always added).
    pub keep: usize,
    /// Seed of the rollouts.
    pub seed: u64,
}

impl Default for ReviewParams {
    fn default() -> Self {
        ReviewParams {
            rollouts: 320,
            keep: 6,
            seed: 0x5EED_2E71_E770,
        }
    }
}

/// Chance that a rollout move is random instead of greedy.
const EPSILON: f32 = 0.05;

/// Which step of a turn a decision belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// Classic: the direction before the roll.
    Direction,
    /// The rug (roll-first: with its closing quarter turn).
    Rug,
}

/// One decision reviewed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TurnReview {
    /// The record's turn, from 1.
    pub turn: usize,
    /// The seat that decided.
    pub seat: Seat,
    /// The step.
    pub step: Step,
    /// What was played.
    pub choice: Decision,
    /// The candidate with the best expected final score (the choice itself when nothing
    /// was better).
    pub best: Decision,
    /// Expected final score after the choice.
    pub choice_score: f32,
    /// Expected final score after the best candidate.
    pub best_score: f32,
}

impl TurnReview {
    /// The expected final score given away: best minus choice, never negative.
    pub fn loss(&self) -> f32 {
        (self.best_score - self.choice_score).max(0.0)
    }
}

/// What one seat's rolls cost against their expectation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Luck {
    /// Expected payments of the seat's rolls, in sixths of a dirham.
    pub expected: u32,
    /// What the seat paid on its rolls, in dirhams.
    pub paid: u32,
}

impl Luck {
    /// Dirhams the dice saved the seat (negative: cost it), against their expectation.
    pub fn gain(&self) -> f32 {
        self.expected as f32 / 6.0 - self.paid as f32
    }
}

/// A whole review.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Review {
    /// The decisions reviewed, in the order played.
    pub turns: Vec<TurnReview>,
    /// Each seat's luck.
    pub luck: Vec<Luck>,
}

impl Review {
    /// The sum of a seat's losses.
    pub fn decisions(&self, seat: Seat) -> f32 {
        self.turns
            .iter()
            .filter(|t| t.seat == seat)
            .map(TurnReview::loss)
            .sum()
    }
}

/// A decision to review: the position before it and what was played.
#[derive(Clone, Debug)]
struct Point {
    turn: usize,
    step: Step,
    pos: Position,
    choice: Decision,
}

/// A review worked out in chunks: [`Reviewer::step`] until it returns `Some`.
#[derive(Clone, Debug)]
pub struct Reviewer {
    points: Vec<Point>,
    next: usize,
    current: Option<Estimate>,
    review: Review,
    params: ReviewParams,
    done: u64,
    planned: u64,
}

impl Reviewer {
    /// Prepares the review of `record` for the seats marked in `seats`.
    pub fn new(
        record: &Record,
        seats: &[bool],
        params: ReviewParams,
    ) -> Result<Reviewer, RecordError> {
        let (points, luck) = points(record, seats)?;
        let planned = points.iter().map(|p| planned_rollouts(p, params)).sum();
        Ok(Reviewer {
            points,
            next: 0,
            current: None,
            review: Review {
                turns: Vec::new(),
                luck,
            },
            params,
            done: 0,
            planned,
        })
    }

    /// Plays about `budget` rollouts; the review once every decision is estimated.
    pub fn step(&mut self, budget: u32) -> Option<&Review> {
        let mut left = budget;
        while self.next < self.points.len() {
            let point = &self.points[self.next];
            let est = self
                .current
                .get_or_insert_with(|| Estimate::new(&point.pos, Some(point.choice), self.params));
            let before = est.done;
            let finished = est.run(left);
            let spent = est.done - before;
            self.done += spent as u64;
            left = left.saturating_sub(spent.max(1));
            if !finished {
                return None;
            }
            let est = self.current.take().expect("estimate in progress");
            let (best, best_score) = est.best();
            self.review.turns.push(TurnReview {
                turn: point.turn,
                seat: Seat::new(point.pos.current_seat()),
                step: point.step,
                choice: point.choice,
                best,
                choice_score: est.score_of(point.choice),
                best_score,
            });
            self.next += 1;
            if left == 0 && self.next < self.points.len() {
                return None;
            }
        }
        Some(&self.review)
    }

    /// Rollouts done and planned, for a progress bar.
    pub fn progress(&self) -> (u64, u64) {
        (self.done, self.planned)
    }

    /// The decisions to review.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether there is nothing to review.
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }
}

fn planned_rollouts(p: &Point, params: ReviewParams) -> u64 {
    let n = legal_decisions(&p.pos).len().min(params.keep + 1);
    n as u64 * params.rollouts as u64
}

/// The review's own choice in `pos`: the candidate with the best expected final score.
pub fn best_decision(pos: &Position, params: ReviewParams) -> Option<Decision> {
    let mut best = Best::new(pos, params)?;
    loop {
        if let Some(d) = best.step(u32::MAX) {
            return Some(d);
        }
    }
}

/// [`best_decision`] worked out a chunk at a time: the coach's hint, so a hint taken is
/// the review's best candidate and never a loss in the review.
pub struct Best(Estimate);

impl Best {
    /// `None` when there is nothing to decide (the game is over, or the die is to roll).
    pub fn new(pos: &Position, params: ReviewParams) -> Option<Best> {
        if pos.is_over() || pos.phase() == Phase::Roll {
            return None;
        }
        Some(Best(Estimate::new(pos, None, params)))
    }

    /// Plays up to `rollouts` more; the decision once all are played.
    pub fn step(&mut self, rollouts: u32) -> Option<Decision> {
        self.0.run(rollouts).then(|| self.0.best().0)
    }
}

/// Replays `record`, keeping each decision of the seats asked for and each seat's luck.
fn points(record: &Record, seats: &[bool]) -> Result<(Vec<Point>, Vec<Luck>), RecordError> {
    // the whole record is legal, so every step below succeeds
    Game::from_record(record)?;
    let mut game = Game::start_of(record)?;
    let mut luck = vec![Luck::default(); game.players()];
    let mut out = Vec::new();
    let order = game.rules().turn_order;
    for (i, t) in record.turns.iter().enumerate() {
        let turn = i + 1;
        let actions = t.actions(order);
        for (k, &action) in actions.iter().enumerate() {
            let pos = game.position().clone();
            let seat = pos.current_seat();
            let want = seats.get(seat) == Some(&true);
            let before = game.money(Seat::new(seat));
            let step = match action {
                Action::Direction(_) => Some((Step::Direction, Decision::one(action))),
                Action::Rug(rug) => {
                    let closing = needs_quarter_turn(&pos);
                    let quarter_turn = actions.get(k + 1).and_then(|a| match a {
                        Action::QuarterTurn(q) if closing => Some(*q),
                        _ => None,
                    });
                    (closing == quarter_turn.is_some())
                        .then(|| (Step::Rug, Decision::rug(rug, quarter_turn)))
                }
                Action::Roll(_) | Action::QuarterTurn(_) => None,
            };
            if let (true, Some((step, choice))) = (want, step) {
                out.push(Point {
                    turn,
                    step,
                    pos: pos.clone(),
                    choice,
                });
            }
            if game.apply(action).is_err() {
                break;
            }
            if let Action::Roll(_) = action {
                luck[seat].expected += walk_odds(&pos, pos.assam(), Rotation::None, seat).expected;
                luck[seat].paid += before.saturating_sub(game.money(Seat::new(seat)));
            }
        }
    }
    Ok((out, luck))
}

/// The estimate of each candidate of one decision, on shared rollouts.
#[derive(Clone, Debug)]
struct Estimate {
    root: Position,
    me: usize,
    seed: u64,
    cands: Vec<Decision>,
    sums: Vec<f64>,
    rollouts: u32,
    /// Next rollout: index `j` of candidate `c`.
    j: u32,
    c: usize,
    done: u32,
}

impl Estimate {
    fn new(pos: &Position, choice: Option<Decision>, params: ReviewParams) -> Estimate {
        let root = canonical(pos);
        let me = root.current_seat();
        let mut cands = medium::best_candidates(&root, params.keep);
        if let Some(c) = choice {
            if !cands.contains(&c) {
                cands.push(c);
            }
        }
        let mut h = rustc_hash::FxHasher::default();
        root.hash(&mut h);
        Estimate {
            seed: params.seed ^ h.finish(),
            me,
            sums: vec![0.0; cands.len()],
            rollouts: params.rollouts.max(1),
            j: 0,
            c: 0,
            done: 0,
            root,
            cands,
        }
    }

    /// Runs up to `budget` rollouts; `true` once every candidate has all its rollouts.
    fn run(&mut self, budget: u32) -> bool {
        for _ in 0..budget {
            if self.j == self.rollouts {
                return true;
            }
            let v = self.rollout(self.c, self.j);
            self.sums[self.c] += v as f64;
            self.done += 1;
            self.c += 1;
            if self.c == self.cands.len() {
                self.c = 0;
                self.j += 1;
            }
        }
        self.j == self.rollouts
    }

    fn mean(&self, c: usize) -> f32 {
        (self.sums[c] / self.rollouts as f64) as f32
    }

    fn score_of(&self, d: Decision) -> f32 {
        self.cands
            .iter()
            .position(|&c| c == d)
            .map_or(0.0, |c| self.mean(c))
    }

    /// The best candidate (the first listed among equals) and its expected final score.
    fn best(&self) -> (Decision, f32) {
        let mut best = 0;
        for c in 1..self.cands.len() {
            if self.mean(c) > self.mean(best) {
                best = c;
            }
        }
        (self.cands[best], self.mean(best))
    }

    /// Candidate `c` followed to the end: the deciding seat's final score.
    fn rollout(&self, c: usize, j: u32) -> f32 {
        let stream = self.seed ^ (j as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = FastRng::new(stream);
        let mut p = self.root.clone();
        p.shuffle_hidden_pile(0, &mut rng);
        p.shuffle_hidden_pile(1, &mut rng);
        if self.cands[c].apply_to(&mut p, &mut NoEvents).is_err() {
            return 0.0;
        }
        loop {
            match p.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    // the same face on the same turn for every candidate
                    let face = FACES[below(mix(stream, p.turn_number() as u64), 6)];
                    p.apply_roll(face, &mut NoEvents);
                }
                _ => {
                    greedy_action(&mut p, &mut rng, EPSILON);
                }
            }
        }
        p.score(self.me).total.unwrap_or(0) as f32
    }
}

fn mix(a: u64, b: u64) -> u32 {
    let mut x = a ^ b.wrapping_mul(0xE703_7ED1_A0B4_28DB);
    x ^= x >> 31;
    x = x.wrapping_mul(0xA076_1D64_78BD_642F);
    (x >> 32) as u32
}
