//! Options of a game: what happens when money runs out, and the order of a turn.

use serde::{Deserialize, Serialize};

/// What happens to a player who owes more than they have.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bankruptcy {
    /// Pays all they have and is out (default).
    #[default]
    Eliminate,
    /// Pays all they have and keeps playing with 0.
    Continue,
}

/// The order of a turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum TurnOrder {
    /// Orient, roll, move, pay, lay (default).
    #[default]
    #[serde(rename = "classic")]
    Classic,
    /// Roll, move, pay, lay, then a quarter turn left or right.
    #[serde(rename = "roll-first")]
    RollFirst,
}

impl Bankruptcy {
    /// Record value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Bankruptcy::Eliminate => "eliminate",
            Bankruptcy::Continue => "continue",
        }
    }
    /// Parses a record value.
    pub fn parse(s: &str) -> Option<Bankruptcy> {
        match s {
            "eliminate" => Some(Bankruptcy::Eliminate),
            "continue" => Some(Bankruptcy::Continue),
            _ => None,
        }
    }
}

impl TurnOrder {
    /// Record value.
    pub const fn as_str(self) -> &'static str {
        match self {
            TurnOrder::Classic => "classic",
            TurnOrder::RollFirst => "roll-first",
        }
    }
    /// Parses a record value.
    pub fn parse(s: &str) -> Option<TurnOrder> {
        match s {
            "classic" => Some(TurnOrder::Classic),
            "roll-first" => Some(TurnOrder::RollFirst),
            _ => None,
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
