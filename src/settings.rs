//! The player's settings: handoff screen, animation speed, reduced motion, and the
//! language, kept in browser storage.

use crate::storage;

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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            handoff: true,
            speed: Speed::Normal,
            reduce_motion: None,
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
                _ => {}
            }
        }
        s
    }

    pub fn encode(&self) -> String {
        let mut text = format!(
            "handoff={};speed={}",
            u8::from(self.handoff),
            self.speed.as_str()
        );
        match self.reduce_motion {
            Some(true) => text.push_str(";motion=reduce"),
            Some(false) => text.push_str(";motion=full"),
            None => {}
        }
        text
    }

    pub fn load() -> Settings {
        storage::get(KEY)
            .map(|t| Settings::decode(&t))
            .unwrap_or_default()
    }

    pub fn save(&self) {
        storage::set(KEY, &self.encode());
    }
}

const LANG_KEY: &str = "marrakech:lang";

/// The language the player chose last, if any.
pub fn saved_lang() -> Option<crate::i18n::Lang> {
    storage::get(LANG_KEY).and_then(|t| crate::i18n::Lang::parse(&t))
}

/// Remembers the player's language.
pub fn save_lang(lang: crate::i18n::Lang) {
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
            };
            assert_eq!(Settings::decode(&s.encode()), s);
        }
        assert_eq!(Settings::decode("\u{0}{}garbage=;;"), Settings::default());
    }
}
