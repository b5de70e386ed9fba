//! Easy: a beginner. Looks only where the die most often sends Assam (2 or 3 steps) and
//! steers away from the others' rugs there, likes laying on bare cells, over the others'
//! rugs and next to its own colour — with a good deal of whim.

use super::decision::{needs_quarter_turn, Decision};
use crate::action::Action;
use crate::bots::features::owed;
use crate::event::NoEvents;
use crate::facing::{destination, Facing, Rotation};
use crate::market::grow;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::{below, Draw, FastRng};

/// A random number in `0..max` (float).
fn whim(rng: &mut FastRng, max: f32) -> f32 {
    (rng.draw32() >> 8) as f32 / (1u32 << 24) as f32 * max
}

/// What a beginner fears: the others' areas 2 and 3 steps ahead.
fn fear(pos: &Position, facing: Facing, me: usize) -> f32 {
    [2u8, 3]
        .iter()
        .map(|&face| {
            let (dest, _) = destination(pos.assam.cell, facing, face);
            owed(pos, dest, me).map_or(0.0, |(_, a)| a as f32)
        })
        .sum()
}

/// What a beginner hopes for with a closing quarter turn: its own colours 2 and 3 steps
/// ahead.
fn hope(pos: &Position, facing: Facing, me: usize) -> f32 {
    [2u8, 3]
        .iter()
        .filter(|&&face| {
            let (dest, _) = destination(pos.assam.cell, facing, face);
            pos.market
                .color_at(dest)
                .is_some_and(|k| pos.owner(k) == me)
        })
        .count() as f32
}

fn choose_quarter_turn(pos: &Position, me: usize, rng: &mut FastRng) -> Rotation {
    if below(rng.draw32(), 2) == 0 {
        return Rotation::QUARTERS[below(rng.draw32(), 2)];
    }
    let l = hope(pos, pos.assam.facing.rotated(Rotation::Left), me) + whim(rng, 1.0);
    let r = hope(pos, pos.assam.facing.rotated(Rotation::Right), me) + whim(rng, 1.0);
    if l >= r {
        Rotation::Left
    } else {
        Rotation::Right
    }
}

pub(crate) fn decide(pos: &Position, rng: &mut FastRng) -> Decision {
    let me = pos.current_seat();
    match pos.phase() {
        Phase::Orient => {
            let mut best = (f32::INFINITY, Rotation::None);
            for r in Rotation::ALL {
                let f = pos.assam.facing.rotated(r);
                // keeping the direction is the lazy default
                let lazy = if r == Rotation::None { 0.0 } else { 0.5 };
                let v = fear(pos, f, me) + lazy + whim(rng, 4.0);
                if v < best.0 {
                    best = (v, r);
                }
            }
            Decision::one(Action::Direction(best.1))
        }
        Phase::Place => {
            let k = pos.next_rug_color(me).unwrap_or_default();
            let own_k = pos.market.cells_of(k).0;
            let mut best = (f32::NEG_INFINITY, None);
            for rug in pos.legal_rugs() {
                let cells = rug.cells();
                let bits = cells[0].bit() | cells[1].bit();
                let mut v = 0.0;
                for c in cells {
                    v += match pos.market.color_at(c) {
                        None => 1.0,
                        Some(x) if x == k => -1.0,
                        Some(x) if pos.owner(x) == me => 0.0,
                        Some(_) => 2.0,
                    };
                }
                if grow(bits) & own_k & !bits != 0 {
                    v += 1.5;
                }
                v += whim(rng, 2.5);
                if v > best.0 {
                    best = (v, Some(rug));
                }
            }
            let rug = best.1.expect("a legal rug always exists");
            let quarter_turn = needs_quarter_turn(pos).then(|| {
                let mut q = pos.clone();
                q.apply_place(rug.cells(), &mut NoEvents);
                choose_quarter_turn(&q, me, rng)
            });
            Decision::rug(rug, quarter_turn)
        }
        Phase::QuarterTurn => Decision::one(Action::QuarterTurn(choose_quarter_turn(pos, me, rng))),
        Phase::Roll | Phase::Over => Decision::ROLL,
    }
}
