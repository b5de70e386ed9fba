//! The player's settings as kept: the handoff screen, speed, motion, sound, odds, whether the
//! guided first game was taken, and the language chosen.

use serde::{Deserialize, Serialize};

use super::entry::{self, Entry, Unreadable, WriteError};

/// How fast things move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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

/// Light or dark, or as the system says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn as_str(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|v| v.as_str() == s)
    }
}

/// Settings as kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
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
    /// The language the player picked (its code), if they did.
    pub lang: Option<String>,
    /// The colour's letter on each half of every rug (for colour-blind play).
    pub letters: bool,
    /// Light, dark, or as the system says.
    pub theme: Theme,
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
            lang: None,
            letters: false,
            theme: Theme::System,
        }
    }
}

impl Entry for Settings {}

const NAME: &str = "settings";

impl Settings {
    /// The kept settings (brought over from the first version's keys when this store has
    /// none); `None` when nothing was kept. Unreadable settings count as none: they stay
    /// until the player changes a setting, which puts them aside.
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> Option<Settings> {
        match entry::read::<Settings>(NAME) {
            Ok(Some(s)) => Some(s),
            Ok(None) => {
                let old = first_version()?;
                let _ = entry::write(NAME, &old);
                Some(old)
            }
            Err(Unreadable::Garbled { .. } | Unreadable::Newer { .. }) => None,
        }
    }

    /// Whether settings are kept that this version cannot read (garbled, or a newer
    /// version's): the player is told, since the defaults then stand in for them.
    pub fn unreadable() -> bool {
        entry::read::<Settings>(NAME).is_err()
    }

    pub fn save(&self) -> Result<(), WriteError> {
        entry::write(NAME, self)
    }
}

/// `handoff=1;speed=fast;sound=1;odds=0;taught=0;motion=reduce` and the language kept apart
/// under `marrakech:lang`; unknown or bad parts fall back to the defaults.
#[inline(never)] // made once: kept out of its callers
fn first_version() -> Option<Settings> {
    let text = entry::first_version("settings");
    let lang = entry::first_version("lang");
    if text.is_none() && lang.is_none() {
        return None;
    }
    let mut s = Settings::default();
    for part in text.as_deref().unwrap_or("").split(';') {
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
    s.lang = lang;
    Some(s)
}
