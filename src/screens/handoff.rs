//! "Pass to <name>": between turns, in the colour of the player who takes over.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::{F, M};
use crate::palette::{color_look, swatch};
use crate::state::{Nav, Overlay, Prefs, Session, Timeline};

#[component]
pub fn Handoff() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let timeline = provided::<Timeline>();
    move || {
        let seat = session.handoff_shown()?;
        let lang = prefs.lang.get();
        let (name, looks) = timeline.with(|s| {
            let g = &s.game;
            if seat.index() >= g.players() {
                return None;
            }
            let looks: Vec<_> = g
                .colors_of(seat)
                .into_iter()
                .map(|c| color_look(g, c))
                .collect();
            Some((g.name(seat).to_string(), looks))
        })??;
        let fill = looks.first().map(|l| l.edge).unwrap_or("#555");
        let chips = looks.into_iter().map(|l| swatch(l, lang)).collect_view();
        Some(view! {
            <div class="handoff handing" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                <div class="handoff-card" style:border-color=fill>
                    <span class="big-chip">{chips}</span>
                    <h2 id="handoff-title">{F::PassTo(&name).render(lang)}</h2>
                    <p>{M::HandoffNote.text(lang)}</p>
                    <button
                        class="big primary panel-focus"
                        data-testid="handoff-continue"
                        on:click=move |_| session.handoff_done()
                    >
                        {F::IAm(&name).render(lang)}
                    </button>
                    <div class="actions handoff-more">
                        <button class="big subtle" data-testid="handoff-rules" on:click=move |_| nav.open(Overlay::Rules)>
                            {M::Rules.text(lang)}
                        </button>
                        <button class="big subtle" data-testid="handoff-settings" on:click=move |_| nav.open(Overlay::Settings)>
                            {M::Settings.text(lang)}
                        </button>
                    </div>
                </div>
            </div>
        })
    }
}
