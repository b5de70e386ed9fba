//! The close button in a panel's top corner. It stays in sight while the panel scrolls: on a
//! phone the rules run for several screens, and their "Back to the game" waits at the end.

use leptos::prelude::*;

use super::icons::{icon, Icon};
use crate::i18n::M;
use crate::state::{provided, Nav, Overlay, Prefs};

#[component]
pub fn PanelClose() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    view! {
        <button
            class="panel-close"
            data-testid="close-panel-corner"
            aria-label=move || M::BackToGame.text(prefs.lang.get())
            on:click=move |_| nav.open(Overlay::None)
        >
            {icon(Icon::Close)}
        </button>
    }
}
