//! The clipboard and the system's share sheet.

use wasm_bindgen::{closure::Closure, JsValue};

/// Whether the browser has a share sheet (`navigator.share`).
pub fn has_share_sheet() -> bool {
    web_sys::window()
        .map(|w| js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("share")).unwrap_or(false))
        .unwrap_or(false)
}

/// Copies `text`; `then(true)` once copied, `then(false)` when the browser refused (no
/// clipboard outside secure pages, plain http).
pub fn copy(text: String, then: impl Fn(bool) + Clone + 'static) {
    let Some(w) = web_sys::window() else {
        return then(false);
    };
    if !js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("clipboard")).unwrap_or(false) {
        return then(false);
    }
    let yes = then.clone();
    let done = Closure::once(move |_: JsValue| yes(true));
    let refused = Closure::once(move |_: JsValue| then(false));
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
