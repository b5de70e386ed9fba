//! The controller: the one gate every action goes through, whoever submits it (a person's
//! tap, a bot, the lesson's script, a link from another device, another tab's save), and
//! the one place that decides what follows (where the game is kept, whether it joins the
//! finished games, the handoff, what the screen shows next). Plain Rust: it holds the mode
//! and the engine's game, reads the circumstances it cannot know from [`Now`], and hands
//! its effects back as a [`Step`]; it never calls a driver.

use marrakech_engine::{Action, ActionError, Event, Game, Phase, Seat, TurnOrder};

use super::mode::{Change, Mode, Stay};
use super::script;

mod now;
pub use now::{Here, Now};

/// Who submits an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Driver {
    /// A person at this device: taps, clicks, keys.
    Person,
    /// A bot seated at this device.
    Bot,
    /// The lesson's script, playing the coach.
    Lesson,
    /// A link from another device, bringing the turns played there.
    Link,
    /// Another tab of this browser that holds the table, through its saves.
    OtherTab,
}

/// Why an action was not taken; the game is exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// No game on the table.
    NoGame,
    /// A replay is shown over the game.
    Watching,
    /// Something is being shown (a roll, a step): wait for it.
    Busy,
    /// "Pass to …" is up.
    HandingOff,
    /// A panel is open: bots wait for it to close.
    PanelOpen,
    /// Another tab of this browser holds the table.
    OtherTab,
    /// Not this driver's seat or turn.
    NotYours,
    /// The lesson asks for something else now.
    NotNow,
    /// A roll must show the die's face, and this is another.
    NotTheDie { face: u8, die: u8 },
    /// The die cannot be rolled here (a game by link this device only watches).
    NoDie,
    /// The rules refuse it.
    Rules(ActionError),
}

/// Where the game is kept after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The local game's save.
    Local,
    /// The game by link's own slot (then sealed and signed when it leaves the device).
    Link,
    /// Nowhere: the lesson, or what another device or tab kept already.
    Nowhere,
}

/// An action taken, and what follows from it.
#[derive(Clone, Debug)]
pub struct Step {
    /// The turn it was taken in.
    pub turn: usize,
    pub events: Vec<Event>,
    /// The game after it.
    pub after: Game,
    /// The screen goes back to this game first (a new direction replaces the last).
    pub take_back: Option<Game>,
    pub keep: Keep,
    /// The game ended with it here: it joins the finished games.
    pub finished: bool,
}

/// The mode, the engine's game and what undo and the handoff remember.
#[derive(Clone, Debug)]
pub struct Controller {
    mode: Mode,
    /// The engine's game: ahead of the screen while an action is shown.
    game: Option<Game>,
    /// The game before this turn's direction (or roll-first's closing quarter turn) was
    /// chosen by a person, until the die fixes it: undo and a new direction start from it.
    turn_start: Option<Game>,
    /// The last person (not bot) who played: the device changes hands only when they do.
    last_person: Option<Seat>,
}

impl Default for Controller {
    fn default() -> Self {
        Controller::new()
    }
}

impl Controller {
    pub fn new() -> Controller {
        Controller {
            mode: Mode::Setup,
            game: None,
            turn_start: None,
            last_person: None,
        }
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The engine's game on the table (not a replay's).
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Changes the mode alone (a replay, the lesson's next step, the handoff done).
    pub fn change(&mut self, change: Change) -> Result<(), Stay> {
        self.mode = self.mode.then(change)?;
        if change == Change::HandedOver {
            // the last direction is theirs no more
            self.turn_start = None;
        }
        Ok(())
    }

    /// Puts `game` on the table (or none, for the set-up screen) in the mode `change`
    /// gives. A game opened in `roll` (classic) may still change its direction.
    pub fn put(&mut self, change: Change, game: Option<Game>) {
        if let Ok(mode) = self.mode.then(change) {
            self.mode = mode;
        }
        self.turn_start = game.as_ref().and_then(undo_point);
        self.last_person = None;
        self.game = game;
    }

    /// The face the die shows at the next roll, wherever it comes from: the game's seeded
    /// die, the lesson's script, or a game by link's chains.
    pub fn die(&self, now: &Now) -> Result<u8, Refused> {
        let game = self.game.as_ref().ok_or(Refused::NoGame)?;
        match self.mode.table() {
            Mode::Lesson { step } => script::face_from(*step).ok_or(Refused::NotNow),
            Mode::ByLink { .. } => now.here.chain_face.ok_or(Refused::NoDie),
            _ => Ok(game.next_face()),
        }
    }

    /// Whether `driver` may work its next action out now, to submit it once it may act: a
    /// moment being shown or a panel open only delays the action (a bot thinks meanwhile).
    pub fn may_prepare(&self, now: &Now, driver: Driver) -> Result<(), Refused> {
        let now = Now {
            moving: false,
            panel_open: false,
            ..*now
        };
        self.may(&now, driver)
    }

    /// Whether `driver` may act now, before any particular action.
    pub fn may(&self, now: &Now, driver: Driver) -> Result<(), Refused> {
        let game = self.game.as_ref().ok_or(Refused::NoGame)?;
        if self.mode.watching() {
            return Err(Refused::Watching);
        }
        if now.moving {
            return Err(Refused::Busy);
        }
        if game.is_over() {
            return Err(Refused::Rules(ActionError::GameOver {
                turn: game.turn_number(),
            }));
        }
        if self.mode.handoff().is_some() {
            return Err(Refused::HandingOff);
        }
        match (driver, now.holding) {
            (Driver::OtherTab, true) => return Err(Refused::NotYours),
            (Driver::OtherTab, false) => return Ok(()),
            (_, false) => return Err(Refused::OtherTab),
            _ => {}
        }
        if driver == Driver::Bot && now.panel_open {
            return Err(Refused::PanelOpen);
        }
        let seat = game.current_seat();
        let person = game.kind(seat).is_human();
        let here = now.here.has(seat) && now.here.now;
        let ok = match (self.mode.table(), driver) {
            (Mode::Lesson { step }, Driver::Person) => match script::script().get(*step) {
                Some(script::Expect::You(_) | script::Expect::AnyRug) => true,
                // the coach's turn is not the person's; a page to read is not a moment to act
                Some(script::Expect::Coach(_)) => false,
                _ => return Err(Refused::NotNow),
            },
            (Mode::Lesson { step }, Driver::Lesson) => {
                matches!(script::script().get(*step), Some(script::Expect::Coach(_)))
            }
            (Mode::Local { .. } | Mode::ByLink { .. }, Driver::Person) => person && here,
            (Mode::Local { .. } | Mode::ByLink { .. }, Driver::Bot) => !person && here,
            (Mode::ByLink { .. }, Driver::Link) => !now.here.has(seat),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Refused::NotYours)
        }
    }

    /// Where a new direction may start from now: the turn's start, while the die has not
    /// fixed the direction and the person who chose it may act.
    pub fn rechoice(&self, now: &Now) -> Option<&Game> {
        if now.moving || self.mode.watching() || self.mode.handoff().is_some() || !now.holding {
            return None;
        }
        if self.game.as_ref()?.phase() != Phase::Roll {
            return None;
        }
        self.turn_start
            .as_ref()
            .filter(|g| g.kind(g.current_seat()).is_human())
    }

    /// Whether undo has something to take back: the direction before the roll (classic;
    /// the lesson asks for one action at a time and takes nothing back).
    pub fn can_undo(&self, now: &Now) -> bool {
        self.mode.lesson_step().is_none()
            && self.may(now, Driver::Person).is_ok()
            && self
                .rechoice(now)
                .is_some_and(|g| g.rules().turn_order == TurnOrder::Classic)
    }

    /// Takes `action` for `driver`: checks it may, asks the engine, and says what follows.
    pub fn submit(&mut self, now: &Now, driver: Driver, action: Action) -> Result<Step, Refused> {
        let restart = match (driver, action) {
            (Driver::Person, Action::Direction(_) | Action::QuarterTurn(_)) => {
                self.rechoice(now).cloned()
            }
            _ => None,
        };
        let mut game = match &restart {
            Some(start) => start.clone(),
            None => {
                self.may(now, driver)?;
                self.game.clone().ok_or(Refused::NoGame)?
            }
        };
        if let Mode::Lesson { step } = self.mode.table() {
            let expect = script::script().get(*step).copied();
            let allowed = match (driver, expect) {
                (Driver::Person, Some(e)) => e.lets_person(action),
                (Driver::Lesson, Some(script::Expect::Coach(a))) => a == action,
                _ => false,
            };
            if !allowed {
                return Err(Refused::NotNow);
            }
        }
        if let (Action::Roll(face), Driver::Person | Driver::Bot | Driver::Lesson) =
            (action, driver)
        {
            let die = self.die(now)?;
            if face != die {
                return Err(Refused::NotTheDie { face, die });
            }
        }
        let before = game.clone();
        let turn = game.turn_number();
        let events = game.apply(action).map_err(Refused::Rules)?;
        self.turn_start = match (driver, action) {
            (Driver::Person, Action::Direction(_) | Action::QuarterTurn(_)) => Some(before),
            // another tab of this browser: its direction may change here as after a reload
            (Driver::OtherTab, _) => undo_point(&game),
            _ => None,
        };
        let keep = match (driver, self.mode.table()) {
            (Driver::Link | Driver::OtherTab, _) => Keep::Nowhere,
            (_, Mode::Local { .. }) => Keep::Local,
            (_, Mode::ByLink { .. }) => Keep::Link,
            _ => Keep::Nowhere,
        };
        // a game by link that ended on another device is kept among the finished games too
        let finished = game.is_over() && self.mode.keeps_its_game() && driver != Driver::OtherTab;
        self.game = Some(game.clone());
        Ok(Step {
            turn,
            events,
            after: game,
            take_back: restart,
            keep,
            finished,
        })
    }

    /// Takes a list of actions (another device's turns, another tab's) all or nothing.
    pub fn submit_all(
        &mut self,
        now: &Now,
        driver: Driver,
        actions: &[Action],
    ) -> Result<Vec<Step>, Refused> {
        let mut trial = self.clone();
        let steps = actions
            .iter()
            .map(|&a| trial.submit(now, driver, a))
            .collect::<Result<Vec<_>, _>>()?;
        *self = trial;
        Ok(steps)
    }

    /// Takes back the direction chosen before the roll; gives the game as it was.
    pub fn undo(&mut self, now: &Now) -> Result<Game, Refused> {
        if !self.can_undo(now) {
            return Err(Refused::NotNow);
        }
        let start = self.turn_start.take().ok_or(Refused::NotNow)?;
        self.game = Some(start.clone());
        Ok(start)
    }

    /// A local game come back from the device (a reload) at the start of a person's turn,
    /// with more than one person here and something played: the device may be in anyone's
    /// hands (a reload on "Pass to …" among them), so "Pass to …" comes up again.
    pub fn reopened(&mut self, now: &Now) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let first = game.rules().turn_order.first_phase();
        let person = |s: Seat| is_person(game, now, s);
        let people = game.seats().filter(|s| person(*s)).count();
        // at a turn's start, the turns so far are whole ones
        let played = !game.turns().is_empty();
        let seat = game.current_seat();
        if now.handoff_setting && played && game.phase() == first && person(seat) && people > 1 {
            let _ = self.change(Change::HandOff(seat));
        }
    }

    /// Once an action's moments have been shown: the device changes hands between two
    /// people (never before a bot's turn, not when the same person plays again after the
    /// bots, never with one person here).
    pub fn shown(&mut self, now: &Now, events: &[Event]) {
        let next = events.iter().find_map(|e| match e {
            Event::NextTurn { seat, .. } => Some(*seat),
            _ => None,
        });
        let previous = events.iter().find_map(|e| match e {
            Event::Rolled { seat, .. }
            | Event::Laid { seat, .. }
            | Event::QuarterTurned { seat, .. }
            | Event::Eliminated { seat } => Some(*seat),
            _ => None,
        });
        let (Some(seat), Some(game)) = (next, self.game.as_ref()) else {
            return;
        };
        let person = |s: Seat| is_person(game, now, s);
        let people = game.seats().filter(|s| person(*s)).count();
        if previous.is_some_and(person) {
            self.last_person = previous;
        }
        let new_hands = person(seat) && people > 1 && self.last_person != Some(seat);
        if now.handoff_setting && new_hands {
            let _ = self.change(Change::HandOff(seat));
        }
    }
}

/// Whether a person (not a bot) plays seat `s` at this device.
#[inline(never)]
fn is_person(game: &Game, now: &Now, s: Seat) -> bool {
    game.kind(s).is_human() && now.here.has(s)
}

/// Where undo goes back to in a game just opened: in `roll` (classic), the same game
/// before its direction was chosen.
fn undo_point(game: &Game) -> Option<Game> {
    if game.phase() != Phase::Roll || game.rules().turn_order != TurnOrder::Classic {
        return None;
    }
    game.before_last_action()
}

#[cfg(test)]
mod tests;
