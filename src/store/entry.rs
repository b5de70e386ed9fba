//! The typed, versioned store: every value kept on the device is an [`Entry`] under a name,
//! written as JSON `{"version": N, "value": …}` under `marrakech:2:<name>` (the keys of the
//! first version, `marrakech:<name>`, are only read, to bring their values over). A value
//! this version cannot read is never deleted: a write over it first puts it aside under
//! `marrakech:2:aside:<name>`; a value written by a newer version is never overwritten.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

use super::local::{self, Refusal};

/// Where every key of this store begins.
pub const PREFIX: &str = "marrakech:2:";

/// A value kept on the device.
pub trait Entry: Serialize + DeserializeOwned {
    /// The version of the value's shape written now (a newer shape gets a new number and
    /// [`Entry::upgrade`] reads the older).
    const VERSION: u32 = 1;

    /// The value of an older `version`, if it can be read.
    fn upgrade(_version: u32, _value: Value) -> Option<Self> {
        None
    }

    /// Whether what was read makes sense beyond its shape (a record that replays).
    fn sound(&self) -> bool {
        true
    }

    /// Whether all of what was kept was read: a list may leave out an item it cannot read
    /// and show the rest; the next write then puts the whole of the old text aside first.
    fn whole(&self) -> bool {
        true
    }
}

/// Why a kept value could not be read; it stays where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Not the JSON this store writes.
    Garbled { name: String },
    /// Written by a newer version of the app.
    Newer { name: String, version: u32 },
}

/// Why a value could not be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The browser refused or is full.
    Refused(Refusal),
    /// A newer version of the app keeps a value there: it is left alone.
    Newer,
}

fn key(name: &str) -> String {
    format!("{PREFIX}{name}")
}

/// The envelope's version and value, or why not.
fn open(name: &str, text: &str) -> Result<(u32, Value), Unreadable> {
    let garbled = || Unreadable::Garbled {
        name: name.to_string(),
    };
    let mut v = crate::browser::json::parse(text).map_err(|_| garbled())?;
    let version = v
        .get("version")
        .and_then(Value::as_u64)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(garbled)?;
    let value = v.get_mut("value").map(Value::take).ok_or_else(garbled)?;
    Ok((version, value))
}

fn decode<T: Entry>(name: &str, version: u32, value: Value) -> Result<T, Unreadable> {
    let garbled = || Unreadable::Garbled {
        name: name.to_string(),
    };
    if version > T::VERSION {
        return Err(Unreadable::Newer {
            name: name.to_string(),
            version,
        });
    }
    let read = if version == T::VERSION {
        super::value::from_value::<T>(&value)
    } else {
        T::upgrade(version, value)
    };
    read.filter(T::sound).ok_or_else(garbled)
}

/// The value kept under `name`: `Ok(None)` when there is none.
pub fn read<T: Entry>(name: &str) -> Result<Option<T>, Unreadable> {
    let Some(text) = local::get(&key(name)) else {
        return Ok(None);
    };
    let (version, value) = open(name, &text)?;
    decode(name, version, value).map(Some)
}

/// Keeps `value` under `name`. An unreadable value there is put aside first; a newer
/// version's value is left alone.
pub fn write<T: Entry>(name: &str, value: &T) -> Result<(), WriteError> {
    let k = key(name);
    if let Some(old) = local::get(&k) {
        let readable = open(name, &old).and_then(|(v, value)| decode::<T>(name, v, value));
        match readable {
            Ok(v) if v.whole() => {}
            Err(Unreadable::Newer { .. }) => return Err(WriteError::Newer),
            Ok(_) | Err(Unreadable::Garbled { .. }) => {
                put_aside(name, &old).map_err(WriteError::Refused)?
            }
        }
    }
    let value = serde_json::to_value(value).unwrap_or(Value::Null);
    let text = crate::browser::json::write(&json!({ "version": T::VERSION, "value": value }));
    local::set(&k, &text).map_err(WriteError::Refused)
}

/// Keeps a copy of unreadable `text` apart, under a name no other copy has.
fn put_aside(name: &str, text: &str) -> Result<(), Refusal> {
    let base = key(&format!("aside:{name}"));
    let free = (0u32..)
        .map(|n| {
            if n == 0 {
                base.clone()
            } else {
                format!("{base}:{n}")
            }
        })
        .find(|k| local::get(k).is_none())
        .unwrap_or(base);
    local::set(&free, text)
}

/// Forgets the value under `name` (what the player chose to throw away).
pub fn forget(name: &str) {
    local::remove(&key(name));
}

/// The names kept that begin with `start` (`"link:"` lists every game by link).
pub fn names(start: &str) -> Vec<String> {
    let full = key(start);
    local::keys()
        .into_iter()
        .filter(|k| k.starts_with(&full))
        .map(|k| k[PREFIX.len()..].to_string())
        .collect()
}

/// The text the first version kept under `marrakech:<name>`, if any.
pub fn first_version(name: &str) -> Option<String> {
    local::get(&format!("marrakech:{name}"))
}

/// The keys of the first version beginning with `marrakech:<start>`, without `marrakech:`.
pub fn first_version_names(start: &str) -> Vec<String> {
    let full = format!("marrakech:{start}");
    local::keys()
        .into_iter()
        .filter(|k| k.starts_with(&full))
        .map(|k| k["marrakech:".len()..].to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Thing {
        n: u32,
    }

    impl Entry for Thing {
        const VERSION: u32 = 2;
        fn upgrade(version: u32, value: Value) -> Option<Thing> {
            // version 1 kept the number alone
            let n = value.as_u64().filter(|_| version == 1)?;
            Some(Thing { n: n as u32 })
        }
    }

    #[test]
    fn a_value_round_trips_and_an_older_shape_is_upgraded() {
        local::reset(usize::MAX);
        assert_eq!(read::<Thing>("thing"), Ok(None));
        write("thing", &Thing { n: 7 }).expect("kept");
        assert_eq!(read::<Thing>("thing"), Ok(Some(Thing { n: 7 })));
        local::set("marrakech:2:old", r#"{"version":1,"value":5}"#).expect("kept");
        assert_eq!(read::<Thing>("old"), Ok(Some(Thing { n: 5 })));
    }

    #[test]
    fn an_unreadable_value_is_reported_and_put_aside_never_lost() {
        local::reset(usize::MAX);
        local::set("marrakech:2:thing", "{garbage").expect("kept");
        assert!(matches!(
            read::<Thing>("thing"),
            Err(Unreadable::Garbled { .. })
        ));
        // still there after the read
        assert_eq!(local::get("marrakech:2:thing").as_deref(), Some("{garbage"));
        write("thing", &Thing { n: 1 }).expect("kept");
        assert_eq!(
            local::get("marrakech:2:aside:thing").as_deref(),
            Some("{garbage")
        );
        local::set("marrakech:2:thing", "[]").expect("kept");
        write("thing", &Thing { n: 2 }).expect("kept");
        assert_eq!(
            local::get("marrakech:2:aside:thing:1").as_deref(),
            Some("[]")
        );
        // the envelope reads, what it holds does not
        let inside = r#"{"version":2,"value":{"n":"seven"}}"#;
        local::set("marrakech:2:thing", inside).expect("kept");
        assert!(read::<Thing>("thing").is_err());
        write("thing", &Thing { n: 3 }).expect("kept");
        assert_eq!(
            local::get("marrakech:2:aside:thing:2").as_deref(),
            Some(inside)
        );
        assert_eq!(read::<Thing>("thing"), Ok(Some(Thing { n: 3 })));
    }

    #[test]
    fn a_newer_version_s_value_is_left_alone() {
        local::reset(usize::MAX);
        let newer = r#"{"version":9,"value":{"n":1,"more":true}}"#;
        local::set("marrakech:2:thing", newer).expect("kept");
        assert_eq!(
            read::<Thing>("thing"),
            Err(Unreadable::Newer {
                name: "thing".into(),
                version: 9
            })
        );
        assert_eq!(write("thing", &Thing { n: 3 }), Err(WriteError::Newer));
        assert_eq!(local::get("marrakech:2:thing").as_deref(), Some(newer));
    }

    #[test]
    fn a_full_storage_says_so() {
        local::reset(60);
        assert_eq!(
            write("thing", &Thing { n: 123_456_789 })
                .and_then(|()| write("other", &Thing { n: 1 })),
            Err(WriteError::Refused(Refusal::Full))
        );
    }
}
