//! The market drawn as SVG: border mosaics, cells and rugs, the positions a rug may take,
//! Assam's possible walks, the owed area, and Assam himself. The cells are a keyboard
//! widget (one tab stop, arrows move, Enter or Space taps), and the whole market has a
//! text alternative.

pub mod art;
mod assam;
mod board;
mod cells;
pub mod geometry;
mod guides;
mod lit;
mod odds_labels;
pub mod picture;
pub mod placements;
mod rugs;

pub use board::{ArtDefs, Market};
pub use lit::Lit;
