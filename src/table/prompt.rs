//! The one-line prompt: whose turn and what to do now.

use leptos::prelude::*;

use crate::palette::color_look;
use crate::session::Session;
use crate::text;

#[component]
pub fn Prompt() -> impl IntoView {
    let session = expect_context::<Session>();
    let phase = move || session.ui_phase();
    let line = move || {
        let ui = session.ui_phase();
        session
            .with_game(|g| text::prompt(g, ui))
            .unwrap_or_default()
    };
    let chip = move || {
        session
            .with_game(|g| {
                let seat = g.current_seat();
                let color = *g.colors_of(seat).first()?;
                (!g.is_over()).then(|| color_look(g, color).fill)
            })
            .flatten()
            .unwrap_or("transparent")
    };
    view! {
        <p class="prompt" data-testid="phase" data-phase=phase aria-live="polite">
            <span class="chip" style:background=chip aria-hidden="true"></span>
            <span>{line}</span>
        </p>
    }
}
