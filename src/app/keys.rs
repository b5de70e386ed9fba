//! The page's keys: the game's (turn Assam, roll, undo, drop the rug chosen, close a panel)
//! and the replay's.

use crate::state::controller::Driver;
use crate::state::{Mode, Nav, Notice, Overlay, Person, Replay, Session};
use leptos::prelude::*;
use marrakech_engine::Rotation;
use wasm_bindgen::JsCast;

/// The element a key was typed in, if it is one.
fn element(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    target.and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// Whether the element takes text (its own Ctrl+Z, its own Escape).
fn takes_text(el: &web_sys::Element) -> bool {
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
}

/// Whether the key was typed in a text field.
fn in_text(ev: &web_sys::KeyboardEvent) -> bool {
    element(ev.target()).is_some_and(|el| takes_text(&el))
}

/// Whether keys typed in this element belong to it (text, lists, the market).
fn keys_belong_to(target: Option<web_sys::EventTarget>) -> bool {
    element(target)
        .is_some_and(|el| takes_text(&el) || el.closest(".market").ok().flatten().is_some())
}

/// Ctrl+Z (⌘Z): the undo button's work, where a text field does not take it.
fn on_undo_key(person: Person, session: Session, nav: Nav, ev: &web_sys::KeyboardEvent) {
    let undo = (ev.ctrl_key() || ev.meta_key()) && !ev.alt_key() && !ev.shift_key();
    // the letter, or the key where Z is on a Latin keyboard under another script's layout
    let key = ev.key();
    let z = key.eq_ignore_ascii_case("z") || (!key.is_ascii() && ev.code() == "KeyZ");
    if !undo || !z || ev.default_prevented() {
        return;
    }
    if untrack(|| nav.panel_open()) || in_text(ev) {
        return;
    }
    if untrack(|| session.can_undo()) {
        person.undo();
        ev.prevent_default();
    }
}

/// The replay's keys: ← → one turn, Home and End the ends.
fn on_replay_key(replay: Replay, ev: &web_sys::KeyboardEvent) -> bool {
    match ev.key().as_str() {
        "ArrowLeft" => replay.prev(),
        "ArrowRight" => replay.next(),
        "Home" => replay.first(),
        "End" => replay.last(),
        _ => return false,
    }
    true
}

/// The game's keys: arrows turn Assam (when the market does not have the focus), R rolls,
/// Ctrl+Z undoes, Escape closes a panel, else a failure's notice, else drops the rug chosen,
/// else closes a replay; in a replay, the replay's keys.
pub(super) fn on_key(
    person: Person,
    session: Session,
    nav: Nav,
    replay: Replay,
    ev: web_sys::KeyboardEvent,
) {
    if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || ev.default_prevented() {
        on_undo_key(person, session, nav, &ev);
        return;
    }
    let key = ev.key();
    if key == "Escape" {
        if nav.panel_open() {
            nav.open(Overlay::None);
            ev.prevent_default();
        } else if in_text(&ev) {
            // the field's own Escape (a list of suggestions, a select, the replay's scrub)
        } else if nav
            .notice
            .with_untracked(|n| n.as_ref().is_some_and(Notice::is_failure))
        {
            // a failure stays until it is seen to: Escape, like its OK
            nav.notice.set(None);
            ev.prevent_default();
        } else if !session.selection.with_untracked(|s| s.is_empty())
            // the person's choice only: a bot's shown rug, a replay's, another tab's stay
            && untrack(|| session.may(Driver::Person))
        {
            person.cancel_rug();
            ev.prevent_default();
        } else if session.mode.with_untracked(Mode::watching) {
            replay.close();
        }
        return;
    }
    if untrack(|| nav.panel_open()) || keys_belong_to(ev.target()) {
        return;
    }
    if session.mode.with_untracked(Mode::watching) {
        if on_replay_key(replay, &ev) {
            ev.prevent_default();
        }
        return;
    }
    let done = match key.as_str() {
        "ArrowLeft" => person.rotate(Rotation::Left),
        "ArrowUp" => person.rotate(Rotation::None),
        "ArrowRight" => person.rotate(Rotation::Right),
        "r" | "R" => match session.shown_phase() {
            Some(marrakech_engine::Phase::Roll) => person.roll(),
            // not the roll's moment: said, not silently dropped (another's turn as such)
            Some(_) => {
                person.say_why();
                false
            }
            None => return,
        },
        _ => return,
    };
    if done {
        ev.prevent_default();
    }
}
