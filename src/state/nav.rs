//! What sits on top of the market (a panel, the handoff screen, a confirmation) and the
//! messages for the player.

use leptos::prelude::*;

use marrakech_engine::remote::LinkError;
use marrakech_engine::CodeError;

use crate::i18n::errors::{code_error, link_error, open_error, OpenError};
use crate::i18n::{Lang, F, M};

/// What sits on top of the market.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Settings,
    Rules,
    About,
    /// "Start a new game? This one will be lost."
    ConfirmNewGame,
    /// "Replace the game in progress?" with the text of the file to open.
    ConfirmImport(String),
    /// The link, the embed snippet and the pictures of the game or position shown.
    Share,
    /// The finished games kept on this device.
    History,
    /// The review of the game finished or watched.
    Review,
}

/// A message for the player (an import that failed, a save that could not be read), kept
/// as facts so it is written in whatever language is chosen when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The saved game could not be opened: offer to throw it away.
    SaveUnreadable(OpenError),
    /// An imported file was refused; the game is unchanged.
    ImportFailed(OpenError),
    /// The browser refused the export's download.
    DownloadRefused,
    /// A file was opened.
    GameLoaded,
    /// A shared link could not be opened; the game on this device is unchanged.
    BadLink(CodeError),
    /// `?ply=` asked for more turns than the game has: the replay opened at its end.
    PlyPastEnd { asked: usize, plies: usize },
    /// The link was copied to the clipboard.
    LinkCopied,
    /// The clipboard refused the link (select it and copy by hand).
    CopyRefused,
    /// A game-by-link link was refused; the game on this device is unchanged.
    BadGameLink(LinkError),
    /// A game-by-link link brought nothing new.
    UpToDate,
    /// This device's key for the game by link is gone: it can only watch.
    KeyLost,
    /// The browser cannot make keys (no Web Crypto or no IndexedDB).
    NoKeys,
    /// Every seat of the new game was a friend's: one must be played here.
    NoSeatHere,
    /// Another friend took this device's seat from the same invitation first.
    ClaimOvertaken,
}

impl Notice {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::SaveUnreadable(e) => F::SaveUnreadable(&open_error(lang, e)).render(lang),
            Notice::ImportFailed(e) => F::ImportFailed(&open_error(lang, e)).render(lang),
            Notice::DownloadRefused => M::DownloadRefused.text(lang).to_string(),
            Notice::GameLoaded => M::GameLoaded.text(lang).to_string(),
            Notice::BadLink(e) => F::BadLink(&code_error(lang, e)).render(lang),
            Notice::PlyPastEnd { asked, plies } => F::PlyPastEnd(*asked, *plies).render(lang),
            Notice::LinkCopied => M::LinkCopied.text(lang).to_string(),
            Notice::CopyRefused => M::CopyRefused.text(lang).to_string(),
            Notice::BadGameLink(e) => F::BadGameLink(&link_error(lang, e)).render(lang),
            Notice::UpToDate => M::UpToDate.text(lang).to_string(),
            Notice::KeyLost => M::KeyLost.text(lang).to_string(),
            Notice::NoKeys => M::NoKeys.text(lang).to_string(),
            Notice::NoSeatHere => M::NoSeatHere.text(lang).to_string(),
            Notice::ClaimOvertaken => M::ClaimOvertaken.text(lang).to_string(),
        }
    }

    /// Whether it reports a failure (an alert) rather than news.
    pub fn is_failure(&self) -> bool {
        !matches!(
            self,
            Notice::GameLoaded | Notice::LinkCopied | Notice::PlyPastEnd { .. } | Notice::UpToDate
        )
    }

    /// Offer to throw the unreadable save away.
    pub fn offer_fresh_start(&self) -> bool {
        matches!(self, Notice::SaveUnreadable(_))
    }
}

/// The screens on top and the notices (one provider for the page).
#[derive(Clone, Copy)]
pub struct Nav {
    /// A panel or a question on top.
    pub overlay: RwSignal<Overlay>,
    /// "Pass to <seat>", under any panel opened from it (rules, settings).
    pub handoff: RwSignal<Option<marrakech_engine::Seat>>,
    pub notice: RwSignal<Option<Notice>>,
    /// A replay is on top of the game in play (which waits, untouched, below it).
    pub watching: RwSignal<bool>,
}

impl Nav {
    pub fn new() -> Nav {
        Nav {
            overlay: RwSignal::new(Overlay::None),
            handoff: RwSignal::new(None),
            notice: RwSignal::new(None),
            watching: RwSignal::new(false),
        }
    }

    /// Opens `overlay` (a panel), or closes with [`Overlay::None`].
    pub fn open(&self, overlay: Overlay) {
        self.overlay.set(overlay);
    }

    /// The seat the handoff screen is up for: none under a replay, which hides it until
    /// the game is back.
    pub fn handoff_seat(&self) -> Option<marrakech_engine::Seat> {
        self.handoff.get().filter(|_| !self.watching.get())
    }

    /// Whether the handoff screen is up.
    pub fn handing_off(&self) -> bool {
        self.handoff_seat().is_some()
    }

    /// Whether nothing at all is on top.
    pub fn clear(&self) -> bool {
        self.overlay.get() == Overlay::None && !self.handing_off() && !self.watching.get()
    }

    pub fn tell(&self, notice: Notice) {
        self.notice.set(Some(notice));
    }
}

impl Default for Nav {
    fn default() -> Self {
        Nav::new()
    }
}
