//! The player's preferences: handoff screen, animation speed, reduced motion, sound and the
//! language, kept in browser storage; and the signals the page reads them from.

use leptos::prelude::*;

use crate::i18n::{Lang, M};
use crate::storage;

/// The preferences in force, as signals (one provider for the whole page).
#[derive(Clone, Copy)]
pub struct Prefs {
    pub settings: RwSignal<Settings>,
    /// `?speed=` from the address, which wins over the setting.
    pub speed_override: RwSignal<Option<Speed>>,
    /// The system asks for less motion (the setting, when chosen, wins).
    pub reduced_motion: RwSignal<bool>,
    /// The language of the interface.
    pub lang: RwSignal<Lang>,
}

impl Prefs {
    pub fn new(settings: Settings, speed_override: Option<Speed>, lang: Lang) -> Prefs {
        Prefs {
            settings: RwSignal::new(settings),
            speed_override: RwSignal::new(speed_override),
            reduced_motion: RwSignal::new(false),
            lang: RwSignal::new(lang),
        }
    }

    /// The speed in force: the address, else the setting, shortened for reduced motion.
    pub fn speed(&self) -> Speed {
        let chosen = self
            .speed_override
            .get()
            .unwrap_or_else(|| self.settings.get().speed);
        if chosen == Speed::Normal && self.motion_reduced() {
            Speed::Fast
        } else {
            chosen
        }
    }

    /// The speed in force, read without tracking (for timers).
    pub fn speed_untracked(&self) -> Speed {
        untrack(|| self.speed())
    }

    /// Whether motion is reduced: the setting when the player chose one, else the system.
    pub fn motion_reduced(&self) -> bool {
        self.settings
            .get()
            .reduce_motion
            .unwrap_or_else(|| self.reduced_motion.get())
    }

    /// Changes the settings and keeps them.
    pub fn change(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        self.settings.get_untracked().save();
    }

    /// A fixed message in the current language, read once (a change of language redraws
    /// the page).
    pub fn t(&self, m: M) -> &'static str {
        m.text(self.lang.get_untracked())
    }
}

/// How fast things move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Speed {
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn as_str(self) -> &'static str {
        match self {
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    pub fn parse(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|v| v.as_str() == s)
    }

    /// A pause that lasts `normal_ms` at normal speed.
    pub fn scale(self, normal_ms: u32) -> u32 {
        match self {
            Speed::Normal => normal_ms,
            Speed::Fast => normal_ms / 3,
            Speed::Instant => 0,
        }
    }
}

/// Settings as saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Show "Pass to …" between turns.
    pub handoff: bool,
    /// Animation speed chosen by the player.
    pub speed: Speed,
    /// Reduce motion: `None` follows the system (prefers-reduced-motion).
    pub reduce_motion: Option<bool>,
    /// Sounds of the die, the steps, the coins and the rugs.
    pub sound: bool,
    /// The coach's odds: expected payments, chances of landing, areas a rug changes.
    pub odds: bool,
    /// The guided first game was finished or skipped: it is no longer offered first.
    pub taught: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            handoff: true,
            speed: Speed::Normal,
            reduce_motion: None,
            sound: true,
            odds: false,
            taught: false,
        }
    }
}

const KEY: &str = "marrakech:settings";

impl Settings {
    /// Reads `handoff=1;speed=fast`; anything unreadable falls back to the defaults.
    pub fn decode(text: &str) -> Settings {
        let mut s = Settings::default();
        for part in text.split(';') {
            match part.split_once('=') {
                Some(("handoff", v)) => s.handoff = v != "0",
                Some(("speed", v)) => s.speed = Speed::parse(v).unwrap_or_default(),
                Some(("motion", "reduce")) => s.reduce_motion = Some(true),
                Some(("motion", "full")) => s.reduce_motion = Some(false),
                Some(("sound", v)) => s.sound = v != "0",
                Some(("odds", v)) => s.odds = v == "1",
                Some(("taught", v)) => s.taught = v == "1",
                _ => {}
            }
        }
        s
    }

    pub fn encode(&self) -> String {
        let mut text = format!(
            "handoff={};speed={};sound={};odds={};taught={}",
            u8::from(self.handoff),
            self.speed.as_str(),
            u8::from(self.sound),
            u8::from(self.odds),
            u8::from(self.taught)
        );
        match self.reduce_motion {
            Some(true) => text.push_str(";motion=reduce"),
            Some(false) => text.push_str(";motion=full"),
            None => {}
        }
        text
    }

    /// The saved settings; without any, the defaults, with sound off inside a frame (a
    /// blog's page should not start making noise).
    pub fn load(framed: bool) -> Settings {
        storage::get(KEY)
            .map(|t| Settings::decode(&t))
            .unwrap_or(Settings {
                sound: !framed,
                ..Settings::default()
            })
    }

    pub fn save(&self) {
        storage::set(KEY, &self.encode());
    }
}

const LANG_KEY: &str = "marrakech:lang";

/// The language the player chose last, if any.
pub fn saved_lang() -> Option<Lang> {
    storage::get(LANG_KEY).and_then(|t| Lang::parse(&t))
}

/// Remembers the player's language.
pub fn save_lang(lang: Lang) {
    storage::set(LANG_KEY, lang.code());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_garbage() {
        for reduce_motion in [None, Some(true), Some(false)] {
            let s = Settings {
                handoff: false,
                speed: Speed::Fast,
                reduce_motion,
                sound: false,
                odds: true,
                taught: true,
            };
            assert_eq!(Settings::decode(&s.encode()), s);
        }
        assert_eq!(Settings::decode("\u{0}{}garbage=;;"), Settings::default());
    }
}
