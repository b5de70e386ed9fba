//! Thinking apart from the rest: a bot's decision, a hint, the review of a game are jobs
//! given to a thinker, whose answers come back later. Behind the interface: a worker (the
//! engine in a second wasm module, off the page's thread), or, when no worker can run, the
//! engine's searches cut into chunks on the page's own thread between frames. Whoever asks
//! checks that its answer is still for the position shown.

mod page;
mod think;
mod worker;

use std::rc::Rc;

use leptos::prelude::*;
pub use marrakech_thinking::{Answer, Job};

#[cfg(feature = "bench")]
pub use page::CHUNK_MS;
#[cfg(feature = "bench")]
pub use think::now_ms;
pub use think::{Place, Think, Ticket, Trouble};
pub use worker::InAWorker;

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

    /// A worker, started at the first job (a page where nobody asks the bots anything never
    /// fetches it); the page's thread if it cannot be used.
    pub fn in_a_worker(master_ms: u32) -> Thinker {
        let place = RwSignal::new(Place::Idle);
        Thinker::new(Rc::new(InAWorker::new(master_ms, place)), place)
    }

    pub fn think(&self, job: Job, answer: impl Fn(Answer) + 'static) -> Ticket {
        self.backend.with_value(|b| b.think(job, Rc::new(answer)))
    }
}

/// How long a master bot thinks per decision by default (ms): long enough to use its
/// search, short enough that a game against three masters keeps moving.
pub const MASTER_MS: u32 = 1_000;
