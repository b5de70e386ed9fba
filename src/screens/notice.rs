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
    Effect::new(move |_| {
        if let Some(n) = nav.notice.get().filter(|n| !n.is_failure()) {
            set_timeout(
                move || {
                    if nav.notice.get_untracked().as_ref() == Some(&n) {
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
