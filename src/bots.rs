//! Runs the engine's bots in the page without freezing it: the search goes in small chunks
//! between frames, and each decision goes through the same gate as a person's, at the
//! pace of the speed setting. The driver reads play and the timeline; nothing calls it back.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::{Decision, Level, Thinker};
use marrakech_engine::{Game, Phase};

use crate::state::{Action, Actor, Play, Prefs, Timeline};

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

/// The gate it plays through, and what it is working on.
#[derive(Clone, Copy)]
struct Driver {
    play: Play,
    busy: StoredValue<Option<Key>>,
}

/// Watches what is shown; when a bot is to play and may act, it thinks and acts.
pub fn drive(play: Play, timeline: Timeline, prefs: Prefs) {
    let d = Driver {
        play,
        busy: StoredValue::new(None),
    };
    Effect::new(move |_| {
        if !play.may(Actor::Bot) {
            return;
        }
        let Some(Some((level, key))) = timeline
            .with(|s| bot_to_play(&s.game).map(|l| (l, (s.game.turn_number(), s.game.phase()))))
        else {
            return;
        };
        if d.busy.get_value() == Some(key) {
            return;
        }
        d.busy.set_value(Some(key));
        let Some(Ok(thinker)) =
            timeline.with(|s| Thinker::new(&s.game, level, decision_seed(&s.game)))
        else {
            return;
        };
        let pause = prefs.speed_untracked().scale(650);
        d.think(key, thinker, CHUNK, pause);
    });
}

impl Driver {
    /// Whether the game is still at the turn and phase `key` (not moved on by a new game
    /// or an import).
    fn still(&self, key: Key) -> bool {
        self.play.game.with_untracked(|g| {
            g.as_ref()
                .is_some_and(|g| (g.turn_number(), g.phase()) == key)
        })
    }

    fn think(self, key: Key, mut thinker: Thinker, chunk: u32, pause: u32) {
        set_timeout(
            move || {
                // The game moved on (new game, import): drop this thought.
                if !self.still(key) {
                    self.busy.set_value(None);
                    return;
                }
                let t0 = now_ms();
                let step = thinker.step(chunk);
                let chunk = next_chunk(chunk, now_ms() - t0);
                match step {
                    None => self.think(key, thinker, chunk, pause),
                    Some(decision) => {
                        let delay = if decision.rug_pos().is_some() {
                            pause / 2
                        } else {
                            pause
                        };
                        set_timeout(
                            move || self.play_decision(key, decision, pause),
                            Duration::from_millis(delay.into()),
                        );
                    }
                }
            },
            Duration::from_millis(0),
        );
    }

    fn play_decision(self, key: Key, decision: Decision, pause: u32) {
        if !self.still(key) || !self.play.may(Actor::Bot) {
            self.busy.set_value(None);
            return;
        }
        match (decision.rug_pos(), decision.rotation()) {
            (None, Some(r)) => {
                let _ = self.play.apply(Actor::Bot, Action::Rotate(r));
                self.busy.set_value(None);
            }
            (None, None) => {
                let _ = self.play.apply(Actor::Bot, Action::Roll);
                self.busy.set_value(None);
            }
            (Some(rug), _) => {
                // Show the rug chosen (the ghost), then lay it. Roll-first's closing quarter
                // turn is decided again in its own phase.
                self.play.pick_rug(Actor::Bot, rug);
                set_timeout(
                    move || {
                        if self.still(key) {
                            let _ = self.play.confirm_rug(Actor::Bot);
                        }
                        self.busy.set_value(None);
                    },
                    Duration::from_millis((pause / 2).into()),
                );
            }
        }
    }
}
