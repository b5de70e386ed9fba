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
    let style = move || {
        assam
            .get()
            .map(|a| {
                let (cx, cy) = centre(a.cell.row(), a.cell.col());
                let ms = session.speed().scale(300);
                format!("transform: translate({cx}px, {cy}px); transition-duration: {ms}ms")
            })
            .unwrap_or_default()
    };
    let turn = move || {
        assam
            .get()
            .map(|a| format!("rotate({})", angle(a.facing)))
            .unwrap_or_default()
    };
    move || {
        assam.get().map(|a| {
            view! {
                <g
                    class="assam"
                    data-testid="assam"
                    data-row=a.cell.row()
                    data-col=a.cell.col()
                    data-facing=a.facing.as_str()
                    style=style
                >
                    <g class="assam-turn" transform=turn>
                        <path class="assam-facing" d="M0 -47 L17 -24 L-17 -24 Z" />
                        <circle class="assam-body" r="25" />
                        <circle class="assam-head" cy="-5" r="11" />
                        <path class="assam-hat" d="M-11 -9 Q0 -22 11 -9 Z" />
                    </g>
                </g>
            }
        })
    }
}
