//! The one-line prompt: whose turn and what to do now, as shown (during a roll, still the
//! roller's).

use leptos::prelude::*;

use crate::palette::{seat_colors, seat_swatches};
use crate::state::{Nav, Prefs, Remote, Timeline, UiPhase};
use crate::text;

#[component]
pub fn Prompt() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let remote = expect_context::<Remote>();
    let ui = Memo::new(move |_| UiPhase::now(&timeline, &nav, &remote));
    let line = move || {
        let lang = prefs.lang.get();
        let ui = ui.get();
        timeline
            .with(|s| text::prompt(lang, &s.game, ui, nav.watching.get()))
            .unwrap_or_default()
    };
    let seat = Memo::new(move |_| {
        timeline
            .with(|s| (!s.game.is_over()).then(|| s.game.current_seat()))
            .flatten()
    });
    let colors = Memo::new(move |_| {
        let seat = seat.get()?;
        timeline.with(|s| seat_colors(&s.game, seat))
    });
    let chips = move || {
        colors.track();
        let lang = prefs.lang.get_untracked();
        let seat = seat.get()?;
        timeline.with_untracked(|s| seat_swatches(&s.game, seat, lang))
    };
    view! {
        <p class="prompt" data-testid="phase" data-phase=move || ui.get().hook() aria-live="polite">
            <span class="chip">{chips}</span>
            <span>{line}</span>
        </p>
    }
}
