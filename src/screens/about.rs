//! About: credit to the game's author and publisher.

use crate::state::provided;
use leptos::prelude::*;

use super::panel_close::{close_words, PanelClose};
use crate::i18n::M;
use crate::state::{Nav, Overlay, Prefs, Session};

#[component]
pub fn About() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let t = move |m: M| move || prefs.t(m);
    view! {
        <Show when=move || nav.overlay.get() == Overlay::About>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="about-title">
                <PanelClose />
                <h2 id="about-title" tabindex="-1" class="panel-focus">{t(M::About)}</h2>
                <p>{t(M::AboutCredit)}</p>
                <p>{t(M::AboutLocal)}</p>
                <button class="big" data-testid="close-panel" on:click=move |_| nav.overlay.set(Overlay::None)>
                    {move || prefs.t(close_words(session))}
                </button>
            </section>
        </Show>
    }
}
