//! "Start a new game?" while one is in progress.

use leptos::prelude::*;

use crate::session::{Overlay, Session};

#[component]
pub fn ConfirmNewGame() -> impl IntoView {
    let session = expect_context::<Session>();
    view! {
        <Show when=move || session.overlay.get() == Overlay::ConfirmNewGame>
            <div class="handoff" >
                <section class="panel" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
                    <h2 id="confirm-title">"Start a new game?"</h2>
                    <p>"The game in progress will end. Export it first if you want to keep it."</p>
                    <div class="actions">
                        <button class="big primary" on:click=move |_| session.leave_to_setup()>
                            "New game"
                        </button>
                        <button class="big" on:click=move |_| session.overlay.set(Overlay::None)>
                            "Cancel"
                        </button>
                    </div>
                </section>
            </div>
        </Show>
    }
}
