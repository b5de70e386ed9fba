//! The reason told with a hint: why the best choice is what it is, in the numbers its words
//! are made from (what each way is expected to cost, how an area grows or is cut).

use super::decision::Decision;
use crate::facing::Rotation;
use crate::game::Game;
use crate::phase::Phase;
use crate::seat::Seat;

/// Why the hint is what it is, in numbers the words are made from. Money is in sixths of a
/// dirham (an expectation over the die's six sides), areas in cells.
#[allow(missing_docs)] // the fields are named by what they count
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The direction: what the player expects to pay this way and the costliest other way
    /// (sixths of a dirham).
    Pays { this: u32, instead: u32 },
    /// Every way costs the same on average: the choice is about what comes after.
    Same { this: u32 },
    /// The direction: not the cheapest way, but the one that sets up the rugs.
    PaysMore { this: u32, cheapest: u32 },
    /// Roll-first's closing turn: what the next player expects to pay this way and the
    /// other way (sixths).
    Charges { this: u32, instead: u32 },
    /// The rug grows the player's largest area of its colour.
    Grows { before: u32, after: u32 },
    /// The rug cuts another seat's largest area.
    Cuts { seat: Seat, before: u32, after: u32 },
    /// Nothing simpler to say than "the strongest bot's choice".
    Best,
}

/// The reason told with a hint.
pub fn reason(game: &Game, decision: Decision) -> Reason {
    match (decision.rug_pos(), decision.rotation()) {
        (None, Some(r)) => direction_reason(game, r),
        (Some(rug), _) => {
            let me = game.current_seat();
            let mine = game.next_rug_color(me);
            let changes = game.area_changes(rug).unwrap_or_default();
            let grow = changes
                .iter()
                .filter(|c| Some(c.color) == mine && c.after > c.before)
                .map(|c| (c.after - c.before, c.before, c.after))
                .max();
            let cut = changes
                .iter()
                .filter(|c| game.owner(c.color) != me && c.after < c.before)
                .map(|c| (c.before - c.after, game.owner(c.color), c.before, c.after))
                .max();
            match (grow, cut) {
                (Some((g, before, after)), cut) if cut.is_none_or(|c| g >= c.0) => {
                    Reason::Grows { before, after }
                }
                (_, Some((_, seat, before, after))) => Reason::Cuts {
                    seat,
                    before,
                    after,
                },
                _ => Reason::Best,
            }
        }
        (None, None) => Reason::Best,
    }
}

fn direction_reason(game: &Game, r: Rotation) -> Reason {
    let odds = game.odds();
    let Some(this) = odds.iter().find(|o| o.rotation == r).map(|o| o.expected) else {
        return Reason::Best;
    };
    let others = odds.iter().filter(|o| o.rotation != r).map(|o| o.expected);
    if game.phase() == Phase::QuarterTurn {
        let instead = others.min().unwrap_or(this);
        return Reason::Charges { this, instead };
    }
    let cheapest = odds.iter().map(|o| o.expected).min().unwrap_or(this);
    let instead = others.max().unwrap_or(this);
    if odds.iter().all(|o| o.expected == this) {
        Reason::Same { this }
    } else if this > cheapest {
        Reason::PaysMore { this, cheapest }
    } else {
        Reason::Pays { this, instead }
    }
}
