//! The game log: one line per event, newest last, grouped by turn. Hovering or focusing a
//! line lights the cells it is about on the market.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::{Cell, Event};

use crate::i18n::text;
use crate::i18n::{F, M};
use crate::market::Lit;
use crate::state::{Prefs, Timeline};

/// The cells a log line is about: the rug laid, the area paid for, where Assam stopped.
fn cells_of(event: &Event) -> Vec<Cell> {
    match event {
        Event::Laid { cells, .. } => cells.to_vec(),
        Event::Paid { area, .. } => area.clone(),
        Event::Moved { steps, .. } => steps.last().map(|s| vec![s.cell]).unwrap_or_default(),
        _ => Vec::new(),
    }
}

#[component]
pub fn GameLog() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let lit = provided::<Lit>();
    let lines = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| {
                timeline.log.with(|log| {
                    log.iter()
                        .filter_map(|e| {
                            let line = text::log_line(lang, &s.game, &e.event)?;
                            Some((e.turn, line, cells_of(&e.event)))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default()
    };
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{move || prefs.t(M::Log)}</h2>
            // The list itself is drawn once: a new language writes its lines again (the same
            // elements), and where it is scrolled stays.
            // The newest line stays in view, also when the log is made shorter (a hint shown
            // above it): its box scrolls from the bottom (CSS), the page never scrolls.
            <div class="log-scroll">
                // a Tab stop (to scroll it by keys) once it has lines: empty, it is not seen
                <ol tabindex=move || (!timeline.log.with(Vec::is_empty)).then_some("0") aria-label=move || prefs.t(M::GameLog)>
                    {move || {
                        let mut before = None;
                        lines()
                            .into_iter()
                            .map(|(turn, line, cells)| {
                                // the turn's number on its first line only: the lines of a
                                // turn read as one group, not as numbered lines
                                let starts = before.replace(turn) != Some(turn);
                                let number = starts.then_some(turn);
                                // the number is seen; a screen reader hears "Turn 7"
                                let spoken = starts.then(|| {
                                    F::LogTurn(turn).render(prefs.lang.get_untracked())
                                });
                                // a tap (which focuses) lights the cells on a touch screen
                                let tabindex = (!cells.is_empty()).then_some("-1");
                                let (hover, focus) = (cells.clone(), cells);
                                view! {
                                    <li
                                        class:turn-start=starts
                                        tabindex=tabindex
                                        on:mouseenter=move |_| lit.show(hover.clone())
                                        on:mouseleave=move |_| lit.show(Vec::new())
                                        on:focus=move |_| lit.show(focus.clone())
                                        on:blur=move |_| lit.show(Vec::new())
                                    >
                                        <span class="log-turn" aria-hidden="true">{number}</span>
                                        {spoken.map(|s| view! { <span class="visually-hidden">{s}" "</span> })}
                                        {line}
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ol>
                // an empty box would read as something missing: it says what comes there
                {move || timeline.log.with(Vec::is_empty).then(|| view! {
                    <p class="log-empty" data-testid="log-empty">{move || prefs.t(M::LogEmpty)}</p>
                })}
            </div>
        </section>
    }
}
