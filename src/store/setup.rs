//! The set-up form as last used on this device: how many players, their names and who
//! plays each seat (a kind, or `remote` for a friend by link), so the next game starts from
//! the last one's choices.

use serde::{Deserialize, Serialize};

use super::entry::{self, Entry, WriteError};
use marrakech_engine::PlayerKind;

/// The names a seat has until the player gives another.
pub const DEFAULT_NAMES: [&str; 4] = ["Amina", "Bruno", "Chloé", "Driss"];

/// `name` trimmed, or the seat's default when nothing is left of it.
pub fn name_or_default(seat: usize, name: &str) -> &str {
    match name.trim() {
        "" => DEFAULT_NAMES.get(seat).copied().unwrap_or_default(),
        n => n,
    }
}

/// The choices kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupChoices {
    pub count: usize,
    /// Seat by seat, up to four.
    pub names: Vec<String>,
    /// Seat by seat: a `player-kind-<seat>` value (`human`, a level, or `remote`).
    pub kinds: Vec<String>,
}

impl Entry for SetupChoices {}

const NAME: &str = "setup";

impl SetupChoices {
    /// The kept choices, if any (unreadable ones count as none).
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> Option<SetupChoices> {
        match entry::read::<SetupChoices>(NAME) {
            Ok(found) => found.or_else(first_version),
            Err(_) => None,
        }
    }

    pub fn save(&self) -> Result<(), WriteError> {
        entry::write(NAME, self)
    }

    /// The name kept for `seat`, or its default.
    pub fn name(&self, seat: usize) -> &str {
        name_or_default(seat, self.names.get(seat).map_or("", String::as_str))
    }
}

/// `count=3;name0=Amina;kind0=human;…`; unreadable parts are left at their defaults.
#[inline(never)] // made once: kept out of its callers
fn first_version() -> Option<SetupChoices> {
    let text = entry::first_version("setup")?;
    let mut choices = SetupChoices {
        count: 2,
        names: vec![String::new(); 4],
        kinds: vec!["human".to_string(); 4],
    };
    for part in text.split(';') {
        let Some((key, value)) = part.split_once('=') else {
            continue;
        };
        let seat = key
            .bytes()
            .last()
            .and_then(|b| b.checked_sub(b'0'))
            .map(usize::from)
            .filter(|s| *s < 4);
        match (key.trim_end_matches(|c: char| c.is_ascii_digit()), seat) {
            ("count", _) => {
                if let Ok(n) = value.parse::<usize>() {
                    choices.count = n.clamp(2, 4);
                }
            }
            ("name", Some(s)) if !value.trim().is_empty() => {
                choices.names[s] = value.chars().take(20).collect();
            }
            ("kind", Some(s)) if value == "remote" || PlayerKind::parse(value).is_some() => {
                choices.kinds[s] = value.to_string();
            }
            _ => {}
        }
    }
    Some(choices)
}
