//! With 2 players: the colour of the next rug of the seat to move (the rest of the pile
//! stays hidden).

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::palette::{color_look, label, swatch};
use crate::state::{Prefs, Timeline};

#[component]
pub fn NextRug() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let next = move || {
        timeline
            .with(|s| {
                let g = &s.game;
                if g.players() != 2 || g.is_over() {
                    return None;
                }
                let color = g.next_rug_color(g.current_seat())?;
                Some((g.color_name(color).to_string(), color_look(g, color)))
            })
            .flatten()
    };
    move || {
        let lang = prefs.lang.get();
        next().map(|(name, look)| {
            view! {
                <p class="next-rug" data-testid="next-rug" data-color=name.clone()>
                    {M::NextRug.text(lang)}
                    " "
                    {swatch(look, lang)}
                    {label(lang, &name)}
                </p>
            }
        })
    }
}
