//! The close button in a panel's top corner. It stays in sight while the panel scrolls: on a
//! phone the rules run for several screens, and their "Back to the game" waits at the end.

use leptos::prelude::*;

use super::icons::{icon, Icon};
use crate::i18n::M;
use crate::state::{provided, Mode, Nav, Overlay, Prefs, Session};

/// What a panel's way out says: back to the game, or "Close" on the set-up screen, where there
/// is no game to go back to.
fn close_words(session: Session) -> M {
    if session.mode.with(|m| matches!(m, Mode::Setup)) {
        M::Close
    } else {
        M::BackToGame
    }
}

#[component]
pub fn PanelClose() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let session = provided::<Session>();
    view! {
        <button
            class="panel-close"
            data-testid="close-panel-corner"
            aria-label=move || prefs.t(close_words(session))
            on:click=move |_| nav.open(Overlay::None)
        >
            {icon(Icon::Close)}
        </button>
    }
}

/// The way out at a panel's foot (rules, settings, about, history).
#[component]
pub fn PanelBack() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let session = provided::<Session>();
    view! {
        <button class="big" data-testid="close-panel" on:click=move |_| nav.open(Overlay::None)>
            {move || prefs.t(close_words(session))}
        </button>
    }
}
