//! The border mosaics: the arcs that bring Assam back onto the market.

use leptos::prelude::*;

use super::geometry::{x, y, CELL, INNER, MARGIN, VIEW};

/// One arc of the border as an SVG path.
fn arcs() -> Vec<String> {
    let r = CELL / 2;
    let mut paths = Vec::with_capacity(14);
    let edge_far = MARGIN + INNER;
    // Top edge joins columns 0-1, 2-3, 4-5; bottom edge 1-2, 3-4, 5-6.
    for first in [0u8, 2, 4] {
        let (a, b) = (x(first) + r, x(first + 1) + r);
        paths.push(format!("M{a} {MARGIN} A{r} {r} 0 0 1 {b} {MARGIN}"));
        let (a, b) = (x(first + 1) + r, x(first + 2) + r);
        paths.push(format!("M{a} {edge_far} A{r} {r} 0 0 0 {b} {edge_far}"));
    }
    // Left edge joins rows 0-1, 2-3, 4-5; right edge 1-2, 3-4, 5-6.
    for first in [0u8, 2, 4] {
        let (a, b) = (y(first) + r, y(first + 1) + r);
        paths.push(format!("M{MARGIN} {a} A{r} {r} 0 0 0 {MARGIN} {b}"));
        let (a, b) = (y(first + 1) + r, y(first + 2) + r);
        paths.push(format!("M{edge_far} {a} A{r} {r} 0 0 1 {edge_far} {b}"));
    }
    // The two corner quarter arcs turn Assam round on the same corner cell.
    let top_right_x = x(6) + r;
    let top_right_y = y(0) + r;
    paths.push(format!(
        "M{top_right_x} {MARGIN} A{r} {r} 0 1 1 {edge_far} {top_right_y}"
    ));
    let bottom_left_y = y(6) + r;
    let bottom_left_x = x(0) + r;
    paths.push(format!(
        "M{MARGIN} {bottom_left_y} A{r} {r} 0 1 0 {bottom_left_x} {edge_far}"
    ));
    paths
}

/// The frame of the market with its arcs.
#[component]
pub fn Mosaics() -> impl IntoView {
    view! {
        <g class="mosaics" aria-hidden="true">
            <rect class="frame" x="0" y="0" width=VIEW height=VIEW rx="28" />
            <rect class="frame-inner" x=MARGIN - 8 y=MARGIN - 8 width=INNER + 16 height=INNER + 16 rx="6" />
            {arcs()
                .into_iter()
                .map(|d| {
                    view! {
                        <path class="arc-under" d=d.clone() />
                        <path class="arc" d=d />
                    }
                })
                .collect_view()}
        </g>
    }
}
