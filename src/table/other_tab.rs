//! Another tab holds the table: this one says so, shows the game as it goes, and offers to
//! take it over.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Prefs, Session, Tabs};

#[component]
pub fn OtherTab() -> impl IntoView {
    let session = provided::<Session>();
    let tabs = provided::<Tabs>();
    let prefs = provided::<Prefs>();
    move || {
        let lang = prefs.lang.get();
        session.elsewhere().then(|| {
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
