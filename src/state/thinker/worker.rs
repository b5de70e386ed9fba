//! Thinking in a worker: the engine in a second wasm module (`thinking.js` starts it), on
//! its own thread, so the page never waits for a search. Jobs go as messages
//! ([`marrakech_thinking::message`]); an answer is checked against its job before it is
//! passed on (a decision must be legal where it was asked), and a worker that cannot start,
//! fails, answers garbage or is of another version is given up: its unfinished jobs and
//! every later one are thought on the page's thread, and [`Place::Page`] says why. So is one
//! that falls silent: a job asked and nothing heard from it for [`SILENT_MS`] (a review
//! reports its progress every chunk, a decision takes a second at most).

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bots::legal_decisions;
use marrakech_engine::bots::review::Review;
use marrakech_thinking::message::{FromWorker, ToWorker, Unreadable};
use marrakech_thinking::{Answer, Job};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::page::OnThePage;
use super::think::{now_ms, Place, Think, Ticket, Trouble};

/// How long the worker may take to start before the page thinks without it (ms).
const START_MS: u32 = 15_000;

/// How long a worker with a job may stay silent before it is taken for dead (ms), beyond
/// twice a master's time: ten times what a hint takes on a slow phone.
const SILENT_MS: u32 = 10_000;

/// The worker's script, next to the page.
const SCRIPT: &str = "thinking.js";

/// The page's side of the worker.
pub struct InAWorker(Rc<Inner>);

struct Inner {
    master_ms: u32,
    place: RwSignal<Place>,
    worker: RefCell<Option<Worker>>,
    next: Cell<u32>,
    /// Jobs sent (or waiting for the worker to be ready), by id.
    asked: RefCell<Vec<(u32, Asked)>>,
    /// When the worker was last heard from, or last given a job (ms).
    heard: Cell<f64>,
    /// Whether a check for silence is due.
    watching: Cell<bool>,
    page: OnThePage,
}

struct Asked {
    job: Job,
    answer: Rc<dyn Fn(Answer)>,
    ticket: Ticket,
}

impl InAWorker {
    /// The worker starts at the first job.
    pub fn new(master_ms: u32, place: RwSignal<Place>) -> InAWorker {
        InAWorker(Rc::new(Inner {
            master_ms,
            place,
            worker: RefCell::default(),
            next: Cell::new(1),
            asked: RefCell::default(),
            heard: Cell::new(0.0),
            watching: Cell::new(false),
            page: OnThePage::new(master_ms, place),
        }))
    }
}

impl Inner {
    fn dead(&self) -> bool {
        matches!(self.place.get_untracked(), Place::Page(_) | Place::Nowhere)
    }

    fn ready(&self) -> bool {
        self.place.get_untracked() == Place::Worker
    }

    fn start(self: &Rc<Self>) {
        if self.dead() || self.worker.borrow().is_some() {
            return;
        }
        self.place.set(Place::Starting);
        let Some(worker) = spawn() else {
            return self.give_up(Trouble::CannotStart);
        };
        let me = self.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let numbers = e.data().dyn_into::<js_sys::Uint32Array>().ok();
            me.read(numbers.map(|n| n.to_vec()));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let me = self.clone();
        let on_error = Closure::<dyn Fn(JsValue)>::new(move |_| {
            me.give_up(if me.ready() {
                Trouble::Broken
            } else {
                Trouble::CannotStart
            });
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        *self.worker.borrow_mut() = Some(worker);
        let me = self.clone();
        set_timeout(
            move || {
                if me.place.get_untracked() == Place::Starting {
                    me.give_up(Trouble::CannotStart);
                }
            },
            Duration::from_millis(START_MS.into()),
        );
    }

    /// Posts `message`; false if it cannot be written (a record that does not replay).
    fn post(&self, message: &ToWorker) -> bool {
        let Some((numbers, text)) = message.message() else {
            return false;
        };
        let data = js_sys::Array::of2(&js_sys::Uint32Array::from(&numbers[..]), &text.into());
        let sent = self
            .worker
            .borrow()
            .as_ref()
            .map(|w| w.post_message(&data).is_ok());
        if sent == Some(false) {
            // a job that cannot be sent never comes back
            self.give_up(Trouble::Broken);
        }
        true
    }

    fn read(self: &Rc<Self>, numbers: Option<Vec<u32>>) {
        if self.dead() {
            return;
        }
        self.heard.set(now_ms());
        match numbers.as_deref().map(FromWorker::read) {
            Some(Ok(FromWorker::Ready)) if !self.ready() => {
                self.place.set(Place::Worker);
                let waiting: Vec<(u32, Job)> = self
                    .asked
                    .borrow()
                    .iter()
                    .filter(|(_, a)| !a.ticket.dropped())
                    .map(|(id, a)| (*id, a.job.clone()))
                    .collect();
                for (id, job) in waiting {
                    self.send(id, job);
                }
            }
            Some(Ok(FromWorker::Answer { id, answer })) if self.ready() => self.receive(id, answer),
            Some(Err(Unreadable::Version(_))) => self.give_up(Trouble::OtherVersion),
            _ if !self.ready() => self.give_up(Trouble::CannotStart),
            _ => self.give_up(Trouble::Broken),
        }
    }

    fn send(self: &Rc<Self>, id: u32, job: Job) {
        let master_ms = self.master_ms;
        if self.post(&ToWorker::Start { id, master_ms, job }) {
            self.heard.set(now_ms());
            return self.watch();
        }
        // no code for its record: the page's own thread answers it, the worker stays
        let at = self.asked.borrow().iter().position(|(i, _)| *i == id);
        if let Some(at) = at {
            let (_, a) = self.asked.borrow_mut().remove(at);
            self.page.think_under(a.job, a.answer, a.ticket);
        }
    }

    fn receive(self: &Rc<Self>, id: u32, answer: Answer) {
        let at = self.asked.borrow().iter().position(|(i, _)| *i == id);
        // none: already answered, or given up by whoever asked
        let Some(at) = at else { return };
        let (fits, dropped, to) = {
            let a = &self.asked.borrow()[at].1;
            (fits(&a.job, &answer), a.ticket.dropped(), a.answer.clone())
        };
        if dropped {
            self.asked.borrow_mut().remove(at);
            self.post(&ToWorker::Stop { id });
            return;
        }
        if !fits {
            return self.give_up(Trouble::Broken);
        }
        if !matches!(answer, Answer::Progress { .. }) {
            self.asked.borrow_mut().remove(at);
        }
        to(answer);
    }

    /// Checks, once the worker may have been silent too long, that it was not while a job
    /// waited for it.
    fn watch(self: &Rc<Self>) {
        if self.watching.replace(true) {
            return;
        }
        let limit = f64::from(SILENT_MS + 2 * self.master_ms);
        let wait = (self.heard.get() + limit - now_ms()).max(0.0);
        let me = self.clone();
        set_timeout(
            move || {
                me.watching.set(false);
                let waiting = me.asked.borrow().iter().any(|(_, a)| !a.ticket.dropped());
                if !me.ready() || !waiting {
                    return;
                }
                if now_ms() - me.heard.get() >= limit {
                    me.give_up(Trouble::Broken);
                } else {
                    me.watch();
                }
            },
            Duration::from_millis(wait as u64 + 1),
        );
    }

    /// From now on the page thinks: the worker's unfinished jobs first.
    fn give_up(&self, why: Trouble) {
        if self.dead() {
            return;
        }
        self.place.set(Place::Page(why));
        if let Some(w) = self.worker.borrow_mut().take() {
            w.terminate();
        }
        let asked = std::mem::take(&mut *self.asked.borrow_mut());
        for (_, a) in asked {
            if !a.ticket.dropped() {
                self.page.think_under(a.job, a.answer, a.ticket);
            }
        }
    }
}

impl Think for InAWorker {
    fn think(&self, job: Job, answer: Rc<dyn Fn(Answer)>) -> Ticket {
        let me = &self.0;
        if me.dead() {
            return me.page.think(job, answer);
        }
        let id = me.next.get();
        me.next.set(id.wrapping_add(1));
        let ticket = Ticket::default();
        let asked = Asked {
            job: job.clone(),
            answer,
            ticket: ticket.clone(),
        };
        me.asked.borrow_mut().push((id, asked));
        if me.ready() {
            me.send(id, job);
        }
        me.start();
        ticket
    }
}

/// A module worker running [`SCRIPT`]; `None` if this browser cannot make one.
fn spawn() -> Option<Worker> {
    let has_workers = js_sys::Reflect::has(&js_sys::global(), &JsValue::from_str("Worker"));
    if !has_workers.unwrap_or(false) {
        return None;
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    Worker::new_with_options(SCRIPT, &options).ok()
}

/// Whether `answer` can be an answer to `job`: a decision legal where it was asked, a
/// review of the seats and turns asked for.
fn fits(job: &Job, answer: &Answer) -> bool {
    match (job, answer) {
        (Job::Decide { game, .. }, Answer::Decision(d)) => {
            let legal = legal_decisions(game.position());
            legal.contains(d) || (legal.is_empty() && d.actions().is_empty() && !game.is_over())
        }
        (Job::Decide { game, .. }, Answer::Nothing) => game.is_over(),
        // the hint: a decision to take, never the roll
        (Job::Best { game }, Answer::Decision(d)) => legal_decisions(game.position()).contains(d),
        (Job::Best { game }, Answer::Nothing) => {
            game.is_over() || game.phase() == marrakech_engine::Phase::Roll
        }
        (Job::Review { record, seats }, Answer::Review(r)) => {
            review_fits(r, record.turns.len(), seats)
        }
        (Job::Review { .. }, Answer::Progress { done, planned }) => done <= planned,
        (Job::Review { .. }, Answer::Nothing) => true,
        _ => false,
    }
}

fn review_fits(r: &Review, turns: usize, seats: &[bool]) -> bool {
    r.luck.len() == seats.len()
        && r.turns.iter().all(|t| {
            (1..=turns).contains(&t.turn) && seats.get(t.seat.index()).copied().unwrap_or(false)
        })
}
