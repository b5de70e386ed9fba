//! What the table is at, for the prompt and the `phase` hook: the engine's phase, or the
//! interface's own moments (set-up, handoff, a roll being shown, a game by link waiting).

use leptos::prelude::*;
use marrakech_engine::remote::Waiting;
use marrakech_engine::Phase;

use super::mode::Mode;
use super::remote::Remote;
use super::timeline::Timeline;

/// The moment shown.
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
    /// The moment now, as shown (tracked).
    pub fn now(mode: &Mode, timeline: &Timeline, remote: &Remote) -> UiPhase {
        if mode.handoff().is_some() {
            return UiPhase::Handoff;
        }
        let elsewhere = || {
            let w = remote.waiting.get()?;
            let away = !mode.watching() && !matches!(w, Waiting::Here | Waiting::Over);
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
