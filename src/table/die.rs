//! The die: six faces 1, 2, 2, 3, 3, 4; it tumbles while the roll is shown.

use leptos::prelude::*;

use crate::i18n::{F, M};
use crate::state::{Prefs, Shown, Stage, Timeline};

/// Pip positions of a face on a 3 x 3 grid (0..9).
fn pips(face: u8) -> &'static [u8] {
    match face {
        1 => &[4],
        2 => &[2, 6],
        3 => &[2, 4, 6],
        4 => &[0, 2, 6, 8],
        _ => &[],
    }
}

#[component]
pub fn Die() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
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
    let stale = move || timeline.with(Shown::before_roll).unwrap_or(false);
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
            {move || {
                let shown = pips(face());
                (0u8..9)
                    .map(|i| view! { <span class="pip" class:on=shown.contains(&i)></span> })
                    .collect_view()
            }}
        </div>
    }
}
