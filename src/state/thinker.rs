//! Thinking apart from the rest: a bot's decision, a hint, the review of a game are jobs
//! given to a thinker, whose answers come back later. Behind the interface today: the
//! engine's searches cut into chunks on the page's own thread, between frames, so the page
//! keeps answering. Whoever asks checks that its answer is still for the position shown.

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::review::{Review, ReviewParams, Reviewer};
use marrakech_engine::bots::{self, Decision, Level};
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
}

/// What comes back.
#[derive(Clone, Debug)]
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

/// The thinker the page uses (one provider for the page).
#[derive(Clone, Copy)]
pub struct Thinker {
    backend: StoredValue<Rc<dyn Think>, LocalStorage>,
}

impl Thinker {
    pub fn new(backend: Rc<dyn Think>) -> Thinker {
        Thinker {
            backend: StoredValue::new_local(backend),
        }
    }

    /// The page's own thread, in chunks; a master bot thinks `master_ms` per decision.
    pub fn on_the_page(master_ms: u32) -> Thinker {
        Thinker::new(Rc::new(OnThePage { master_ms }))
    }

    pub fn think(&self, job: Job, answer: impl Fn(Answer) + 'static) -> Ticket {
        self.backend.with_value(|b| b.think(job, Rc::new(answer)))
    }
}

/// Iterations of the first chunk of a search.
pub const CHUNK: u32 = 250;
/// What a chunk of search may take before the page gets the hand back (ms): a frame stays
/// well under 50 ms.
const CHUNK_MS: f64 = 8.0;

/// The next chunk's size, so that a chunk takes about [`CHUNK_MS`]. The decision does not
/// depend on how the search is cut into chunks, only on the total budget.
pub fn next_chunk(size: u32, took_ms: f64) -> u32 {
    let scaled = if took_ms <= 0.05 {
        size.saturating_mul(4)
    } else {
        (size as f64 * CHUNK_MS / took_ms) as u32
    };
    scaled.clamp(50, 20_000)
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

/// Chunks on the page's thread, one per timer tick.
struct OnThePage {
    master_ms: u32,
}

enum Work {
    /// A decision; a master's against the clock: (started at, may take) in ms.
    Decide(bots::Thinker, Option<(f64, f64)>),
    Review(Box<Reviewer>),
}

impl Think for OnThePage {
    fn think(&self, job: Job, answer: Rc<dyn Fn(Answer)>) -> Ticket {
        let ticket = Ticket::default();
        let work = match job {
            Job::Decide { game, level, seed } => {
                let clock = (level == Level::Master).then(|| (now_ms(), f64::from(self.master_ms)));
                bots::Thinker::new(&game, level, seed)
                    .ok()
                    .map(|t| Work::Decide(t, clock))
            }
            Job::Review { record, seats } => {
                Reviewer::new(&record, &seats, ReviewParams::default())
                    .ok()
                    .map(|r| Work::Review(Box::new(r)))
            }
        };
        match work {
            Some(w) => step(w, ticket.clone(), answer, CHUNK),
            None => answer(Answer::Nothing),
        }
        ticket
    }
}

fn step(mut work: Work, ticket: Ticket, answer: Rc<dyn Fn(Answer)>, chunk: u32) {
    set_timeout(
        move || {
            if ticket.dropped() {
                return;
            }
            let t0 = now_ms();
            let done = match &mut work {
                Work::Decide(t, clock) => match (t.step(chunk), clock) {
                    (Some(d), _) => Some(Answer::Decision(d)),
                    // the iterations it plans are only a guess of what fits in its time
                    (None, Some((start, budget))) => {
                        t.pace(now_ms() - *start, *budget).map(Answer::Decision)
                    }
                    (None, None) => None,
                },
                Work::Review(r) => r.step(chunk).cloned().map(|r| Answer::Review(Box::new(r))),
            };
            let chunk = next_chunk(chunk, now_ms() - t0);
            match done {
                Some(a) => answer(a),
                None => {
                    if let Work::Review(r) = &work {
                        let (done, planned) = r.progress();
                        answer(Answer::Progress { done, planned });
                    }
                    step(work, ticket, answer, chunk);
                }
            }
        },
        Duration::from_millis(0),
    );
}
