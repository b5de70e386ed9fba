//! Games by link on this device: the one in play (its table and what only this device
//! knows), links received, a seat claimed, and what this device seals and signs before it
//! is sent. The engine checks everything but the signatures; the browser checks those.

use leptos::prelude::*;
use leptos::task::spawn_local;
use marrakech_engine::remote::{self, Link, LinkError, Secret, Standing, Value, Waiting};
use marrakech_engine::{Game, Setup};

use super::nav::{Nav, Notice};
use super::play::Play;
use super::slots::{self, id_text, Slot};

/// The game by link in play (one provider for the page).
#[derive(Clone, Copy)]
pub struct Remote {
    pub link: RwSignal<Option<Link>>,
    /// This device in it; `None` while it only watches.
    pub secret: RwSignal<Option<Secret>>,
    /// Whom the game waits for, seen from here (`None`: not a game by link).
    pub waiting: Memo<Option<Waiting>>,
    /// The link to send, once every signature is made.
    pub url: Memo<Option<String>>,
    /// Changes whenever the games kept here change (the set-up list reads it).
    pub listed: RwSignal<u32>,
    /// The seat's secret as kept in storage: it stays there while the key is missing (the
    /// device then only watches, and a reload says why again).
    kept: StoredValue<Option<Secret>>,
    nav: Nav,
}

/// 16 random bytes from the browser's Web Crypto (which games by link need anyway).
fn random16() -> Option<Value> {
    let mut v = [0u8; 16];
    getrandom::fill(&mut v).ok().map(|()| v)
}

impl Remote {
    pub fn new(nav: Nav) -> Remote {
        let link = RwSignal::new(None::<Link>);
        let secret = RwSignal::new(None::<Secret>);
        let waiting = Memo::new(move |_| {
            link.with(|l| l.as_ref().map(|l| secret.with(|s| l.waiting(s.as_ref()))))
        });
        let url = Memo::new(move |_| {
            if waiting.get().is_none_or(|w| w == Waiting::Here) {
                return None;
            }
            link.with(|l| {
                let l = l.as_ref()?;
                let signed = l.table.devices.iter().all(|d| d.signature.is_some());
                let code = remote::encode(l).ok().filter(|_| signed)?;
                Some(crate::link::url(&crate::link::site(), &code, None, false))
            })
        });
        Remote {
            link,
            secret,
            waiting,
            url,
            listed: RwSignal::new(0),
            kept: StoredValue::new(None),
            nav,
        }
    }

    /// Whether the game in play is a game by link.
    pub fn active(&self) -> bool {
        self.link.with_untracked(Option::is_some)
    }

    /// Whether this device plays now: always in a local game; in a game by link, when the
    /// seat to move is here and may roll.
    pub fn here(&self) -> bool {
        self.waiting.get().is_none_or(|w| w == Waiting::Here)
    }

    /// Whether `seat` is played on this device (every seat of a local game).
    pub fn is_here(&self, seat: marrakech_engine::Seat) -> bool {
        self.link.with_untracked(|l| {
            l.as_ref()
                .is_none_or(|l| l.is_here(seat, self.secret.get_untracked().as_ref()))
        })
    }

    /// The face of the roll about to be made, in a game by link.
    pub fn face(&self) -> Option<Result<u8, LinkError>> {
        let secret = self.secret.get_untracked();
        self.link.with_untracked(|l| {
            let l = l.as_ref()?;
            Some(
                secret
                    .ok_or(LinkError::Malformed)
                    .and_then(|s| l.roll_now(&s)),
            )
        })
    }

    fn slot(&self) -> Option<Slot> {
        Some(Slot {
            link: self.link.get_untracked()?,
            secret: self.secret.get_untracked().or(self.kept.get_value()),
        })
    }

    fn save(&self) {
        if let Some(slot) = self.slot() {
            slots::save(&slot);
            self.listed.update(|n| *n += 1);
        }
    }

    /// The game after an action taken here: kept, and sealed when it leaves this device.
    pub fn record_game(&self, game: &Game) {
        let mut record = game.to_record();
        record.seed = None;
        self.link.update(|l| {
            if let Some(l) = l {
                l.record = record;
            }
        });
        self.save();
        self.settle();
    }

    /// Seals a link when the game leaves this device, and signs what is unsigned.
    pub fn settle(&self) {
        let Some(secret) = self.secret.get_untracked() else {
            return;
        };
        let Some(mut link) = self.link.get_untracked() else {
            return;
        };
        let sealed = if link.waiting(Some(&secret)) != Waiting::Here && link.needs_seal(&secret) {
            link.seal(&secret).ok()
        } else if link.table.devices[secret.device as usize]
            .signature
            .is_none()
        {
            link.message(secret.device).ok()
        } else {
            None
        };
        let Some(message) = sealed else {
            return;
        };
        self.link.set(Some(link.clone()));
        self.save();
        let me = *self;
        spawn_local(async move {
            let id = id_text(&link.table.game);
            let shown = me.link.with_untracked(|l| l.as_ref().map(|l| l.table.game));
            match crate::keys::sign(&id, &message).await {
                Ok(Some(sig)) => {
                    me.link.update(|l| {
                        // still the same game at the same point
                        if let Some(l) = l
                            .as_mut()
                            .filter(|l| l.message(secret.device).ok() == Some(message))
                        {
                            l.sign(secret.device, sig);
                        }
                    });
                    me.save();
                }
                Ok(None) if shown == Some(link.table.game) => {
                    me.secret.set(None);
                    me.nav.tell(Notice::KeyLost);
                }
                // another game is shown now, or the browser failed: signed at the next visit
                _ => {}
            }
        });
    }

    /// A new game by link from the set-up form: `here` marks the seats played on this
    /// device (people and bots); the others wait for friends.
    pub fn start(&self, play: Play, setup: Setup, here: Vec<bool>) {
        let me = *self;
        // the creator's device plays one seat at least: it is the game's first device
        if !here.iter().any(|h| *h) {
            return self.nav.tell(Notice::NoSeatHere);
        }
        spawn_local(async move {
            let (Some(id), Some(seed), Some(piles)) = (random16(), random16(), random16()) else {
                return me.nav.tell(Notice::NoKeys);
            };
            let Some(key) = crate::keys::make(&id_text(&id)).await else {
                return me.nav.tell(Notice::NoKeys);
            };
            // the 2-player piles from a seed of their own: they are public, the chain's is not
            let mut shuffle = [0u8; 8];
            shuffle.copy_from_slice(&piles[..8]);
            let Ok(game) = Game::new(setup, u64::from_be_bytes(shuffle) & ((1 << 53) - 1)) else {
                return;
            };
            let link = Link::create(game.to_record(), id, &here, key, seed);
            me.install(play, link, Some(Secret { device: 0, seed }), None);
            me.settle();
        });
    }

    /// This device takes `seat` in the game shown.
    pub fn claim(&self, play: Play, seat: marrakech_engine::Seat) {
        let me = *self;
        let Some(id) = self
            .link
            .with_untracked(|l| l.as_ref().map(|l| l.table.game))
        else {
            return;
        };
        spawn_local(async move {
            let (Some(seed), Some(key)) = (random16(), crate::keys::make(&id_text(&id)).await)
            else {
                return me.nav.tell(Notice::NoKeys);
            };
            // the game as kept now: a link may have come in while the key was made
            let Some(mut link) = slots::load(&id).map(|s| s.link) else {
                return;
            };
            match link.claim(seat, key, seed) {
                Ok(secret) => {
                    me.install(play, link, Some(secret), None);
                    me.settle();
                }
                Err(e) => me.nav.tell(Notice::BadGameLink(e)),
            }
        });
    }

    /// A game by link opened from its link: checked, verified, then taken when it is new
    /// or newer than what this device has. A refused link changes nothing.
    pub fn receive(&self, play: Play, code: String) {
        let me = *self;
        let checked = remote::decode(&code).and_then(|l| l.check().map(|s| (l, s)));
        let (link, signed) = match checked {
            Ok(x) => x,
            Err(e) => return self.nav.tell(Notice::BadGameLink(e)),
        };
        spawn_local(async move {
            if !crate::keys::verify_all(&signed).await {
                return me.nav.tell(Notice::BadGameLink(LinkError::BadSignature));
            }
            let kept = slots::load(&link.table.game);
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
                Err(LinkError::Diverged) if lost => {
                    secret = None;
                    Ok(Standing::Newer)
                }
                s => s,
            };
            let before = kept.map(|k| k.link).filter(|_| secret.is_some());
            match standing {
                Err(e) => me.nav.tell(Notice::BadGameLink(e)),
                Ok(Standing::Same) => {
                    let shown = me.link.with_untracked(|l| l.as_ref().map(|l| l.table.game));
                    if shown != Some(link.table.game) {
                        me.install(play, before.unwrap_or(link), secret, None);
                    }
                    me.nav.tell(Notice::UpToDate);
                }
                Ok(Standing::Newer) => {
                    me.install(play, link, secret, before);
                    me.settle();
                    if lost && secret.is_none() {
                        me.nav.tell(Notice::ClaimOvertaken);
                    }
                }
            }
        });
    }

    /// Puts `link` in play (its turns since `before` shown one by one) and keeps it.
    fn install(&self, play: Play, link: Link, secret: Option<Secret>, before: Option<Link>) {
        let Ok(game) = Game::from_record(&link.record) else {
            return;
        };
        slots::set_open(Some(&link.table.game));
        self.kept.set_value(secret);
        self.secret.set(secret);
        self.link.set(Some(link));
        self.save();
        let from = before.and_then(|b| Game::from_record(&b.record).ok());
        play.show_remote(game, from);
    }

    /// Opens the game by link `id` kept on this device.
    pub fn open(&self, play: Play, id: Value) {
        if let Some(slot) = slots::load(&id) {
            self.install(play, slot.link, slot.secret, None);
            self.settle();
        }
    }

    /// Back to the game by link left open at the last visit.
    pub fn resume(&self, play: Play) {
        if let Some(id) = slots::open_id() {
            self.open(play, id);
        }
    }

    /// The game in play is not a game by link any more (it stays kept).
    pub fn leave(&self) {
        if self.active() {
            slots::set_open(None);
        }
        self.link.set(None);
        self.secret.set(None);
    }

    /// Ends the game `id` on this device: forgotten, with this device's key.
    pub fn end(&self, play: Play, id: Value) {
        slots::delete(&id);
        crate::keys::forget(&id_text(&id));
        if self
            .link
            .with_untracked(|l| l.as_ref().is_some_and(|l| l.table.game == id))
        {
            play.leave_to_setup();
        }
        self.listed.update(|n| *n += 1);
    }
}
