//! The session (one provider for the page): the controller in a signal, the circumstances
//! it reads ([`Now`]) gathered from the other providers, and its effects carried out: where
//! the game is kept, the finished games, what the timeline shows next. Drivers submit to it;
//! it never calls a driver. What is put on the table, kept and taken in from elsewhere is in
//! `session/table.rs`.

mod choosing;
mod table;

use leptos::prelude::*;
use marrakech_engine::{Action, Assam, Cell, Event, Game, Phase, Rotation, RugPos};

use super::controller::{Controller, Driver, Keep, Now, Refused, Step};
use super::mode::{Change, Mode};
use super::nav::Nav;
use super::prefs::Prefs;
use super::remote::Remote;
use super::selection::Selection;
use super::tabs::{Hold, Tabs};
use super::timeline::Timeline;

/// The directions offered to a person: from Assam as he stood at the start of the turn
/// (or of roll-first's closing quarter turn), and the one chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirectionChoice {
    pub from: Assam,
    pub rotations: &'static [Rotation],
    pub chosen: Option<Rotation>,
}

/// The session (one provider for the page).
#[derive(Clone, Copy)]
pub struct Session {
    core: RwSignal<Controller>,
    /// What the app is doing.
    pub mode: Memo<Mode>,
    pub selection: RwSignal<Selection>,
    /// The rug positions offered to the person laying a rug now (empty otherwise).
    pub offered_rugs: Memo<Vec<RugPos>>,
    /// The revision of the local save this tab made or read last.
    rev: StoredValue<u64>,
    /// `?seed=`: every new game of this page uses it.
    url_seed: StoredValue<Option<u64>>,
    /// Storage refused a write once already (said once a page).
    told_storage: StoredValue<bool>,
    pub(crate) timeline: Timeline,
    nav: Nav,
    prefs: Prefs,
    remote: Remote,
    tabs: Tabs,
}

impl Session {
    #[inline(never)] // made once: kept out of its callers
    pub fn new(
        timeline: Timeline,
        nav: Nav,
        prefs: Prefs,
        remote: Remote,
        tabs: Tabs,
        url_seed: Option<u64>,
    ) -> Session {
        let core = RwSignal::new(Controller::new());
        let mut session = Session {
            core,
            mode: Memo::new(move |_| core.with(|c| c.mode().clone())),
            selection: RwSignal::new(Selection::default()),
            offered_rugs: Memo::new(|_| Vec::new()),
            rev: StoredValue::new(0),
            url_seed: StoredValue::new(url_seed),
            told_storage: StoredValue::new(false),
            timeline,
            nav,
            prefs,
            remote,
            tabs,
        };
        let me = session;
        session.offered_rugs = Memo::new(move |_| {
            if me.may(Driver::Person) && me.shown_phase() == Some(Phase::Place) {
                me.timeline
                    .with(|s| s.game.legal_rugs())
                    .unwrap_or_default()
            } else {
                Vec::new()
            }
        });
        // the tab holds the lock of the table it shows
        Effect::new(move |_| {
            let table = match me.mode.get().table() {
                Mode::Local { .. } => Some("marrakech:table:local".to_string()),
                Mode::ByLink { .. } => me.remote.id().map(|id| super::tabs::link_table(&id)),
                _ => None,
            };
            me.tabs.want(table);
        });
        session
    }

    // ----- reading -----------------------------------------------------------------

    /// What the controller cannot know by itself, now (tracked).
    pub fn now(&self) -> Now {
        let holding = match self.mode.with(|m| m.table().clone()) {
            Mode::Local { .. } | Mode::ByLink { .. } => self.tabs.holding(),
            _ => true,
        };
        Now {
            moving: self.timeline.moving(),
            panel_open: self.nav.panel_open(),
            holding,
            handoff_setting: self.prefs.settings.with(|s| s.handoff),
            here: self.remote.here(),
        }
    }

    /// Reads the engine's game on the table (ahead of the screen while an action is shown).
    pub fn with_game<T>(&self, f: impl FnOnce(&Game) -> T) -> Option<T> {
        self.core.with(|c| c.game().map(f))
    }

    /// The engine's game, untracked.
    pub fn game_untracked(&self) -> Option<Game> {
        self.core.with_untracked(|c| c.game().cloned())
    }

    /// The phase shown (none on the set-up screen).
    pub fn shown_phase(&self) -> Option<Phase> {
        self.timeline.with(|s| s.game.phase())
    }

    /// Whether `driver` may act now.
    pub fn may(&self, driver: Driver) -> bool {
        self.refusal(driver).is_none()
    }

    /// Why `driver` may not act now, if it may not.
    pub fn refusal(&self, driver: Driver) -> Option<Refused> {
        let now = self.now();
        self.core.with(|c| c.may(&now, driver).err())
    }

    /// Whether `driver` may work its next action out now, to submit it when it [`Session::may`] act.
    pub fn may_prepare(&self, driver: Driver) -> bool {
        let now = self.now();
        self.core.with(|c| c.may_prepare(&now, driver).is_ok())
    }

    /// Whether this tab shows a table another tab holds (not under a replay, which is this
    /// tab's own).
    pub fn elsewhere(&self) -> bool {
        self.tabs.hold.get() == Hold::Elsewhere
            && self.mode.with(|m| !m.watching() && m.keeps_its_game())
    }

    /// The seat "Pass to …" is shown for: none in a tab following another that holds the
    /// table (it may not play, so it is not invited to, and nothing of it is covered).
    pub fn handoff_shown(&self) -> Option<marrakech_engine::Seat> {
        self.mode.with(Mode::handoff).filter(|_| !self.elsewhere())
    }

    /// Where a new direction may start from now (the turn's start).
    pub fn rechoice(&self) -> Option<Game> {
        let now = self.now();
        self.core.with(|c| c.rechoice(&now).cloned())
    }

    /// The directions a person may choose now, if any: before the roll, or again after
    /// choosing one, always from Assam's facing at the start of the turn.
    pub fn direction_choice(&self) -> Option<DirectionChoice> {
        if let Some(start) = self.rechoice() {
            let now = self.timeline.with(|s| s.assam.facing)?;
            let from = start.assam();
            let rotations = start.legal_rotations();
            let chosen = rotations
                .iter()
                .copied()
                .find(|r| from.facing.rotated(*r) == now);
            return Some(DirectionChoice {
                from,
                rotations,
                chosen,
            });
        }
        if !self.may(Driver::Person) {
            return None;
        }
        self.timeline.with(|s| {
            let rotations = s.game.legal_rotations();
            (!rotations.is_empty()).then(|| DirectionChoice {
                from: s.game.assam(),
                rotations,
                chosen: None,
            })
        })?
    }

    /// Whether undo has something to take back.
    pub fn can_undo(&self) -> bool {
        let now = self.now();
        self.core.with(|c| c.can_undo(&now))
    }

    /// Whether a game is on the table (under way or finished), read without tracking.
    pub fn has_game(&self) -> bool {
        self.core.with_untracked(|c| c.game().is_some())
    }

    /// Whether a game on the table is not over yet.
    pub fn in_progress(&self) -> bool {
        self.with_game(|g| !g.is_over()).unwrap_or(false)
    }

    /// The record to export; a game by link keeps its table (devices, commitments,
    /// signatures) in a `remote` field, which the replay tool ignores.
    pub fn record_json(&self) -> Option<String> {
        let mut record = self
            .core
            .with_untracked(|c| c.game().map(Game::to_record))?;
        if let Some(table) = self
            .remote
            .link
            .with_untracked(|l| l.as_ref().map(|l| l.table_text()))
        {
            record.seed = None;
            record.extra.insert(
                "remote".into(),
                serde_json::json!({ "protocol": marrakech_engine::remote::PROTOCOL, "table": table }),
            );
        }
        Some(crate::browser::json::record_text(&record))
    }

    // ----- actions -----------------------------------------------------------------

    /// Takes `action` for `driver` and carries out what follows.
    pub fn submit(&self, driver: Driver, action: Action) -> Result<(), Refused> {
        let now = untrack(|| self.now());
        let mut result = Err(Refused::NoGame);
        self.core
            .update(|c| result = c.submit(&now, driver, action));
        let step = result?;
        self.carry_out(driver, step);
        Ok(())
    }

    /// Rolls the die, wherever its face comes from.
    pub fn roll(&self, driver: Driver) -> Result<(), Refused> {
        let now = untrack(|| self.now());
        let face = self.core.with_untracked(|c| c.die(&now))?;
        self.submit(driver, Action::Roll(face))
    }

    /// Turns Assam: the direction or roll-first's closing quarter turn, as the phase asks
    /// (the turn's start while a direction may still change).
    pub fn rotate(&self, driver: Driver, rotation: Rotation) -> Result<(), Refused> {
        let phase = untrack(|| self.rechoice())
            .or_else(|| self.game_untracked())
            .map(|g| g.phase())
            .ok_or(Refused::NoGame)?;
        let action = Action::rotation_in(phase, rotation).ok_or(Refused::NotNow)?;
        self.submit(driver, action)
    }

    fn carry_out(&self, driver: Driver, step: Step) {
        let Step {
            turn,
            events,
            after,
            take_back,
            keep,
            finished,
        } = step;
        if let Some(start) = &take_back {
            self.timeline.take_back(start);
        }
        if events.iter().any(|e| matches!(e, Event::Laid { .. })) {
            self.choose(Selection::default());
        }
        match keep {
            Keep::Local => self.save_local(Some(&after)),
            Keep::Link => self.remote.record_game(&after),
            Keep::Nowhere => {}
        }
        if finished {
            self.keep_finished(&after);
        }
        let me = *self;
        let shown = events.clone();
        self.timeline.play(
            turn,
            events,
            &after,
            Box::new(move || {
                if driver != Driver::OtherTab {
                    let now = untrack(|| me.now());
                    me.core.update(|c| c.shown(&now, &shown));
                }
            }),
        );
    }

    /// Takes back the direction chosen before the roll.
    pub fn undo(&self) {
        let now = untrack(|| self.now());
        let mut result = Err(Refused::NotNow);
        self.core.update(|c| result = c.undo(&now));
        if let Ok(start) = result {
            self.save_local(Some(&start));
            self.timeline.take_back(&start);
        }
    }

    /// The next player has taken the device.
    pub fn handoff_done(&self) {
        self.core.update(|c| {
            let _ = c.change(Change::HandedOver);
        });
    }

    /// A change of mode alone (a replay, the lesson's step).
    pub fn change(&self, change: Change) -> bool {
        let mut done = false;
        self.core.update(|c| done = c.change(change).is_ok());
        done
    }

    // ----- choosing the rug ----------------------------------------------------------

    /// Taps a cell: the first then the second cell of a rug.
    pub fn tap_cell(&self, cell: Cell) {
        let legal = self.offered_rugs.get_untracked();
        if !legal.is_empty() {
            self.choose(self.selection.get_untracked().tap(cell, &legal));
        }
    }

    /// Shows `rug` as chosen (a person's tap on a position, or a bot about to lay it).
    pub fn pick_rug(&self, driver: Driver, rug: RugPos) {
        if untrack(|| self.may(driver)) && self.shown_phase() == Some(Phase::Place) {
            self.choose(Selection::of(rug));
        }
    }

    /// Drops the chosen rug.
    pub fn cancel_rug(&self) {
        self.choose(Selection::default());
    }

    /// Lays the chosen rug.
    pub fn confirm_rug(&self, driver: Driver) -> Result<(), Refused> {
        match self.selection.get_untracked().rug {
            Some(rug) => self.submit(driver, Action::Rug(rug)),
            None => Err(Refused::NotNow),
        }
    }
}
