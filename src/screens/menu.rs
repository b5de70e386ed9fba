//! The bar above the game: new game, export, import, rules, settings, about.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::session::{Notice, Overlay, Session};

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
    let session = expect_context::<Session>();
    let has_game = move || session.game.with(Option::is_some);
    let export = move |_| {
        if let Some(json) = session.record_json() {
            if download("marrakech-game.json", &json).is_err() {
                session.notice.set(Some(Notice {
                    text: "The browser refused the download.".into(),
                    offer_fresh_start: false,
                }));
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
            let result = match text {
                Some(text) => session.open_record(&text),
                None => Err("the file could not be read".to_string()),
            };
            if let Err(reason) = result {
                session.notice.set(Some(Notice {
                    text: format!("This file cannot be opened: {reason}. Your game is unchanged."),
                    offer_fresh_start: false,
                }));
            }
        });
    };
    view! {
        <nav class="menu" aria-label="Game menu">
            <Show when=has_game>
                <button data-testid="new-game" on:click=move |_| session.ask_new_game()>"New game"</button>
                <button data-testid="export-game" on:click=export>"Export"</button>
            </Show>
            <label class="file-button">
                "Import"
                <input
                    type="file"
                    accept=".json,application/json"
                    data-testid="import-game"
                    on:change=import
                />
            </label>
            <button data-testid="open-rules" on:click=move |_| session.overlay.set(Overlay::Rules)>"Rules"</button>
            <button data-testid="open-settings" on:click=move |_| session.overlay.set(Overlay::Settings)>"Settings"</button>
            <button on:click=move |_| session.overlay.set(Overlay::About)>"About"</button>
        </nav>
    }
}
