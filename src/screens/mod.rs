//! Whole screens and panels: set-up, handoff, final ranking, settings, rules, about,
//! confirmations, messages, and the crash screen.

mod about;
mod confirm;
pub mod crash;
mod diagrams;
mod final_screen;
mod handoff;
mod history;
mod icons;
mod menu;
mod notice;
mod panel_close;
mod remote_games;
mod review;
mod rules;
mod settings;
mod setup;
mod setup_form;
mod share;
mod welcome;

pub use about::About;
pub use confirm::{ConfirmImport, ConfirmNewGame};
pub use final_screen::FinalScreen;
pub use handoff::Handoff;
pub use history::HistoryPanel;
pub use menu::Menu;
pub use notice::NoticeBar;
pub use review::ReviewPanel;
pub use rules::RulesPage;
pub use settings::SettingsPanel;
pub use setup::SetupScreen;
pub use setup_form::SetupForm;
pub use share::SharePanel;
