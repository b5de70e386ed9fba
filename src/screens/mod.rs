//! Whole screens and panels: set-up, handoff, final ranking, settings, rules, about,
//! confirmations, messages, and the crash screen.

mod about;
mod confirm;
pub mod crash;
mod diagrams;
mod extras;
mod final_screen;
mod handoff;
mod history;
mod icons;
mod later;
mod menu;
mod notice;
mod panel_close;
mod panels;
mod remote_games;
mod review;
mod rules;
mod settings;
mod setup;
mod setup_form;
mod share;
mod welcome;

pub use extras::{
    CoachLater, ConfirmImportLater, ConfirmNewGameLater, RemoteLater, ReplayBarLater, SinceLater,
};
pub use handoff::Handoff;
pub use menu::Menu;
pub use notice::NoticeBar;
pub use panels::{FinalLater, Panels};
pub use setup::SetupScreen;
pub use setup_form::SetupForm;
