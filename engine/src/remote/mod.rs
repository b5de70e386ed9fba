//! Games played by link between devices, with no server.
//!
//! The whole game travels in every link: the record, and a [`Table`] of the devices taking
//! part. Each device holds a key pair (ECDSA P-256, made by the browser; this crate only
//! builds the bytes to sign and checks everything else) and a hash chain ([`chain`]) whose
//! end it commits to when it joins. Each link its device sends is an [`Event`]: it reveals
//! the device's next chain value and carries the device's signature over the game as it
//! stands. A roll ([`dice`]) hashes the game, the turn, the mover's next unrevealed value
//! and the latest value revealed by another device after the mover joined, so nobody can
//! choose or re-roll a die. Only each device's latest value and signature are kept: the
//! earlier values hash forward to them, and the latest signature covers everything before.
//!
//! A receiving device replays the record with the engine ([`Link::check`]), then verifies
//! the signatures it is handed back, then keeps the link only if it extends what it had
//! ([`Link::compare`]).

pub mod chain;
mod check;
pub mod dice;
mod ledger;
mod link;
mod seat;
mod wire;

pub use chain::{Value, CHAIN};
pub use check::{Signed, Standing};
pub use link::{Device, Event, Link, LinkError, Table, KEY_LEN, PROTOCOL, SIG_LEN};
pub use seat::{Secret, Waiting};
pub use wire::{decode, encode, LINK_VERSIONS};
