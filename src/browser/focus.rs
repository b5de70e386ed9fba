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

thread_local! {
    /// Whether the player's last input was a key (not a tap or a click).
    static BY_KEYBOARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Follows whether the player uses the keyboard or a pointer (once, for the page).
pub fn follow_input() {
    let keys = window_event_listener(leptos::ev::keydown, |_| BY_KEYBOARD.with(|k| k.set(true)));
    let pointer = window_event_listener(leptos::ev::pointerdown, |_| {
        BY_KEYBOARD.with(|k| k.set(false))
    });
    on_cleanup(move || {
        keys.remove();
        pointer.remove();
    });
}

/// Whether the last input was a key: the focus moves for a keyboard player only.
pub fn by_keyboard() -> bool {
    BY_KEYBOARD.with(|k| k.get())
}

/// Whether `el` shows the keyboard's focus (`:focus-visible`).
pub fn focus_visible(el: &web_sys::Element) -> bool {
    el.matches(":focus-visible").unwrap_or(false)
}
