//! The market drawn as SVG: the grid of cells, the border mosaics, Assam.

mod assam;
pub mod geometry;
mod mosaics;

use leptos::prelude::*;

use assam::Assam;
use geometry::{x, y, CELL, SIDE, SIZE};
use mosaics::Mosaics;

/// The empty market with Assam in the centre, facing north.
#[component]
pub fn Market() -> impl IntoView {
    let cells = (0..SIDE)
        .flat_map(|row| (0..SIDE).map(move |col| (row, col)))
        .map(|(row, col)| {
            view! {
                <rect
                    class="cell"
                    data-testid="cell"
                    data-row=row
                    data-col=col
                    data-color=""
                    data-rug=""
                    x=x(col)
                    y=y(row)
                    width=CELL
                    height=CELL
                />
            }
        })
        .collect_view();
    view! {
        <svg
            class="market"
            data-testid="board"
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="img"
            aria-label="The market: 7 by 7 cells"
        >
            <Mosaics />
            <g class="cells">{cells}</g>
            <Assam row=3 col=3 facing="N" />
        </svg>
    }
}
