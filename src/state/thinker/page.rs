//! Thinking on the page's own thread: a chunk per timer task, each about 8 ms, so a frame
//! stays well under 50 ms. Only when the worker cannot be used: the searches' code is then
//! fetched as a part of its own (split off the page's wasm, so a first visit does not
//! download it twice).

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use marrakech_thinking::{next_chunk, Answer, Job, Work, CHUNK};

use super::think::{now_ms, Place, Think, Ticket};

/// What a chunk of search may take before the page gets the hand back (ms).
pub const CHUNK_MS: f64 = 8.0;

/// Chunks on the page's thread, one per timer tick.
pub struct OnThePage {
    master_ms: u32,
    /// Set to [`Place::Nowhere`] when the searches' part cannot be fetched.
    place: RwSignal<Place>,
}

impl OnThePage {
    pub fn new(master_ms: u32, place: RwSignal<Place>) -> OnThePage {
        OnThePage { master_ms, place }
    }

    /// Starts `job` under a ticket already handed out (a job the worker left unfinished).
    pub fn think_under(&self, job: Job, answer: Rc<dyn Fn(Answer)>, ticket: Ticket) {
        let (master_ms, place) = (self.master_ms, self.place);
        spawn_local(async move {
            let started = start(job, master_ms, now_ms()).await;
            // a job given up while its part came gets no answer, as in every step
            if ticket.dropped() {
                return;
            }
            match started {
                Ok(Some(w)) => step(w, ticket, answer, CHUNK, place),
                Ok(None) => answer(Answer::Nothing),
                Err(_) => unavailable(place, &answer),
            }
        });
    }
}

/// The searches' part could not be fetched: nothing can think here (the app says so).
fn unavailable(place: RwSignal<Place>, answer: &Rc<dyn Fn(Answer)>) {
    place.set(Place::Nowhere);
    answer(Answer::Nothing);
}

#[wasm_split(thinking, wasm_split_path = leptos::wasm_split, fallible)]
fn start(job: Job, master_ms: u32, now: f64) -> Result<Option<Work>, SplitLoaderError> {
    Ok(Work::start(job, master_ms, now))
}

#[wasm_split(thinking, wasm_split_path = leptos::wasm_split, fallible)]
fn step_once(work: &mut Work, chunk: u32) -> Result<Option<Answer>, SplitLoaderError> {
    Ok(work.step(chunk, now_ms))
}

impl Think for OnThePage {
    fn think(&self, job: Job, answer: Rc<dyn Fn(Answer)>) -> Ticket {
        let ticket = Ticket::default();
        self.think_under(job, answer, ticket.clone());
        ticket
    }
}

fn step(
    mut work: Work,
    ticket: Ticket,
    answer: Rc<dyn Fn(Answer)>,
    chunk: u32,
    place: RwSignal<Place>,
) {
    set_timeout(
        move || {
            if ticket.dropped() {
                return;
            }
            spawn_local(async move {
                let t0 = now_ms();
                match step_once(&mut work, chunk).await {
                    Ok(Some(a)) => return answer(a),
                    Ok(None) => {}
                    Err(_) => return unavailable(place, &answer),
                }
                if let Some(p) = work.progress() {
                    answer(p);
                }
                let chunk = next_chunk(chunk, now_ms() - t0, CHUNK_MS);
                step(work, ticket, answer, chunk, place);
            });
        },
        Duration::from_millis(0),
    );
}
