//! Assam, the market owner, and the way he faces.

use leptos::prelude::*;

use super::geometry::centre;

/// Degrees to turn the figure so that it looks towards `facing` ("N", "E", "S", "W").
pub fn angle(facing: &str) -> i32 {
    match facing {
        "E" => 90,
        "S" => 180,
        "W" => 270,
        _ => 0,
    }
}

/// Assam on his cell: a round figure with a pointed hat-brim showing where he faces.
#[component]
pub fn Assam(row: u8, col: u8, facing: &'static str) -> impl IntoView {
    let (cx, cy) = centre(row, col);
    let transform = format!("translate({cx} {cy}) rotate({})", angle(facing));
    view! {
        <g
            class="assam"
            data-testid="assam"
            data-row=row
            data-col=col
            data-facing=facing
            transform=transform
        >
            <path class="assam-facing" d="M0 -46 L18 -22 L-18 -22 Z" />
            <circle class="assam-body" r="26" />
            <circle class="assam-head" cy="-6" r="11" />
        </g>
    }
}
