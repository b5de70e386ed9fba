//! Medium: one ply over the die. Every choice is scored by the position it leads to:
//! the score difference to the others, the future income of the areas (bigger areas are
//! stopped on more often and pay more), and what the next seat's roll is worth (classic:
//! that seat steers to pay least; roll-first: it must walk where the closing quarter turn
//! points). A direction is worth its payments and the best rug after each face, weighted
//! 1,2,2,1.

use super::decision::{legal_decisions, Decision};
use crate::bots::features::{next_roll_value, potential, utility, PROB};
use crate::event::NoEvents;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::FastRng;
use crate::sort::sort_small_by;

/// What a position is worth to `me`.
pub(crate) fn evaluate(pos: &Position, me: usize) -> f32 {
    utility(pos, me) + potential(pos, me) + next_roll_value(pos, me)
}

/// The value of a rug (or a rug and its closing quarter turn, or a quarter turn) for the
/// seat to play.
pub(crate) fn decision_value(pos: &Position, d: &Decision, me: usize) -> f32 {
    let mut q = pos.clone();
    if d.apply_to(&mut q, &mut NoEvents).is_err() {
        return f32::NEG_INFINITY;
    }
    evaluate(&q, me)
}

/// Best rug value with Assam where he stands (phase `place`).
fn best_rug_value(pos: &Position, me: usize) -> f32 {
    legal_decisions(pos)
        .iter()
        .map(|d| decision_value(pos, d, me))
        .fold(f32::NEG_INFINITY, f32::max)
}

/// The value of an orient choice: over the four distances, the payment and the best rug.
pub(crate) fn orient_value(pos: &Position, d: &Decision, me: usize) -> f32 {
    let mut oriented = pos.clone();
    if d.apply_to(&mut oriented, &mut NoEvents).is_err() {
        return f32::NEG_INFINITY;
    }
    let mut v = 0.0;
    for face in 1..=4u8 {
        let mut q = oriented.clone();
        q.apply_roll(face, &mut NoEvents);
        let value = if q.phase() == Phase::Place {
            best_rug_value(&q, me)
        } else {
            evaluate(&q, me)
        };
        v += PROB[face as usize - 1] * value;
    }
    v
}

/// The legal decisions of `root`, the `keep` the medium evaluation ranks highest when there
/// are more (0 = all), in their listed order.
pub(crate) fn best_candidates(root: &Position, keep: usize) -> Vec<Decision> {
    let cands = legal_decisions(root);
    if keep == 0 || cands.len() <= keep {
        return cands;
    }
    let me = root.current_seat();
    let orient = root.phase() == Phase::Orient;
    let mut scored: Vec<(f32, usize)> = cands
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let v = if orient {
                orient_value(root, d, me)
            } else {
                decision_value(root, d, me)
            };
            (v, i)
        })
        .collect();
    sort_small_by(&mut scored, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut kept: Vec<usize> = scored[..keep].iter().map(|&(_, i)| i).collect();
    sort_small_by(&mut kept, usize::cmp);
    kept.into_iter().map(|i| cands[i]).collect()
}

pub(crate) fn decide(pos: &Position, rng: &mut FastRng) -> Decision {
    let me = pos.current_seat();
    let cands = legal_decisions(pos);
    if cands.is_empty() {
        return Decision::ROLL;
    }
    let orient = pos.phase() == Phase::Orient;
    let mut best = (f32::NEG_INFINITY, cands[0]);
    for d in &cands {
        let v = if orient {
            orient_value(pos, d, me)
        } else {
            decision_value(pos, d, me)
        };
        // a tiny random tie-break
        let v = v + (rng.next_u64() >> 40) as f32 * 1e-9;
        if v > best.0 {
            best = (v, *d);
        }
    }
    best.1
}
