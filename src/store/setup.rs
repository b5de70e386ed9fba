//! The set-up form as last used on this device: how many players, their names and who
//! plays each seat (a kind, or `remote` for a friend by link), so the next game starts from
//! the last one's choices.

use serde::{Deserialize, Serialize};

use super::entry::{self, Entry, WriteError};
use marrakech_engine::PlayerKind;

/// The names earlier versions gave the seats and kept as if typed: a kept name that is its
/// seat's one of these is a default, shown in the language the table is in.
pub const EARLIER_DEFAULTS: [&str; 4] = ["Amina", "Bruno", "Chloé", "Driss"];

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

    /// The name typed for `seat`, trimmed; none where it was left empty or at its default.
    pub fn name(&self, seat: usize) -> Option<&str> {
        typed(seat, self.names.get(seat).map_or("", String::as_str))
    }
}

/// `name` trimmed, unless nothing is left of it or it is the default an earlier version kept.
pub fn typed(seat: usize, name: &str) -> Option<&str> {
    match name.trim() {
        "" => None,
        n if EARLIER_DEFAULTS.get(seat) == Some(&n) => None,
        n => Some(n),
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
