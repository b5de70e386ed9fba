//! Games by link kept on this device, apart from the local game and from each other: one
//! storage entry a game (`marrakech:link:<id>`), and which one is open in play
//! (`marrakech:link-open`).

use marrakech_engine::remote::{self, Link, Secret, Value};

use crate::storage;

const PREFIX: &str = "marrakech:link:";
const OPEN: &str = "marrakech:link-open";
const FORMAT: &str = "marrakech-link-slot/1";

/// A game by link as this device keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Slot {
    pub link: Link,
    /// This device's place in it; `None` when it only watches.
    pub secret: Option<Secret>,
}

/// A game id as text (32 hex digits).
pub fn id_text(id: &Value) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Value> {
    let mut out = [0u8; 16];
    if s.len() != 32 || !s.is_ascii() {
        return None;
    }
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The slot as stored: `{"format":…,"code":…,"device":N,"seed":"hex"}`.
pub fn to_text(slot: &Slot) -> Option<String> {
    // written by hand: every value is digits or base64url, nothing to escape
    let code = remote::encode(&slot.link).ok()?;
    let secret = slot.secret.map_or(String::new(), |s| {
        format!(r#","device":{},"seed":"{}""#, s.device, id_text(&s.seed))
    });
    Some(format!(
        r#"{{"format":"{FORMAT}","code":"{code}"{secret}}}"#
    ))
}

/// Reads a stored slot; `None` for anything unreadable.
pub fn parse(text: &str) -> Option<Slot> {
    let v = crate::json::parse(text).ok()?;
    if v["format"] != FORMAT {
        return None;
    }
    let link = remote::decode(v["code"].as_str()?).ok()?;
    let secret = match (v["device"].as_u64(), v["seed"].as_str().and_then(unhex)) {
        (Some(d), Some(seed)) if (d as usize) < link.table.devices.len() => Some(Secret {
            device: d as u8,
            seed,
        }),
        _ => None,
    };
    Some(Slot { link, secret })
}

pub fn save(slot: &Slot) {
    if let Some(text) = to_text(slot) {
        storage::set(
            &(PREFIX.to_string() + &id_text(&slot.link.table.game)),
            &text,
        );
    }
}

pub fn load(id: &Value) -> Option<Slot> {
    parse(&storage::get(&(PREFIX.to_string() + &id_text(id)))?)
}

pub fn delete(id: &Value) {
    storage::remove(&(PREFIX.to_string() + &id_text(id)));
    if open_id() == Some(*id) {
        set_open(None);
    }
}

/// Every game by link kept here (unreadable entries are skipped).
pub fn all() -> Vec<Slot> {
    storage::keys()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(|k| parse(&storage::get(&k)?))
        .collect()
}

/// The game by link open in play, if any.
pub fn open_id() -> Option<Value> {
    unhex(&storage::get(OPEN)?)
}

pub fn set_open(id: Option<&Value>) {
    match id {
        Some(id) => {
            storage::set(OPEN, &id_text(id));
        }
        None => storage::remove(OPEN),
    }
}
