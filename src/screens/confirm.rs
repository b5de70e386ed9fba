//! "Start a new game?" while one is in progress.

use leptos::prelude::*;

use crate::i18n::M;
use crate::session::{Overlay, Session};

#[component]
pub fn ConfirmNewGame() -> impl IntoView {
    let session = expect_context::<Session>();
    let t = move |m: M| m.text(session.lang.get_untracked());
    view! {
        <Show when=move || session.overlay.get() == Overlay::ConfirmNewGame>
            <div class="handoff" >
                <section class="panel" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
                    <h2 id="confirm-title">{t(M::ConfirmTitle)}</h2>
                    <p>{t(M::ConfirmBody)}</p>
                    <div class="actions">
                        <button class="big primary panel-focus" on:click=move |_| session.leave_to_setup()>
                            {t(M::NewGame)}
                        </button>
                        <button class="big" on:click=move |_| session.overlay.set(Overlay::None)>
                            {t(M::Cancel)}
                        </button>
                    </div>
                </section>
            </div>
        </Show>
    }
}
