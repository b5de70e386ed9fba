//! The bots seated at this device: when one is to play and may act, its decision is asked
//! of the thinker and submitted like a person's taps, at the pace of the speed setting. An
//! answer for a position no longer shown is dropped.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::{Decision, Level};
use marrakech_engine::{Action, Game, Phase};

use crate::state::controller::Driver;
use crate::state::prefs::Prefs;
use crate::state::session::Session;
use crate::state::thinker::{Answer, Job, Thinker};

/// The bot level of the seat to play, if a bot sits there.
pub fn bot_to_play(game: &Game) -> Option<Level> {
    if game.is_over() {
        return None;
    }
    game.kind(game.current_seat()).bot()
}

/// A seed for this decision: the game's seed mixed with the turn and phase, so the same
/// game gives the same bot moves (and a reload does not change them).
fn decision_seed(game: &Game) -> u64 {
    let phase = game.phase() as u64;
    game.seed()
        .unwrap_or(0)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((game.turn_number() as u64) << 8 | phase)
}

/// The turn and phase a decision is for: one decision is made once.
type Key = (usize, Phase);

/// Watches the session; when a bot is to play, it thinks (even while a moment is shown or a
/// panel is open) and acts once it may.
#[inline(never)] // made once: kept out of its callers
pub fn drive(session: Session, prefs: Prefs, thinker: Thinker) {
    let busy = StoredValue::new(None::<Key>);
    // A decision made, waiting until the bot may act (a panel closed, a moment shown).
    let ready = RwSignal::new(None::<(Key, Decision)>);
    Effect::new(move |_| {
        if !session.may_prepare(Driver::Bot) {
            return;
        }
        let Some(Some((level, game))) =
            session.with_game(|g| bot_to_play(g).map(|l| (l, g.clone())))
        else {
            return;
        };
        let key = (game.turn_number(), game.phase());
        if busy.get_value() == Some(key) {
            return;
        }
        busy.set_value(Some(key));
        if game.phase() == Phase::Roll {
            // nothing to decide: the die is rolled
            return ready.set(Some((key, Decision::ROLL)));
        }
        let seed = decision_seed(&game);
        thinker.think(
            Job::Decide {
                game: Box::new(game),
                level,
                seed,
            },
            move |answer| match answer {
                Answer::Decision(d) if still(session, key) => ready.set(Some((key, d))),
                Answer::Progress { .. } => {}
                // the game moved on (a new game, an import, an undo): the answer is dropped
                _ => release(busy, key),
            },
        );
    });
    Effect::new(move |_| {
        let Some((key, decision)) = ready.get() else {
            return;
        };
        if !still(session, key) {
            ready.set(None);
            return release(busy, key);
        }
        if !session.may(Driver::Bot) {
            return; // again when a panel closes or a moment ends
        }
        ready.set(None);
        let pause = prefs.speed_untracked().scale(650);
        let delay = if decision.rug_pos().is_some() {
            pause / 2
        } else {
            pause
        };
        later(delay, move || {
            if !still(session, key) {
                release(busy, key);
            } else if untrack(|| session.may(Driver::Bot)) {
                play(session, decision, pause, busy, key);
            } else {
                // a panel opened during the pause: the decision waits for it to close
                ready.set(Some((key, decision)));
            }
        });
    });
}

/// Whether the game is still at the turn and phase a decision is for.
fn still(session: Session, key: Key) -> bool {
    session.with_game(|g| (g.turn_number(), g.phase())) == Some(key)
}

/// The decision for `key` is over; a newer one being worked out keeps its mark (cleared, it
/// would be asked for twice).
fn release(busy: StoredValue<Option<Key>>, key: Key) {
    if busy.get_value() == Some(key) {
        busy.set_value(None);
    }
}

fn later(ms: u32, f: impl FnOnce() + 'static) {
    set_timeout(f, Duration::from_millis(ms.into()));
}

/// Plays the decision's first action (roll-first's closing quarter turn is decided again
/// in its own phase); a rug is shown chosen first, then laid.
fn play(
    session: Session,
    decision: Decision,
    pause: u32,
    busy: StoredValue<Option<Key>>,
    key: Key,
) {
    match decision.actions().first().copied() {
        None => {
            let _ = session.roll(Driver::Bot);
            release(busy, key);
        }
        Some(Action::Rug(rug)) => {
            session.pick_rug(Driver::Bot, rug);
            later(pause / 2, move || {
                if still(session, key) {
                    let _ = session.confirm_rug(Driver::Bot);
                }
                release(busy, key);
            });
        }
        Some(action) => {
            let _ = session.submit(Driver::Bot, action);
            release(busy, key);
        }
    }
}
