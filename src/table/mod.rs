//! Around the market: the prompt, the die and the buttons of the turn, what the last roll
//! led to, the players, the next rug (2 players), the log, the summary since a person's
//! last turn.

mod coach_panel;
mod controls;
mod die;
mod headline;
mod lesson_panel;
mod log;
mod next_rug;
mod other_tab;
mod players;
mod prompt;
mod remote_panel;
mod replay_bar;
mod since;

pub use coach_panel::CoachPanel;
pub use controls::{Controls, RugPositions};
pub use die::Die;
pub use headline::Headline;
pub use lesson_panel::LessonPanel;
pub use log::GameLog;
pub use next_rug::NextRug;
pub use other_tab::OtherTab;
pub use players::{bot_badge, Players};
pub use prompt::Prompt;
pub use remote_panel::RemotePanel;
pub use replay_bar::ReplayBar;
pub use since::Since;
