//! About: credit to the game's author and publisher.

use leptos::prelude::*;

use crate::session::{Overlay, Session};

#[component]
pub fn About() -> impl IntoView {
    let session = expect_context::<Session>();
    view! {
        <Show when=move || session.overlay.get() == Overlay::About>
            <section class="panel" role="dialog" aria-modal="true" aria-labelledby="about-title">
                <h2 id="about-title">"About"</h2>
                <p>
                    "Marrakech is a board game by Dominique Ehrhard, published by Gigamic. "
                    "This is an unofficial, non-commercial adaptation; the name and the game belong to their owners."
                </p>
                <p>"Everything runs and is saved in this browser. The code is under the MIT licence."</p>
                <button class="big" data-testid="close-panel" on:click=move |_| session.overlay.set(Overlay::None)>
                    "Back to the game"
                </button>
            </section>
        </Show>
    }
}
