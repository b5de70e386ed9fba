//! Keyboard focus moved by the app (a panel that opens, the list of rug positions).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the first element matching `selector`, once the view is
/// drawn, without scrolling the page (the market must stay where the player sees it).
pub fn focus_soon(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document()
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    });
}
