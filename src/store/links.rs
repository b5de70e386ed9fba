//! Games by link kept on this device, apart from the local game and from each other: one
//! entry a game (`link:<id>`), and which one is open in play (`link-open`).

use marrakech_engine::remote::{self, Link, Secret, Value};
use serde::{Deserialize, Serialize};

use super::entry::{self, Entry, WriteError};
use serde_json::Value as Json;

/// A game by link as this device keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Slot {
    pub link: Link,
    /// This device's place in it; `None` when it only watches.
    pub secret: Option<Secret>,
}

/// The slot as written: the link's code and this device's secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    pub code: String,
    pub device: Option<u8>,
    /// The chain's secret seed, 32 hex digits.
    pub seed: Option<String>,
}

impl Entry for Kept {}

/// Which game by link is in play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Open {
    pub id: Option<String>,
}

impl Entry for Open {}

/// A game id as text (32 hex digits).
pub fn id_text(id: &Value) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

/// A game id from its text.
pub fn unhex(s: &str) -> Option<Value> {
    let mut out = [0u8; 16];
    if s.len() != 32 || !s.is_ascii() {
        return None;
    }
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

impl Kept {
    pub fn of(slot: &Slot) -> Option<Kept> {
        Some(Kept {
            code: remote::encode(&slot.link).ok()?,
            device: slot.secret.map(|s| s.device),
            seed: slot.secret.map(|s| id_text(&s.seed)),
        })
    }

    /// The slot, when the code reads (a secret naming no device of the link is dropped).
    pub fn slot(&self) -> Option<Slot> {
        let link = remote::decode(&self.code).ok()?;
        let secret = match (self.device, self.seed.as_deref().and_then(unhex)) {
            (Some(d), Some(seed)) if (d as usize) < link.table.devices.len() => {
                Some(Secret { device: d, seed })
            }
            _ => None,
        };
        Some(Slot { link, secret })
    }
}

fn name(id: &Value) -> String {
    format!("link:{}", id_text(id))
}

/// Keeps a game by link.
pub fn save(slot: &Slot) -> Result<(), WriteError> {
    match Kept::of(slot) {
        Some(kept) => entry::write(&name(&slot.link.table.game), &kept),
        None => Ok(()),
    }
}

/// The game by link `id`, if kept here (the first version's entry brought over).
pub fn load(id: &Value) -> Option<Slot> {
    match entry::read::<Kept>(&name(id)) {
        Ok(Some(k)) => k.slot(),
        Ok(None) => {
            let old = first_version(&id_text(id))?;
            let slot = old.slot()?;
            let _ = entry::write(&name(id), &old);
            Some(slot)
        }
        Err(_) => None,
    }
}

/// Forgets the game by link `id` (the player ended it here).
pub fn delete(id: &Value) {
    entry::forget(&name(id));
    if open_id() == Some(*id) {
        let _ = set_open(None);
    }
}

/// Every game by link kept here (unreadable entries are left out, and kept).
pub fn all() -> Vec<Slot> {
    let mut ids: Vec<String> = entry::names("link:")
        .into_iter()
        .map(|n| n["link:".len()..].to_string())
        .collect();
    for old in first_version_ids() {
        if !ids.contains(&old) {
            ids.push(old);
        }
    }
    ids.iter()
        .filter_map(|id| unhex(id))
        .filter_map(|id| load(&id))
        .collect()
}

/// The game by link open in play, if any.
pub fn open_id() -> Option<Value> {
    match entry::read::<Open>("link-open") {
        Ok(Some(o)) => o.id.as_deref().and_then(unhex),
        Ok(None) => first_version_open().as_deref().and_then(unhex),
        Err(_) => None,
    }
}

pub fn set_open(id: Option<&Value>) -> Result<(), WriteError> {
    entry::write(
        "link-open",
        &Open {
            id: id.map(id_text),
        },
    )
}

/// A game by link: `{"format":"marrakech-link-slot/1","code":…,"device":N,"seed":"hex"}`.
fn first_version(id: &str) -> Option<Kept> {
    let v = crate::browser::json::parse(&entry::first_version(&format!("link:{id}"))?).ok()?;
    if v.get("format").and_then(Json::as_str) != Some("marrakech-link-slot/1") {
        return None;
    }
    Some(Kept {
        code: v.get("code")?.as_str()?.to_string(),
        device: v
            .get("device")
            .and_then(Json::as_u64)
            .and_then(|d| u8::try_from(d).ok()),
        seed: v.get("seed").and_then(Json::as_str).map(String::from),
    })
}

/// The ids of the games by link the first version kept.
fn first_version_ids() -> Vec<String> {
    entry::first_version_names("link:")
        .into_iter()
        .map(|n| n["link:".len()..].to_string())
        .collect()
}

/// The game by link the first version had open.
fn first_version_open() -> Option<String> {
    entry::first_version("link-open")
}
