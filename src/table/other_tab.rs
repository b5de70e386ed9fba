//! Another tab holds the table: this one says so, shows the game as it goes, and offers to
//! take it over (not once the game is over: nothing is being played then).

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Prefs, Session, Tabs, Timeline};

#[component]
pub fn OtherTab() -> impl IntoView {
    let session = provided::<Session>();
    let tabs = provided::<Tabs>();
    let prefs = provided::<Prefs>();
    let timeline = provided::<Timeline>();
    // a finished game is not being played anywhere: its final screen says all there is
    let over = move || timeline.with(|s| s.game.is_over()).unwrap_or(false);
    move || {
        let lang = prefs.lang.get();
        (session.elsewhere() && !over()).then(|| {
            view! {
                <div class="other-tab" data-testid="other-tab" role="status">
                    <p>{M::OtherTabHolds.text(lang)}</p>
                    <button class="big primary" data-testid="take-table" on:click=move |_| tabs.take_over()>
                        {M::PlayHere.text(lang)}
                    </button>
                </div>
            }
        })
    }
}
