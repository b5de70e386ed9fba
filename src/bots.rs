//! Runs the engine's bots in the page without freezing it: the search goes in small chunks
//! between frames, and each decision is played like a person's (direction, roll, walk,
//! payment, rug) at the pace of the speed setting.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::{Decision, Level, Thinker};
use marrakech_engine::{Game, Phase};

use crate::session::Session;

/// Iterations of the first chunk of a search.
pub const CHUNK: u32 = 250;
/// What a chunk of search may take before the page gets the hand back (ms): a frame stays
/// well under 50 ms.
const CHUNK_MS: f64 = 8.0;

/// The next chunk's size, so that a chunk takes about [`CHUNK_MS`]. The decision does not
/// depend on how the search is cut into chunks, only on the total budget.
pub fn next_chunk(size: u32, took_ms: f64) -> u32 {
    let scaled = if took_ms <= 0.05 {
        size.saturating_mul(4)
    } else {
        (size as f64 * CHUNK_MS / took_ms) as u32
    };
    scaled.clamp(50, 20_000)
}

/// A clock in milliseconds.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// The bot level of the seat to play, if a bot sits there.
pub fn bot_to_play(game: &Game) -> Option<Level> {
    if game.is_over() {
        return None;
    }
    Level::of_kind(game.setup().players[game.current_seat()].kind)
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

/// Watches the game; when a bot is to play and nothing is being shown, it thinks and acts.
pub fn drive(session: Session) {
    // What the driver is working on: (turn, phase), so one decision is made once.
    let busy = StoredValue::new(None::<(usize, Phase)>);
    Effect::new(move |_| {
        let Some((level, key)) = session
            .with_game(|g| bot_to_play(g).map(|l| (l, (g.turn_number(), g.phase()))))
            .flatten()
        else {
            return;
        };
        if !session.idle() || busy.get_value() == Some(key) {
            return;
        }
        busy.set_value(Some(key));
        let Some(Ok(thinker)) = session.with_game(|g| Thinker::new(g, level, decision_seed(g)))
        else {
            return;
        };
        let pause = session.speed().scale(650);
        think(session, busy, key, thinker, CHUNK, pause);
    });
}

/// Whether the game is still at the turn and phase `key` (not moved on by a new game or an
/// import).
fn still(session: Session, key: (usize, Phase)) -> bool {
    session
        .with_game(|g| (g.turn_number(), g.phase()) == key)
        .unwrap_or(false)
}

fn think(
    session: Session,
    busy: StoredValue<Option<(usize, Phase)>>,
    key: (usize, Phase),
    mut thinker: Thinker,
    chunk: u32,
    pause: u32,
) {
    set_timeout(
        move || {
            // The game moved on (new game, import): drop this thought.
            if !still(session, key) {
                busy.set_value(None);
                return;
            }
            let t0 = now_ms();
            let step = thinker.step(chunk);
            let chunk = next_chunk(chunk, now_ms() - t0);
            match step {
                None => think(session, busy, key, thinker, chunk, pause),
                Some(decision) => {
                    let delay = if matches!(decision, Decision::Rug { .. }) {
                        pause / 2
                    } else {
                        pause
                    };
                    set_timeout(
                        move || play(session, busy, key, decision, pause),
                        Duration::from_millis(delay.into()),
                    );
                }
            }
        },
        Duration::from_millis(0),
    );
}

fn play(
    session: Session,
    busy: StoredValue<Option<(usize, Phase)>>,
    key: (usize, Phase),
    decision: Decision,
    pause: u32,
) {
    if !still(session, key) || !session.idle() {
        busy.set_value(None);
        return;
    }
    match decision {
        Decision::Rotate(r) => {
            if key.1 == Phase::Turn {
                session.bot_closing_turn(r);
            } else {
                session.bot_orient(r);
            }
            busy.set_value(None);
        }
        Decision::Roll => {
            session.bot_roll();
            busy.set_value(None);
        }
        Decision::Rug { cells, .. } => {
            // Show the rug chosen (the ghost), then lay it. The closing turn of roll-first
            // is decided again in its own phase.
            session.bot_pick_rug(cells);
            set_timeout(
                move || {
                    if still(session, key) {
                        session.bot_confirm_rug();
                    }
                    busy.set_value(None);
                },
                Duration::from_millis((pause / 2).into()),
            );
        }
    }
}
