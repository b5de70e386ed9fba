//! What the seat to play must do now.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The phase of the game (contract §3 `phase`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Classic: choose Assam's direction before the roll.
    Orient,
    /// Roll the die (Assam then moves and the payment follows).
    Roll,
    /// Lay a rug.
    Place,
    /// Roll-first: the closing quarter turn.
    Turn,
    /// The game is over.
    Over,
}

impl Phase {
    /// `orient`, `roll`, `place`, `turn` or `over`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Phase::Orient => "orient",
            Phase::Roll => "roll",
            Phase::Place => "place",
            Phase::Turn => "turn",
            Phase::Over => "over",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
