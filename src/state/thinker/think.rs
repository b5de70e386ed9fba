//! What every thinker shares: the interface, the ticket of a job, where the thinking is
//! done, and the clock.

use std::cell::Cell;
use std::rc::Rc;

use marrakech_thinking::{Answer, Job};

/// The end of a job for whoever asked: calling [`Ticket::drop_it`] stops the work.
#[derive(Clone, Default)]
pub struct Ticket(Rc<Cell<bool>>);

impl Ticket {
    pub fn drop_it(&self) {
        self.0.set(true);
    }

    pub(super) fn dropped(&self) -> bool {
        self.0.get()
    }
}

/// Where thinking happens.
pub trait Think {
    /// Starts `job`; `answer` gets its progress and, last, its result, unless the ticket is
    /// dropped first.
    fn think(&self, job: Job, answer: Rc<dyn Fn(Answer)>) -> Ticket;
}

/// Where the thinking is done now (shown to tests as the page's `data-thinking`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// Nothing asked yet: no worker started.
    Idle,
    /// The worker is being started: jobs wait for it.
    Starting,
    Worker,
    /// On the page's thread, since the worker could not be used.
    Page(Trouble),
    /// Nowhere: the worker could not be used and the searches' part for the page's thread
    /// could not be fetched (offline before its first use).
    Nowhere,
}

impl Place {
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Idle => "idle",
            Place::Starting => "starting",
            Place::Worker => "worker",
            Place::Page(_) => "page",
            Place::Nowhere => "nowhere",
        }
    }
}

/// A clock in milliseconds.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// Why the worker is not used.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Trouble {
    /// It could not start (no module workers in this browser, a failed download) in time.
    CannotStart,
    /// It failed, or answered something that is not an answer to what was asked.
    Broken,
    /// It is of another version than the page (a cached old worker).
    OtherVersion,
}
