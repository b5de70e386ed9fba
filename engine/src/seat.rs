//! A seat at the table and a rug colour: small numbers that must never be taken for each
//! other (with 3 or 4 players colour `i` happens to be seat `i`'s, with 2 it is not).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A seat, 0-based in turn order: seat 0 plays first.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// Seat number `index` (0 to 3).
    pub const fn new(index: usize) -> Seat {
        debug_assert!(index < 4);
        Seat(index as u8)
    }

    /// Its place in turn order, for indexing.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seats of a game of `players`, in turn order.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(Seat::new)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A rug colour of one game, numbered 0.. in (seat, which) order: with 3 or 4 players colour
/// `i` is seat `i`'s; with 2 players seat 0 has colours 0 and 1, seat 1 colours 2 and 3.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct ColorId(u8);

impl ColorId {
    /// Colour number `index` (0 to 3).
    pub const fn new(index: usize) -> ColorId {
        debug_assert!(index < 4);
        ColorId(index as u8)
    }

    /// Its number, for indexing.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ColorId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
