//! "Start a new game?" while one is in progress.

use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Nav, Overlay, Play, Prefs};

#[component]
pub fn ConfirmNewGame() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let play = expect_context::<Play>();
    let t = move |m: M| m.text(prefs.lang.get_untracked());
    view! {
        <Show when=move || nav.overlay.get() == Overlay::ConfirmNewGame>
            <div class="handoff" >
                <section class="panel" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
                    <h2 id="confirm-title">{t(M::ConfirmTitle)}</h2>
                    <p>{t(M::ConfirmBody)}</p>
                    <div class="actions">
                        <button class="big primary panel-focus" on:click=move |_| play.leave_to_setup()>
                            {t(M::NewGame)}
                        </button>
                        <button class="big" on:click=move |_| nav.overlay.set(Overlay::None)>
                            {t(M::Cancel)}
                        </button>
                    </div>
                </section>
            </div>
        </Show>
    }
}
