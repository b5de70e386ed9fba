//! "Pass to <name>": between turns, in the colour of the player who takes over.

use leptos::prelude::*;

use crate::palette::color_look;
use crate::session::{Overlay, Session};

#[component]
pub fn Handoff() -> impl IntoView {
    let session = expect_context::<Session>();
    move || {
        let Overlay::Handoff(seat) = session.overlay.get() else {
            return None;
        };
        let (name, fill) = session.with_game(|g| {
            let fill = g
                .colors_of(seat)
                .first()
                .map(|c| color_look(g, *c).fill)
                .unwrap_or("#555");
            (g.name(seat).to_string(), fill)
        })?;
        Some(view! {
            <div class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                <div class="handoff-card" style:border-color=fill>
                    <span class="chip big-chip" style:background=fill aria-hidden="true"></span>
                    <h2 id="handoff-title">{format!("Pass to {name}")}</h2>
                    <p>"Nothing is secret in this game: this pause only makes clear whose turn it is."</p>
                    <button
                        class="big primary"
                        data-testid="handoff-continue"
                        on:click=move |_| session.handoff_done()
                    >
                        {format!("I am {name}: play")}
                    </button>
                </div>
            </div>
        })
    }
}
