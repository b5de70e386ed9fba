//! What screen readers are told: every new line of the log, and why an action was refused.

use crate::i18n::M;
use crate::state::{provided, Person, Prefs, Timeline};
use leptos::prelude::*;

/// Why a person's action was refused, in words.
fn refusal(r: crate::state::Refused) -> M {
    use crate::state::Refused as R;
    match r {
        R::Busy | R::HandingOff | R::PanelOpen => M::WaitForMove,
        R::NotYours | R::OtherTab | R::Watching => M::NotYourTurn,
        _ => M::NotNow,
    }
}

/// Every new line of the log, said by screen readers (a polite live region); and why a
/// person's action was refused, in a region of its own.
#[component]
pub(super) fn Announcer() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let person = provided::<Person>();
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        // the lines as they come, in the language of the moment (a change of language
        // says nothing again)
        let lang = prefs.lang.get_untracked();
        let lines = timeline
            .with(|s| {
                timeline.log.with(|log| {
                    // (the game back from a replay counts as said: Timeline::reset_quietly)
                    let before = timeline.said.get_value();
                    timeline.said.set_value(log.len());
                    // A whole game opened at once (import, resume) is not read out.
                    if log.len() <= before || log.len() - before > 10 {
                        return Vec::new();
                    }
                    log[before..]
                        .iter()
                        .filter_map(|e| crate::i18n::text::log_line(lang, &s.game, &e.event))
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default();
        if !lines.is_empty() {
            text.set(lines.join(". "));
        }
    });
    let refused = move || {
        let lang = prefs.lang.get();
        person.refused.get().map(|r| refusal(r).text(lang))
    };
    view! {
        <div class="visually-hidden" data-testid="announcer" aria-live="polite" aria-atomic="true">
            {move || text.get()}
        </div>
        <div class="visually-hidden" data-testid="refusal" aria-live="polite" aria-atomic="true">
            {refused}
        </div>
    }
}
