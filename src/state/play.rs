//! Play: the engine's game, the rug being chosen, and the one gate every action goes
//! through, a person's or a bot's ([`Play::apply`]). Undo has one mechanism: the game as it
//! was before the direction was chosen, kept until the die fixes it.

use leptos::prelude::*;
use marrakech_engine::{
    ActionError, Assam, Cell, Event, Game, Phase, PlayerKind, Rotation, RugPos, Seat, Setup,
    SetupError, TurnOrder,
};

use super::nav::{Nav, Overlay};
use super::persist;
use super::prefs::Prefs;
use super::remote::Remote;
use super::shown::Marks;
use super::timeline::{LogEntry, Timeline};

/// Who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    Person,
    Bot,
}

impl Actor {
    fn sits_at(self, kind: PlayerKind) -> bool {
        (self == Actor::Person) == kind.is_human()
    }
}

/// What a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Turn Assam: the direction (classic) or the closing quarter turn (roll first); before
    /// the roll, a new direction replaces the one chosen.
    Rotate(Rotation),
    Roll,
    Place(RugPos),
}

/// Why an action was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    NoGame,
    /// Something is being shown (a roll, the handoff screen): wait.
    Waiting,
    /// Not this actor's seat.
    NotYours,
    /// The engine refused it.
    Rules(ActionError),
}

/// The directions offered to a person: from Assam as he stood at the start of the turn
/// (or of roll-first's closing quarter turn), and the one chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirectionChoice {
    pub from: Assam,
    pub rotations: &'static [Rotation],
    pub chosen: Option<Rotation>,
}

/// A guided game (the lesson): the die's faces are the script's, by turn; only the action
/// allowed is taken; nothing is saved and the device is never handed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guide {
    pub faces: &'static [u8],
    pub allow: Allow,
}

/// What the lesson lets through the gate now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allow {
    Nothing,
    Only(Action),
    /// Any rug allowed by the rules.
    AnyRug,
}

impl Allow {
    fn lets(self, action: Action) -> bool {
        match self {
            Allow::Nothing => false,
            Allow::Only(a) => a == action,
            Allow::AnyRug => matches!(action, Action::Place(_)),
        }
    }
}

/// The rug being chosen: first cell tapped, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub first: Option<Cell>,
    pub rug: Option<RugPos>,
}

impl Selection {
    pub fn is_empty(&self) -> bool {
        self.first.is_none() && self.rug.is_none()
    }
}

/// The game in play (one provider for the page).
#[derive(Clone, Copy)]
pub struct Play {
    /// The engine's game: ahead of the screen while an action is shown.
    pub game: RwSignal<Option<Game>>,
    pub selection: RwSignal<Selection>,
    /// The game before this turn's direction (or roll-first's closing quarter turn) was
    /// chosen, until the die fixes it: undo and a new direction start from it.
    turn_start: RwSignal<Option<Game>>,
    /// The last person (not bot) who played: a handoff is shown only when hands change.
    last_person: StoredValue<Option<Seat>>,
    /// `?seed=`: every new game of this page uses it.
    url_seed: StoredValue<Option<u64>>,
    timeline: Timeline,
    nav: Nav,
    prefs: Prefs,
    /// The game by link in play, if it is one.
    pub remote: Remote,
    /// The rug positions offered to the person laying a rug now (empty otherwise).
    pub offered_rugs: Memo<Vec<RugPos>>,
    /// The lesson's guide while a guided game is in play.
    pub guide: RwSignal<Option<Guide>>,
}

impl Play {
    pub fn new(
        timeline: Timeline,
        nav: Nav,
        prefs: Prefs,
        url_seed: Option<u64>,
        remote: Remote,
    ) -> Play {
        let mut play = Play {
            game: RwSignal::new(None),
            selection: RwSignal::new(Selection::default()),
            turn_start: RwSignal::new(None),
            last_person: StoredValue::new(None),
            url_seed: StoredValue::new(url_seed),
            timeline,
            nav,
            prefs,
            remote,
            offered_rugs: Memo::new(|_| Vec::new()),
            guide: RwSignal::new(None),
        };
        // The memo reads the other signals through a copy made before it exists.
        let me = play;
        play.offered_rugs = Memo::new(move |_| {
            if me.may(Actor::Person) && me.shown_phase() == Some(Phase::Place) {
                me.timeline
                    .with(|s| s.game.legal_rugs())
                    .unwrap_or_default()
            } else {
                Vec::new()
            }
        });
        play
    }

    // ----- reading -----------------------------------------------------------------

    /// The phase shown (none on the set-up screen).
    pub fn shown_phase(&self) -> Option<Phase> {
        self.timeline.with(|s| s.game.phase())
    }

    /// The kind of the seat to move, as shown.
    fn kind_to_move(&self) -> Option<PlayerKind> {
        self.timeline.with(|s| {
            let g = &s.game;
            (!g.is_over()).then(|| g.kind(g.current_seat()))
        })?
    }

    /// Whether `actor` may act now: nothing moving, nothing in the way, their seat.
    pub fn may(&self, actor: Actor) -> bool {
        if self.timeline.moving() || self.nav.watching.get() {
            return false;
        }
        let unblocked = match actor {
            Actor::Person => !self.nav.handing_off(),
            Actor::Bot => self.nav.clear(),
        };
        unblocked && self.remote.here() && self.kind_to_move().is_some_and(|k| actor.sits_at(k))
    }

    /// Where a new direction may start from now: the turn's start, while the die has not
    /// fixed the direction and the person who chose it may act.
    pub fn rechoice(&self) -> Option<Game> {
        if self.timeline.moving() || self.nav.handing_off() || self.nav.watching.get() {
            return None;
        }
        if self.shown_phase() != Some(Phase::Roll) {
            return None;
        }
        self.turn_start.with(|t| {
            t.as_ref()
                .filter(|g| g.kind(g.current_seat()).is_human())
                .cloned()
        })
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
        if !self.may(Actor::Person) {
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

    /// Whether undo has something to take back: the direction before the roll (a chosen
    /// rug is dropped with its own control, not with undo).
    pub fn can_undo(&self) -> bool {
        // the lesson asks for one action at a time: nothing to take back
        self.guide.with(Option::is_none)
            && self.may(Actor::Person)
            && self
                .rechoice()
                .is_some_and(|g| g.rules().turn_order == TurnOrder::Classic)
    }

    /// Whether a game is under way (not finished).
    pub fn in_progress(&self) -> bool {
        self.game.with(|g| g.as_ref().is_some_and(|g| !g.is_over()))
    }

    /// The record to export; a game by link keeps its table (devices, commitments,
    /// signatures) in a `remote` field, which the replay tool ignores.
    pub fn record_json(&self) -> Option<String> {
        let mut record = self
            .game
            .with_untracked(|g| g.as_ref().map(Game::to_record))?;
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
        Some(crate::json::record_text(&record))
    }

    // ----- the gate ------------------------------------------------------------------

    /// Takes `action` for `actor`: checks it may, asks the engine, saves, and hands the
    /// events to the timeline.
    pub fn apply(&self, actor: Actor, action: Action) -> Result<(), Refused> {
        let Some(mut game) = self.game.get_untracked() else {
            return Err(Refused::NoGame);
        };
        let restart = match action {
            Action::Rotate(_) => untrack(|| self.rechoice()),
            _ => None,
        };
        if let Some(start) = &restart {
            // a new direction, by the person who chose the last one
            if actor != Actor::Person {
                return Err(Refused::NotYours);
            }
            game = start.clone();
        } else if !untrack(|| self.may(actor)) {
            return Err(
                if self.timeline.moving() || self.nav.overlay.get_untracked() != Overlay::None {
                    Refused::Waiting
                } else {
                    Refused::NotYours
                },
            );
        }
        let guide = self.guide.get_untracked();
        if guide.is_some_and(|g| !g.allow.lets(action)) {
            return Err(Refused::NotYours);
        }
        let before = game.clone();
        let turn = game.turn_number();
        let scripted = guide.and_then(|g| g.faces.get(turn.wrapping_sub(1)).copied());
        let events = match action {
            Action::Rotate(r) => game.rotate(r).map_err(Refused::Rules),
            Action::Roll if scripted.is_some() => {
                game.roll(scripted.unwrap_or(1)).map_err(Refused::Rules)
            }
            Action::Roll => match self.remote.face() {
                // a game by link rolls from the devices' chains, never from this page's seed
                Some(face) => face
                    .map_err(|_| Refused::NotYours)
                    .and_then(|f| game.roll(f).map_err(Refused::Rules)),
                None => game.roll_die().map_err(Refused::Rules),
            },
            Action::Place(rug) => game.place(rug).map_err(Refused::Rules),
        }?;
        if restart.is_some() {
            self.timeline.take_back(&before);
        }
        self.turn_start.set(match (action, actor) {
            (Action::Rotate(_), Actor::Person) => Some(before),
            _ => None,
        });
        if matches!(action, Action::Place(_)) {
            self.selection.set(Selection::default());
        }
        self.save(&game);
        if game.is_over() {
            super::history::add(&game);
        }
        self.game.set(Some(game.clone()));
        let me = *self;
        self.timeline.play(
            turn,
            events.clone(),
            &game,
            Box::new(move || me.after_shown(&events)),
        );
        Ok(())
    }

    /// Takes back the direction chosen before the roll.
    pub fn undo(&self) {
        if !self.may(Actor::Person) || self.guide.with_untracked(Option::is_some) {
            return;
        }
        let Some(start) = untrack(|| self.rechoice()) else {
            return;
        };
        if start.rules().turn_order != TurnOrder::Classic {
            return;
        }
        self.turn_start.set(None);
        self.save(&start);
        self.timeline.take_back(&start);
        self.game.set(Some(start));
    }

    /// Once an action has been shown: the handoff screen when the device changes hands.
    fn after_shown(&self, events: &[Event]) {
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
        let Some(seat) = next else {
            return;
        };
        let Some((is_person, was_person, people)) = self.game.with_untracked(|g| {
            g.as_ref().map(|g| {
                // a person on another device never takes this one
                let person = |s: Seat| g.kind(s).is_human() && self.remote.is_here(s);
                let people = g.seats().filter(|s| person(*s)).count();
                (person(seat), previous.is_some_and(person), people)
            })
        }) else {
            return;
        };
        if was_person {
            self.last_person.set_value(previous);
        }
        // The device changes hands only between two people: never before a bot's turn,
        // not when the same person plays again after the bots, never with one person.
        let new_hands = is_person && people > 1 && self.last_person.get_value() != Some(seat);
        let guided = self.guide.with_untracked(Option::is_some);
        if self.prefs.settings.get_untracked().handoff && new_hands && !guided {
            self.nav.handoff.set(Some(seat));
        }
    }

    /// The next player has taken the device: the last direction is theirs no more.
    pub fn handoff_done(&self) {
        if self.nav.handing_off() {
            self.turn_start.set(None);
            self.nav.handoff.set(None);
        }
    }

    // ----- choosing the rug ----------------------------------------------------------

    /// Taps a cell: the first then the second cell of a rug.
    pub fn tap_cell(&self, cell: Cell) {
        let legal = self.offered_rugs.get_untracked();
        if legal.is_empty() {
            return;
        }
        let sel = self.selection.get_untracked();
        if let Some(first) = sel.first.filter(|_| sel.rug.is_none()) {
            if first == cell {
                self.selection.set(Selection::default());
                return;
            }
            if let Some(rug) = RugPos::new(first, cell).filter(|r| legal.contains(r)) {
                self.selection.set(Selection {
                    first: Some(first),
                    rug: Some(rug),
                });
                return;
            }
        }
        let first = legal.iter().any(|r| r.contains(cell)).then_some(cell);
        self.selection.set(Selection { first, rug: None });
    }

    /// Shows `rug` as chosen (a person's tap on a position, or a bot about to lay it).
    pub fn pick_rug(&self, actor: Actor, rug: RugPos) {
        if self.may(actor) && self.shown_phase() == Some(Phase::Place) {
            self.selection.set(Selection {
                first: Some(rug.first()),
                rug: Some(rug),
            });
        }
    }

    /// Drops the chosen rug.
    pub fn cancel_rug(&self) {
        self.selection.set(Selection::default());
    }

    /// Lays the chosen rug.
    pub fn confirm_rug(&self, actor: Actor) -> Result<(), Refused> {
        match self.selection.get_untracked().rug {
            Some(rug) => self.apply(actor, Action::Place(rug)),
            None => Err(Refused::Waiting),
        }
    }

    // ----- starting and leaving ------------------------------------------------------

    fn new_seed(&self) -> u64 {
        self.url_seed
            .get_value()
            .unwrap_or_else(|| getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64))
            & ((1 << 53) - 1)
    }

    /// Starts a new game with `setup`.
    pub fn start(&self, setup: Setup) -> Result<(), SetupError> {
        setup.validate()?;
        self.remote.leave();
        let game = Game::new(setup, self.new_seed())?;
        persist::save(&game);
        self.install(game, Vec::new(), Marks::default());
        crate::storage::ask_to_persist();
        Ok(())
    }

    /// Puts the lesson's game on the table: nothing of it is saved.
    pub fn start_lesson(&self, game: Game) {
        self.remote.leave();
        self.install(game, Vec::new(), Marks::default());
    }

    /// Takes the lesson's game off the table: the saved game comes back, or the set-up
    /// screen.
    pub fn end_lesson(&self) {
        self.guide.set(None);
        // a game in progress comes back; a finished one gives way to the set-up screen
        let saved = persist::saved().and_then(|text| persist::open(&text).ok().map(|o| (text, o)));
        match saved {
            Some((text, opened)) if !opened.game.is_over() => {
                let _ = self.open(&text);
            }
            _ => self.leave_to_setup(),
        }
    }

    /// Same players and options, a new game; the seats move round by one, so the next
    /// player starts.
    pub fn rematch(&self) {
        if let Some(mut setup) = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.setup().clone()))
        {
            setup.players.rotate_left(1);
            let _ = self.start(setup);
        }
    }

    /// Back to the set-up screen (the saved game is replaced when the next one starts).
    pub fn leave_to_setup(&self) {
        self.guide.set(None);
        self.remote.leave();
        self.nav.watching.set(false);
        self.game.set(None);
        self.selection.set(Selection::default());
        self.turn_start.set(None);
        self.timeline.reset(None, Vec::new(), Marks::default());
        self.nav.open(Overlay::None);
        self.nav.handoff.set(None);
    }

    /// Opens a record (an import or the saved game). On error nothing changes.
    pub fn open(&self, text: &str) -> Result<(), crate::i18n::errors::OpenError> {
        let mut opened = persist::open(text)?;
        self.remote.leave();
        // A record without a seed (a link's, another program's) would roll from a known
        // source: it gets a fresh one.
        if opened.game.seed().is_none() {
            opened.game.reseed(self.new_seed());
        }
        persist::save(&opened.game);
        self.install(opened.game, opened.log, opened.marks);
        Ok(())
    }

    /// Shows the game in play at rest again (a replay on top of it has closed), or the
    /// set-up screen when there is none.
    pub fn show_again(&self) {
        self.nav.watching.set(false);
        let opened = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| persist::open_record(&g.to_record())));
        match opened {
            Some(Ok(o)) => self.timeline.reset(Some(&o.game), o.log, o.marks),
            _ => self.timeline.reset(None, Vec::new(), Marks::default()),
        }
    }

    /// Opens a file's record, telling the player how it went (the game is unchanged when
    /// the file is refused).
    pub fn import(&self, text: &str) {
        match self.open(text) {
            Ok(()) => self.nav.tell(super::Notice::GameLoaded),
            Err(reason) => {
                self.nav.open(Overlay::None);
                self.nav.tell(super::Notice::ImportFailed(reason));
            }
        }
    }

    /// Keeps the game where it belongs: its own slot for a game by link, else the save.
    fn save(&self, game: &Game) {
        if self.guide.with_untracked(Option::is_some) {
            // the lesson leaves the saved game alone
        } else if self.remote.active() {
            self.remote.record_game(game);
        } else {
            persist::save(game);
        }
    }

    /// Shows a game by link: at rest, or from `from` with the turns since shown one by
    /// one (a link brought them).
    pub fn show_remote(&self, game: Game, from: Option<Game>) {
        let from = from.filter(|f| {
            f.turns().len() < game.turns().len() && game.turns().starts_with(f.turns())
        });
        let Some(from) = from else {
            return self.install_at_rest(game);
        };
        self.install_at_rest(from.clone());
        let mut acts = Vec::new();
        let mut at = from;
        for t in &game.turns()[at.turns().len()..] {
            let step = super::replay::actions(&at, t);
            if let Some(last) = step.last() {
                at = last.after.clone();
            }
            acts.extend(step);
        }
        // a game by link that ended on another device is kept among the finished games too
        if game.is_over() {
            super::history::add(&game);
        }
        self.game.set(Some(game));
        show_acts(self.timeline, acts.into_iter());
    }

    /// Installs `game` as if opened from its record: its log and marks rebuilt.
    fn install_at_rest(&self, game: Game) {
        let opened = persist::open_record(&game.to_record());
        let (log, marks) = opened.map(|o| (o.log, o.marks)).unwrap_or_default();
        self.install(game, log, marks);
    }

    fn install(&self, game: Game, log: Vec<LogEntry>, marks: Marks) {
        self.guide.set(None);
        self.last_person.set_value(None);
        self.turn_start.set(persist::turn_start(&game));
        self.selection.set(Selection::default());
        self.timeline.reset(Some(&game), log, marks);
        self.game.set(Some(game));
        self.nav.open(Overlay::None);
        self.nav.handoff.set(None);
        self.nav.notice.set(None);
        self.nav.watching.set(false);
    }

    /// New game: asks first when one is in progress.
    pub fn ask_new_game(&self) {
        // a game by link stays kept on this device and listed on the set-up screen
        if self.in_progress() && !self.remote.active() {
            self.nav.open(Overlay::ConfirmNewGame);
        } else {
            self.leave_to_setup();
        }
    }

    /// Throws away an unreadable save.
    pub fn fresh_start(&self) {
        crate::storage::clear_game();
        self.nav.notice.set(None);
        self.leave_to_setup();
    }
}

/// Shows actions one after another, each once the one before has been shown.
fn show_acts(timeline: Timeline, mut acts: std::vec::IntoIter<super::replay::Act>) {
    if let Some(a) = acts.next() {
        timeline.play(
            a.turn,
            a.events,
            &a.after,
            Box::new(move || show_acts(timeline, acts)),
        );
    }
}
