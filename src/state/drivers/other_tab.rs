//! Another tab of this browser as a driver: while it holds the table, its saves reach this
//! tab through the browser's `storage` event and their new actions are shown here as they
//! come; when this tab gets the table back, it starts from the last save.

use leptos::prelude::*;

use super::link::Links;
use crate::state::mode::Mode;
use crate::state::session::Session;
use crate::state::tabs::{Hold, Tabs};
use crate::store::entry::PREFIX;

/// Follows the other tab's saves of the table shown here.
#[inline(never)] // made once: kept out of its callers
pub fn follow(session: Session, links: Links, tabs: Tabs) {
    let saved = move |key: &str| {
        let Some(name) = key.strip_prefix(PREFIX) else {
            return;
        };
        let table = session.mode.with_untracked(|m| m.table().clone());
        match table {
            Mode::Local { .. } if name == "game" => session.follow_saved(),
            Mode::ByLink { .. } if name.starts_with("link:") => links.follow_saved(),
            _ => {}
        }
    };
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if tabs.hold.get_untracked() == Hold::Elsewhere {
            if let Some(key) = ev.key() {
                saved(&key);
            }
        }
    });
    on_cleanup(move || listener.remove());
    // the table comes back to this tab: from the last save, whoever made it
    Effect::new(move |was: Option<u32>| {
        let now = tabs.regained.get();
        if was.is_some_and(|w| w != now) {
            match session.mode.with_untracked(|m| m.table().clone()) {
                Mode::Local { .. } => session.follow_saved(),
                Mode::ByLink { .. } => links.follow_saved(),
                _ => {}
            }
        }
        now
    });
}
