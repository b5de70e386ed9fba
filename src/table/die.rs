//! The die: six faces 1, 2, 2, 3, 3, 4; it tumbles while the roll is shown.

use leptos::prelude::*;

use marrakech_engine::Phase;

use crate::i18n::{F, M};
use crate::session::{Session, Stage};

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
    let session = expect_context::<Session>();
    let tumbling = move || {
        session
            .anim
            .with(|a| a.as_ref().is_some_and(|a| a.stage == Stage::Tumbling))
    };
    // While it tumbles, the die shows its real faces one after another.
    let tick = RwSignal::new(0usize);
    if let Ok(handle) = set_interval_with_handle(
        move || {
            if tumbling() {
                tick.update(|t| *t += 1);
            }
        },
        std::time::Duration::from_millis(90),
    ) {
        on_cleanup(move || handle.clear());
    }
    let face = move || {
        if tumbling() {
            return marrakech_engine::FACES[tick.get() % 6];
        }
        session.with_game(|g| g.position().last_roll()).unwrap_or(0)
    };
    // Before this turn's roll the die still shows the last one, greyed: it is not this
    // player's roll. (Not while a roll is shown: an elimination has already moved the game
    // on to the next turn then.)
    let stale = move || {
        session.anim.with(Option::is_none)
            && session
                .with_game(|g| matches!(g.phase(), Phase::Orient | Phase::Roll))
                .unwrap_or(false)
    };
    let value = move || match face() {
        _ if tumbling() => String::new(),
        0 => String::new(),
        f => f.to_string(),
    };
    let label = move || {
        let lang = session.lang.get();
        match face() {
            _ if tumbling() => M::TheDie.text(lang).to_string(),
            0 => M::TheDie.text(lang).to_string(),
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
