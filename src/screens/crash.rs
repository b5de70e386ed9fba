//! When the program fails: a calm screen with a reload link instead of a dead page. It is
//! built with plain DOM calls because, after a panic, the app itself cannot run any more.
//! The saved game is in browser storage and survives.

use std::panic::PanicHookInfo;

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
    text.set_text_content(Some(M::CrashBody.text(lang)));
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
    let href = web_sys::window()?.location().href().ok()?;
    reload.set_attribute("href", &href).ok()?;
    reload.set_text_content(Some(M::Reload.text(lang)));
    for child in [&title, &text, &details, &reload] {
        crash.append_child(child).ok()?;
    }
    body.append_child(&crash).ok()?;
    Some(())
}

/// Installs the hook: the crash screen plus the message in the console.
pub fn install() {
    std::panic::set_hook(Box::new(|info: &PanicHookInfo<'_>| {
        let message = info.to_string();
        web_sys::console::error_1(&message.clone().into());
        let _ = show(&message);
    }));
}
