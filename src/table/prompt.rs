//! The one-line prompt: whose turn and what to do now.

use leptos::prelude::*;

use crate::palette::{color_look, swatch};
use crate::session::Session;
use crate::text;

#[component]
pub fn Prompt() -> impl IntoView {
    let session = expect_context::<Session>();
    let phase = move || session.ui_phase();
    let line = move || {
        let ui = session.ui_phase();
        session
            .with_game(|g| text::prompt(session.lang.get(), g, ui))
            .unwrap_or_default()
    };
    let chips = move || {
        let lang = session.lang.get();
        session.with_game(|g| {
            let seat = g.current_seat();
            (!g.is_over()).then(|| {
                g.colors_of(seat)
                    .into_iter()
                    .map(|c| swatch(color_look(g, c), lang))
                    .collect_view()
            })
        })
    };
    view! {
        <p class="prompt" data-testid="phase" data-phase=phase aria-live="polite">
            <span class="chip">{chips}</span>
            <span>{line}</span>
        </p>
    }
}
