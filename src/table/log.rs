//! The game log: one line per event, newest last.

use leptos::prelude::*;

use crate::session::Session;
use crate::text;

#[component]
pub fn GameLog() -> impl IntoView {
    let session = expect_context::<Session>();
    let lines = move || {
        session
            .with_game(|g| {
                session.log.with(|log| {
                    log.iter()
                        .filter_map(|e| text::log_line(g, &e.event).map(|t| (e.turn, t)))
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default()
    };
    let list = NodeRef::<leptos::html::Ol>::new();
    // Keep the newest line in view.
    Effect::new(move |_| {
        let _ = session.log.with(Vec::len);
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    view! {
        <section class="log" aria-label="Game log">
            <h2>"Log"</h2>
            <ol node_ref=list>
                {move || {
                    lines()
                        .into_iter()
                        .map(|(turn, line)| view! { <li><span class="log-turn">{turn}</span>{line}</li> })
                        .collect_view()
                }}
            </ol>
        </section>
    }
}
