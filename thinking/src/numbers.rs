//! A decision and a review as 32-bit numbers, the form they cross between the worker and
//! the page in: exact (a score goes as the bits of its `f32`), and read with no parser of
//! text or floats (each would cost the page kilobytes of code).

use marrakech_engine::bots::review::{Luck, Review, Step, TurnReview};
use marrakech_engine::bots::Decision;
use marrakech_engine::{Action, Cell, Rotation, RugPos, Seat, CELLS};

/// An action in 14 bits: its kind (2 bits), then the rotation, or the rug's two cells as
/// `first * 49 + second` (12 bits).
fn action_number(a: &Action) -> u32 {
    let rotation = |r: &Rotation| Rotation::ALL.iter().position(|x| x == r).unwrap_or(0) as u32;
    match a {
        Action::Direction(r) => 1 << 12 | rotation(r),
        Action::QuarterTurn(r) => 2 << 12 | rotation(r),
        Action::Rug(rug) => 3 << 12 | (rug.first().index() * CELLS + rug.second().index()) as u32,
        Action::Roll(_) => 0,
    }
}

fn read_action(n: u32) -> Option<Action> {
    let rotation = || Rotation::ALL.get((n & 0xfff) as usize).copied();
    match n >> 12 {
        1 => Some(Action::Direction(rotation()?)),
        2 => Some(Action::QuarterTurn(rotation()?)),
        3 => {
            let cells = (n & 0xfff) as usize;
            let a = Cell::from_index(cells / CELLS)?;
            let b = Cell::from_index(cells % CELLS)?;
            Some(Action::Rug(RugPos::new(a, b)?))
        }
        _ => None,
    }
}

/// A decision: how many actions (bits 28–29), then each action in 14 bits.
pub fn decision_number(d: &Decision) -> u32 {
    let actions = d.actions();
    let mut n = (actions.len() as u32) << 28;
    for (i, a) in actions.iter().enumerate() {
        n |= action_number(a) << (14 * i);
    }
    n
}

/// Reads [`decision_number`] back; `None` for anything else. Whether the decision is legal
/// is for whoever asked to check.
pub fn read_decision(n: u32) -> Option<Decision> {
    let first = || read_action(n & 0x3fff);
    let second = || read_action(n >> 14 & 0x3fff);
    match n >> 28 {
        0 if n == 0 => Some(Decision::ROLL),
        1 if n >> 14 & 0x3fff == 0 => match first()? {
            a @ (Action::Direction(_) | Action::QuarterTurn(_) | Action::Rug(_)) => {
                Some(Decision::one(a))
            }
            Action::Roll(_) => None,
        },
        2 => match (first()?, second()?) {
            (Action::Rug(rug), Action::QuarterTurn(q)) => Some(Decision::rug(rug, Some(q))),
            _ => None,
        },
        _ => None,
    }
}

/// Seats, each seat's luck (expected, paid), decisions, then each decision reviewed:
/// turn, seat, step (0 direction, 1 rug), choice, best, and the two scores' bits.
pub fn review_numbers(r: &Review, out: &mut Vec<u32>) {
    out.push(r.luck.len() as u32);
    for l in &r.luck {
        out.extend([l.expected, l.paid]);
    }
    out.push(r.turns.len() as u32);
    for t in &r.turns {
        out.extend([
            t.turn as u32,
            t.seat.index() as u32,
            u32::from(t.step == Step::Rug),
            decision_number(&t.choice),
            decision_number(&t.best),
            t.choice_score.to_bits(),
            t.best_score.to_bits(),
        ]);
    }
}

/// Reads [`review_numbers`] back, all of `n`; `None` for anything else.
pub fn read_review(n: &[u32]) -> Option<Review> {
    let (&seats, n) = n.split_first()?;
    let (luck, n) = n.split_at_checked(2 * seats.min(4) as usize)?;
    let (&turns, n) = n.split_first()?;
    if seats > 4 || n.len() != 7 * turns as usize {
        return None;
    }
    let luck = luck
        .chunks(2)
        .map(|l| Luck {
            expected: l[0],
            paid: l[1],
        })
        .collect();
    let turns = n.chunks(7).map(read_turn).collect::<Option<Vec<_>>>()?;
    Some(Review { turns, luck })
}

fn read_turn(t: &[u32]) -> Option<TurnReview> {
    let score = |bits: u32| Some(f32::from_bits(bits)).filter(|x| x.is_finite());
    Some(TurnReview {
        turn: t[0] as usize,
        seat: Seat::new(Some(t[1] as usize).filter(|&s| s < 4)?),
        step: match t[2] {
            0 => Step::Direction,
            1 => Step::Rug,
            _ => return None,
        },
        choice: read_decision(t[3])?,
        best: read_decision(t[4])?,
        choice_score: score(t[5])?,
        best_score: score(t[6])?,
    })
}
