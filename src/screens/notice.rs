//! Messages for the player: an import that failed, a save that could not be opened.

use leptos::prelude::*;

use crate::i18n::M;
use crate::state::{Nav, Play, Prefs};

#[component]
pub fn NoticeBar() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let play = expect_context::<Play>();
    let prefs = expect_context::<Prefs>();
    move || {
        let lang = prefs.lang.get();
        nav.notice.get().map(|n| {
            view! {
                <div class="notice" role="alert">
                    <p>{n.text(lang)}</p>
                    {n.offer_fresh_start().then(|| view! {
                        <button class="big" on:click=move |_| play.fresh_start()>{M::StartFresh.text(lang)}</button>
                    })}
                    <button class="big subtle" on:click=move |_| nav.notice.set(None)>{M::Ok.text(lang)}</button>
                </div>
            }
        })
    }
}
