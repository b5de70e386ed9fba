//! Share: the link of the game (at the turn shown in a replay), copy and the system's
//! share sheet, the iframe snippet for a blog, and pictures of the market (PNG, SVG).

use crate::state::provided;
use leptos::prelude::*;

use wasm_bindgen::JsCast;

use crate::browser::share::{has_share_sheet, send};

use super::panel_close::PanelClose;
use crate::i18n::{F, M};
use crate::state::{Mode, Nav, Notice, Overlay, Prefs, Remote, Replay, Session, Timeline};

/// What is shared: the code, and the turn when a replay shows one.
#[derive(Clone, Debug, PartialEq)]
struct Shared {
    code: String,
    ply: Option<usize>,
}

fn shared(session: &Session, replay: &Replay) -> Option<Shared> {
    let (record, ply) = if session.mode.with_untracked(Mode::watching) {
        (replay.record()?, Some(replay.ply.get_untracked()))
    } else {
        let record = session.game_untracked()?.to_record();
        (record, None)
    };
    Some(Shared {
        code: crate::browser::link::code(&record)?,
        ply,
    })
}

#[component]
pub fn SharePanel() -> impl IntoView {
    let nav = provided::<Nav>();
    let session = provided::<Session>();
    let replay = provided::<Replay>();
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let remote = provided::<Remote>();
    let body = move || {
        let t = move |m: M| move || prefs.t(m);
        // The link is of the turn shown: a replay playing on stops there.
        replay.playing.set(false);
        let s = shared(&session, &replay)?;
        // with a seat here: a watcher (no key) has no turn to send
        let by_link = session
            .mode
            .with_untracked(|m| matches!(m, Mode::ByLink { .. }))
            && remote.secret.with_untracked(Option::is_some);
        let site = crate::browser::link::site();
        let url = crate::browser::link::url(&site, &s.code, s.ply, false);
        let embed_url = crate::browser::link::url(&site, &s.code, s.ply, true);
        // the frame's title in the language shown
        let snippet = move || {
            crate::browser::link::embed_snippet(&embed_url, M::PageTitle.text(prefs.lang.get()))
        };
        let (copy_url, send_url) = (url.clone(), url.clone());
        let select_all = |ev: leptos::ev::FocusEvent| {
            if let Some(el) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                el.select();
            }
        };
        let picture = move |png: bool| {
            let lang = prefs.lang.get_untracked();
            let Some(svg) = timeline.with_untracked(|sh| {
                let caption = if session.mode.with_untracked(Mode::watching) {
                    F::ReplayAt(replay.ply.get_untracked(), replay.plies()).render(lang)
                } else {
                    F::ReplayAt(sh.game.turns().len(), sh.game.turns().len()).render(lang)
                };
                let height = crate::market::picture::height(sh.game.players());
                (
                    crate::market::picture::svg(
                        lang,
                        &sh.game,
                        sh.assam.cell,
                        sh.assam.facing,
                        &caption,
                    ),
                    height,
                )
            }) else {
                return;
            };
            let refused = move || nav.tell(Notice::DownloadRefused);
            if png {
                crate::market::picture::save_png(&svg.0, svg.1, "marrakech.png", refused);
            } else if crate::market::picture::save_svg(&svg.0, "marrakech.svg").is_err() {
                refused();
            }
        };
        Some(view! {
            <label class="field" for="share-url">{t(M::ShareLink)}</label>
            <div class="share-row">
                <input id="share-url" type="text" dir="ltr" readonly data-testid="share-url" prop:value=url.clone() on:focus=select_all />
                <button class="big" data-testid="share-copy" on:click=move |_| nav.copy(copy_url.clone())>{t(M::Copy)}</button>
                {has_share_sheet().then(|| view! {
                    <button class="big" data-testid="share-send" on:click=move |_| send(M::PageTitle.text(prefs.lang.get_untracked()).to_string(), send_url.clone())>
                        {t(M::SendLink)}
                    </button>
                })}
            </div>
            <p class="note">
                {t(M::ShareLinkNote)}" "{s.ply.is_some().then(|| t(M::ShareAtTurn))}
            </p>
            // in a game by link this is not the link that plays: say which one is
            {by_link.then(|| view! { <p class="note" data-testid="share-by-link">{t(M::ShareByLink)}</p> })}
            <label class="field" for="embed-code">{t(M::EmbedCode)}</label>
            <textarea id="embed-code" class="embed-code" dir="ltr" readonly rows="4" data-testid="embed-code" prop:value=snippet></textarea>
            <p class="field">{t(M::Picture)}</p>
            <div class="share-row">
                <button class="big" data-testid="download-picture" on:click=move |_| picture(true)>{t(M::PicturePng)}</button>
                <button class="big" data-testid="download-svg" on:click=move |_| picture(false)>{t(M::PictureSvg)}</button>
            </div>
        })
    };
    view! {
        <Show when=move || nav.overlay.get() == Overlay::Share>
            <section class="panel share" role="dialog" aria-modal="true" aria-labelledby="share-title" data-testid="share-panel">
                <PanelClose />
                <h2 id="share-title" tabindex="-1" class="panel-focus">{move || M::ShareTitle.text(prefs.lang.get())}</h2>
                {body}
                <button class="big" data-testid="close-panel" on:click=move |_| nav.open(Overlay::None)>
                    {move || M::BackToGame.text(prefs.lang.get())}
                </button>
            </section>
        </Show>
    }
}
