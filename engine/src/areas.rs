//! The largest area of each colour, and how a rug would change them: what the coach shows
//! for the rug being chosen.

use crate::cell::Cell;
use crate::game::Game;
use crate::market::{ColorId, Market};
use crate::rug::RugPos;

/// How one colour's largest area changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AreaChange {
    /// The colour.
    pub color: ColorId,
    /// Its largest connected area now, in cells.
    pub before: u32,
    /// After the rug.
    pub after: u32,
}

impl Market {
    /// The size of the largest connected area (edge to edge) of `color`.
    pub fn largest_area(&self, color: ColorId) -> u32 {
        let mut left = self.cells_of(color).0;
        let mut best = 0;
        while left != 0 {
            let cell = Cell::from_index(left.trailing_zeros() as usize).expect("a cell's bit");
            let area = self.area(cell, color).0;
            best = best.max(area.count_ones());
            left &= !area;
        }
        best
    }
}

impl Game {
    /// For every colour of the game, its largest area now and after laying `rug` (the
    /// colour laid comes from the seat's pile as the rules say). `None` when `rug` cannot
    /// be laid now.
    pub fn area_changes(&self, rug: RugPos) -> Option<Vec<AreaChange>> {
        let mut after = self.clone();
        after.place(rug).ok()?;
        let (now, then) = (&self.position().market, &after.position().market);
        let colors = (0..self.color_count())
            .map(ColorId::new)
            .map(|color| AreaChange {
                color,
                before: now.largest_area(color),
                after: then.largest_area(color),
            });
        Some(colors.collect())
    }

    /// How many colours the game has (two a seat with 2 players, else one).
    pub fn color_count(&self) -> usize {
        self.seats().map(|s| self.colors_of(s).len()).sum()
    }
}
