//! The coach at the table: the hint (the hard bot's choice for the person to move, thought
//! in chunks between frames) with a one-line reason, and the hints used per seat.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::hint::Reason;
use marrakech_engine::bots::{Decision, Level, Thinker};
use marrakech_engine::{Game, Phase};

use super::play::{Actor, Play};
use super::prefs::Prefs;
use crate::bots::{next_chunk, now_ms, CHUNK};
use crate::storage;
use marrakech_engine::odds::Odds;

/// A hint, for the moment it was asked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub at: Moment,
    pub decision: Decision,
    pub reason: Reason,
}

/// The decision a hint is for: the game (its seed), its turn and the phase of the choice.
pub type Moment = (u64, usize, Phase);

/// Hints used per seat in one game (the game told by its seed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Used {
    pub game: u64,
    pub counts: [u32; 4],
}

const KEY: &str = "marrakech:hints";

impl Used {
    fn decode(text: &str) -> Option<Used> {
        let (game, counts) = text.split_once(':')?;
        let mut used = Used {
            game: game.parse().ok()?,
            counts: [0; 4],
        };
        for (c, n) in used.counts.iter_mut().zip(counts.split(',')) {
            *c = n.parse().ok()?;
        }
        Some(used)
    }

    fn encode(&self) -> String {
        let [a, b, c, d] = self.counts;
        format!("{}:{a},{b},{c},{d}", self.game)
    }
}

/// The coach (one provider for the page).
#[derive(Clone, Copy)]
pub struct Coach {
    pub hint: RwSignal<Option<Hint>>,
    /// A hint is being thought out for this moment.
    pub thinking: RwSignal<Option<Moment>>,
    used: RwSignal<Used>,
    play: Play,
    /// The decision a person makes now, if any (derived once for every reader).
    pub moment: Memo<Option<Moment>>,
    /// The odds of the directions offered now, with the odds on (else empty).
    pub odds: Memo<Vec<Odds>>,
    /// Whether the hint is offered: a person decides, outside the lesson (it says what to do).
    pub offered: Memo<bool>,
}

/// The game a person decides on now: the turn's start while the direction may still
/// change, else the game at a person's choice.
fn deciding(play: &Play) -> Option<Game> {
    if let Some(g) = play.rechoice() {
        return Some(g);
    }
    if !play.may(Actor::Person) {
        return None;
    }
    let game = play.game.get()?;
    matches!(
        game.phase(),
        Phase::Orient | Phase::Place | Phase::QuarterTurn
    )
    .then_some(game)
}

fn moment(game: &Game) -> Moment {
    (game.seed().unwrap_or(0), game.turn_number(), game.phase())
}

impl Coach {
    pub fn new(play: Play, prefs: Prefs) -> Coach {
        let used = storage::get(KEY)
            .and_then(|t| Used::decode(&t))
            .unwrap_or_default();
        let moment = Memo::new(move |_| deciding(&play).map(|g| moment(&g)));
        Coach {
            hint: RwSignal::new(None),
            thinking: RwSignal::new(None),
            used: RwSignal::new(used),
            play,
            moment,
            odds: Memo::new(move |_| {
                // read only when the moment or the setting changes, not per reader
                if !prefs.settings.get().odds || moment.get().is_none() {
                    return Vec::new();
                }
                untrack(|| deciding(&play))
                    .map(|g| g.odds())
                    .unwrap_or_default()
            }),
            offered: Memo::new(move |_| play.guide.with(Option::is_none) && moment.get().is_some()),
        }
    }

    /// The hint for the decision now, if one was asked for it.
    pub fn current(&self) -> Option<Hint> {
        let now = self.moment.get()?;
        self.hint.get().filter(|h| h.at == now)
    }

    /// Whether a hint is being thought out for the decision now.
    pub fn busy(&self) -> bool {
        let now = self.moment.get();
        now.is_some() && self.thinking.get() == now
    }

    /// Hints used by each seat in `game`.
    pub fn used(&self, game: &Game) -> [u32; 4] {
        let used = self.used.get();
        if used.game == game.seed().unwrap_or(0) {
            used.counts
        } else {
            [0; 4]
        }
    }

    /// Asks the hard bot for the person to move, in chunks; counts the hint once.
    pub fn ask(&self) {
        let Some(game) = untrack(|| deciding(&self.play)) else {
            return;
        };
        let at = moment(&game);
        if self.thinking.get_untracked() == Some(at)
            || self.hint.get_untracked().is_some_and(|h| h.at == at)
        {
            return;
        }
        let Ok(thinker) = Thinker::new(&game, Level::Hard, game.seed().unwrap_or(0) ^ 0xC0AC)
        else {
            return;
        };
        self.count(&game);
        self.thinking.set(Some(at));
        self.think(game, thinker, CHUNK);
    }

    fn count(&self, game: &Game) {
        let id = game.seed().unwrap_or(0);
        self.used.update(|u| {
            if u.game != id {
                *u = Used {
                    game: id,
                    counts: [0; 4],
                };
            }
            if let Some(c) = u.counts.get_mut(game.current_seat().index()) {
                *c += 1;
            }
        });
        storage::set(KEY, &self.used.get_untracked().encode());
    }

    fn think(self, game: Game, mut thinker: Thinker, chunk: u32) {
        set_timeout(
            move || {
                let at = moment(&game);
                if self.thinking.get_untracked() != Some(at) {
                    return;
                }
                let t0 = now_ms();
                let step = thinker.step(chunk);
                let chunk = next_chunk(chunk, now_ms() - t0);
                match step {
                    None => self.think(game, thinker, chunk),
                    Some(decision) => {
                        let reason = marrakech_engine::bots::hint::reason(&game, decision);
                        self.hint.set(Some(Hint {
                            at,
                            decision,
                            reason,
                        }));
                        self.thinking.set(None);
                    }
                }
            },
            Duration::from_millis(0),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn used_round_trip_and_garbage() {
        let u = Used {
            game: 42,
            counts: [1, 0, 3, 0],
        };
        assert_eq!(Used::decode(&u.encode()), Some(u));
        assert_eq!(Used::decode("x:1"), None);
        assert_eq!(Used::decode("1:a,b"), None);
    }
}
