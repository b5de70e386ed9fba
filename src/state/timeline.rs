//! The timeline: takes each action's events, steps through their moments on timers and
//! publishes what the screen shows now ([`Shown`]). Every component reads that, never the
//! game ahead of the animation. It also keeps the log, whose lines arrive when their
//! moment has been shown. A replay of a record is fed through the same steps.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::{Event, Game};

use super::prefs::Prefs;
use super::shown::{beats, Beat, Marks, Shown};
use crate::store::Speed;

/// One line of the log: the turn it happened in and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub turn: usize,
    pub event: Event,
}

/// What to do once an action has been shown (the handoff screen, say).
pub type Then = Box<dyn FnOnce()>;

/// The timeline (one provider for the page).
#[derive(Clone, Copy)]
pub struct Timeline {
    /// What the screen shows now; `None` on the set-up screen.
    pub shown: RwSignal<Option<Shown>>,
    /// The log, as far as it has been shown.
    pub log: RwSignal<Vec<LogEntry>>,
    /// Bumped for every action shown, so a stale timer knows it is stale.
    token: StoredValue<u64>,
    /// How many lines of the log screen readers have been told (the announcer's count; a
    /// game back from a replay sets it: its lines were said as they came).
    pub said: StoredValue<usize>,
    prefs: Prefs,
}

impl Timeline {
    pub fn new(prefs: Prefs) -> Timeline {
        Timeline {
            shown: RwSignal::new(None),
            log: RwSignal::new(Vec::new()),
            token: StoredValue::new(0),
            said: StoredValue::new(0),
            prefs,
        }
    }

    /// Shows `game` at rest (a game opened, started or left), with its log and marks.
    pub fn reset(&self, game: Option<&Game>, log: Vec<LogEntry>, marks: Marks) {
        self.token.update_value(|t| *t += 1);
        self.shown.set(game.map(|g| Shown::still(g, marks)));
        self.log.set(log);
    }

    /// [`Timeline::reset`] for the game back from a replay: its lines are not read out again.
    pub fn reset_quietly(&self, game: Option<&Game>, log: Vec<LogEntry>, marks: Marks) {
        self.said.set_value(log.len());
        self.reset(game, log, marks);
    }

    /// Whether a moment is being shown that play must wait for.
    pub fn moving(&self) -> bool {
        self.shown.with(|s| s.as_ref().is_some_and(Shown::moving))
    }

    /// Reads what is shown (`None` on the set-up screen).
    pub fn with<T>(&self, f: impl FnOnce(&Shown) -> T) -> Option<T> {
        self.shown.with(|s| s.as_ref().map(f))
    }

    /// [`Timeline::with`], without tracking.
    pub fn with_untracked<T>(&self, f: impl FnOnce(&Shown) -> T) -> Option<T> {
        self.shown.with_untracked(|s| s.as_ref().map(f))
    }

    /// Shows an action: its `events` took the game to `after` (in turn `turn`). `then`
    /// runs once the last moment is reached.
    pub fn play(&self, turn: usize, events: Vec<Event>, after: &Game, then: Then) {
        let Some(from) = self.shown.get_untracked() else {
            return;
        };
        let beats = beats(&from, &events, after);
        self.token.update_value(|t| *t += 1);
        let token = self.token.get_value();
        let entries = events
            .into_iter()
            .map(|event| LogEntry { turn, event })
            .collect();
        self.step(token, beats.into_iter().collect(), entries, then);
    }

    /// Shows the next moment, then waits its time before the one after.
    fn step(
        &self,
        token: u64,
        mut beats: std::collections::VecDeque<Beat>,
        log: Vec<LogEntry>,
        then: Then,
    ) {
        let speed = self.prefs.speed_untracked();
        // At instant speed every moment but the last is skipped.
        if speed == Speed::Instant {
            while beats.len() > 1 {
                beats.pop_front();
            }
        }
        let Some(beat) = beats.pop_front() else {
            return;
        };
        self.shown.set(Some(beat.shown));
        if beats.is_empty() {
            self.log.update(|l| l.extend(log));
            then();
            return;
        }
        let me = *self;
        set_timeout(
            move || {
                if me.token.get_value() == token {
                    me.step(token, beats, log, then);
                }
            },
            Duration::from_millis(speed.scale(beat.ms).into()),
        );
    }

    /// Puts the shown game back to `game` at rest (undo, a new direction), dropping the
    /// log's last line when it told the rotation taken back.
    pub fn take_back(&self, game: &Game) {
        let marks = self.with(|s| s.marks.clone()).unwrap_or_default();
        self.token.update_value(|t| *t += 1);
        self.shown.set(Some(Shown::still(game, marks)));
        self.log.update(|log| {
            if matches!(
                log.last(),
                Some(LogEntry {
                    event: Event::Rotated { .. } | Event::QuarterTurned { .. },
                    ..
                })
            ) {
                log.pop();
            }
        });
    }
}
