//! A replay: a record watched turn by turn on top of the game in play, through the same
//! timeline as live play (a step forward shows the turn's rotation, roll, walk, payment and
//! rug as they were played). Jumps (back, first, last, the scrubber) show the position at
//! rest at once. The game in play waits below, untouched, and nothing is saved.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::{Event, Game, Record, RecordError, TurnRecord};

use super::mode::Change;
use super::nav::{Nav, Overlay};
use super::opened;
use super::prefs::Prefs;
use super::session::Session;
use super::timeline::Timeline;

/// The pause between two actions of a step, and between two steps when playing, at
/// normal speed.
const BETWEEN_ACTIONS_MS: u32 = 450;
const BETWEEN_TURNS_MS: u32 = 900;
/// Playing never goes faster than this per turn, even at instant speed.
const FASTEST_TURN_MS: u32 = 350;

/// Where the record watched comes from (what the replay's heading says).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watched {
    /// The game on this device, from the menu or its final screen.
    ThisGame,
    /// A link someone shared.
    Shared,
    /// A finished game kept on this device.
    Kept,
}

/// One action of a turn replayed: its events and the game after it.
pub(crate) struct Act {
    pub turn: usize,
    pub events: Vec<Event>,
    pub after: Game,
}

/// The replay (one provider for the page).
#[derive(Clone, Copy)]
pub struct Replay {
    /// The record watched (kept after the replay closes; the mode says whether it is on
    /// screen).
    record: RwSignal<Option<Record>>,
    /// Where it comes from.
    pub from: RwSignal<Watched>,
    /// The record's game is not over: it could be carried on.
    pub unfinished: Memo<bool>,
    /// Turns shown so far: changes when a step's last moment has been shown.
    pub ply: RwSignal<usize>,
    pub playing: RwSignal<bool>,
    /// Bumped by every jump, so the timers of an older step stop.
    token: StoredValue<u64>,
    /// A step is being shown (the turn after `ply`).
    stepping: RwSignal<bool>,
    timeline: Timeline,
    nav: Nav,
    prefs: Prefs,
    session: Session,
}

/// The record cut to its first `n` turns.
pub fn cut(record: &Record, n: usize) -> Record {
    let mut r = record.clone();
    r.turns.truncate(n);
    r
}

/// The actions of turn `t` played on `game` (the position before it), in the order the
/// rules take them; stops where the record's turn stops (an elimination, a turn unfinished).
pub(crate) fn actions(game: &Game, t: &TurnRecord) -> Vec<Act> {
    let mut g = game.clone();
    let mut out = Vec::new();
    for action in t.actions(g.rules().turn_order) {
        let turn = g.turn_number();
        match g.apply(action) {
            Ok(events) => out.push(Act {
                turn,
                events,
                after: g.clone(),
            }),
            Err(_) => break,
        }
    }
    out
}

impl Replay {
    #[inline(never)] // made once: kept out of its callers
    pub fn new(timeline: Timeline, nav: Nav, prefs: Prefs, session: Session) -> Replay {
        let record = RwSignal::new(None::<Record>);
        let unfinished = Memo::new(move |_| {
            record.with(|r| {
                r.as_ref()
                    .and_then(|r| Game::from_record(r).ok())
                    .is_some_and(|g| !g.is_over())
            })
        });
        let replay = Replay {
            record,
            from: RwSignal::new(Watched::ThisGame),
            unfinished,
            ply: RwSignal::new(0),
            playing: RwSignal::new(false),
            token: StoredValue::new(0),
            stepping: RwSignal::new(false),
            timeline,
            nav,
            prefs,
            session,
        };
        // However the replay went away (closed, a game imported or continued, a new game),
        // its timers stop and its link leaves the address.
        Effect::new(move |was: Option<bool>| {
            let now = session.mode.with(|m| m.watching());
            if was == Some(true) && !now {
                replay.stop();
            }
            now
        });
        replay
    }

    fn stop(&self) {
        self.token.update_value(|t| *t += 1);
        self.stepping.set(false);
        self.playing.set(false);
        crate::browser::link::forget_code();
    }

    /// The turn on screen: the one being played during a step, else the last one shown.
    pub fn turn_shown(&self) -> usize {
        self.ply.get() + usize::from(self.stepping.get())
    }

    /// Turns in the record watched (an unfinished last turn counts as one).
    pub fn plies(&self) -> usize {
        self.record
            .with(|r| r.as_ref().map_or(0, |r| r.turns.len()))
    }

    /// The record watched, whole (a link of the position shown carries it with `ply`).
    pub fn record(&self) -> Option<Record> {
        self.record.get_untracked()
    }

    /// Whether the record watched is not the game in play (a link's, an old game's), nor an
    /// earlier turn of it (its link opened in a tab whose game has played on).
    pub fn foreign_to(&self, session: &Session) -> bool {
        let other_turns = self.record.with(|r| {
            r.as_ref().is_some_and(|r| {
                session
                    .with_game(|g| g.turns() != r.turns.as_slice())
                    .unwrap_or(true)
            })
        });
        other_turns && !self.of_game_in_play(session)
    }

    /// Whether the record watched is the game on this device, up to its last turn or an
    /// earlier one (its link opened in another tab, which plays on).
    pub fn of_game_in_play(&self, session: &Session) -> bool {
        // a link carries no seed: the same seats, rules, start and piles, and its turns first
        self.record.with(|r| {
            r.as_ref().is_some_and(|r| {
                session
                    .with_game(|g| {
                        let mine = g.to_record();
                        (&mine.players, &mine.rules, &mine.assam, &mine.piles)
                            == (&r.players, &r.rules, &r.assam, &r.piles)
                            && mine.turns.starts_with(&r.turns)
                    })
                    .unwrap_or(false)
            })
        })
    }

    /// Opens `record` as a replay at turn `at` (its end when `None` or past it). Refused,
    /// with nothing changed, when the record does not replay.
    pub fn watch(
        &self,
        record: Record,
        at: Option<usize>,
        from: Watched,
    ) -> Result<(), RecordError> {
        Game::from_record(&record)?;
        crate::browser::focus::keep_opener();
        let end = record.turns.len();
        self.record.set(Some(record));
        self.from.set(from);
        self.nav.open(Overlay::None);
        self.session.change(Change::Watch);
        self.jump(at.unwrap_or(end).min(end));
        // the focus into its bar: its opener goes with the table (a screen reader's click
        // too, so not for the keyboard only)
        crate::browser::focus::step_soon(".replay button:not(:disabled)", Some(".menu button"));
        Ok(())
    }

    /// Shows the position after `n` turns at rest, at once (stops playing).
    pub fn jump(&self, n: usize) {
        self.playing.set(false);
        self.show_at(n);
    }

    fn show_at(&self, n: usize) {
        self.token.update_value(|t| *t += 1);
        self.stepping.set(false);
        let n = n.min(self.plies());
        let opened = self
            .record
            .with_untracked(|r| r.as_ref().map(|r| opened::open_record(&cut(r, n))));
        if let Some(Ok(o)) = opened {
            self.timeline.reset(Some(&o.game), o.log, o.marks);
            self.ply.set(n);
        }
    }

    pub fn first(&self) {
        self.jump(0);
    }

    pub fn last(&self) {
        self.jump(self.plies());
    }

    /// One turn back, at once.
    pub fn prev(&self) {
        let n = self.ply.get_untracked();
        // during a step, back to where it started
        let back = if self.stepping.get_untracked() {
            n
        } else {
            n.saturating_sub(1)
        };
        self.jump(back);
    }

    /// One turn forward, shown moment by moment; pressed again during a step, that step
    /// ends at once.
    pub fn next(&self) {
        self.playing.set(false);
        self.advance();
    }

    fn advance(&self) {
        let n = self.ply.get_untracked();
        if self.stepping.get_untracked() {
            self.show_at(n + 1);
            return;
        }
        if n >= self.plies() {
            self.playing.set(false);
            return;
        }
        let acts = self.record.with_untracked(|r| {
            let r = r.as_ref()?;
            let before = Game::from_record(&cut(r, n)).ok()?;
            Some(actions(&before, r.turns.get(n)?))
        });
        let Some(acts) = acts.filter(|a| !a.is_empty()) else {
            self.jump(n + 1);
            return;
        };
        self.show_at(n);
        self.stepping.set(true);
        let token = self.token.get_value();
        self.run(token, n + 1, acts.into_iter().collect());
    }

    /// Shows the next action of a step, then the one after it.
    fn run(&self, token: u64, target: usize, mut acts: std::collections::VecDeque<Act>) {
        let Some(act) = acts.pop_front() else {
            return;
        };
        let me = *self;
        let then = move || {
            if me.token.get_value() != token || !me.watching() {
                return;
            }
            if acts.is_empty() {
                me.stepping.set(false);
                me.ply.set(target);
                if me.playing.get_untracked() {
                    me.later(token, me.turn_pause(), move || me.advance());
                }
            } else {
                let pause = me.prefs.speed_untracked().scale(BETWEEN_ACTIONS_MS);
                me.later(token, pause, move || me.run(token, target, acts));
            }
        };
        self.timeline
            .play(act.turn, act.events, &act.after, Box::new(then));
    }

    fn turn_pause(&self) -> u32 {
        self.prefs
            .speed_untracked()
            .scale(BETWEEN_TURNS_MS)
            .max(FASTEST_TURN_MS)
    }

    /// Runs `f` after `ms`, unless a jump came in between.
    fn later(&self, token: u64, ms: u32, f: impl FnOnce() + 'static) {
        let me = *self;
        set_timeout(
            move || {
                if me.token.get_value() == token && me.watching() {
                    f();
                }
            },
            Duration::from_millis(ms.into()),
        );
    }

    /// Plays on turn after turn, or pauses (the step under way ends first).
    pub fn toggle_play(&self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
            return;
        }
        if self.ply.get_untracked() >= self.plies() {
            self.show_at(0);
        }
        self.playing.set(true);
        if !self.stepping.get_untracked() {
            self.advance();
        }
    }

    /// Whether the replay is on screen.
    fn watching(&self) -> bool {
        self.session.mode.with_untracked(|m| m.watching())
    }

    /// Closes the replay: the game on the table (or the set-up screen) comes back.
    pub fn close(&self) {
        self.stop();
        self.session.show_again();
        // the opener gone (a panel's, a link's): the menu that holds the panels, not the
        // bar's first button, which is "New game"
        crate::browser::focus::back_to_opener(&["[data-testid=menu-more]", ".menu button"]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn golden(name: &str) -> Record {
        let path = format!(
            "{}/engine/tests/golden/valid/{name}.record.json",
            env!("CARGO_MANIFEST_DIR")
        );
        Record::parse(&std::fs::read_to_string(path).expect("golden record")).expect("parses")
    }

    /// Stepping turn by turn through a record's actions gives, after each turn, the game the
    /// record cut to that many turns replays to: what the replay shows step by step is what
    /// a jump shows.
    #[test]
    fn a_turn_played_action_by_action_ends_where_the_cut_record_does() {
        for name in [
            "3p-classic-full",
            "3p-roll-first-full",
            "4p-elimination",
            "2p-elimination",
            "3p-classic-mid-turn",
            "2p-roll-first-mid-turn",
        ] {
            let record = golden(name);
            for n in 0..record.turns.len() {
                let before = Game::from_record(&cut(&record, n)).expect("replays");
                let acts = actions(&before, &record.turns[n]);
                assert!(!acts.is_empty(), "{name} turn {}", n + 1);
                let after = &acts.last().expect("acts").after;
                let want = Game::from_record(&cut(&record, n + 1)).expect("replays");
                assert_eq!(after.state(), want.state(), "{name} turn {}", n + 1);
                assert!(
                    acts.iter().all(|a| a.turn == n + 1),
                    "{name} turn {}",
                    n + 1
                );
            }
        }
    }
}
