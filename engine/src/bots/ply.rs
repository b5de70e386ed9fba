//! One turn looked ahead with the value network (2 players): every direction, every face
//! of the die (weighed 1, 2, 2, 1), every rug, each ending in the position the other side
//! then plays from, valued by the network (or by the result when the game is over).

use super::net::{Net, Worth, MARGIN_UNIT};
use super::sight::sight;
use crate::cell::Cell;
use crate::event::NoEvents;
use crate::facing::Rotation;
use crate::market::candidates;
use crate::phase::Phase;
use crate::position::Position;

pub(crate) const PROB: [f32; 4] = super::features::PROB;

/// `me`'s share of the win in a finished game, and the margin to the best other score.
pub(crate) fn outcome(pos: &Position, me: usize) -> Worth {
    let winners = pos.winners();
    let win = if winners.iter().any(|s| s.index() == me) {
        1.0 / winners.len() as f32
    } else {
        0.0
    };
    let total = |s: usize| {
        if pos.is_eliminated(s) {
            0.0
        } else {
            (pos.money[s] as u32 + pos.visible(s)) as f32
        }
    };
    let best_other = (0..pos.players as usize)
        .filter(|&s| s != me)
        .map(total)
        .fold(0.0, f32::max);
    Worth {
        win,
        margin: (total(me) - best_other) / MARGIN_UNIT,
    }
}

/// What a position reached after a turn is worth to `me`: the result once over, else the
/// network's value for the seat to play, seen from `me`.
#[inline]
pub(crate) fn after_value(net: &Net, pos: &Position, me: usize) -> Worth {
    if pos.is_over() {
        return outcome(pos, me);
    }
    static HAND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let v = if *HAND.get_or_init(|| std::env::var("HAND_EVAL").is_ok()) {
        let e = super::medium::evaluate(pos, pos.seat as usize);
        Worth {
            win: 0.5 + 0.5 * (e / 15.0).tanh(),
            margin: 0.0,
        }
    } else {
        net.value(&sight(pos))
    };
    if pos.seat as usize == me {
        v
    } else {
        v.flipped()
    }
}

/// The best rug in phase `place` for the seat to play: its value and cells.
pub(crate) fn best_rug(net: &Net, pos: &Position) -> (Worth, [Cell; 2]) {
    let me = pos.seat as usize;
    let mut best = (Worth::default(), [Cell::CENTRE; 2], f32::NEG_INFINITY);
    for &(a, b) in candidates(pos.assam.cell) {
        if !pos.market.candidate_ok(a, b) {
            continue;
        }
        let mut q = pos.clone();
        q.apply_place([a, b], &mut NoEvents);
        let v = after_value(net, &q, me);
        if v.key() > best.2 {
            best = (v, [a, b], v.key());
        }
    }
    (best.0, best.1)
}

/// Where a roll of `face` leads after the direction is set (phase `roll`): the value to the
/// roller and its best rug (none when the roll ends the game).
pub(crate) fn roll_value(net: &Net, pos: &Position, face: u8) -> (Worth, Option<[Cell; 2]>) {
    let me = pos.seat as usize;
    let mut q = pos.clone();
    q.apply_roll(face, &mut NoEvents);
    if q.phase == Phase::Place {
        let (v, rug) = best_rug(net, &q);
        (v, Some(rug))
    } else {
        (after_value(net, &q, me), None)
    }
}

/// A direction's value (phase `orient`): over the faces, the best rug after each.
pub(crate) struct Direction {
    pub(crate) rotation: Rotation,
    pub(crate) value: Worth,
    pub(crate) rugs: [Option<[Cell; 2]>; 4],
}

/// The three directions of the seat to play, looked at one turn ahead.
pub(crate) fn directions(net: &Net, pos: &Position) -> [Direction; 3] {
    Rotation::ALL.map(|rotation| {
        let mut q = pos.clone();
        let _ = q.orient(rotation, &mut NoEvents);
        let mut value = Worth::default();
        let mut rugs = [None; 4];
        for face in 1..=4u8 {
            let (v, rug) = roll_value(net, &q, face);
            value.add(PROB[face as usize - 1], v);
            rugs[face as usize - 1] = rug;
        }
        Direction {
            rotation,
            value,
            rugs,
        }
    })
}

/// The index of the best of the three directions.
pub(crate) fn best_direction(dirs: &[Direction; 3]) -> usize {
    let mut best = 0;
    for i in 1..3 {
        if dirs[i].value.key() > dirs[best].value.key() {
            best = i;
        }
    }
    best
}
