//! Games by link as a driver: a link from another device is checked by the engine and its
//! signatures by the browser, then its turns are submitted to the session like any other
//! actions. Also: a new game by link, a seat claimed, a game kept here opened or ended.

use leptos::prelude::*;
use leptos::task::spawn_local;
use marrakech_engine::remote::{self, Link, LinkError, Secret, Standing, Value};
use marrakech_engine::{Game, Seat, Setup};

use crate::browser::keys;
use crate::state::controller::Driver;
use crate::state::mode::Change;
use crate::state::nav::{Nav, Notice};
use crate::state::opened;
use crate::state::remote::Remote;
use crate::state::session::Session;
use crate::store::links::{self, id_text};

/// 16 random bytes from the browser's Web Crypto (which games by link need anyway).
fn random16() -> Option<Value> {
    let mut v = [0u8; 16];
    getrandom::fill(&mut v).ok().map(|()| v)
}

/// The link driver (one provider for the page).
#[derive(Clone, Copy)]
pub struct Links {
    remote: Remote,
    session: Session,
    nav: Nav,
}

impl Links {
    pub fn new(remote: Remote, session: Session, nav: Nav) -> Links {
        Links {
            remote,
            session,
            nav,
        }
    }

    /// A new game by link from the set-up form: `here` marks the seats played on this
    /// device (people and bots); the others wait for friends.
    pub fn start(&self, setup: Setup, here: Vec<bool>) {
        let me = *self;
        // the creator's device plays one seat at least: it is the game's first device
        if !here.iter().any(|h| *h) {
            return self.nav.tell(Notice::NoSeatHere);
        }
        spawn_local(async move {
            let (Some(id), Some(seed), Some(piles)) = (random16(), random16(), random16()) else {
                return me.nav.tell(Notice::NoKeys);
            };
            let Some(key) = keys::make(&id_text(&id)).await else {
                return me.nav.tell(Notice::NoKeys);
            };
            // the 2-player piles from a seed of their own: they are public, the chain's is not
            let mut shuffle = [0u8; 8];
            shuffle.copy_from_slice(&piles[..8]);
            let Ok(game) = Game::new(setup, u64::from_be_bytes(shuffle) & ((1 << 53) - 1)) else {
                return;
            };
            let link = Link::create(game.to_record(), id, &here, key, seed);
            me.install(link, Some(Secret { device: 0, seed }), None);
            me.remote.settle();
        });
    }

    /// This device takes `seat` in the game shown.
    pub fn claim(&self, seat: Seat) {
        let me = *self;
        let Some(id) = self.remote.id() else {
            return;
        };
        spawn_local(async move {
            let (Some(seed), Some(key)) = (random16(), keys::make(&id_text(&id)).await) else {
                return me.nav.tell(Notice::NoKeys);
            };
            // the game as kept now: a link may have come in while the key was made
            let Some(mut link) = links::load(&id).map(|s| s.link) else {
                return;
            };
            match link.claim(seat, key, seed) {
                Ok(secret) => {
                    me.install(link, Some(secret), None);
                    me.remote.settle();
                }
                Err(e) => me.nav.tell(Notice::BadGameLink(e)),
            }
        });
    }

    /// A game by link opened from its link: checked, verified, then taken when it is new
    /// or newer than what this device has. A refused link changes nothing.
    pub fn receive(&self, code: String) {
        let me = *self;
        let checked = remote::decode(&code).and_then(|l| l.check().map(|s| (l, s)));
        let (link, signed) = match checked {
            Ok(x) => x,
            Err(e) => return self.nav.tell(Notice::BadGameLink(e)),
        };
        spawn_local(async move {
            if !keys::verify_all(&signed).await {
                return me.nav.tell(Notice::BadGameLink(LinkError::BadSignature));
            }
            me.take(link);
        });
    }

    /// A checked and verified link: compared with what this device keeps of its game.
    fn take(&self, link: Link) {
        let kept = links::load(&link.table.game);
        let standing = match &kept {
            Some(k) => k.link.compare(&link),
            None => Ok(Standing::Newer),
        };
        let mut secret = kept.as_ref().and_then(|k| k.secret);
        // this device's seat was taken by another friend from the same invitation before
        // its link reached the creator: it gives its claim up and may take another seat
        let lost = kept
            .as_ref()
            .is_some_and(|k| k.link.lost_claim(&link, k.secret.as_ref()));
        let standing = match standing {
            Err(LinkError::Diverged | LinkError::LateClaim) if lost => {
                secret = None;
                Ok(Standing::Newer)
            }
            s => s,
        };
        let before = kept.map(|k| k.link).filter(|_| secret.is_some());
        if standing.is_ok() {
            self.session.claim_link_table(&link.table.game);
        }
        match standing {
            Err(e) => self.nav.tell(Notice::BadGameLink(e)),
            Ok(Standing::Same) => {
                if self.remote.id() != Some(link.table.game) {
                    self.install(before.unwrap_or(link), secret, None);
                }
                self.nav.tell(Notice::UpToDate);
            }
            Ok(Standing::Newer) => {
                self.tell_joined(before.as_ref(), &link);
                self.install(link, secret, before);
                self.remote.settle();
                if lost && secret.is_none() {
                    self.nav.tell(Notice::ClaimOvertaken);
                }
            }
        }
    }

    /// Puts `link` in play and keeps it; the turns since `before` are submitted one by one
    /// (shown as they were played), else the game is shown at rest.
    fn install(&self, link: Link, secret: Option<Secret>, before: Option<Link>) {
        let Ok(game) = Game::from_record(&link.record) else {
            return;
        };
        let id = link.table.game;
        if let Err(e) = links::set_open(Some(&id)) {
            self.session.refused(e);
        }
        self.remote.set(link, secret);
        let from = before.and_then(|b| Game::from_record(&b.record).ok());
        match from {
            Some(from) => {
                self.session
                    .install(Change::GameByLink, opened::at_rest(&from));
                self.session.take_in(Change::GameByLink, Driver::Link, game);
            }
            None => self
                .session
                .install(Change::GameByLink, opened::at_rest(&game)),
        }
    }

    /// Opens the game by link `id` kept on this device.
    pub fn open(&self, id: Value) {
        if let Some(slot) = links::load(&id) {
            self.install(slot.link, slot.secret, None);
            self.remote.settle();
        }
    }

    /// Back to the game by link left open at the last visit; gives whether there was one.
    #[inline(never)] // made once: kept out of its callers
    pub fn resume(&self) -> bool {
        match links::open_id() {
            Some(id) if links::load(&id).is_some() => {
                self.open(id);
                true
            }
            _ => false,
        }
    }

    /// Ends the game `id` on this device: forgotten, with this device's key.
    pub fn end(&self, id: Value) {
        links::delete(&id);
        keys::forget(&id_text(&id));
        if self.remote.id() == Some(id) {
            self.session.leave_to_setup();
        }
        self.remote.listed.update(|n| *n += 1);
    }

    /// Another tab of this browser kept a newer state of the game by link shown here.
    pub fn follow_saved(&self) {
        let Some(before) = self.remote.link.get_untracked() else {
            return;
        };
        let Some(slot) = links::load(&before.table.game) else {
            return;
        };
        let Ok(game) = Game::from_record(&slot.link.record) else {
            return;
        };
        // the holder names who joined, as when the link opens in this tab
        self.tell_joined(Some(&before), &slot.link);
        self.remote.show(slot.link, slot.secret);
        self.session
            .take_in(Change::GameByLink, Driver::OtherTab, game);
    }

    /// Names the one friend whose seat `now` has taken since `before`, if one did.
    #[inline(never)] // two callers share it
    fn tell_joined(&self, before: Option<&Link>, now: &Link) {
        if let Some(name) = before.and_then(|b| joined(b, now)) {
            self.nav.tell(Notice::Joined(name));
        }
    }
}

/// The name of the one friend whose seat `now` has taken since `before` (a friend's link
/// sent back to the creator), if exactly one did.
fn joined(before: &Link, now: &Link) -> Option<String> {
    let was_free = |i: usize| before.table.seats.get(i).is_some_and(Option::is_none);
    let mut taken = (now.table.seats.iter().enumerate())
        .filter(|&(i, d)| d.is_some() && was_free(i))
        .map(|(i, _)| i);
    match (taken.next(), taken.next()) {
        (Some(i), None) => Some(now.record.players.get(i)?.name.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakech_engine::PlayerSetup;

    #[test]
    fn one_friend_seated_since_is_named() {
        let mut record = script_record();
        record
            .players
            .push(PlayerSetup::new("Cy", &["orange"], Default::default()));
        let invitation = Link::create(record, [1; 16], &[true, false, false], vec![0], [2; 16]);
        let mut bo = invitation.clone();
        bo.claim(Seat::new(1), vec![1], [3; 16]).unwrap();
        assert_eq!(joined(&invitation, &bo).as_deref(), Some("Bo"));
        // nothing new, or two friends at once: no name
        assert_eq!(joined(&bo, &bo), None);
        let mut both = bo.clone();
        both.claim(Seat::new(2), vec![2], [4; 16]).unwrap();
        assert_eq!(joined(&invitation, &both), None);
        assert_eq!(joined(&bo, &both).as_deref(), Some("Cy"));
    }

    fn script_record() -> marrakech_engine::Record {
        crate::state::script::game("Ana", "Bo").unwrap().to_record()
    }
}
