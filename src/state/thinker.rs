//! Thinking apart from the rest: a bot's decision, a hint, the review of a game are jobs
//! given to a thinker, whose answers come back later. Behind the interface: a worker (the
//! engine in a second wasm module, off the page's thread), or, when no worker can run, the
//! engine's searches cut into chunks on the page's own thread between frames. Whoever asks
//! checks that its answer is still for the position shown.

mod page;
mod worker;

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
pub use marrakech_thinking::{Answer, Job};

pub use page::OnThePage;
pub use worker::{InAWorker, Trouble};

/// The end of a job for whoever asked: calling [`Ticket::drop_it`] stops the work.
#[derive(Clone, Default)]
pub struct Ticket(Rc<Cell<bool>>);

impl Ticket {
    pub fn drop_it(&self) {
        self.0.set(true);
    }

    fn dropped(&self) -> bool {
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
    /// The worker is being started: jobs wait for it.
    Starting,
    Worker,
    /// On the page's thread, since the worker could not be used.
    Page(Trouble),
}

impl Place {
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Starting => "starting",
            Place::Worker => "worker",
            Place::Page(_) => "page",
        }
    }
}

/// The thinker the page uses (one provider for the page).
#[derive(Clone, Copy)]
pub struct Thinker {
    backend: StoredValue<Rc<dyn Think>, LocalStorage>,
    /// Where the thinking is done.
    pub place: RwSignal<Place>,
}

impl Thinker {
    pub fn new(backend: Rc<dyn Think>, place: RwSignal<Place>) -> Thinker {
        Thinker {
            backend: StoredValue::new_local(backend),
            place,
        }
    }

    /// A worker, started `after_ms` from now or at the first job, whichever comes first;
    /// the page's thread if it cannot be used.
    pub fn in_a_worker(master_ms: u32, after_ms: u32) -> Thinker {
        let place = RwSignal::new(Place::Starting);
        Thinker::new(Rc::new(InAWorker::new(master_ms, place, after_ms)), place)
    }

    pub fn think(&self, job: Job, answer: impl Fn(Answer) + 'static) -> Ticket {
        self.backend.with_value(|b| b.think(job, Rc::new(answer)))
    }
}

/// A clock in milliseconds.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// How long a master bot thinks per decision by default (ms): long enough to use its
/// search, short enough that a game against three masters keeps moving.
pub const MASTER_MS: u32 = 1_000;
