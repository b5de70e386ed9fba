//! Cells lit from outside the market: a log line or a rug position in the list, hovered
//! or focused.

use leptos::prelude::*;
use marrakech_engine::Cell;

/// The cells lit because a log line or a rug position in the list is hovered or focused.
#[derive(Clone, Copy)]
pub struct Lit(pub RwSignal<Vec<Cell>>);

impl Default for Lit {
    fn default() -> Self {
        Lit(RwSignal::new(Vec::new()))
    }
}

impl Lit {
    /// Lights `cells` (none: `Vec::new()`).
    pub fn show(&self, cells: Vec<Cell>) {
        self.0.set(cells);
    }
}
