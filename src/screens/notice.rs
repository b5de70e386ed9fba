//! Messages for the player: an import that failed, a save that could not be opened, a
//! game loaded. They float over the page (nothing moves when one shows); good news goes by
//! itself after a few seconds.

use crate::state::provided;
use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Nav, Prefs, Session};

#[component]
pub fn NoticeBar() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let prefs = provided::<Prefs>();
    // Each notice told is a new one, even the same words again: the timer ends only its own
    // (a count rather than comparing notices, whose errors would bring their comparisons).
    let told = std::rc::Rc::new(std::cell::Cell::new(0u32));
    Effect::new(move |_| {
        let n = nav.notice.with(|n| n.as_ref().map(|n| !n.is_failure()));
        told.set(told.get().wrapping_add(1));
        if n == Some(true) {
            let (told, this) = (told.clone(), told.get());
            set_timeout(
                move || {
                    if told.get() == this {
                        nav.notice.set(None);
                    }
                },
                std::time::Duration::from_secs(4),
            );
        }
    });
    move || {
        let lang = prefs.lang.get();
        nav.notice.get().map(|n| {
            view! {
                <div
                    class="notice"
                    class:good=!n.is_failure()
                    data-testid="notice"
                    role=if n.is_failure() { "alert" } else { "status" }
                >
                    <p>{n.text(lang)}</p>
                    {n.offer_fresh_start().then(|| view! {
                        <button class="big" on:click=move |_| session.fresh_start()>{M::StartFresh.text(lang)}</button>
                    })}
                    <button class="big subtle" on:click=move |_| nav.notice.set(None)>{M::Ok.text(lang)}</button>
                </div>
            }
        })
    }
}
