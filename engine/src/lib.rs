//! The rules of Marrakech, the rug-market board game: market, rugs, Assam, die, turns,
//! records. Pure Rust; no browser, no operating-system randomness (seeds are given).
//!
//! Start with [`Game`]: [`Game::new`] with a [`Setup`] and a seed, then the actions
//! [`Game::rotate`] (the classic orient or the roll-first closing quarter turn, whichever
//! the phase asks for), [`Game::roll_die`] / [`Game::roll`] and [`Game::place`] (a
//! [`RugPos`] from [`Game::legal_rugs`], or two cells), each returning [`Event`]s or an
//! [`ActionError`]. [`Game::from_record`] and [`Game::to_record`] read and write
//! `marrakech-record/1`; [`Game::state`] gives `marrakech-state/1` (both described in
//! `docs/formats.md`); [`encode`] and [`decode`] turn a record into a short link code and
//! back. Bots search on the cheap [`Position`] core ([`Position::playout`],
//! [`Position::random_action`]).

#![warn(missing_docs)]

mod action;
mod areas;
mod assam;
pub mod bench;
mod bits;
pub mod bots;
mod cell;
mod code;
mod die;
mod error;
mod event;
mod facing;
mod game;
mod level;
mod market;
pub mod odds;
mod phase;
mod playout;
mod position;
mod record;
pub mod remote;
mod rng;
mod rug;
mod rules;
mod score;
mod seat;
mod sort;
mod state;
mod wire;

pub use action::Action;
pub use areas::AreaChange;
pub use assam::{Assam, Path};
pub use cell::{Cell, CellSet, CELLS, SIZE};
#[doc(hidden)]
pub use code::wrap;
pub use code::{decode, encode, CodeError, CODE_VERSION, MASTER_CODE_VERSION};
pub use die::{face_from_draw, is_face, FACES, WEIGHTS};
pub use error::{ActionError, PileFault, RecordError, RecordFault, SetupError};
pub use event::{Event, EventSink, NoEvents};
pub use facing::{destination, edge_exit, step, Facing, Rotation, Step, STEPS};
pub use game::{is_color_identifier, Game, LaidRug, PlayerSetup, Setup, TurnRecord, PALETTE};
pub use level::{Level, PlayerKind};
pub use market::{candidates, grow, neighbour_bits, Market, MAX_COLORS};
pub use phase::Phase;
pub use position::{rugs_each, Debt, Position, PILE, START_MONEY};
pub use record::{Record, RECORD_FORMAT};
pub use rng::{below, Draw, FastRng, GameRng};
pub use rug::{RugFault, RugPos};
pub use rules::{Bankruptcy, Rules, TurnOrder};
pub use score::{ranked, winners, Score};
pub use seat::{ColorId, Seat};
pub use sort::sort_small_by;
pub use state::{AssamState, PlayerState, State, STATE_FORMAT};
#[cfg(test)]
mod scenarios;
