//! A game by link: the table of devices and what they signed, with the record; the
//! protocol's constants and why a link is refused.

use super::chain::Value;
use crate::record::Record;

/// The protocol version, written in every link after the record.
pub const PROTOCOL: u8 = 1;
/// A public key: P-256, uncompressed (`0x04 ‖ x ‖ y`), as Web Crypto exports it raw.
pub const KEY_LEN: usize = 65;
/// A signature: ECDSA P-256 with SHA-256, `r ‖ s`, as Web Crypto makes it.
pub const SIG_LEN: usize = 64;

/// A device taking part: its key, its commitment and what it revealed last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device {
    /// [`KEY_LEN`] bytes.
    pub key: Vec<u8>,
    /// Value 0 of its chain.
    pub commitment: Value,
    /// How many values it has revealed.
    pub revealed: u16,
    /// Its latest value revealed (the commitment while `revealed` is 0).
    pub value: Value,
    /// Its signature over the game as of its latest event; `None` while being made.
    pub signature: Option<Vec<u8>>,
}

/// A link sent: `device` signed the game after `turns` whole turns. A device's first event
/// is its joining (the creator's, the invitation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// Index in [`Table::devices`].
    pub device: u8,
    /// Whole turns in the record when it was sent.
    pub turns: u16,
}

/// Who plays where, and what each device has sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The game's random id: links of one game share it.
    pub game: Value,
    /// For each seat, the device that plays it (bots are played by the creator, device 0);
    /// `None` for a friend's seat nobody has claimed yet.
    pub seats: Vec<Option<u8>>,
    /// In the order they joined; device 0 created the game.
    pub devices: Vec<Device>,
    /// Every link sent, in order.
    pub events: Vec<Event>,
}

/// A game by link: the record and its table.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The game (no seed: the dice come from the table).
    pub record: Record,
    /// Devices, commitments, signatures.
    pub table: Table,
}

/// Why a link is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// Not a readable game-by-link code.
    #[error("{0}")]
    Code(crate::error::CodeError),
    /// Made by a newer protocol.
    #[error("made by a newer version (protocol {0})")]
    UnknownProtocol(u8),
    /// Something no honest device writes (a seat of two devices, an event out of order...).
    #[error("the link breaks the protocol")]
    Malformed,
    /// A die that is not the one the chains give.
    #[error("turn {turn}: the die was not rolled fairly")]
    UnfairRoll {
        /// 1-based.
        turn: usize,
    },
    /// A device's values do not hash back to its commitment.
    #[error("a device's secret values do not match its commitment")]
    BrokenChain,
    /// Turns after the last link of the device that played them.
    #[error("turn {turn} is not signed by its player")]
    Unsigned {
        /// 1-based.
        turn: usize,
    },
    /// A signature does not match its device's key.
    #[error("a signature does not match its player's key")]
    BadSignature,
    /// Same game id, different creator or commitments.
    #[error("the link is of another game")]
    OtherGame,
    /// This device already has more of the game.
    #[error("the link is older than the game on this device")]
    Older,
    /// Another history of the same game.
    #[error("the link tells a different story of the game")]
    Diverged,
    /// A claim from an invitation that another device answered first (its friend may
    /// claim again from a newer link).
    #[error("another friend answered the same invitation first")]
    LateClaim,
    /// The seat asked for is taken or does not exist.
    #[error("that seat is taken")]
    SeatTaken,
}

impl From<crate::error::CodeError> for LinkError {
    fn from(e: crate::error::CodeError) -> LinkError {
        LinkError::Code(e)
    }
}
