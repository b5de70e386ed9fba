//! About: credit to the game's author and publisher.

use crate::state::provided;
use leptos::prelude::*;

use super::panel_close::{PanelBack, PanelClose};
use crate::i18n::M;
use crate::state::{Nav, Overlay, Prefs};

#[component]
pub fn About() -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let t = move |m: M| move || prefs.t(m);
    view! {
        <Show when=move || nav.overlay.get() == Overlay::About>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="about-title">
                <PanelClose />
                <h2 id="about-title" tabindex="-1" class="panel-focus">{t(M::About)}</h2>
                <p>{t(M::AboutCredit)}</p>
                <p>{t(M::AboutLocal)}</p>
                <PanelBack />
            </section>
        </Show>
    }
}
