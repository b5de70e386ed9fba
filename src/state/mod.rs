//! The game in progress, one concern a file: `play` (the engine's game, the rug being
//! chosen, the one gate for every action, undo), `timeline` (events -> what the screen shows
//! now, and the log), `shown` (that moment, pure), `persist` (save, resume, import, export),
//! `nav` (screens on top, notices), `prefs` (settings, language, speed, motion, sound).

pub mod coach;
pub mod history;
pub mod lesson;
pub mod nav;
pub mod persist;
pub mod play;
pub mod prefs;
pub mod remote;
pub mod replay;
pub mod review;
pub mod shown;
pub mod slots;
pub mod timeline;

pub use coach::Coach;
pub use lesson::Lesson;
pub use nav::{Nav, Notice, Overlay};
pub use play::{Action, Actor, Play};
pub use prefs::{Prefs, Settings, Speed};
pub use remote::Remote;
pub use replay::Replay;
pub use review::Reviews;
pub use shown::{Outcome, Shown, Stage};
pub use timeline::{LogEntry, Timeline};

use leptos::prelude::*;
use marrakech_engine::remote::Waiting;
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
    /// The game by link waits for another device.
    Remote(Waiting),
    Game(Phase),
}

impl UiPhase {
    /// The moment now, as shown.
    pub fn now(timeline: &Timeline, nav: &Nav, remote: &Remote) -> UiPhase {
        if nav.handing_off() {
            return UiPhase::Handoff;
        }
        let elsewhere = || {
            let w = remote.waiting.get()?;
            let away = !nav.watching.get() && !matches!(w, Waiting::Here | Waiting::Over);
            away.then_some(w)
        };
        match timeline.with(|s| (s.moving(), s.game.phase())) {
            None => UiPhase::Setup,
            Some((true, _)) => UiPhase::Moving,
            Some((false, Phase::Over)) => UiPhase::Game(Phase::Over),
            Some((false, phase)) => elsewhere().map_or(UiPhase::Game(phase), UiPhase::Remote),
        }
    }

    /// The `data-phase` value.
    pub fn hook(self) -> &'static str {
        match self {
            UiPhase::Setup => "setup",
            UiPhase::Handoff => "handoff",
            UiPhase::Moving => "moving",
            UiPhase::Remote(_) => "remote",
            UiPhase::Game(p) => p.as_str(),
        }
    }
}
