//! The game in progress, one concern a file: `play` (the engine's game, the rug being
//! chosen, the one gate for every action, undo), `timeline` (events -> what the screen shows
//! now, and the log), `shown` (that moment, pure), `persist` (save, resume, import, export),
//! `nav` (screens on top, notices), `prefs` (settings, language, speed, motion, sound).

pub mod history;
pub mod nav;
pub mod persist;
pub mod play;
pub mod prefs;
pub mod replay;
pub mod shown;
pub mod timeline;

pub use nav::{Nav, Notice, Overlay};
pub use play::{Action, Actor, Play};
pub use prefs::{Prefs, Settings, Speed};
pub use replay::Replay;
pub use shown::{Outcome, Shown, Stage};
pub use timeline::{LogEntry, Timeline};

use marrakech_engine::Phase;

/// What the table is at, for the prompt and the `phase` hook: the engine's phase, or the
/// interface's own moments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UiPhase {
    Setup,
    /// "Pass to …" is up.
    Handoff,
    /// A roll is being shown.
    Moving,
    Game(Phase),
}

impl UiPhase {
    /// The moment now, as shown.
    pub fn now(timeline: &Timeline, nav: &Nav) -> UiPhase {
        if nav.handing_off() {
            return UiPhase::Handoff;
        }
        match timeline.with(|s| (s.moving(), s.game.phase())) {
            None => UiPhase::Setup,
            Some((true, _)) => UiPhase::Moving,
            Some((false, phase)) => UiPhase::Game(phase),
        }
    }

    /// The `data-phase` value.
    pub fn hook(self) -> &'static str {
        match self {
            UiPhase::Setup => "setup",
            UiPhase::Handoff => "handoff",
            UiPhase::Moving => "moving",
            UiPhase::Game(p) => p.as_str(),
        }
    }
}
