//! Bots for solo play: easy, medium, hard and master.
//!
//! - [`decide`] gives the decision of the seat to play in one call.
//! - [`Thinker`] gives the same decision in chunks ([`Thinker::step`]), so a page can think
//!   between frames without threads. Only hard and master need more than one chunk.
//!
//! Bots count iterations, never the clock ([`Thinker::pace`], for measuring, aside): the
//! same game, level, seed and budget always give the same decision. A bot sees what a person at the table sees: with 2 players the colour of
//! each pile's top rug, not the order of the rest (hard and master re-shuffle the hidden
//! rest before every rollout; the others never look at it).

mod decision;
mod easy;
mod features;
mod halving;
mod hard;
pub mod hint;
mod known;
mod master;
mod medium;
pub mod review;
mod thinker;

pub use crate::level::Level;
pub use decision::{legal_decisions, Decision};
pub use hard::{HardParams, ROLLOUT_BUDGET};
pub use master::{MasterParams, MASTER_ITERATIONS};
pub use thinker::{decide, decide_position, BotError, Thinker};
