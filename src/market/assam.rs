//! Assam, the market owner: a figure with a pointed marker showing where he faces. He
//! glides from cell to cell as he walks.

use leptos::prelude::*;
use marrakech_engine::Facing;

use super::geometry::centre;
use crate::session::Session;

/// Degrees to turn the figure so that it looks towards `facing`.
pub fn angle(facing: Facing) -> i32 {
    match facing {
        Facing::N => 0,
        Facing::E => 90,
        Facing::S => 180,
        Facing::W => 270,
    }
}

#[component]
pub fn AssamFigure() -> impl IntoView {
    let session = expect_context::<Session>();
    let assam = Memo::new(move |_| session.shown_assam());
    // One element for the whole game, moved by CSS (set through the CSSOM, which the
    // content security policy allows), so he glides from cell to cell.
    let transform = move || {
        assam
            .get()
            .map(|a| {
                let (cx, cy) = centre(a.cell.row(), a.cell.col());
                format!("translate({cx}px, {cy}px)")
            })
            .unwrap_or_default()
    };
    let duration = move || {
        let ms = if session.motion_reduced() {
            0
        } else {
            session.speed().scale(300)
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
            >
                <g class="assam-turn" transform=turn>
                    <path class="assam-facing" d="M0 -47 L17 -24 L-17 -24 Z" />
                    <circle class="assam-body" r="25" />
                    <circle class="assam-head" cy="-5" r="11" />
                    <path class="assam-hat" d="M-11 -9 Q0 -22 11 -9 Z" />
                </g>
            </g>
        </Show>
    }
}
