//! The die: six faces 1, 2, 2, 3, 3, 4; it tumbles while the roll is shown.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::{F, M};
use crate::state::{Prefs, Stage, Timeline};

/// Where the babouches of a face stand on the die (its SVG is 60 units square): the face
/// is a number of slippers, as on the printed die.
fn babouches(face: u8) -> &'static [(i32, i32)] {
    match face {
        1 => &[(30, 30)],
        2 => &[(18, 18), (42, 42)],
        3 => &[(15, 15), (30, 30), (45, 45)],
        4 => &[(17, 17), (43, 17), (17, 43), (43, 43)],
        _ => &[],
    }
}

#[component]
pub fn Die() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let tumbling = Memo::new(move |_| {
        timeline
            .with(|s| s.stage == Stage::Tumbling)
            .unwrap_or(false)
    });
    let tumbling = move || tumbling.get();
    // While it tumbles, the die shows its real faces one after another; the timer runs only
    // then (no wake-ups between rolls).
    let tick = RwSignal::new(0usize);
    let ticker = StoredValue::new(None::<IntervalHandle>);
    Effect::new(move |_| {
        let running = ticker.get_value();
        if tumbling() {
            if running.is_none() {
                let every = std::time::Duration::from_millis(90);
                let handle = set_interval_with_handle(
                    move || {
                        tick.try_update(|t| *t += 1);
                    },
                    every,
                );
                ticker.set_value(handle.ok());
            }
        } else if let Some(h) = running {
            h.clear();
            ticker.set_value(None);
        }
    });
    on_cleanup(move || {
        if let Some(Some(h)) = ticker.try_get_value() {
            h.clear();
        }
    });
    let face = move || {
        if tumbling() {
            return marrakech_engine::FACES[tick.get() % 6];
        }
        timeline.with(|s| s.die_face()).flatten().unwrap_or(0)
    };
    // Before this turn's roll the die still shows the last one, greyed: it is not this
    // player's roll.
    // (Before any roll there is none to grey: the die only waits.)
    let stale = move || {
        timeline
            .with(|s| s.before_roll() && s.die_face().is_some())
            .unwrap_or(false)
    };
    // nothing while it tumbles (`face` is then a passing face), nor before any roll
    let value = move || match face() {
        f if f == 0 || tumbling() => String::new(),
        f => f.to_string(),
    };
    let label = move || {
        let lang = prefs.lang.get();
        match face() {
            f if f == 0 || tumbling() => M::TheDie.text(lang).to_string(),
            f if stale() => F::LastRoll(f).render(lang),
            f => F::DieShows(f).render(lang),
        }
    };
    view! {
        <div
            class="die"
            class:tumbling=tumbling
            class:stale=stale
            data-testid="die"
            data-value=value
            role="img"
            aria-label=label
        >
            <svg viewBox="0 0 60 60" aria-hidden="true" focusable="false">
                <rect class="die-face" x="2" y="2" width="56" height="56" rx="11" />
                {move || {
                    let f = face();
                    if f == 0 {
                        // no roll yet: the die waits, a question faintly on it (one slipper
                        // there read as a pale 1)
                        return view! { <text class="die-waiting" x="30" y="41" text-anchor="middle" font-size="30" font-weight="700">"?"</text> }.into_any();
                    }
                    babouches(f)
                        .iter()
                        .map(|&(x, y)| view! { <use href="#art-babouche" x=x - 7 y=y - 10 width="14" height="20" /> })
                        .collect_view()
                        .into_any()
                }}
            </svg>
        </div>
    }
}
