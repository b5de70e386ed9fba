//! The finished games kept on this device: the latest 100, newest first, each as its link
//! code (a few hundred characters, where the record is a few kilobytes) and the time it
//! ended. Storage that cannot be read counts as an empty history; nothing panics.

use marrakech_engine::{Game, Record, Score};
use serde_json::Value;

use crate::storage;

const KEY: &str = "marrakech:history";
const FORMAT: &str = "marrakech-history/1";
/// How many finished games are kept.
pub const KEEP: usize = 100;

/// One finished game as kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// When it ended (milliseconds since 1970, the browser's clock).
    pub finished: f64,
    pub code: String,
}

/// A kept game read back: what the list shows.
#[derive(Clone, Debug)]
pub struct Entry {
    pub kept: Kept,
    pub record: Record,
    pub names: Vec<String>,
    pub scores: Vec<Score>,
    pub winners: Vec<marrakech_engine::Seat>,
}

/// Parses the stored text (`{"format": "marrakech-history/1", "games": [...]}`); anything
/// unreadable is left out.
pub fn parse(text: &str) -> Vec<Kept> {
    let Ok(v) = crate::json::parse(text) else {
        return Vec::new();
    };
    if v.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Vec::new();
    }
    let Some(games) = v.get("games").and_then(Value::as_array) else {
        return Vec::new();
    };
    games
        .iter()
        .filter_map(|g| {
            Some(Kept {
                finished: g.get("finished")?.as_f64()?,
                code: g.get("code")?.as_str()?.to_string(),
            })
        })
        .take(KEEP)
        .collect()
}

/// The stored text of `games` (written by hand around each code, quoted as a JSON string).
pub fn to_text(games: &[Kept]) -> String {
    let games: Vec<String> = games
        .iter()
        .map(|k| {
            let code = crate::json::write(&Value::String(k.code.clone()));
            format!(r#"{{"finished":{},"code":{code}}}"#, k.finished as u64)
        })
        .collect();
    format!(r#"{{"format":"{FORMAT}","games":[{}]}}"#, games.join(","))
}

/// `games` with `new` in front, the oldest dropped beyond [`KEEP`].
pub fn with(mut games: Vec<Kept>, new: Kept) -> Vec<Kept> {
    games.retain(|k| k.code != new.code);
    games.insert(0, new);
    games.truncate(KEEP);
    games
}

/// Reads a kept game back (`None` for a code this version cannot read).
pub fn entry(kept: &Kept) -> Option<Entry> {
    let record = marrakech_engine::decode(&kept.code).ok()?;
    let game = Game::from_record(&record).ok()?;
    Some(Entry {
        kept: kept.clone(),
        names: game.seats().map(|s| game.name(s).to_string()).collect(),
        scores: game.scores(),
        winners: game.winners(),
        record,
    })
}

/// Every export of the history: one file with each game's full record.
pub fn export_text(entries: &[Entry]) -> String {
    let games: Vec<String> = entries
        .iter()
        .map(|e| {
            let date = js_date_iso(e.kept.finished);
            let record = crate::json::record_text(&e.record);
            format!(r#"{{"finished":"{date}","record":{record}}}"#)
        })
        .collect();
    format!(
        "{{\"format\":\"{FORMAT}\",\"games\":[\n{}\n]}}\n",
        games.join(",\n")
    )
}

fn js_date_iso(ms: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        if d.get_time().is_finite() {
            return d.to_iso_string().into();
        }
    }
    (ms as u64).to_string()
}

// ----- the browser's storage ---------------------------------------------------------

/// The kept games, newest first.
pub fn load() -> Vec<Kept> {
    storage::get(KEY).map(|t| parse(&t)).unwrap_or_default()
}

fn store(games: &[Kept]) {
    storage::set(KEY, &to_text(games));
}

/// Keeps a game that has just ended.
pub fn add(game: &Game) {
    let Ok(code) = marrakech_engine::encode(&game.to_record()) else {
        return;
    };
    let finished = js_sys::Date::now();
    store(&with(load(), Kept { finished, code }));
}

/// Forgets the game with `code`.
pub fn delete(code: &str) {
    let mut games = load();
    games.retain(|k| k.code != code);
    store(&games);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(n: usize) -> Kept {
        Kept {
            finished: n as f64,
            code: format!("c{n}"),
        }
    }

    #[test]
    fn keeps_the_latest_hundred_newest_first() {
        let mut games = Vec::new();
        for n in 0..130 {
            games = with(games, kept(n));
        }
        assert_eq!(games.len(), KEEP);
        assert_eq!(games[0], kept(129));
        assert_eq!(games[KEEP - 1], kept(30));
        assert_eq!(parse(&to_text(&games)), games);
        let odd = vec![Kept {
            finished: 5.0,
            code: "a\"b\\c".into(),
        }];
        assert_eq!(parse(&to_text(&odd)), odd);
    }

    #[test]
    fn the_same_game_is_kept_once() {
        let games = with(with(vec![kept(1)], kept(2)), kept(1));
        assert_eq!(games, vec![kept(1), kept(2)]);
    }

    #[test]
    fn unreadable_storage_is_an_empty_history() {
        for text in ["", "[]", "{", "null", r#"{"format":"x","games":[]}"#] {
            assert!(parse(text).is_empty(), "{text}");
        }
        let partly =
            r#"{"format":"marrakech-history/1","games":[{"finished":1,"code":"a"},{"code":2},7]}"#;
        assert_eq!(
            parse(partly),
            vec![Kept {
                finished: 1.0,
                code: "a".into()
            }]
        );
    }
}
