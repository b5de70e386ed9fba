//! The rugs on the market, woven and in the order they were laid (see `art`): drawn anew
//! when the market shows another moment, the last one unrolling from Assam's side.

use crate::state::provided;
use leptos::prelude::*;

use super::art;
use crate::state::{Prefs, Timeline};

#[component]
pub fn Rugs() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let drawn = Memo::new(move |_| {
        let letters = prefs.settings.with(|s| s.letters).then(|| prefs.lang.get());
        timeline
            .with(|s| art::rugs(&s.game, letters, s.marks.last_rug.zip(s.marks.laid_from)))
            .unwrap_or_default()
    });
    view! { <g class="rugs" aria-hidden="true" inner_html=move || drawn.get()></g> }
}
