//! Assam, the market owner, seen from above (`art`): his robe drawn to a point and his
//! babouches where he faces. He glides from cell to cell as he walks.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Cell, Facing};

use super::art::ARC_DEPTH;
use super::geometry::{centre, CELL};
use crate::state::{Prefs, Timeline};

/// Degrees to turn the figure so that it looks towards `facing`.
pub fn angle(facing: Facing) -> i32 {
    match facing {
        Facing::N => 0,
        Facing::E => 90,
        Facing::S => 180,
        Facing::W => 270,
    }
}

/// Where Assam is half-way round the edge arc that takes him from `from` (leaving it
/// looking `exit`) back onto `to`: out beyond the edge, between the two cells, or past the
/// corner for the quarter arcs that bring him back onto the same cell.
pub fn arc_apex(from: Cell, exit: Facing, to: Cell) -> (i32, i32) {
    let (fx, fy) = centre(from.row(), from.col());
    let (dx, dy) = match exit {
        Facing::N => (0, -1),
        Facing::E => (1, 0),
        Facing::S => (0, 1),
        Facing::W => (-1, 0),
    };
    if from == to {
        // The corner arcs ([0,6] and [6,0]): out past the corner, along both of the
        // corner's outward directions.
        let (ox, oy) = if dx == 0 {
            (if from.col() == 0 { -1 } else { 1 }, 0)
        } else {
            (0, if from.row() == 0 { -1 } else { 1 })
        };
        return (fx + 85 * (dx + ox), fy + 85 * (dy + oy));
    }
    let (tx, ty) = centre(to.row(), to.col());
    let out = CELL / 2 + ARC_DEPTH;
    ((fx + tx) / 2 + out * dx, (fy + ty) / 2 + out * dy)
}

#[component]
pub fn AssamFigure() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let assam = Memo::new(move |_| timeline.with(|s| s.assam));
    let arc = Memo::new(move |_| timeline.with(|s| s.arc).flatten());
    // One element for the whole game, moved by CSS (set through the CSSOM, which the
    // content security policy allows), so he glides from cell to cell.
    let transform = move || {
        assam
            .get()
            .map(|a| {
                let (cx, cy) = match arc.get() {
                    Some(to) => arc_apex(a.cell, a.facing, to),
                    None => centre(a.cell.row(), a.cell.col()),
                };
                format!("translate({cx}px, {cy}px)")
            })
            .unwrap_or_default()
    };
    let duration = move || {
        let ms = if prefs.motion_reduced() {
            0
        } else {
            prefs.speed().scale(300)
        };
        format!("{ms}ms")
    };
    let turn = move || {
        assam
            .get()
            .map(|a| format!("rotate({})", angle(a.facing)))
            .unwrap_or_default()
    };
    let row = move || assam.get().map(|a| a.cell.row()).unwrap_or(0);
    let col = move || assam.get().map(|a| a.cell.col()).unwrap_or(0);
    let facing = move || assam.get().map(|a| a.facing.as_str()).unwrap_or("N");
    // he stands over his cell: a tap on him is a tap on it (a rug may not go there: the
    // prompt says so)
    let person = provided::<crate::state::Person>();
    let tap = move |_| {
        if let Some(a) = assam.get_untracked() {
            person.tap_cell(a.cell);
        }
    };
    view! {
        <Show when=move || assam.get().is_some()>
            <g
                class="assam"
                data-testid="assam"
                data-row=row
                data-col=col
                data-facing=facing
                style:transform=transform
                style:transition-duration=duration
                on:click=tap
            >
                <g class="assam-turn" transform=turn>
                    <use href="#art-assam" x="-46" y="-50" width="92" height="96" />
                </g>
            </g>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(r: u8, c: u8) -> Cell {
        Cell::new(r, c).expect("on the market")
    }

    #[test]
    fn an_edge_arc_bulges_out_between_its_two_cells() {
        // Top edge, columns 0-1: half-way is above the market between A1 and B1, at the
        // arc's outermost point.
        let (a, b) = (centre(0, 0), centre(0, 1));
        assert_eq!(
            arc_apex(cell(0, 0), Facing::N, cell(0, 1)),
            ((a.0 + b.0) / 2, a.1 - 80)
        );
        // Right edge, rows 1-2.
        let (a, b) = (centre(1, 6), centre(2, 6));
        assert_eq!(
            arc_apex(cell(1, 6), Facing::E, cell(2, 6)),
            (a.0 + 80, (a.1 + b.1) / 2)
        );
    }

    #[test]
    fn the_corner_arcs_go_out_past_the_corner() {
        let (x, y) = centre(0, 6);
        assert_eq!(
            arc_apex(cell(0, 6), Facing::N, cell(0, 6)),
            (x + 85, y - 85)
        );
        assert_eq!(
            arc_apex(cell(0, 6), Facing::E, cell(0, 6)),
            (x + 85, y - 85)
        );
        let (x, y) = centre(6, 0);
        assert_eq!(
            arc_apex(cell(6, 0), Facing::S, cell(6, 0)),
            (x - 85, y + 85)
        );
        assert_eq!(
            arc_apex(cell(6, 0), Facing::W, cell(6, 0)),
            (x - 85, y + 85)
        );
    }
}
