//! Why an action, a set-up or a record is refused. Messages are what the replay tool prints.

use thiserror::Error;

use crate::cell::Cell;
use crate::phase::Phase;
use crate::rug::RugFault;

/// An action refused; the game is unchanged. `turn` is the 1-based turn number.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum ActionError {
    /// The action does not belong to the current phase.
    #[error("cannot {expected} now: the phase is {actual}")]
    WrongPhase {
        /// The phase the action needs.
        expected: Phase,
        /// The phase the game is in.
        actual: Phase,
        /// Current turn.
        turn: usize,
    },
    /// The game is over: no more actions.
    #[error("the game is already over")]
    GameOver {
        /// The last turn.
        turn: usize,
    },
    /// The rug may not go there.
    #[error("illegal rug {} {}: {reason}", cells[0], cells[1])]
    IllegalRug {
        /// The two cells asked for.
        cells: [Cell; 2],
        /// Why not.
        reason: RugFault,
        /// Current turn.
        turn: usize,
    },
    /// Roll-first: the closing quarter turn must be left or right.
    #[error("the closing quarter turn must be left or right, not none")]
    NoQuarterTurn {
        /// Current turn.
        turn: usize,
    },
    /// A die face outside 1 to 4.
    #[error("roll {face} is outside 1-4")]
    BadFace {
        /// The face given.
        face: u8,
        /// Current turn.
        turn: usize,
    },
}

impl ActionError {
    /// The turn the action was refused in (1-based).
    pub fn turn(&self) -> usize {
        match *self {
            ActionError::WrongPhase { turn, .. }
            | ActionError::GameOver { turn }
            | ActionError::IllegalRug { turn, .. }
            | ActionError::NoQuarterTurn { turn }
            | ActionError::BadFace { turn, .. } => turn,
        }
    }
}

/// A game set-up refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SetupError {
    /// Not 2 to 4 players.
    #[error("a game has 2 to 4 players, not {0}")]
    PlayerCount(usize),
    /// A seat with the wrong number of colours.
    #[error("player {seat} must have {expected} colour(s), not {found}")]
    ColorCount {
        /// Seat (0-based).
        seat: usize,
        /// 2 with 2 players, else 1.
        expected: usize,
        /// Given.
        found: usize,
    },
    /// A colour that is not a lower-case identifier.
    #[error("colour {0:?} is not a lower-case identifier")]
    BadColor(String),
    /// A colour used twice.
    #[error("colour {0:?} is used twice")]
    DuplicateColor(String),
}

/// What is wrong with a record.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RecordFault {
    /// Not JSON at all.
    #[error("not valid JSON: {0}")]
    NotJson(String),
    /// A required field is absent.
    #[error("missing field `{0}`")]
    MissingField(String),
    /// A known field has the wrong type or shape.
    #[error("field `{field}` must be {expected}")]
    WrongType {
        /// Field path, e.g. `players[1].colors`.
        field: String,
        /// What it must be.
        expected: &'static str,
    },
    /// `format` is not `marrakech-record/1`.
    #[error("unknown format {0:?} (expected \"marrakech-record/1\")")]
    UnknownFormat(String),
    /// Bad players or colours.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// A `kind` other than human, easy, medium, hard.
    #[error("player {seat}: unknown kind {kind:?} (human, easy, medium or hard)")]
    BadKind {
        /// Seat.
        seat: usize,
        /// Value.
        kind: String,
    },
    /// A `rules` value not known.
    #[error("unknown value {value:?} for `rules.{field}`")]
    BadRule {
        /// `bankruptcy` or `turn_order`.
        field: &'static str,
        /// Value.
        value: String,
    },
    /// A cell off the market.
    #[error("cell [{row},{col}] is off the market")]
    OffMarket {
        /// Row given.
        row: i64,
        /// Column given.
        col: i64,
    },
    /// A facing other than N, E, S, W.
    #[error("unknown facing {0:?} (N, E, S or W)")]
    BadFacing(String),
    /// 2 players without piles.
    #[error("a 2-player record needs `piles`")]
    MissingPiles,
    /// Piles with 3 or 4 players.
    #[error("`piles` must be null or absent with {0} players")]
    UnexpectedPiles(usize),
    /// A bad pile.
    #[error("pile of player {seat}: {reason}")]
    BadPile {
        /// Seat.
        seat: usize,
        /// Why.
        reason: PileFault,
    },
    /// A roll outside 1-4.
    #[error("roll {0} is outside 1-4")]
    BadRoll(String),
    /// A rotate value not allowed.
    #[error("rotate {value:?} is not {allowed}")]
    BadRotate {
        /// Value.
        value: String,
        /// What is allowed.
        allowed: &'static str,
    },
    /// An action of the turn refused by the rules.
    #[error("{0}")]
    Action(#[from] ActionError),
    /// A turn without all its fields that is not the last one.
    #[error("unfinished turn (no `{0}`) is not the last turn")]
    UnfinishedNotLast(&'static str),
    /// A turn after the game ended.
    #[error("the game is already over")]
    AfterEnd,
    /// A rug or rotate for a player eliminated by this turn's payment.
    #[error("the player was eliminated by this turn's payment and has no `{0}`")]
    AfterElimination(&'static str),
    /// A roll-first `rotate` after the game's last rug.
    #[error("the game ended with this rug: no closing `rotate`")]
    RotateAfterLastRug,
}

/// A record refused: the fault and, when it belongs to one, the 1-based turn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// The turn (1-based), or `None` for a fault of the whole record.
    pub turn: Option<usize>,
    /// What is wrong.
    pub fault: RecordFault,
}

impl std::fmt::Display for RecordError {
    /// `turn N: reason` or `reason` (the replay tool prefixes `error: `).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.turn {
            Some(n) => write!(f, "turn {n}: {}", self.fault),
            None => write!(f, "{}", self.fault),
        }
    }
}

impl std::error::Error for RecordError {}

impl RecordError {
    /// A fault of the whole record.
    pub fn whole(fault: impl Into<RecordFault>) -> RecordError {
        RecordError {
            turn: None,
            fault: fault.into(),
        }
    }
    /// A fault of turn `n` (1-based).
    pub fn at(n: usize, fault: impl Into<RecordFault>) -> RecordError {
        RecordError {
            turn: Some(n),
            fault: fault.into(),
        }
    }
}

/// A link code refused ([`crate::decode`]).
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum CodeError {
    /// Empty, or a character outside base64url (`A-Z a-z 0-9 - _`).
    #[error("not a game link code")]
    NotACode,
    /// Written by a version of the code this reader does not know.
    #[error("made by a newer version (code version {0})")]
    UnknownVersion(u8),
    /// Fewer bytes than the code says it has: the link was cut off.
    #[error("the code is cut short")]
    Truncated,
    /// A checksum mismatch, bytes too many, or something no writer writes.
    #[error("the code is damaged")]
    Damaged,
    /// Well formed, but the game it describes breaks the rules.
    #[error("the game it describes is impossible: {0}")]
    Impossible(RecordError),
}

/// What is wrong with a 2-player pile (kept as values: the words are written only when the
/// error is shown).
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PileFault {
    /// Not as many rugs as a pile holds.
    #[error("{found} rugs, not {expected}")]
    Length {
        /// Rugs in the pile.
        found: usize,
        /// Rugs a pile holds.
        expected: usize,
    },
    /// A colour the player does not have.
    #[error("colour {0:?} is not one of this player's")]
    Colour(String),
    /// Not as many of one of the player's colours as of the other (the pile is whole, so
    /// half of it is the count each should have).
    #[error("{} {:?} and {} {:?}, not {} of each", .counts[0], .colours[0], .counts[1], .colours[1], (.counts[0] + .counts[1]) / 2)]
    Counts {
        /// How many of each colour.
        counts: [usize; 2],
        /// The player's two colours.
        colours: [String; 2],
    },
}
