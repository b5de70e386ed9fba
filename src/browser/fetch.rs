//! A file of the site, fetched as text (`web/fetch.js`: the views that want one file at the
//! same time share its fetch; the service worker answers offline).

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(module = "/web/fetch.js")]
extern "C" {
    #[wasm_bindgen(js_name = text)]
    fn text_js(url: &str) -> js_sys::Promise;
}

/// The text at `url` (relative to the page); an error says why not.
pub async fn text(url: &str) -> Result<String, String> {
    let got = JsFuture::from(text_js(url)).await;
    match got {
        Ok(text) => text.as_string().ok_or_else(|| format!("{url}: not text")),
        Err(why) => Err(why.as_string().unwrap_or_default()),
    }
}
