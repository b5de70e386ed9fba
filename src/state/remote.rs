//! Games by link on this device: the one in play (its table and what only this device
//! knows), links received, a seat claimed, and what this device seals and signs before it
//! is sent. The engine checks everything but the signatures; the browser checks those.

use leptos::prelude::*;
use leptos::task::spawn_local;
use marrakech_engine::remote::{self, Link, Secret, Value, Waiting};
use marrakech_engine::{Game, Seat};

use super::controller::Here;
use super::nav::{Nav, Notice};
use super::tabs::{Hold, Tabs};
use crate::store::links::{self, id_text, Slot};

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
    tabs: Tabs,
}

impl Remote {
    #[inline(never)] // made once: kept out of its callers
    pub fn new(nav: Nav, tabs: Tabs) -> Remote {
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
                Some(crate::browser::link::url(
                    &crate::browser::link::site(),
                    &code,
                    None,
                    false,
                ))
            })
        });
        let remote = Remote {
            link,
            secret,
            waiting,
            url,
            listed: RwSignal::new(0),
            kept: StoredValue::new(None),
            nav,
            tabs,
        };
        // what waited for the table is sealed and signed once this tab holds it
        Effect::new(move |_| {
            if tabs.hold.get() == Hold::Held {
                untrack(|| remote.settle());
            }
        });
        remote
    }

    fn slot(&self) -> Option<Slot> {
        Some(Slot {
            link: self.link.get_untracked()?,
            secret: self.secret.get_untracked().or(self.kept.get_value()),
        })
    }

    fn save(&self) {
        if let Some(slot) = self.slot() {
            if links::save(&slot).is_err() {
                self.nav.tell(Notice::StorageFull);
            }
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

    /// Seals a link when the game leaves this device, and signs what is unsigned; only the
    /// tab holding the table does (two tabs never seal with one chain value).
    pub fn settle(&self) {
        if self.tabs.hold.get_untracked() != Hold::Held {
            return;
        }
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
            match crate::browser::keys::sign(&id, &message).await {
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

    /// Takes `link` in play with this device's `secret` (if it holds a seat) and keeps it.
    pub fn set(&self, link: Link, secret: Option<Secret>) {
        self.show(link, secret);
        self.save();
    }

    /// Shows `link` as another tab kept it (nothing is written).
    pub fn show(&self, link: Link, secret: Option<Secret>) {
        self.kept.set_value(secret);
        self.secret.set(secret);
        self.link.set(Some(link));
    }

    /// The game in play is not a game by link any more (it stays kept).
    pub fn clear(&self) {
        self.link.set(None);
        self.secret.set(None);
    }

    /// The id of the game by link in play.
    pub fn id(&self) -> Option<Value> {
        self.link.with(|l| l.as_ref().map(|l| l.table.game))
    }

    /// Which seats this device plays and whether it may play now, for the controller.
    pub fn here(&self) -> Here {
        self.link.with(|l| match l {
            None => Here::ALL,
            Some(l) => {
                let secret = self.secret.get();
                let mut seats = [false; 4];
                for (i, s) in seats.iter_mut().enumerate().take(l.record.players.len()) {
                    *s = l.is_here(Seat::new(i), secret.as_ref());
                }
                Here {
                    seats,
                    now: self.waiting.get().is_none_or(|w| w == Waiting::Here),
                    chain_face: secret.and_then(|s| l.roll_now(&s).ok()),
                }
            }
        })
    }
}
