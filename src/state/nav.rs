//! What sits on top of the table (a panel, a confirmation) and the messages for the player.

use leptos::prelude::*;

use marrakech_engine::remote::LinkError;
use marrakech_engine::CodeError;

use super::opened::OpenError;
use super::thinker::Trouble;
use crate::i18n::errors::{code_error, link_error, record_error, unreadable_file};
use crate::i18n::{Lang, F, M};

/// What sits on top of the table.
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

/// A message for the player, kept as facts so it is written in whatever language is
/// chosen when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The saved game could not be opened: offer to start fresh.
    SaveUnreadable(OpenError),
    /// An imported file was refused; the game on the table, if there is one (`game`), is
    /// unchanged.
    ImportFailed { reason: OpenError, game: bool },
    /// The browser refused the export's download.
    DownloadRefused,
    /// A file was opened.
    GameLoaded,
    /// A shared link could not be opened; the game on this device, if there is one
    /// (`game`), is unchanged.
    BadLink { error: CodeError, game: bool },
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
    /// Another friend took this device's place from the same invitation first (the panel
    /// then offers the seats left, or says every seat is taken).
    ClaimOvertaken,
    /// A friend took their seat: the link they sent back (their name) came in.
    Joined(String),
    /// Storage is full: the game goes on, not kept.
    StorageFull,
    /// The browser keeps nothing for this page.
    StorageRefused,
    /// Another tab took this game: this one follows it.
    OtherTabTook,
    /// Something kept could not be read; it is kept aside.
    DataAside,
    /// The saved game was written by a newer version of the app: left untouched.
    SaveNewer,
    /// The words of the language picked could not be fetched (offline before its first use).
    WordsUnavailable,
    /// A part of the app fetched after the first screen (a panel, the thinking on the page's
    /// thread) could not be loaded: offline before its first use.
    PartUnavailable,
    /// The bots think on the page's thread: the worker could not be used.
    ThinkingOnPage(Trouble),
}

impl Notice {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let open = |e: &OpenError| match e {
            OpenError::Unreadable => unreadable_file(lang).to_string(),
            OpenError::Record(r) => record_error(lang, r),
        };
        // a refusal's message, and that the game on the table is unchanged when there is one
        let unchanged = |told: String, game: bool| match game {
            true => format!("{told} {}", M::NoticeGameUnchanged.text(lang)),
            false => told,
        };
        match self {
            // what the browser kept is not a file: said in words of its own
            Notice::SaveUnreadable(OpenError::Unreadable) => M::SaveGarbled.text(lang).to_string(),
            Notice::SaveUnreadable(e) => F::SaveUnreadable(&open(e)).render(lang),
            Notice::ImportFailed { reason, game } => {
                unchanged(F::ImportFailed(&open(reason)).render(lang), *game)
            }
            Notice::BadLink { error, game } => {
                unchanged(F::BadLink(&code_error(lang, error)).render(lang), *game)
            }
            Notice::PlyPastEnd { asked, plies } => F::PlyPastEnd(*asked, *plies).render(lang),
            Notice::BadGameLink(e) => F::BadGameLink(&link_error(lang, e)).render(lang),
            Notice::Joined(name) => M::LinkJoined.fill(lang, &[("name", name)]),
            fixed => fixed
                .message()
                .map(|m| m.text(lang))
                .unwrap_or("")
                .to_string(),
        }
    }

    /// The fixed message of a notice without facts.
    fn message(&self) -> Option<M> {
        Some(match self {
            Notice::DownloadRefused => M::DownloadRefused,
            Notice::GameLoaded => M::GameLoaded,
            Notice::LinkCopied => M::LinkCopied,
            Notice::CopyRefused => M::CopyRefused,
            Notice::UpToDate => M::UpToDate,
            Notice::KeyLost => M::KeyLost,
            Notice::NoKeys => M::NoKeys,
            Notice::NoSeatHere => M::NoSeatHere,
            Notice::ClaimOvertaken => M::ClaimOvertaken,
            Notice::StorageFull => M::StorageFull,
            Notice::StorageRefused => M::StorageRefused,
            Notice::OtherTabTook => M::OtherTabTook,
            Notice::DataAside => M::DataAside,
            Notice::SaveNewer => M::SaveNewer,
            Notice::WordsUnavailable => M::WordsUnavailable,
            Notice::PartUnavailable => M::PartUnavailable,
            Notice::ThinkingOnPage(Trouble::CannotStart) => M::ThinkingCannotStart,
            Notice::ThinkingOnPage(Trouble::Broken) => M::ThinkingBroken,
            Notice::ThinkingOnPage(Trouble::OtherVersion) => M::ThinkingOtherVersion,
            _ => return None,
        })
    }

    /// Whether it refuses a link: a later link opening makes it old news.
    fn refuses_a_link(&self) -> bool {
        matches!(self, Notice::BadLink { .. } | Notice::BadGameLink(_))
    }

    /// Whether it reports a failure (an alert) rather than news.
    pub fn is_failure(&self) -> bool {
        !matches!(
            self,
            Notice::GameLoaded
                | Notice::LinkCopied
                | Notice::PlyPastEnd { .. }
                | Notice::UpToDate
                | Notice::Joined(_)
                | Notice::StorageRefused
                | Notice::OtherTabTook
        )
    }

    /// Offer to throw the unreadable save away.
    pub fn offer_fresh_start(&self) -> bool {
        matches!(self, Notice::SaveUnreadable(_))
    }
}

/// The panels on top and the notices (one provider for the page).
#[derive(Clone, Copy)]
pub struct Nav {
    /// A panel or a question on top.
    pub overlay: RwSignal<Overlay>,
    pub notice: RwSignal<Option<Notice>>,
}

impl Nav {
    pub fn new() -> Nav {
        Nav {
            overlay: RwSignal::new(Overlay::None),
            notice: RwSignal::new(None),
        }
    }

    /// Opens `overlay` (a panel), or closes with [`Overlay::None`].
    pub fn open(&self, overlay: Overlay) {
        self.overlay.set(overlay);
    }

    /// Whether a panel is open.
    pub fn panel_open(&self) -> bool {
        self.overlay.with(|o| *o != Overlay::None)
    }

    pub fn tell(&self, notice: Notice) {
        self.notice.set(Some(notice));
    }

    /// A new link is opening: the refusal of an earlier one, if shown, is no longer true.
    pub fn forget_link_refusal(&self) {
        if self
            .notice
            .get_untracked()
            .is_some_and(|n| n.refuses_a_link())
        {
            self.notice.set(None);
        }
    }

    /// Copies `text` to the clipboard and tells the player how it went.
    pub fn copy(&self, text: String) {
        let me = *self;
        crate::browser::share::copy(text, move |done| {
            me.tell(if done {
                Notice::LinkCopied
            } else {
                Notice::CopyRefused
            })
        });
    }
}

impl Default for Nav {
    fn default() -> Self {
        Nav::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_the_game_is_unchanged_only_when_there_is_one() {
        crate::i18n::words::install_all();
        let link = |game| Notice::BadLink {
            error: CodeError::Damaged,
            game,
        };
        let file = |game| Notice::ImportFailed {
            reason: OpenError::Unreadable,
            game,
        };
        for lang in Lang::ALL {
            let unchanged = M::NoticeGameUnchanged.text(lang);
            for (told, game) in [
                (link(true), true),
                (link(false), false),
                (file(true), true),
                (file(false), false),
            ] {
                let text = told.text(lang);
                assert_eq!(text.contains(unchanged), game, "{lang:?}: {text}");
            }
        }
        let damaged =
            "This link cannot be opened: it is damaged (some of its characters were changed).";
        assert_eq!(link(false).text(Lang::En), damaged);
        assert_eq!(
            link(true).text(Lang::En),
            format!("{damaged} Your game is unchanged.")
        );
    }

    #[test]
    fn only_a_link_refused_goes_when_another_link_opens() {
        let link = Notice::BadLink {
            error: CodeError::Damaged,
            game: true,
        };
        assert!(link.refuses_a_link());
        assert!(Notice::BadGameLink(LinkError::BadSignature).refuses_a_link());
        let file = Notice::ImportFailed {
            reason: OpenError::Unreadable,
            game: true,
        };
        for other in [file, Notice::SaveNewer, Notice::Joined("Bruno".into())] {
            assert!(!other.refuses_a_link(), "{other:?}");
        }
    }

    #[test]
    fn a_save_the_browser_kept_is_not_called_a_file_and_a_newer_one_says_so() {
        crate::i18n::words::install_all();
        let garbled = Notice::SaveUnreadable(OpenError::Unreadable);
        for lang in Lang::ALL {
            // the import's "the file could not be read" is not the save's reason
            assert!(
                !garbled.text(lang).contains(unreadable_file(lang)),
                "{lang:?}"
            );
            assert_eq!(garbled.text(lang), M::SaveGarbled.text(lang));
            assert_eq!(Notice::SaveNewer.text(lang), M::SaveNewer.text(lang));
        }
        assert!(Notice::SaveNewer.text(Lang::En).contains("newer version"));
        // the garbled save may still be thrown away for a fresh start; the newer one not
        assert!(garbled.offer_fresh_start() && !Notice::SaveNewer.offer_fresh_start());
        assert!(garbled.is_failure() && Notice::SaveNewer.is_failure());
    }
}
