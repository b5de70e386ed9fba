//! What the bots measure on a position: landings and payments over the die, areas, the
//! seat to play next, a score-based utility.

use crate::cell::{Cell, CELLS};
use crate::die::WEIGHTS;
use crate::facing::{destination, Facing, Rotation};
use crate::market::{grow, ColorId, MAX_COLORS};
use crate::phase::Phase;
use crate::position::Position;
use crate::rules::Bankruptcy;

/// Probability of each distance 1..=4 (faces 1, 2, 2, 3, 3, 4).
pub(crate) const PROB: [f32; 4] = [
    WEIGHTS[0] as f32 / 6.0,
    WEIGHTS[1] as f32 / 6.0,
    WEIGHTS[2] as f32 / 6.0,
    WEIGHTS[3] as f32 / 6.0,
];

/// What `payer` owes standing on `cell`: `(payee, amount owed)`.
#[inline]
pub(crate) fn owed(pos: &Position, cell: Cell, payer: usize) -> Option<(usize, u32)> {
    pos.debt_bits(cell, payer)
        .map(|(payee, _, area)| (payee, area.len()))
}

/// How much `me` gains (score difference to the mean of the others) when `payer` stops on
/// `cell`: a dirham moving between two other seats is worth nothing to `me`.
pub(crate) fn landing_value(pos: &Position, cell: Cell, payer: usize, me: usize) -> f32 {
    landing_value_of(pos, owed(pos, cell, payer), payer, me)
}

/// [`landing_value`] from what is owed there.
fn landing_value_of(pos: &Position, owed: Option<(usize, u32)>, payer: usize, me: usize) -> f32 {
    let Some((payee, amount)) = owed else {
        return 0.0;
    };
    if payer != me && payee != me {
        return 0.0;
    }
    let others = (pos.players as f32 - 1.0).max(1.0);
    let have = pos.money[payer] as u32;
    let paid = amount.min(have) as f32 * (1.0 + 1.0 / others);
    let out = amount > have && pos.rules.bankruptcy == Bankruptcy::Eliminate;
    if payer == me {
        if out {
            -paid - ELIMINATION
        } else {
            -paid
        }
    } else if out {
        paid + ELIMINATION / others
    } else {
        paid
    }
}

/// The extra loss of being eliminated (on top of the money paid).
pub(crate) const ELIMINATION: f32 = 40.0;

/// What a seat pays on average (in dirhams owed, elimination counted as a heavy loss) if it
/// rolls from `cell` looking `facing`: what the seat itself tries to keep small.
pub(crate) fn expected_cost(pos: &Position, cell: Cell, facing: Facing, payer: usize) -> f32 {
    let mut cost = 0.0;
    for face in 1..=4u8 {
        let (dest, _) = destination(cell, facing, face);
        add_cost(pos, owed(pos, dest, payer), payer, face, &mut cost);
    }
    cost
}

/// Adds what landing with `face` costs `payer`, weighted by its chance, to `cost`.
#[inline]
fn add_cost(pos: &Position, owed: Option<(usize, u32)>, payer: usize, face: u8, cost: &mut f32) {
    if let Some((_, amount)) = owed {
        let mut c = amount as f32;
        if amount > pos.money[payer] as u32 && pos.rules.bankruptcy == Bankruptcy::Eliminate {
            c += ELIMINATION;
        }
        *cost += PROB[face as usize - 1] * c;
    }
}

/// Expected [`landing_value`] for `me` of `payer` rolling from `cell` looking `facing`.
pub(crate) fn expected_landing(
    pos: &Position,
    cell: Cell,
    facing: Facing,
    payer: usize,
    me: usize,
) -> f32 {
    let mut v = 0.0;
    for face in 1..=4u8 {
        let (dest, _) = destination(cell, facing, face);
        v += PROB[face as usize - 1] * landing_value(pos, dest, payer, me);
    }
    v
}

/// What the roll of the seat to play is worth to `me`, at the start of a turn (phase
/// `orient` or `roll`): classic, that seat turns Assam to pay least; roll-first, his
/// facing is the one left by the closing quarter turn. 0 when `me` is to play or the game is over.
pub(crate) fn next_roll_value(pos: &Position, me: usize) -> f32 {
    let payer = pos.seat as usize;
    if pos.is_over() || payer == me {
        return 0.0;
    }
    let cell = pos.assam.cell;
    if pos.phase == Phase::Roll {
        return expected_landing(pos, cell, pos.assam.facing, payer, me);
    }
    let mut best = f32::INFINITY;
    let mut value = 0.0;
    for r in Rotation::ALL {
        // the payer's cost and `me`'s gain from one look at each landing
        let f = pos.assam.facing.rotated(r);
        let (mut cost, mut landing) = (0.0, 0.0);
        for face in 1..=4u8 {
            let (dest, _) = destination(cell, f, face);
            let o = owed(pos, dest, payer);
            add_cost(pos, o, payer, face, &mut cost);
            landing += PROB[face as usize - 1] * landing_value_of(pos, o, payer, me);
        }
        if cost < best - 1e-4 {
            best = cost;
            value = landing;
        }
    }
    value
}

/// A seat's score now (0 when eliminated).
#[inline]
pub(crate) fn score(pos: &Position, seat: usize) -> f32 {
    if pos.is_eliminated(seat) {
        0.0
    } else {
        (pos.money[seat] as u32 + pos.visible(seat)) as f32
    }
}

/// `me`'s score minus the mean score of the others.
pub(crate) fn utility(pos: &Position, me: usize) -> f32 {
    let n = pos.players as usize;
    let others: f32 = (0..n).filter(|&s| s != me).map(|s| score(pos, s)).sum();
    let own = if pos.is_eliminated(me) {
        -ELIMINATION
    } else {
        score(pos, me)
    };
    own - others / (n as f32 - 1.0)
}

/// Future income of each seat from its areas: an area of `s` cells is stopped on with a
/// chance growing with `s` and pays `s` each time, over the turns the others still play.
pub(crate) fn potentials(pos: &Position) -> [f32; 4] {
    let n = pos.players as usize;
    let mut squares = [0f32; 4];
    for c in 0..pos.colors() {
        let owner = pos.owner(ColorId::new(c));
        if pos.is_eliminated(owner) || c >= MAX_COLORS {
            continue;
        }
        let mask = pos.market.cells_of(ColorId::new(c)).0;
        let mut rest = mask;
        while rest != 0 {
            let mut area = rest & rest.wrapping_neg();
            loop {
                let next = grow(area) & mask;
                if next == area {
                    break;
                }
                area = next;
            }
            rest &= !area;
            let s = area.count_ones() as f32;
            squares[owner] += s * s;
        }
    }
    let total_turns: u32 = (0..n).map(|s| pos.rugs_left[s] as u32).sum();
    let mut out = [0f32; 4];
    for s in 0..n {
        let others_turns = (total_turns - pos.rugs_left[s] as u32).min(HORIZON) as f32;
        out[s] = RHO * squares[s] * others_turns / CELLS as f32;
    }
    out
}

/// How many of the others' turns an area is expected to last.
const HORIZON: u32 = 10;
/// How often an area is stopped on compared to its share of the market (the others steer
/// round it).
const RHO: f32 = 0.3;

/// `me`'s potential minus the mean of the others'.
pub(crate) fn potential(pos: &Position, me: usize) -> f32 {
    let p = potentials(pos);
    let n = pos.players as usize;
    let others: f32 = (0..n)
        .filter(|&s| s != me && !pos.is_eliminated(s))
        .map(|s| p[s])
        .sum();
    p[me] - others / (n as f32 - 1.0)
}
