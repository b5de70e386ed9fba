//! Share: the link of the game (at the turn shown in a replay), copy and the system's
//! share sheet, the iframe snippet for a blog, and pictures of the market (PNG, SVG).

use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};

use crate::i18n::{F, M};
use crate::state::{Nav, Notice, Overlay, Play, Prefs, Replay, Timeline};

/// What is shared: the code, and the turn when a replay shows one.
#[derive(Clone, Debug, PartialEq)]
struct Shared {
    code: String,
    ply: Option<usize>,
}

fn shared(play: &Play, replay: &Replay, nav: &Nav) -> Option<Shared> {
    let (record, ply) = if nav.watching.get_untracked() {
        (replay.record()?, Some(replay.ply.get_untracked()))
    } else {
        let record = play
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.to_record()))?;
        (record, None)
    };
    Some(Shared {
        code: crate::link::code(&record)?,
        ply,
    })
}

/// Whether the browser has a share sheet (`navigator.share`).
pub fn has_share_sheet() -> bool {
    web_sys::window()
        .map(|w| js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("share")).unwrap_or(false))
        .unwrap_or(false)
}

/// Copies `text`; tells the player how it went.
pub fn copy(nav: Nav, text: String) {
    let Some(w) = web_sys::window() else {
        return;
    };
    // No clipboard outside secure pages (plain http): say so rather than fail.
    if !js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("clipboard")).unwrap_or(false) {
        nav.tell(Notice::CopyRefused);
        return;
    }
    let done = Closure::once(move |_: JsValue| nav.tell(Notice::LinkCopied));
    let refused = Closure::once(move |_: JsValue| nav.tell(Notice::CopyRefused));
    let _ = w
        .navigator()
        .clipboard()
        .write_text(&text)
        .then2(&done, &refused);
    // One of the two runs, once: two small closures a click are left to the page.
    done.forget();
    refused.forget();
}

/// Opens the system's share sheet with the link (a dismissed sheet is not an error).
pub fn send(title: String, url: String) {
    let Some(w) = web_sys::window() else {
        return;
    };
    let data = web_sys::ShareData::new();
    data.set_title(&title);
    data.set_url(&url);
    let dismissed = Closure::once(|_: JsValue| {});
    let _ = w.navigator().share_with_data(&data).catch(&dismissed);
    dismissed.forget();
}

#[component]
pub fn SharePanel() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let play = expect_context::<Play>();
    let replay = expect_context::<Replay>();
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    let body = move || {
        let lang = prefs.lang.get_untracked();
        let t = move |m: M| m.text(lang);
        // The link is of the turn shown: a replay playing on stops there.
        replay.playing.set(false);
        let s = shared(&play, &replay, &nav)?;
        let site = crate::link::site();
        let url = crate::link::url(&site, &s.code, s.ply, false);
        let snippet = crate::link::embed_snippet(
            &crate::link::url(&site, &s.code, s.ply, true),
            M::PageTitle.text(lang),
        );
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
                let caption = if nav.watching.get_untracked() {
                    F::ReplayAt(replay.ply.get_untracked(), replay.plies()).render(lang)
                } else {
                    F::ReplayAt(sh.game.turns().len(), sh.game.turns().len()).render(lang)
                };
                let height = crate::picture::height(sh.game.players());
                (
                    crate::picture::svg(lang, &sh.game, sh.assam.cell, sh.assam.facing, &caption),
                    height,
                )
            }) else {
                return;
            };
            let refused = move || nav.tell(Notice::DownloadRefused);
            if png {
                crate::picture::save_png(&svg.0, svg.1, "marrakech.png", refused);
            } else if crate::picture::save_svg(&svg.0, "marrakech.svg").is_err() {
                refused();
            }
        };
        Some(view! {
            <label class="field" for="share-url">{t(M::ShareLink)}</label>
            <div class="share-row">
                <input id="share-url" type="text" readonly data-testid="share-url" prop:value=url.clone() on:focus=select_all />
                <button class="big" data-testid="share-copy" on:click=move |_| copy(nav, copy_url.clone())>{t(M::Copy)}</button>
                {has_share_sheet().then(|| view! {
                    <button class="big" data-testid="share-send" on:click=move |_| send(M::PageTitle.text(lang).to_string(), send_url.clone())>
                        {t(M::SendLink)}
                    </button>
                })}
            </div>
            <p class="note">
                {t(M::ShareLinkNote)}" "{s.ply.is_some().then(|| t(M::ShareAtTurn))}
            </p>
            <label class="field" for="embed-code">{t(M::EmbedCode)}</label>
            <textarea id="embed-code" class="embed-code" readonly rows="4" data-testid="embed-code" prop:value=snippet></textarea>
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
                <h2 id="share-title" tabindex="-1" class="panel-focus">{move || M::ShareTitle.text(prefs.lang.get())}</h2>
                {body}
                <button class="big" data-testid="close-panel" on:click=move |_| nav.open(Overlay::None)>
                    {move || M::BackToGame.text(prefs.lang.get())}
                </button>
            </section>
        </Show>
    }
}
