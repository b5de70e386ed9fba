//! The game in progress: the engine's game plus what only the interface needs (the rug
//! being chosen, the animation under way, the log, the screen on top), saved to browser
//! storage after every action, with undo of choices a die roll has not fixed.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::{
    Assam, Cell, Event, Game, Phase, PlayerKind, Record, Rotation, Setup, Step, TurnOrder,
};

use crate::i18n::errors::{open_error, OpenError};
use crate::i18n::{Lang, F, M};
use crate::settings::{Settings, Speed};
use crate::storage;

/// What sits on top of the market.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// "Pass to <seat>".
    Handoff(usize),
    Settings,
    Rules,
    About,
    /// "Start a new game? This one will be lost."
    ConfirmNewGame,
}

/// The rug being chosen: first cell tapped, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub first: Option<Cell>,
    pub rug: Option<[Cell; 2]>,
}

impl Selection {
    pub fn is_empty(&self) -> bool {
        self.first.is_none() && self.rug.is_none()
    }
}

/// Where the roll animation is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The die tumbles.
    Tumbling,
    /// Assam has walked `n` steps.
    Walking(usize),
    /// Assam is half-way round the edge arc of step `n` (1-based).
    Arc(usize),
    /// The owed area is shown and the coins go over.
    Paying,
}

/// The roll being shown: die, walk, payment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Anim {
    pub face: u8,
    pub start: Assam,
    pub steps: Vec<Step>,
    pub stage: Stage,
    /// Dirhams before the payment (shown until the coins move).
    pub money_before: Vec<u32>,
    /// The events of the roll, logged once the animation is over.
    pub events: Vec<Event>,
}

/// One line of the log: the turn it happened in and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub turn: usize,
    pub event: Event,
}

/// A message for the player (an import that failed, a save that could not be read), kept
/// as facts so it is written in whatever language is chosen when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The saved game could not be opened: offer to throw it away.
    SaveUnreadable(OpenError),
    /// An imported file was refused; the game is unchanged.
    ImportFailed(OpenError),
    /// The browser refused the export's download.
    DownloadRefused,
}

impl Notice {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::SaveUnreadable(e) => F::SaveUnreadable(&open_error(lang, e)).render(lang),
            Notice::ImportFailed(e) => F::ImportFailed(&open_error(lang, e)).render(lang),
            Notice::DownloadRefused => M::DownloadRefused.text(lang).to_string(),
        }
    }

    /// Offer to throw the unreadable save away.
    pub fn offer_fresh_start(&self) -> bool {
        matches!(self, Notice::SaveUnreadable(_))
    }
}

/// The session: every field is a signal the components read.
#[derive(Clone, Copy)]
pub struct Session {
    pub game: RwSignal<Option<Game>>,
    pub selection: RwSignal<Selection>,
    pub anim: RwSignal<Option<Anim>>,
    pub overlay: RwSignal<Overlay>,
    pub log: RwSignal<Vec<LogEntry>>,
    pub notice: RwSignal<Option<Notice>>,
    pub settings: RwSignal<Settings>,
    /// `?speed=` from the address, which wins over the setting.
    pub speed_override: RwSignal<Option<Speed>>,
    /// The system asks for less motion (the setting, when chosen, wins: see
    /// [`Session::motion_reduced`]).
    pub reduced_motion: RwSignal<bool>,
    /// The language of the interface.
    pub lang: RwSignal<Lang>,
    /// `?seed=`: every new game of this page uses it.
    pub url_seed: StoredValue<Option<u64>>,
    /// The game as it was before this turn's direction was chosen (undo).
    turn_start: StoredValue<Option<Game>>,
    /// Bumped for every animation, so a stale timer knows it is stale.
    anim_token: StoredValue<u64>,
    /// The last person (not bot) who played: a handoff is shown only when hands change.
    last_human: StoredValue<Option<usize>>,
    /// The rug positions offered to the person laying a rug now (empty otherwise): one
    /// computation shared by the cells, the seam handles and the list of positions.
    pub offered_rugs: Memo<Vec<[Cell; 2]>>,
}

impl Session {
    pub fn new(settings: Settings, speed_override: Option<Speed>, url_seed: Option<u64>) -> Self {
        let mut session = Session {
            game: RwSignal::new(None),
            selection: RwSignal::new(Selection::default()),
            anim: RwSignal::new(None),
            overlay: RwSignal::new(Overlay::None),
            log: RwSignal::new(Vec::new()),
            notice: RwSignal::new(None),
            settings: RwSignal::new(settings),
            speed_override: RwSignal::new(speed_override),
            reduced_motion: RwSignal::new(false),
            lang: RwSignal::new(Lang::En),
            url_seed: StoredValue::new(url_seed),
            turn_start: StoredValue::new(None),
            anim_token: StoredValue::new(0),
            last_human: StoredValue::new(None),
            offered_rugs: Memo::new(|_| Vec::new()),
        };
        // The memo reads the session's own signals; `me` is a copy made before it exists
        // (its own `offered_rugs` is never read).
        let me = session;
        session.offered_rugs = Memo::new(move |_| {
            if me.can_act() && me.phase() == Some(Phase::Place) {
                me.with_game(Game::legal_rugs).unwrap_or_default()
            } else {
                Vec::new()
            }
        });
        session
    }

    /// The speed in force: the address, else the setting, shortened for reduced motion.
    pub fn speed(&self) -> Speed {
        let chosen = self
            .speed_override
            .get()
            .unwrap_or_else(|| self.settings.get().speed);
        if chosen == Speed::Normal && self.motion_reduced() {
            Speed::Fast
        } else {
            chosen
        }
    }

    /// Whether motion is reduced: the setting when the player chose one, else the system.
    pub fn motion_reduced(&self) -> bool {
        self.settings
            .get()
            .reduce_motion
            .unwrap_or_else(|| self.reduced_motion.get())
    }

    /// A fixed message in the current language, read once (a change of language redraws
    /// the page: see `app`).
    pub fn t(&self, m: M) -> &'static str {
        m.text(self.lang.get_untracked())
    }

    // ----- reading ---------------------------------------------------------------------

    /// Runs `f` on the game, if there is one.
    pub fn with_game<T>(&self, f: impl FnOnce(&Game) -> T) -> Option<T> {
        self.game.with(|g| g.as_ref().map(f))
    }

    /// The engine's phase (none on the set-up screen).
    pub fn phase(&self) -> Option<Phase> {
        self.with_game(Game::phase)
    }

    /// The phase for the `phase` hook: the engine's, or the interface's own `moving` and
    /// `handoff`.
    pub fn ui_phase(&self) -> &'static str {
        if matches!(self.overlay.get(), Overlay::Handoff(_)) {
            return "handoff";
        }
        if self.anim.with(Option::is_some) {
            return "moving";
        }
        self.phase().map(Phase::as_str).unwrap_or("setup")
    }

    /// Whether nothing is being shown that the next action must wait for (no animation,
    /// no handoff screen).
    fn unblocked(&self) -> bool {
        self.anim.with(Option::is_none) && !matches!(self.overlay.get(), Overlay::Handoff(_))
    }

    /// Whether a bot sits at the seat to play.
    pub fn bot_turn(&self) -> bool {
        self.with_game(|g| crate::bots::bot_to_play(g).is_some())
            .unwrap_or(false)
    }

    /// Whether the person at the seat to play may act now.
    pub fn can_act(&self) -> bool {
        self.unblocked() && !self.bot_turn()
    }

    /// Whether a bot may act now: nothing shown, no panel open.
    pub fn idle(&self) -> bool {
        self.anim.with(Option::is_none) && self.overlay.get() == Overlay::None
    }

    /// Assam as drawn: mid-walk during the animation.
    pub fn shown_assam(&self) -> Option<Assam> {
        let shown = self.anim.with(|a| {
            a.as_ref().map(|a| match a.stage {
                Stage::Tumbling | Stage::Walking(0) | Stage::Arc(0 | 1) => a.start,
                Stage::Walking(n) => step_assam(a.steps[n.min(a.steps.len()) - 1]),
                Stage::Arc(n) => step_assam(a.steps[(n - 1).min(a.steps.len()) - 1]),
                Stage::Paying => a.steps.last().map(|s| step_assam(*s)).unwrap_or(a.start),
            })
        });
        shown.or_else(|| self.with_game(Game::assam))
    }

    /// While Assam goes round an edge arc: the cell the arc brings him to.
    pub fn shown_arc(&self) -> Option<Cell> {
        self.anim.with(|a| match a {
            Some(Anim {
                stage: Stage::Arc(n),
                steps,
                ..
            }) => steps.get(n.checked_sub(1)?).map(|s| s.cell),
            _ => None,
        })
    }

    /// Whether undo has something to take back.
    pub fn can_undo(&self) -> bool {
        if !self.can_act() {
            return false;
        }
        if !self.selection.get().is_empty() {
            return true;
        }
        self.phase() == Some(Phase::Roll) && self.turn_start.with_value(Option::is_some)
    }

    // ----- starting ------------------------------------------------------------------

    fn new_seed(&self) -> u64 {
        self.url_seed
            .get_value()
            .unwrap_or_else(|| getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64))
            & ((1 << 53) - 1)
    }

    /// Starts a new game with `setup`.
    pub fn start(&self, setup: Setup) -> Result<(), marrakech_engine::SetupError> {
        let game = Game::new(setup, self.new_seed())?;
        self.install(game, Vec::new());
        self.save();
        storage::ask_to_persist();
        Ok(())
    }

    /// Same players and options, a new game.
    pub fn rematch(&self) {
        if let Some(setup) = self.with_game(|g| g.setup().clone()) {
            let _ = self.start(setup);
        }
    }

    /// Back to the set-up screen (the saved game is replaced when the next one starts).
    pub fn leave_to_setup(&self) {
        self.cancel_anim();
        self.game.set(None);
        self.log.set(Vec::new());
        self.selection.set(Selection::default());
        self.overlay.set(Overlay::None);
        self.turn_start.set_value(None);
    }

    /// Opens a record (import or saved game). On error the current game is untouched.
    pub fn open_record(&self, text: &str) -> Result<(), OpenError> {
        let record = Record::parse(text)?;
        let (game, log) = replay_with_log(&record)?;
        self.install(game, log);
        self.save();
        Ok(())
    }

    /// Resumes the game saved in browser storage, if any.
    pub fn resume_saved(&self) {
        let Some(text) = storage::saved_game() else {
            return;
        };
        if let Err(reason) = self.open_record(&text) {
            self.notice.set(Some(Notice::SaveUnreadable(reason)));
        }
    }

    fn install(&self, game: Game, log: Vec<LogEntry>) {
        self.cancel_anim();
        self.last_human.set_value(None);
        self.turn_start.set_value(undo_point(&game));
        self.game.set(Some(game));
        self.log.set(log);
        self.selection.set(Selection::default());
        self.overlay.set(Overlay::None);
        self.notice.set(None);
    }

    /// The record of the game, as JSON text.
    pub fn record_json(&self) -> Option<String> {
        self.with_game(|g| g.to_record().to_json())
    }

    fn save(&self) {
        if let Some(json) = self.record_json() {
            storage::save_game(&json);
        }
    }

    // ----- actions ---------------------------------------------------------------------

    fn act(
        &self,
        f: impl FnOnce(&mut Game) -> Result<Vec<Event>, marrakech_engine::ActionError>,
    ) -> Option<Vec<Event>> {
        let mut out = None;
        self.game.update(|g| {
            if let Some(game) = g.as_mut() {
                out = f(game).ok();
            }
        });
        if out.is_some() {
            self.save();
        }
        out
    }

    fn turn_now(&self) -> usize {
        self.with_game(Game::turn_number).unwrap_or(0)
    }

    fn append_log(&self, turn: usize, events: &[Event]) {
        self.log.update(|log| {
            log.extend(events.iter().cloned().map(|event| LogEntry { turn, event }));
        });
    }

    /// Classic: choose the direction.
    pub fn orient(&self, rotation: Rotation) {
        if self.can_act() {
            self.do_orient(rotation);
        }
    }

    /// A bot chooses the direction.
    pub fn bot_orient(&self, rotation: Rotation) {
        if self.idle() && self.bot_turn() {
            self.do_orient(rotation);
            self.turn_start.set_value(None);
        }
    }

    fn do_orient(&self, rotation: Rotation) {
        if self.phase() != Some(Phase::Orient) {
            return;
        }
        let before = self.game.get_untracked();
        let turn = self.turn_now();
        if let Some(events) = self.act(|g| g.orient(rotation)) {
            self.turn_start.set_value(before);
            self.append_log(turn, &events);
        }
    }

    /// Takes back the unconfirmed rug, else the direction chosen before the roll.
    pub fn undo(&self) {
        if !self.can_act() {
            return;
        }
        if !self.selection.get_untracked().is_empty() {
            self.selection.set(Selection::default());
            return;
        }
        if self.phase() != Some(Phase::Roll) {
            return;
        }
        if let Some(before) = self.turn_start.get_value() {
            self.turn_start.set_value(None);
            self.game.set(Some(before));
            // The direction's log line goes too.
            self.log.update(|log| {
                if matches!(
                    log.last(),
                    Some(LogEntry {
                        event: Event::Rotated { .. },
                        ..
                    })
                ) {
                    log.pop();
                }
            });
            self.save();
        }
    }

    /// Rolls the die; Assam walks and the payment follows, shown step by step.
    pub fn roll(&self) {
        if self.can_act() {
            self.do_roll();
        }
    }

    /// A bot rolls.
    pub fn bot_roll(&self) {
        if self.idle() && self.bot_turn() {
            self.do_roll();
        }
    }

    fn do_roll(&self) {
        if self.phase() != Some(Phase::Roll) {
            return;
        }
        let Some((start, money_before)) = self.with_game(|g| {
            let money = (0..g.players()).map(|s| g.money(s)).collect::<Vec<_>>();
            (g.assam(), money)
        }) else {
            return;
        };
        let turn = self.turn_now();
        let Some(events) = self.act(Game::roll_die) else {
            return;
        };
        self.turn_start.set_value(None);
        let face = events
            .iter()
            .find_map(|e| match e {
                Event::Rolled { face, .. } => Some(*face),
                _ => None,
            })
            .unwrap_or(0);
        let steps = events
            .iter()
            .find_map(|e| match e {
                Event::Moved { steps, .. } => Some(steps.clone()),
                _ => None,
            })
            .unwrap_or_default();
        if self.speed() == Speed::Instant {
            self.finish_roll(turn, events);
            return;
        }
        self.anim.set(Some(Anim {
            face,
            start,
            steps,
            stage: Stage::Tumbling,
            money_before,
            events,
        }));
        self.schedule_anim(turn, 700);
    }

    fn cancel_anim(&self) {
        self.anim_token.update_value(|t| *t += 1);
        self.anim.set(None);
    }

    fn schedule_anim(&self, turn: usize, normal_ms: u32) {
        let token = self.anim_token.get_value();
        let me = *self;
        let ms = self.speed().scale(normal_ms);
        set_timeout(
            move || {
                if me.anim_token.get_value() == token {
                    me.advance_anim(turn);
                }
            },
            Duration::from_millis(ms.into()),
        );
    }

    fn advance_anim(&self, turn: usize) {
        let Some(anim) = self.anim.get_untracked() else {
            return;
        };
        let paid = anim.events.iter().any(|e| matches!(e, Event::Paid { .. }));
        // The next step, round its arc first when it goes off the edge.
        let step_to = |n: usize| match anim.steps.get(n - 1) {
            Some(s) if s.via_arc => Stage::Arc(n),
            _ => Stage::Walking(n),
        };
        let next = match anim.stage {
            Stage::Tumbling => Some(step_to(1)),
            Stage::Arc(n) => Some(Stage::Walking(n)),
            Stage::Walking(n) if n < anim.steps.len() => Some(step_to(n + 1)),
            Stage::Walking(_) if paid => Some(Stage::Paying),
            _ => None,
        };
        match next {
            Some(stage) => {
                let pause = match stage {
                    Stage::Paying => 1400,
                    Stage::Arc(_) => 220,
                    Stage::Walking(n) if n == anim.steps.len() => 550,
                    _ => 330,
                };
                self.anim.update(|a| {
                    if let Some(a) = a {
                        a.stage = stage;
                    }
                });
                self.schedule_anim(turn, pause);
            }
            None => {
                self.anim.set(None);
                self.finish_roll(turn, anim.events);
            }
        }
    }

    fn finish_roll(&self, turn: usize, events: Vec<Event>) {
        self.append_log(turn, &events);
        self.after_turn_events(&events);
    }

    /// Taps a cell: the first then the second cell of a rug.
    pub fn tap_cell(&self, cell: Cell) {
        if !self.can_act() || self.phase() != Some(Phase::Place) {
            return;
        }
        let legal = self.with_game(Game::legal_rugs).unwrap_or_default();
        let sel = self.selection.get_untracked();
        if let Some(first) = sel.first.filter(|_| sel.rug.is_none()) {
            if first == cell {
                self.selection.set(Selection::default());
                return;
            }
            if let Some(rug) = legal
                .iter()
                .find(|r| (r[0] == first && r[1] == cell) || (r[1] == first && r[0] == cell))
            {
                self.selection.set(Selection {
                    first: Some(first),
                    rug: Some(*rug),
                });
                return;
            }
        }
        if legal.iter().any(|r| r.contains(&cell)) {
            self.selection.set(Selection {
                first: Some(cell),
                rug: None,
            });
        } else {
            self.selection.set(Selection::default());
        }
    }

    /// Taps a highlighted position: both cells at once.
    pub fn pick_rug(&self, rug: [Cell; 2]) {
        if self.can_act() {
            self.do_pick_rug(rug);
        }
    }

    /// A bot shows the rug it chose.
    pub fn bot_pick_rug(&self, rug: [Cell; 2]) {
        if self.idle() && self.bot_turn() {
            self.do_pick_rug(rug);
        }
    }

    fn do_pick_rug(&self, rug: [Cell; 2]) {
        if self.phase() != Some(Phase::Place) {
            return;
        }
        self.selection.set(Selection {
            first: Some(rug[0]),
            rug: Some(rug),
        });
    }

    /// Drops the selection.
    pub fn cancel_rug(&self) {
        self.selection.set(Selection::default());
    }

    /// Lays the selected rug.
    pub fn confirm_rug(&self) {
        if self.can_act() {
            self.do_confirm_rug();
        }
    }

    /// A bot lays the rug it showed.
    pub fn bot_confirm_rug(&self) {
        if self.idle() && self.bot_turn() {
            self.do_confirm_rug();
        }
    }

    fn do_confirm_rug(&self) {
        let Some(rug) = self.selection.get_untracked().rug else {
            return;
        };
        let turn = self.turn_now();
        if let Some(events) = self.act(|g| g.place(rug)) {
            self.selection.set(Selection::default());
            self.append_log(turn, &events);
            self.after_turn_events(&events);
        }
    }

    /// Roll-first: the closing quarter turn.
    pub fn closing_turn(&self, rotation: Rotation) {
        if self.can_act() {
            self.do_closing_turn(rotation);
        }
    }

    /// A bot gives the closing quarter turn.
    pub fn bot_closing_turn(&self, rotation: Rotation) {
        if self.idle() && self.bot_turn() {
            self.do_closing_turn(rotation);
        }
    }

    fn do_closing_turn(&self, rotation: Rotation) {
        if self.phase() != Some(Phase::Turn) {
            return;
        }
        let turn = self.turn_now();
        if let Some(events) = self.act(|g| g.turn(rotation)) {
            self.append_log(turn, &events);
            self.after_turn_events(&events);
        }
    }

    fn after_turn_events(&self, events: &[Event]) {
        let next = events.iter().find_map(|e| match e {
            Event::NextTurn { seat, .. } => Some(*seat),
            _ => None,
        });
        let previous = events.iter().find_map(|e| match e {
            Event::Rolled { seat, .. }
            | Event::Laid { seat, .. }
            | Event::Turned { seat, .. }
            | Event::Eliminated { seat } => Some(*seat),
            _ => None,
        });
        let Some(seat) = next else {
            return;
        };
        self.turn_start.set_value(None);
        let Some((is_human, was_human)) = self.with_game(|g| {
            let human = |s: usize| g.setup().players[s].kind == PlayerKind::Human;
            (human(seat), previous.is_some_and(human))
        }) else {
            return;
        };
        if was_human {
            self.last_human.set_value(previous);
        }
        // The device changes hands only between two people: never before a bot's turn,
        // and not when the same person plays again after the bots.
        let new_hands = is_human && self.last_human.get_value() != Some(seat);
        if self.settings.get_untracked().handoff && new_hands {
            self.overlay.set(Overlay::Handoff(seat));
        }
    }

    /// The next player has taken the device.
    pub fn handoff_done(&self) {
        if matches!(self.overlay.get_untracked(), Overlay::Handoff(_)) {
            self.overlay.set(Overlay::None);
        }
    }

    /// Whether a game is under way (not finished).
    pub fn in_progress(&self) -> bool {
        self.phase().is_some_and(|p| p != Phase::Over)
    }

    /// New game: asks first when one is in progress.
    pub fn ask_new_game(&self) {
        if self.in_progress() {
            self.overlay.set(Overlay::ConfirmNewGame);
        } else {
            self.leave_to_setup();
        }
    }

    /// Throws away an unreadable save.
    pub fn fresh_start(&self) {
        storage::clear_game();
        self.notice.set(None);
        self.leave_to_setup();
    }
}

fn step_assam(step: Step) -> Assam {
    Assam {
        cell: step.cell,
        facing: step.facing,
    }
}

/// Where undo goes back to in a freshly opened game: in `roll` (classic), the same game
/// before its direction was chosen.
fn undo_point(game: &Game) -> Option<Game> {
    if game.phase() != Phase::Roll || game.rules().turn_order != TurnOrder::Classic {
        return None;
    }
    let mut record = game.to_record();
    record.turns.pop();
    Game::from_record(&record).ok()
}

/// Replays a record and keeps the events for the log.
fn replay_with_log(record: &Record) -> Result<(Game, Vec<LogEntry>), OpenError> {
    let (game, events) = Game::replay_with_events(record)?;
    let log = events
        .into_iter()
        .map(|(turn, event)| LogEntry { turn, event })
        .collect();
    Ok((game, log))
}
