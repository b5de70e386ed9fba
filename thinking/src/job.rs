//! What is asked of a thinker, and what comes back.

use marrakech_engine::bots::review::Review;
use marrakech_engine::bots::{Decision, Level};
use marrakech_engine::{Game, Record};

/// A piece of thinking.
#[derive(Clone, Debug)]
pub enum Job {
    /// The decision of the seat to play at `level`, from `seed` (same game, level and seed:
    /// same decision).
    Decide {
        game: Box<Game>,
        level: Level,
        seed: u64,
    },
    /// The review of `record` for the seats marked.
    Review { record: Record, seats: Vec<bool> },
    /// The review's own choice for the seat to play (the coach's hint: taken, it is never a
    /// loss in the review).
    Best { game: Box<Game> },
}

/// What comes back.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Decision(Decision),
    /// A review under way: rollouts done and planned.
    Progress {
        done: u64,
        planned: u64,
    },
    Review(Box<Review>),
    /// The job cannot be done (a finished game, a record that does not replay).
    Nothing,
}
