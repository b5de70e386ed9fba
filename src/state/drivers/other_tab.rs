//! Another tab of this browser as a driver: while it holds the table, its saves reach this
//! tab through the browser's `storage` event and their new actions are shown here as they
//! come; when this tab gets the table back, it starts from the last save. A friend's link
//! opened in another tab (a chat app opens one) reaches this tab even while it holds the
//! table, and the game shown here moves on at once, as at a reload: only the tab holding a
//! game by link seals and signs it, so what another tab keeps of it is a link received there.

use leptos::prelude::*;

use super::link::Links;
use crate::state::mode::Mode;
use crate::state::session::Session;
use crate::state::tabs::{Hold, Tabs};
use crate::store::entry::PREFIX;

/// Follows the other tab's saves of the table shown here.
#[inline(never)] // made once: kept out of its callers
pub fn follow(session: Session, links: Links, tabs: Tabs) {
    let saved = move |key: &str, elsewhere: bool| {
        let Some(name) = key.strip_prefix(PREFIX) else {
            return;
        };
        let table = session.mode.with_untracked(|m| m.table().clone());
        match table {
            Mode::Local { .. } if name == "game" && elsewhere => session.follow_saved(),
            Mode::ByLink { .. } if name.starts_with("link:") => links.follow_saved(),
            _ => {}
        }
    };
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if let Some(key) = ev.key() {
            saved(&key, tabs.hold.get_untracked() == Hold::Elsewhere);
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
