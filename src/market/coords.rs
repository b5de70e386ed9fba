//! The names of the columns (A–G) and rows (1–7) around the market, inside its border, as
//! the log, the rug list and the announcer name the cells.

use leptos::prelude::*;
use marrakech_engine::{Cell, SIZE};

use super::geometry::{x, y, CELL};

/// Letters along the top and the bottom, numbers along the left and the right: drawn just
/// inside the outer cells (the border band is the arcs'), under Assam, never in the way of
/// a tap.
#[component]
pub fn Coords() -> impl IntoView {
    let last = SIZE - 1;
    let letters = (0..SIZE).flat_map(|c| {
        let name = Cell::new(0, c).map(|cell| cell.name()).unwrap_or_default();
        let letter = name.chars().next().unwrap_or('?').to_string();
        let cx = x(c) + CELL / 2;
        [
            (cx, y(0) + 22, letter.clone()),
            (cx, y(last) + CELL - 8, letter),
        ]
    });
    let numbers = (0..SIZE).flat_map(|r| {
        let number = (r + 1).to_string();
        let cy = y(r) + CELL / 2 + 8;
        [
            (x(0) + 12, cy, number.clone()),
            (x(last) + CELL - 12, cy, number),
        ]
    });
    let labels = letters
        .chain(numbers)
        .map(|(lx, ly, text)| {
            let shown = text.clone();
            view! {
                <text class="coord" data-testid="coord" data-coord=text x=lx y=ly>
                    {shown}
                </text>
            }
        })
        .collect_view();
    view! { <g class="coords" aria-hidden="true">{labels}</g> }
}
