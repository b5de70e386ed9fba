//! Thinking apart from the page: a bot's decision, a hint, the review of a game are
//! [`Job`]s; [`Work`] does one in chunks (on the page between frames, or in the worker);
//! [`message`] is what the page and the worker say to each other.

mod job;
pub mod message;
mod numbers;
mod work;

pub use job::{Answer, Job};
pub use work::{next_chunk, Work, CHUNK};
