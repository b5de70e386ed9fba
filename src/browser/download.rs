//! Offering a file to the player: the game's record, the history, the pictures.

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

/// Offers `blob` as a download named `name`.
pub fn blob(blob: &web_sys::Blob, name: &str) -> Result<(), JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let anchor: web_sys::HtmlAnchorElement = leptos::prelude::document()
        .create_element("a")?
        .dyn_into()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The download has its own copy once started; the address is freed a little later.
    let _ = web_sys::window().map(|w| {
        let free = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        w.set_timeout_with_callback_and_timeout_and_arguments_0(free.unchecked_ref(), 10_000)
    });
    Ok(())
}

/// A blob of `text` with the type `mime`.
pub fn text_blob(text: &str, mime: &str) -> Result<web_sys::Blob, JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
}

/// Offers `text` (of type `mime`) as a download named `name`.
pub fn text(text: &str, mime: &str, name: &str) -> Result<(), JsValue> {
    blob(&text_blob(text, mime)?, name)
}
