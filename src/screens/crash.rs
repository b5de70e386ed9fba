//! When the program fails: a calm screen with a reload link instead of a dead page. It is
//! built with plain DOM calls because, after a panic, the app itself cannot run any more.
//! The saved game is in browser storage and survives.
//!
//! The release build stops at a panic at once, without running a hook (the panic machinery
//! and its messages are left out of the wasm), so the page's script (web/shell.js) catches
//! the wasm's trap and calls back the function installed here.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::prelude::*;

use crate::i18n::{Lang, M};

fn show(message: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    // The app cannot run any more: the language is read back from the page.
    let lang = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|l| Lang::parse(&l))
        .unwrap_or_default();
    let body = document.body()?;
    let crash = document.create_element("div").ok()?;
    crash.set_attribute("data-testid", "crash").ok()?;
    crash.set_attribute("class", "crash").ok()?;
    crash.set_attribute("role", "alert").ok()?;
    let title = document.create_element("h2").ok()?;
    title.set_text_content(Some(M::CrashTitle.text(lang)));
    let text = document.create_element("p").ok()?;
    // "your game is saved" only when one is: a crash on the set-up has none to promise
    let body_text = if crate::store::saved_game::kept() {
        M::CrashBody
    } else {
        M::CrashBodyNoGame
    };
    text.set_text_content(Some(body_text.text(lang)));
    let details = document.create_element("textarea").ok()?;
    details.set_attribute("readonly", "").ok()?;
    // a program's message, left to right in every language
    details.set_attribute("dir", "ltr").ok()?;
    details
        .set_attribute("aria-label", M::ErrorDetails.text(lang))
        .ok()?;
    details.set_text_content(Some(message));
    let reload = document.create_element("a").ok()?;
    reload.set_attribute("class", "big primary button").ok()?;
    reload.set_attribute("href", &reload_address()?).ok()?;
    reload.set_text_content(Some(M::Reload.text(lang)));
    for child in [&title, &text, &details, &reload] {
        crash.append_child(child).ok()?;
    }
    // the app under the screen can no longer be reached, by pointer, Tab or screen reader
    let mut under = body.first_element_child();
    while let Some(element) = under {
        let _ = element.set_attribute("inert", "");
        under = element.next_element_sibling();
    }
    body.append_child(&crash).ok()?;
    Some(())
}

/// The page's address without `?test-crash=1`: a reload asked for by the test would fail again.
fn reload_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    let Ok(url) = web_sys::Url::new(&href) else {
        return Some(href);
    };
    url.search_params().delete("test-crash");
    Some(url.href())
}

/// Whether the screen is up: a trap in another task while the app was still being made leaves
/// the task that mounts it to run on, and an app drawn after the screen would not be inert.
static SHOWN: AtomicBool = AtomicBool::new(false);

pub fn shown() -> bool {
    SHOWN.load(Ordering::Relaxed)
}

/// Installs the screen as `window.marrakechCrash(details)`, for the page's script to call
/// once the wasm has trapped.
pub fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let screen = Closure::<dyn Fn(String)>::new(move |details: String| {
        // one screen, however many calls fail after the first
        if !SHOWN.swap(true, Ordering::Relaxed) {
            let _ = show(&details);
        }
    });
    let _ = js_sys::Reflect::set(&window, &"marrakechCrash".into(), screen.as_ref());
    // lives as long as the page
    screen.forget();
}
