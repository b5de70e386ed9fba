//! Options of a game: what happens when money runs out, and the order of a turn.

use serde::{Deserialize, Serialize};

use crate::phase::Phase;
use crate::wire::wire_enum;

wire_enum! {
    /// What happens to a player who owes more than they have.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    pub enum Bankruptcy {
        /// Pays all they have and is out (default).
        #[default]
        Eliminate => "eliminate",
        /// Pays all they have and keeps playing with 0.
        Continue => "continue",
    }
}

wire_enum! {
    /// The order of a turn.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    pub enum TurnOrder {
        /// Orient, roll, move, pay, lay (default).
        #[default]
        Classic => "classic",
        /// Roll, move, pay, lay, then a quarter turn left or right.
        RollFirst => "roll-first",
    }
}

impl TurnOrder {
    /// The phase a turn starts in: classic turns Assam first, roll-first rolls.
    pub fn first_phase(self) -> Phase {
        match self {
            TurnOrder::Classic => Phase::Orient,
            TurnOrder::RollFirst => Phase::Roll,
        }
    }
}

/// The options of one game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Rules {
    /// Money runs out.
    pub bankruptcy: Bankruptcy,
    /// Turn order.
    pub turn_order: TurnOrder,
}
