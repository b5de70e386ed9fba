//! Views whose code is split off the page's wasm (`#[wasm_split]`): a first visit does not
//! download them; they are fetched once wanted, or some seconds after the first screen,
//! whichever comes first, and drawn when they arrive.

use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};
use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::SplitLoaderError;

use crate::state::speech::load_later;
use crate::state::{provided, Nav, Notice, Prefs};

/// How long after the first screen a part is fetched when nothing has asked for it (ms).
const AFTER_MS: u64 = 10_000;

/// What a split-off view returns: the view, or why its part could not be fetched.
pub type Part = Result<AnyView, SplitLoaderError>;

/// A part's fetching and making, its type erased.
type Making = Pin<Box<dyn Future<Output = Part>>>;

/// The view `load` makes, once its part has been fetched: when `wanted` turns true, or
/// [`AFTER_MS`] after this is drawn. A part that could not be fetched is said (a notice, once
/// until it comes) and asked for again the next time it is wanted, and every [`AFTER_MS`]
/// while it is wanted (the table's boxes are, all the time the table shows). When it comes
/// while `focus` holds (a panel or a question it draws is open), its `.panel-focus` takes the
/// keyboard focus, which the view it replaces could not take. A view that shows later words
/// waits for them too ([`Words`]).
pub fn later<L, F>(
    load: L,
    wanted: impl Fn() -> bool + 'static,
    focus: impl Fn() -> bool + 'static,
    words: Words,
) -> impl IntoView
where
    L: Fn() -> F + 'static,
    F: Future<Output = Part> + 'static,
{
    // one body for every part (a body per part was 18 KB of the page's wasm)
    later_erased(
        Rc::new(move || Box::pin(load()) as Making),
        Box::new(wanted),
        Rc::new(focus),
        words,
    )
}

/// The words a part's view shows: the first words only, or later words too (then they are
/// fetched with the part, and its view is drawn once both have come; if the words cannot
/// come, it shows them in English). Its component bodies run before the words are installed:
/// a later word is read in a closure of the view, never in a body.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Words {
    First,
    Later,
}

fn later_erased(
    load: Rc<dyn Fn() -> Making>,
    wanted: Box<dyn Fn() -> bool>,
    focus: Rc<dyn Fn() -> bool>,
    words: Words,
) -> impl IntoView {
    let nav = provided::<Nav>();
    let prefs = provided::<Prefs>();
    let part = RwSignal::new_local(None::<AnyView>);
    let asked = StoredValue::new(false);
    let told = StoredValue::new(false);
    let again = RwSignal::new(0u32);
    let owner = Owner::current();
    let fetch = move || {
        if asked.try_get_value() != Some(false) {
            return;
        }
        asked.set_value(true);
        let made = Owned {
            owner: owner.clone(),
            future: load(),
        };
        let focus = focus.clone();
        let lang = (words == Words::Later).then(|| prefs.lang.get_untracked());
        if let Some(lang) = lang {
            // under way while the part comes: the view waits for the same fetch below
            spawn_local(async move {
                let _ = load_later(lang).await;
            });
        }
        spawn_local(async move {
            let made = made.await;
            if let Some(lang) = lang {
                let _ = load_later(lang).await;
            }
            match made {
                Ok(view) => {
                    told.try_set_value(false);
                    if part.try_set(Some(view)).is_none() && focus() {
                        crate::browser::focus::focus_top_soon();
                    }
                }
                Err(_) => {
                    asked.try_set_value(false);
                    if told.try_get_value() == Some(false) {
                        told.set_value(true);
                        nav.tell(Notice::PartUnavailable);
                    }
                    set_timeout(
                        move || {
                            again.try_update(|n| *n += 1);
                        },
                        Duration::from_millis(AFTER_MS),
                    );
                }
            }
        });
    };
    let first = fetch.clone();
    Effect::new(move |_| {
        again.track();
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
struct Owned {
    owner: Option<Owner>,
    future: Making,
}

impl Future for Owned {
    type Output = Part;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Part> {
        let this = self.get_mut();
        match &this.owner {
            Some(owner) => owner.with(|| this.future.as_mut().poll(cx)),
            None => this.future.as_mut().poll(cx),
        }
    }
}
