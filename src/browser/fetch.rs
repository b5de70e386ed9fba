//! A file of the site, fetched as text (the service worker answers offline).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url` (relative to the page); an error says why not.
pub async fn text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| format!("{url} could not be fetched"))?
        .dyn_into()
        .map_err(|_| "not a response".to_string())?;
    if !response.ok() {
        return Err(format!("{url}: {}", response.status()));
    }
    JsFuture::from(response.text().map_err(|_| "no text".to_string())?)
        .await
        .map_err(|_| format!("{url} could not be read"))?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}
