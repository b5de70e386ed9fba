//! The words of a language other than English: its file, fetched when the language is first
//! used (the service worker keeps a copy for offline play).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::i18n::{words, Lang};

/// Makes `lang` ready to show: fetches and installs its words once. An error says why (the
/// page then stays in the language it shows).
pub async fn load(lang: Lang) -> Result<(), String> {
    if words::ready(lang) {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    let url = format!("words/{}.ftl", lang.code());
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&url))
        .await
        .map_err(|_| format!("{url} could not be fetched"))?
        .dyn_into()
        .map_err(|_| "not a response".to_string())?;
    if !response.ok() {
        return Err(format!("{url}: {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|_| "no text".to_string())?)
        .await
        .map_err(|_| format!("{url} could not be read"))?
        .as_string()
        .unwrap_or_default();
    words::install(lang, &text).map(|_| ())
}
