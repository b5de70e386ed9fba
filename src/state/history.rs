//! The finished games kept on this device, read back for the list: names, scores and
//! winners of each, and the export of them all with each game's full record.

use marrakech_engine::{Game, Record, Score, Seat};

use crate::store::{History, Kept};

/// A kept game read back: what the list shows.
#[derive(Clone, Debug)]
pub struct Entry {
    pub kept: Kept,
    pub record: Record,
    pub names: Vec<String>,
    pub scores: Vec<Score>,
    pub winners: Vec<Seat>,
    /// Deleted while the list is open: shown greyed, with Undo, and left out of the export.
    pub gone: bool,
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
        gone: false,
    })
}

/// The kept games that this version can read, newest first.
pub fn entries() -> Vec<Entry> {
    History::load().games.iter().filter_map(entry).collect()
}

/// Whether a list is kept that this version cannot read: it shows as empty, and is put
/// aside (never lost) by the next game kept.
pub fn unreadable() -> bool {
    History::unreadable()
}

/// Every finished game still kept in one file (`marrakech-history/1`): each game's full
/// record and when it ended.
pub fn export_text(entries: &[Entry]) -> String {
    let games: Vec<String> = entries
        .iter()
        .filter(|e| !e.gone)
        .map(|e| {
            let date = js_date_iso(e.kept.finished);
            let record = crate::browser::json::record_text(&e.record);
            format!(r#"{{"finished":"{date}","record":{record}}}"#)
        })
        .collect();
    format!(
        "{{\"format\":\"marrakech-history/1\",\"games\":[\n{}\n]}}\n",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::local;

    #[test]
    fn the_export_leaves_out_a_game_deleted_while_the_list_is_open() {
        let path = format!(
            "{}/tests/e2e/fixtures/storage-a28464a/everything.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let fixture: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("JSON");
        local::reset(usize::MAX);
        let old = fixture["storage"]["marrakech:history"]
            .as_str()
            .expect("history");
        local::set("marrakech:history", old).expect("kept");
        let mut list = entries();
        assert_eq!(list.len(), 3);
        let all: serde_json::Value = serde_json::from_str(&export_text(&list)).expect("JSON");
        assert_eq!(all["games"].as_array().map(Vec::len), Some(3));
        list[1].gone = true;
        let kept: serde_json::Value = serde_json::from_str(&export_text(&list)).expect("JSON");
        let games = kept["games"].as_array().expect("games");
        assert_eq!(games.len(), 2);
        let names = |g: &serde_json::Value| g["record"]["players"].clone();
        assert_eq!(names(&games[1]), names(&all["games"][2]));
    }
}
