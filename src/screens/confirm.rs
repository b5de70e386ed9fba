//! "Start a new game?" and "Replace the game in progress?" while one is in progress.

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

#[component]
pub fn ConfirmImport() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let play = expect_context::<Play>();
    let t = move |m: M| m.text(prefs.lang.get_untracked());
    let asking = move || matches!(nav.overlay.get(), Overlay::ConfirmImport(_));
    let replace = move |_| {
        if let Overlay::ConfirmImport(text) = nav.overlay.get_untracked() {
            play.import(&text);
        }
    };
    view! {
        <Show when=asking>
            <div class="handoff">
                <section class="panel" role="dialog" aria-modal="true" aria-labelledby="confirm-import-title">
                    <h2 id="confirm-import-title">{t(M::ConfirmImportTitle)}</h2>
                    <p>{t(M::ConfirmImportBody)}</p>
                    <div class="actions">
                        <button class="big primary panel-focus" data-testid="confirm-import" on:click=replace>
                            {t(M::Replace)}
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
