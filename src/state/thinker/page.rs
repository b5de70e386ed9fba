//! Thinking on the page's own thread: a chunk per timer task, each about 8 ms, so a frame
//! stays well under 50 ms.

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::set_timeout;
use marrakech_thinking::{next_chunk, Answer, Job, Work, CHUNK};

use super::think::{now_ms, Think, Ticket};

/// What a chunk of search may take before the page gets the hand back (ms).
pub const CHUNK_MS: f64 = 8.0;

/// Chunks on the page's thread, one per timer tick.
pub struct OnThePage {
    master_ms: u32,
}

impl OnThePage {
    pub fn new(master_ms: u32) -> OnThePage {
        OnThePage { master_ms }
    }

    /// Starts `job` under a ticket already handed out (a job the worker left unfinished).
    pub fn think_under(&self, job: Job, answer: Rc<dyn Fn(Answer)>, ticket: Ticket) {
        match Work::start(job, self.master_ms, now_ms()) {
            Some(w) => step(w, ticket, answer, CHUNK),
            None => answer(Answer::Nothing),
        }
    }
}

impl Think for OnThePage {
    fn think(&self, job: Job, answer: Rc<dyn Fn(Answer)>) -> Ticket {
        let ticket = Ticket::default();
        self.think_under(job, answer, ticket.clone());
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
            if let Some(a) = work.step(chunk, now_ms) {
                return answer(a);
            }
            if let Some(p) = work.progress() {
                answer(p);
            }
            let chunk = next_chunk(chunk, now_ms() - t0, CHUNK_MS);
            step(work, ticket, answer, chunk);
        },
        Duration::from_millis(0),
    );
}
