//! The bar above the game: new game, export, import, rules, settings, about.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::icons::{icon, Icon};
use crate::i18n::errors::OpenError;
use crate::i18n::{Lang, M};
use crate::state::{Nav, Notice, Overlay, Play, Prefs};

/// Offers `text` as a file download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let anchor: web_sys::HtmlAnchorElement = document().create_element("a")?.dyn_into()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

#[component]
pub fn Menu() -> impl IntoView {
    let play = expect_context::<Play>();
    let nav = expect_context::<Nav>();
    let prefs = expect_context::<Prefs>();
    let has_game = move || play.game.with(Option::is_some);
    let export = move |_| {
        if let Some(json) = play.record_json() {
            if download("marrakech-game.json", &json).is_err() {
                nav.tell(Notice::DownloadRefused);
            }
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            let Some(text) = text else {
                nav.tell(Notice::ImportFailed(OpenError::Unreadable));
                return;
            };
            // A file that cannot be opened is told at once; a good one replaces a game in
            // progress only once the player says so.
            match crate::state::persist::open(&text) {
                Err(reason) => nav.tell(Notice::ImportFailed(reason)),
                Ok(_) if play.in_progress() => nav.open(Overlay::ConfirmImport(text)),
                Ok(_) => play.import(&text),
            }
        });
    };
    let t = move |m: M| m.text(prefs.lang.get_untracked());
    let pick_lang = move |ev: leptos::ev::Event| {
        if let Some(lang) = Lang::parse(&event_target_value(&ev)) {
            prefs.lang.set(lang);
            crate::state::prefs::save_lang(lang);
            // the page is drawn again in the new language: keep the keyboard where it was
            crate::table::focus_soon("[data-testid=language]");
        }
    };
    view! {
        <nav class="menu" aria-label=t(M::GameMenu)>
            <Show when=has_game>
                <button data-testid="new-game" title=t(M::NewGame) on:click=move |_| play.ask_new_game()>
                    {icon(Icon::NewGame)}
                    <span class="menu-label">{t(M::NewGame)}</span>
                </button>
                <button data-testid="export-game" title=t(M::Export) on:click=export>
                    {icon(Icon::Export)}
                    <span class="menu-label">{t(M::Export)}</span>
                </button>
            </Show>
            <label class="file-button" title=t(M::Import)>
                {icon(Icon::Import)}
                <span class="menu-label">{t(M::Import)}</span>
                <input
                    type="file"
                    accept=".json,application/json"
                    data-testid="import-game"
                    on:change=import
                />
            </label>
            <button data-testid="open-rules" title=t(M::Rules) on:click=move |_| nav.open(Overlay::Rules)>
                {icon(Icon::Rules)}
                <span class="menu-label">{t(M::Rules)}</span>
            </button>
            <button data-testid="open-settings" title=t(M::Settings) on:click=move |_| nav.open(Overlay::Settings)>
                {icon(Icon::Settings)}
                <span class="menu-label">{t(M::Settings)}</span>
            </button>
            <button title=t(M::About) on:click=move |_| nav.open(Overlay::About)>
                {icon(Icon::About)}
                <span class="menu-label">{t(M::About)}</span>
            </button>
            <label class="lang-field">
                <span class="visually-hidden">{t(M::Language)}</span>
                <select
                    data-testid="language"
                    prop:value=move || prefs.lang.get().code()
                    on:change=pick_lang
                >
                    {Lang::ALL
                        .into_iter()
                        .map(|l| view! { <option value=l.code() lang=l.code()>{l.native_name()}</option> })
                        .collect_view()}
                </select>
            </label>
        </nav>
    }
}
