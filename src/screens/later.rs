//! Views whose code is split off the page's wasm (`#[wasm_split]`): a first visit does not
//! download them; they are fetched once wanted, or some seconds after the first screen,
//! whichever comes first, and drawn when they arrive.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::SplitLoaderError;

use crate::state::{provided, Nav, Notice};

/// How long after the first screen a part is fetched when nothing has asked for it (ms).
const AFTER_MS: u64 = 10_000;

/// What a split-off view returns: the view, or why its part could not be fetched.
pub type Part = Result<AnyView, SplitLoaderError>;

/// The view `load` makes, once its part has been fetched: when `wanted` turns true, or
/// [`AFTER_MS`] after this is drawn. A part that could not be fetched is said (a notice) and
/// asked for again the next time it is wanted.
pub fn later<L, F>(load: L, wanted: impl Fn() -> bool + 'static) -> impl IntoView
where
    L: Fn() -> F + Copy + 'static,
    F: Future<Output = Part> + 'static,
{
    let nav = provided::<Nav>();
    let part = RwSignal::new_local(None::<AnyView>);
    let asked = StoredValue::new(false);
    let owner = Owner::current();
    let fetch = move || {
        if asked.try_get_value() != Some(false) {
            return;
        }
        asked.set_value(true);
        let made = Owned {
            owner: owner.clone(),
            future: Box::pin(load()),
        };
        spawn_local(async move {
            match made.await {
                Ok(view) => {
                    if part.try_set(Some(view)).is_none() && nav.panel_open() {
                        // a panel that opened before its part came takes the focus now
                        crate::browser::focus::focus_soon(".panel-focus");
                    }
                }
                Err(_) => {
                    asked.try_set_value(false);
                    nav.tell(Notice::PartUnavailable);
                }
            }
        });
    };
    let first = fetch.clone();
    Effect::new(move |_| {
        if wanted() {
            first();
        }
    });
    set_timeout(fetch, Duration::from_millis(AFTER_MS));
    move || {
        part.track();
        part.try_update_untracked(Option::take).flatten()
    }
}

/// A future polled under the reactive owner of the view that asked for it: the split-off
/// view is made there (its context, its cleanup), not under whatever runs the task.
struct Owned<F> {
    owner: Option<Owner>,
    future: Pin<Box<F>>,
}

impl<F: Future> Future for Owned<F> {
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let this = self.get_mut();
        match &this.owner {
            Some(owner) => owner.with(|| this.future.as_mut().poll(cx)),
            None => this.future.as_mut().poll(cx),
        }
    }
}
