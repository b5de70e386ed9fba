//! The session's table: what is put on it (a new game, a game opened, resumed, the
//! lesson, the set-up screen), where its game is kept, and a game brought by another
//! source (a link, another tab) taken in.

use leptos::prelude::*;
use marrakech_engine::{Game, Setup, SetupError};

use super::super::controller::{Driver, Refused, Step};
use super::super::mode::{Change, Mode};
use super::super::nav::{Notice, Overlay};
use super::super::opened::{self, OpenError, Opened};
use super::super::selection::Selection;
use super::super::shown::Marks;
use super::Session;
use crate::store::{self, History, Kept, Refusal, SaveError, SavedGame, WriteError};

impl Session {
    // ----- what is kept --------------------------------------------------------------

    /// Saves the local game over the revision this tab knows.
    pub(super) fn save_local(&self, game: Option<&Game>) {
        let record = game.map(Game::to_record);
        match SavedGame::save(record, self.rev.get_value()) {
            Ok(rev) => self.rev.set_value(rev),
            Err(SaveError::Overtaken { .. }) => self.overtaken(),
            Err(SaveError::Write(e)) => self.refused(e),
        }
    }

    /// Another tab saved a newer game: this tab shows it and follows.
    fn overtaken(&self) {
        self.nav.tell(Notice::OtherTabTook);
        self.follow_saved();
    }

    /// Tells the player once a page that the browser keeps nothing.
    pub fn refused(&self, e: WriteError) {
        if self.told_storage.get_value() {
            return;
        }
        self.told_storage.set_value(true);
        self.nav.tell(match e {
            WriteError::Refused(Refusal::Full) => Notice::StorageFull,
            WriteError::Refused(Refusal::NoStorage) => Notice::StorageRefused,
            // nothing was put aside: the newer version's value stays, and what was to be
            // written (this game, a setting, a finished game) is not kept
            WriteError::Newer => Notice::SaveNewer,
        });
    }

    pub(super) fn keep_finished(&self, game: &Game) {
        let Ok(code) = marrakech_engine::encode(&game.to_record()) else {
            return;
        };
        let finished = js_sys::Date::now();
        if let Err(e) = History::add(Kept { finished, code }) {
            self.refused(e);
        }
    }

    // ----- what is on the table ------------------------------------------------------

    fn new_seed(&self) -> u64 {
        self.url_seed
            .get_value()
            .unwrap_or_else(|| getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64))
            & ((1 << 53) - 1)
    }

    /// Puts `opened` on the table in the mode `change` gives, at rest.
    pub fn install(&self, change: Change, opened: Opened) {
        let Opened { game, log, marks } = opened;
        self.core.update(|c| c.put(change, Some(game.clone())));
        self.selection.set(self.kept_choosing(&game));
        self.timeline.reset(Some(&game), log, marks);
        self.nav.open(Overlay::None);
    }

    /// A friend's link to the game by link `id` opened in this tab: its table comes here,
    /// from any other tab that shows it (which then follows).
    pub fn claim_link_table(&self, id: &marrakech_engine::remote::Value) {
        self.tabs.claim(super::super::tabs::link_table(id));
    }

    /// Starts a new local game with `setup`; it replaces the saved one.
    pub fn start(&self, setup: Setup) -> Result<(), SetupError> {
        setup.validate()?;
        if self.shows_kept_elsewhere() {
            return Ok(());
        }
        let game = Game::new(setup, self.new_seed())?;
        self.nav.notice.set(None);
        self.remote.clear();
        let _ = store::links::set_open(None);
        // a new game replaces a finished game or none, whichever tab saved it
        self.rev.set_value(SavedGame::revision());
        self.tabs.take_over();
        self.save_local(Some(&game));
        self.install(Change::LocalGame, opened::at_rest(&game));
        crate::store::local::ask_to_persist();
        Ok(())
    }

    /// Same players and options, a new game; the seats move round by one, so the next
    /// player starts.
    pub fn rematch(&self) {
        if let Some(mut setup) = self.with_game(|g| g.setup().clone()) {
            setup.players.rotate_left(1);
            let _ = self.start(setup);
        }
    }

    /// Puts the lesson's game on the table: nothing of it is saved.
    pub fn start_lesson(&self, game: Game) {
        self.remote.clear();
        self.install(Change::StartLesson, opened::at_rest(&game));
    }

    /// Back to the set-up screen (the saved game is replaced when the next one starts).
    pub fn leave_to_setup(&self) {
        self.remote.clear();
        let _ = store::links::set_open(None);
        self.core.update(|c| c.put(Change::ToSetup, None));
        self.selection.set(Selection::default());
        self.timeline.reset(None, Vec::new(), Marks::default());
        self.nav.open(Overlay::None);
    }

    /// Opens a record as the local game (an import). On error nothing changes.
    pub fn open(&self, text: &str) -> Result<(), OpenError> {
        let mut opened = opened::open(text)?;
        // A record without a seed (a link's, another program's) would roll from a known
        // source: it gets a fresh one.
        if opened.game.seed().is_none() {
            opened.game.reseed(self.new_seed());
        }
        self.remote.clear();
        let _ = store::links::set_open(None);
        self.rev.set_value(SavedGame::revision());
        self.tabs.take_over();
        self.save_local(Some(&opened.game));
        self.install(Change::LocalGame, opened);
        Ok(())
    }

    /// Opens a file's record, telling the player how it went (the game is unchanged when
    /// the file is refused).
    pub fn import(&self, text: &str) {
        if self.shows_kept_elsewhere() {
            return self.nav.open(Overlay::None);
        }
        match self.open(text) {
            Ok(()) => self.nav.tell(Notice::GameLoaded),
            Err(reason) => {
                self.nav.open(Overlay::None);
                let game = self.has_game();
                self.nav.tell(Notice::ImportFailed { reason, game });
            }
        }
    }

    /// The local game kept on the device comes back: on load, and after the lesson.
    /// Gives whether there was one to show.
    #[inline(never)] // made once: kept out of its callers
    pub fn resume(&self) -> bool {
        match SavedGame::load() {
            Ok(Some(saved)) => {
                self.rev.set_value(saved.rev);
                let Some(record) = saved.record else {
                    return false;
                };
                match opened::open_record(&record) {
                    Ok(o) => {
                        self.install(Change::LocalGame, o);
                        true
                    }
                    Err(e) => {
                        self.nav.tell(Notice::SaveUnreadable(OpenError::Record(e)));
                        false
                    }
                }
            }
            Ok(None) => false,
            Err(store::Unreadable::Newer { .. }) => {
                self.nav.tell(Notice::SaveNewer);
                false
            }
            Err(store::Unreadable::Garbled { .. }) => {
                self.nav.tell(Notice::SaveUnreadable(OpenError::Unreadable));
                false
            }
        }
    }

    /// The local game back after a reload: "Pass to …" comes up again at the start of a
    /// person's turn (the controller's `reopened`); going back to it from the set-up or the
    /// lesson, the device stayed in the same hands.
    pub fn reload_resume(&self) {
        if self.resume() {
            let now = untrack(|| self.now());
            self.core.update(|c| c.reopened(&now));
        }
    }

    /// Takes the lesson's game off the table: the saved game comes back when it is in
    /// progress; else the set-up screen.
    pub fn end_lesson(&self) {
        if !(self.kept_in_progress() && self.resume()) {
            self.leave_to_setup();
        }
    }

    /// Shows the local game in progress that another tab saved since this one last read or
    /// wrote the save, and says so: a game started or opened here would replace it unasked.
    fn shows_kept_elsewhere(&self) -> bool {
        let elsewhere = SavedGame::revision() != self.rev.get_value() && self.kept_in_progress();
        if elsewhere {
            self.resume();
            self.nav.tell(Notice::OtherTabTook);
        }
        elsewhere
    }

    /// Whether the device keeps a local game not yet over: left for the set-up screen ("New
    /// game"), it stays until another starts, and the set-up offers to go back to it.
    pub fn kept_in_progress(&self) -> bool {
        SavedGame::load()
            .ok()
            .flatten()
            .and_then(|s| s.record)
            .and_then(|r| Game::from_record(&r).ok())
            .is_some_and(|g| !g.is_over())
    }

    /// Shows the game on the table at rest again (a replay over it has closed), or the
    /// set-up screen when there is none.
    pub fn show_again(&self) {
        self.change(Change::StopWatching);
        match self.game_untracked() {
            Some(g) => {
                let o = opened::at_rest(&g);
                self.timeline.reset_quietly(Some(&g), o.log, o.marks);
            }
            None => self.timeline.reset(None, Vec::new(), Marks::default()),
        }
    }

    /// New game: asks first when one is in progress here.
    pub fn ask_new_game(&self) {
        // a game by link stays kept on this device and listed on the set-up screen
        let by_link = self
            .mode
            .with_untracked(|m| matches!(m.table(), Mode::ByLink { .. }));
        if self.in_progress() && !by_link {
            self.nav.open(Overlay::ConfirmNewGame);
        } else {
            self.leave_to_setup();
        }
    }

    /// Starts fresh after an unreadable save: the player's choice (it is put aside, never
    /// deleted).
    pub fn fresh_start(&self) {
        self.rev.set_value(SavedGame::revision());
        self.save_local(None);
        self.nav.notice.set(None);
        self.leave_to_setup();
    }

    // ----- another source shows its game -------------------------------------------

    /// Shows `game` as `driver` brought it (a link, another tab's save): from the game on
    /// the table, the new actions one by one when it extends it, else at rest.
    pub fn take_in(&self, change: Change, driver: Driver, game: Game) {
        let on_table = self.game_untracked();
        let new_actions = on_table.as_ref().and_then(|t| {
            let (mine, all) = (t.actions(), game.actions());
            let same_game = t.setup() == game.setup() && t.seed() == game.seed();
            (same_game && all.starts_with(&mine)).then(|| all[mine.len()..].to_vec())
        });
        if self.mode.with_untracked(Mode::watching) {
            // a replay is this tab's own: the table moves on below it, in the mode `change`
            // gives (no "Pass to …" left up), and shows at the replay's close
            if new_actions.is_none_or(|a| !a.is_empty()) {
                self.choose(Selection::default());
                self.core.update(|c| {
                    c.put(change, Some(game));
                    let _ = c.change(Change::Watch);
                });
            }
            return;
        }
        match new_actions {
            Some(actions) if actions.is_empty() => return,
            Some(actions) => {
                // a rug chosen here before another tab or device played is no choice now
                self.choose(Selection::default());
                let now = untrack(|| self.now());
                let mut result = Err(Refused::NotNow);
                self.core
                    .update(|c| result = c.submit_all(&now, driver, &actions));
                if let Ok(steps) = result {
                    return self.show_steps(driver, steps);
                }
            }
            None => {}
        }
        self.install(change, opened::at_rest(&game));
    }

    fn show_steps(&self, driver: Driver, steps: Vec<Step>) {
        let mut steps = steps.into_iter();
        let Some(step) = steps.next() else {
            return;
        };
        let me = *self;
        let Step {
            turn,
            events,
            after,
            finished,
            ..
        } = step;
        if finished && driver == Driver::Link {
            self.keep_finished(&after);
        }
        self.timeline.play(
            turn,
            events,
            &after,
            Box::new(move || me.show_steps(driver, steps.collect())),
        );
    }

    /// This tab follows another: the local game as last saved is shown.
    pub fn follow_saved(&self) {
        let Ok(Some(saved)) = SavedGame::load() else {
            return;
        };
        self.rev.set_value(saved.rev);
        let Some(game) = saved.record.and_then(|r| Game::from_record(&r).ok()) else {
            return;
        };
        let local = self
            .mode
            .with_untracked(|m| matches!(m.table(), Mode::Local { .. }));
        if local {
            self.take_in(Change::LocalGame, Driver::OtherTab, game);
        }
    }
}
