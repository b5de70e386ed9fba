//! What happened: the typed events an action returns, for the log and the animations.

use serde::Serialize;

use crate::cell::Cell;
use crate::facing::{Facing, Rotation, Step};
use crate::market::ColorId;
use crate::score::Score;
use crate::seat::Seat;

/// One thing that happened during an action.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Classic orient: the player kept or rotated Assam's facing.
    Rotated {
        /// Who.
        seat: Seat,
        /// Facing before.
        from: Facing,
        /// Facing after.
        to: Facing,
        /// The choice.
        rotation: Rotation,
    },
    /// The die showed `face`.
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// 1 to 4.
        face: u8,
    },
    /// Assam walked; one step per cell, arcs included (a corner quarter arc is a step that
    /// stays on the same cell).
    Moved {
        /// Whose turn.
        seat: Seat,
        /// Every step, in order; the last is where he stops.
        steps: Vec<Step>,
    },
    /// A payment for stopping on an opponent's area.
    Paid {
        /// Payer seat.
        from: Seat,
        /// Payee seat.
        to: Seat,
        /// What was paid (less than `owed` when the payer ran out).
        amount: u32,
        /// What was owed: the size of the area.
        owed: u32,
        /// The area's colour.
        color: ColorId,
        /// The cells of the area, row by row.
        area: Vec<Cell>,
    },
    /// A rug was laid.
    Laid {
        /// Who.
        seat: Seat,
        /// The rug's id (1, 2, 3 ... in laying order).
        rug_id: u8,
        /// Its colour.
        color: ColorId,
        /// Its two cells, in the order given.
        cells: [Cell; 2],
    },
    /// The seat ran out of money and is out (unlaid rugs leave, laid rugs become neutral).
    Eliminated {
        /// Who.
        seat: Seat,
    },
    /// Roll-first: the closing quarter turn.
    QuarterTurned {
        /// Who.
        seat: Seat,
        /// Facing before.
        from: Facing,
        /// Facing after.
        to: Facing,
        /// Left or right.
        rotation: Rotation,
    },
    /// The player's turn passed to `seat`.
    NextTurn {
        /// Who plays now.
        seat: Seat,
        /// The new turn's number (1-based).
        turn: usize,
    },
    /// The game is over.
    GameOver {
        /// Winning seats (ties shared).
        winners: Vec<Seat>,
        /// Every seat's score.
        scores: Vec<Score>,
    },
}

/// Where an action sends its events. `Vec<Event>` keeps them; [`NoEvents`] drops them at no
/// cost (the event is never built), for playouts.
pub trait EventSink {
    /// Records the event built by `make` (which may never be called).
    fn emit(&mut self, make: impl FnOnce() -> Event);
}

impl EventSink for Vec<Event> {
    #[inline]
    fn emit(&mut self, make: impl FnOnce() -> Event) {
        self.push(make());
    }
}

/// A sink that ignores events.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn emit(&mut self, _make: impl FnOnce() -> Event) {}
}
