//! Messages for the player: an import that failed, a save that could not be opened.

use leptos::prelude::*;

use crate::i18n::M;
use crate::session::Session;

#[component]
pub fn NoticeBar() -> impl IntoView {
    let session = expect_context::<Session>();
    move || {
        let lang = session.lang.get();
        session.notice.get().map(|n| {
            view! {
                <div class="notice" role="alert">
                    <p>{n.text(lang)}</p>
                    {n.offer_fresh_start().then(|| view! {
                        <button class="big" on:click=move |_| session.fresh_start()>{M::StartFresh.text(lang)}</button>
                    })}
                    <button class="big subtle" on:click=move |_| session.notice.set(None)>{M::Ok.text(lang)}</button>
                </div>
            }
        })
    }
}
