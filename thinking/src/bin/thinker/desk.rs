//! The worker's desk: the jobs under way, each a chunk per task of the worker's loop.

use std::cell::RefCell;
use std::rc::Rc;

use marrakech_thinking::message::{FromWorker, ToWorker, Unreadable};
use marrakech_thinking::{next_chunk, Answer, Work, CHUNK};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// What a chunk may take here (ms): nobody waits on this thread but the next message.
const CHUNK_MS: f64 = 30.0;

struct Desk {
    scope: DedicatedWorkerGlobalScope,
    /// Each job under way (id, work, the size of its next chunk): a few at most.
    jobs: RefCell<Vec<(u32, Work, u32)>>,
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Listens to the page and says it is ready.
pub fn open() {
    let desk = Rc::new(Desk {
        scope: js_sys::global().unchecked_into(),
        jobs: RefCell::default(),
    });
    let d = desk.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        d.read(e.data());
    });
    desk.scope
        .set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    desk.post(&FromWorker::Ready);
}

impl Desk {
    fn post(&self, message: &FromWorker) {
        let numbers = js_sys::Uint32Array::from(&message.numbers()[..]);
        let _ = self.scope.post_message(&numbers);
    }

    /// A message is `[numbers, text]`: a `Uint32Array` and a string.
    fn read(self: &Rc<Self>, data: JsValue) {
        let parts = data.dyn_into::<js_sys::Array>().ok();
        let message = parts.and_then(|p| {
            let numbers = p.get(0).dyn_into::<js_sys::Uint32Array>().ok()?.to_vec();
            Some(ToWorker::read(&numbers, &p.get(1).as_string()?))
        });
        match message {
            Some(Ok(ToWorker::Start { id, master_ms, job })) => {
                match Work::start(job, master_ms, now()) {
                    Some(work) => {
                        self.jobs.borrow_mut().push((id, work, CHUNK));
                        self.later(id);
                    }
                    None => self.post(&FromWorker::Answer {
                        id,
                        answer: Answer::Nothing,
                    }),
                }
            }
            Some(Err(Unreadable::Unplayable(id))) => self.post(&FromWorker::Answer {
                id,
                answer: Answer::Nothing,
            }),
            Some(Ok(ToWorker::Stop { id })) => {
                self.jobs.borrow_mut().retain(|(i, ..)| *i != id);
            }
            _ => self.post(&FromWorker::Refused),
        }
    }

    /// Job `id`'s next chunk, after whatever messages have come in.
    fn later(self: &Rc<Self>, id: u32) {
        let d = self.clone();
        let f = Closure::once_into_js(move || d.work(id));
        let _ = self
            .scope
            .set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
    }

    fn work(self: &Rc<Self>, id: u32) {
        let at = self.jobs.borrow().iter().position(|(i, ..)| *i == id);
        let Some((_, mut work, chunk)) = at.map(|at| self.jobs.borrow_mut().remove(at)) else {
            return; // stopped
        };
        let t0 = now();
        if let Some(answer) = work.step(chunk, now) {
            return self.post(&FromWorker::Answer { id, answer });
        }
        if let Some(answer) = work.progress() {
            self.post(&FromWorker::Answer { id, answer });
        }
        let chunk = next_chunk(chunk, now() - t0, CHUNK_MS);
        self.jobs.borrow_mut().push((id, work, chunk));
        self.later(id);
    }
}
