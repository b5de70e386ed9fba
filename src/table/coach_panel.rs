//! The coach under the turn's buttons: the hint with its reason (asked for with the button
//! among the turn's, `HintButton`), and
//! (odds on) how the rug chosen would change each colour's largest area.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::Phase;

use crate::i18n::{coach, M};
use crate::market::placements::cells_attr;
use crate::state::{Coach, Prefs, Session};

#[component]
pub fn CoachPanel() -> impl IntoView {
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    let coach = provided::<Coach>();
    let t = move |m: M| move || prefs.t(m);
    // not in the lesson: it says what to do
    let hint = Memo::new(move |_| coach.current());
    let hint_view = move || {
        let h = hint.get()?;
        let lang = prefs.lang.get();
        let line =
            untrack(|| session.with_game(|g| coach::hint_line(lang, g, h.decision, h.reason)))?;
        let rotation = h.decision.rotation().map(|r| r.as_str());
        let cells = h.decision.rug_pos().map(cells_attr);
        Some(view! {
            <p class="coach-hint" data-testid="hint" data-rotation=rotation data-cells=cells role="status">
                {line}
            </p>
        })
    };
    let areas = move || {
        if !prefs.settings.with(|s| s.odds) {
            return None;
        }
        let rug = session.selection.get().rug?;
        let lang = prefs.lang.get();
        let game = session.with_game(Clone::clone)?;
        if game.phase() != Phase::Place || !session.may(crate::state::Driver::Person) {
            return None;
        }
        let items = game
            .area_changes(rug)?
            .into_iter()
            .map(|c| {
                let colour = crate::palette::label(lang, game.color_name(c.color));
                let (grows, shrinks) = (c.after > c.before, c.after < c.before);
                view! {
                    <li
                        data-testid="odds-area"
                        data-color=game.color_name(c.color).to_string()
                        data-before=c.before
                        data-after=c.after
                        class:grows=grows
                        class:shrinks=shrinks
                    >
                        {coach::area_line(lang, &colour, c.before, c.after)}
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <div class="odds-areas">
                <h3>{M::LargestAreas.text(lang)}</h3>
                <ul>{items}</ul>
            </div>
        })
    };
    let panel = move || {
        coach.offered.get().then(|| {
            view! {
                {move || coach.busy().then(|| view! { <p class="coach-hint thinking" role="status">{t(M::HintThinking)}</p> })}
                {hint_view}
            }
        })
    };
    view! {
        {panel}
        {areas}
    }
}

/// The hint button, in the row of the turn's buttons (not in the lesson: it says what to do).
#[component]
pub fn HintButton() -> impl IntoView {
    let prefs = provided::<Prefs>();
    let coach = provided::<Coach>();
    move || {
        coach.offered.get().then(|| {
            view! {
                <button
                    class="big hint-button"
                    data-testid="get-hint"
                    // never disabled: that drops the keyboard's focus to the page. A press
                    // while the coach thinks asks nothing (`ask`), and says it thinks above.
                    on:click=move |_| coach.ask()
                >
                    <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />
                    </svg>
                    <span class="button-word">{move || prefs.t(M::GetHint)}</span>
                </button>
            }
        })
    }
}
