//! A person at this device: taps, clicks and keys become actions submitted to the session.
//! A refused action is said (for screen readers) rather than lost.

use leptos::prelude::*;
use marrakech_engine::{Cell, Rotation, RugPos};

use crate::state::controller::{Driver, Refused};
use crate::state::session::Session;

/// The person's driver (one provider for the page).
#[derive(Clone, Copy)]
pub struct Person {
    session: Session,
    /// Why the last action was refused, until the next one is taken.
    pub refused: RwSignal<Option<Refused>>,
}

impl Person {
    pub fn new(session: Session) -> Person {
        Person {
            session,
            refused: RwSignal::new(None),
        }
    }

    fn tell(&self, result: Result<(), Refused>) -> bool {
        let ok = result.is_ok();
        self.refused.set(result.err());
        ok
    }

    /// Turns Assam (the direction, or roll-first's closing quarter turn).
    pub fn rotate(&self, rotation: Rotation) -> bool {
        self.tell(self.session.rotate(Driver::Person, rotation))
    }

    /// Rolls the die.
    pub fn roll(&self) -> bool {
        self.tell(self.session.roll(Driver::Person))
    }

    /// Lays the rug chosen.
    pub fn lay_rug(&self) -> bool {
        self.tell(self.session.confirm_rug(Driver::Person))
    }

    /// Chooses a rug position whole.
    pub fn pick_rug(&self, rug: RugPos) {
        self.session.pick_rug(Driver::Person, rug);
    }

    /// Taps a cell of the market: while this person lays a rug, the first then the second
    /// cell of it (a cell no rug may take is told by the prompt); at another moment of a game
    /// in play it is no action, and why is said.
    pub fn tap_cell(&self, cell: Cell) {
        if self.session.offered_rugs.with_untracked(|r| !r.is_empty()) {
            self.refused.set(None);
            self.session.tap_cell(cell);
            return;
        }
        self.say_why();
    }

    /// Says why the person may not act now, with a moment's action that is not this one's
    /// (not their turn, wait for the move), or nothing for a look at the market.
    pub fn say_why(&self) {
        let why = match untrack(|| self.session.refusal(Driver::Person)) {
            // the person's own turn, at the direction or the roll
            None => Some(Refused::NotNow),
            // a replay, or a game over: a look at the market, not an action
            Some(Refused::Watching | Refused::NoGame | Refused::Rules(_)) => None,
            why => why,
        };
        self.refused.set(why);
    }

    /// Drops the rug chosen.
    pub fn cancel_rug(&self) {
        self.session.cancel_rug();
    }

    /// Takes back the direction chosen before the roll.
    pub fn undo(&self) {
        self.session.undo();
    }
}
