//! Around the market: the prompt, the die and the buttons of the turn, the players, the
//! next rug (2 players), the log.

mod controls;
mod die;
mod log;
mod next_rug;
mod players;
mod prompt;

pub use controls::{focus_soon, Controls};
pub use die::Die;
pub use log::GameLog;
pub use next_rug::NextRug;
pub use players::Players;
pub use prompt::Prompt;
