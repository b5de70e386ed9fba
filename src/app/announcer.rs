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
    let said = StoredValue::new(0usize);
    let rests = StoredValue::new(0u32);
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        // the lines as they come, in the language of the moment (a change of language
        // says nothing again)
        let lang = prefs.lang.get_untracked();
        let lines = timeline
            .with(|s| {
                timeline.log.with(|log| {
                    // The game back from a replay is not read out again: its lines were
                    // said as they came.
                    let (n, rest) = timeline.rested.get_value();
                    let before = match rests.get_value() == n {
                        true => said.get_value(),
                        false => rest,
                    };
                    rests.set_value(n);
                    said.set_value(log.len());
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
