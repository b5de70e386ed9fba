//! The game log: one line per event, newest last.

use leptos::prelude::*;

use crate::i18n::M;
use crate::session::Session;
use crate::text;

#[component]
pub fn GameLog() -> impl IntoView {
    let session = expect_context::<Session>();
    let lines = move || {
        let lang = session.lang.get();
        session
            .with_game(|g| {
                session.log.with(|log| {
                    log.iter()
                        .filter_map(|e| text::log_line(lang, g, &e.event).map(|t| (e.turn, t)))
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
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{session.t(M::Log)}</h2>
            <ol node_ref=list tabindex="0" aria-label=session.t(M::GameLog)>
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
