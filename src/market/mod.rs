//! The market drawn as SVG: border mosaics, cells and rugs, the positions a rug may take,
//! Assam's possible walks, the owed area, and Assam himself. The cells are a keyboard
//! widget (one tab stop, arrows move, Enter or Space taps), and the whole market has a
//! text alternative.

mod assam;
mod board;
mod cells;
mod coords;
pub mod geometry;
mod guides;
mod lit;
mod mosaics;
pub mod picture;
pub mod placements;

pub use board::Market;
pub use lit::Lit;
