//! A game in the address's fragment: a shared game or a game by link.

use crate::browser::link::Linked;
use crate::state::{Links, Mode, Nav, Notice, Replay, Session, Watched};
use leptos::prelude::*;

/// Opens the game in the address's fragment: a shared game as a replay at `ply`, a game by
/// link taken in by the link driver; a bad link is told and changes nothing.
#[inline(never)] // made once: kept out of its callers
pub(super) fn open_link(
    links: Links,
    replay: Replay,
    nav: Nav,
    session: Session,
    ply: Option<usize>,
) {
    let Some(code) = crate::browser::link::code_in_address() else {
        // back to the address without a code: the link's replay goes with it
        if replay.from.get_untracked() == Watched::Shared
            && session.mode.with_untracked(Mode::watching)
        {
            replay.close();
        }
        return;
    };
    nav.forget_link_refusal();
    // a refusal says the game here is unchanged when there is one
    let game = session.has_game();
    let record = match crate::browser::link::read(&code) {
        Linked::Shared(r) => r,
        // a game played by link: taken in (or refused) once, then out of the address
        Linked::ByLink => {
            crate::browser::link::forget_code();
            if session.mode.with_untracked(Mode::watching) {
                replay.close();
            }
            return links.receive(code);
        }
        Linked::Bad(error) => return refuse(nav, error, game),
    };
    let plies = record.turns.len();
    match replay.watch(record, ply, Watched::Shared) {
        Err(e) => refuse(nav, marrakech_engine::CodeError::Impossible(e), game),
        Ok(()) => match ply {
            Some(asked) if asked > plies => nav.tell(Notice::PlyPastEnd { asked, plies }),
            _ => {}
        },
    }
}

/// Tells why the link opens nothing, and takes it out of the address: a reload then opens
/// the page as it was, not the same notice again.
fn refuse(nav: Nav, error: marrakech_engine::CodeError, game: bool) {
    crate::browser::link::forget_code();
    nav.tell(Notice::BadLink { error, game });
}
