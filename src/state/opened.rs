//! A record opened: the game it replays to, its log and what the table tells of its last
//! moves. A file that cannot be read, or a record the engine refuses, changes nothing.

use marrakech_engine::{Game, Record, RecordError};

use super::shown::Marks;
use super::timeline::LogEntry;
use crate::i18n::{text::default_name, Lang};

/// Why a file or a saved game could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The browser could not read the file.
    Unreadable,
    /// The engine refused the record.
    Record(RecordError),
}

impl From<RecordError> for OpenError {
    fn from(e: RecordError) -> Self {
        OpenError::Record(e)
    }
}

/// A record opened.
pub struct Opened {
    pub game: Game,
    pub log: Vec<LogEntry>,
    pub marks: Marks,
}

/// Reads a record (text of `marrakech-record/1`, an imported file) and replays it with the
/// engine. A seat a file leaves without a name takes the set-up's default for it, in English
/// whatever the page's language, so a file opens as the same game everywhere: the table
/// would otherwise say ": lay a rug".
pub fn open(text: &str) -> Result<Opened, OpenError> {
    let mut record = crate::browser::json::record(text)?;
    for (seat, player) in record.players.iter_mut().enumerate() {
        if player.name.trim().is_empty() {
            player.name = default_name(Lang::En, seat).to_string();
        }
    }
    Ok(open_record(&record)?)
}

/// Replays a parsed record (a link's, a replay's position, the saved game).
pub fn open_record(record: &Record) -> Result<Opened, RecordError> {
    let (game, events) = Game::replay_with_events(record)?;
    let plain: Vec<_> = events.iter().map(|(_, e)| e.clone()).collect();
    // The cell under Assam keeps its rug until he moves, so the game at the end tells
    // what his last stop was.
    let start = game.setup().assam.unwrap_or_default();
    let marks = Marks::default().after_from(&game, start, &plain);
    let log = events
        .into_iter()
        .map(|(turn, event)| LogEntry { turn, event })
        .collect();
    Ok(Opened { game, log, marks })
}

/// `game` opened at rest, as if from its record: its log and marks rebuilt.
pub fn at_rest(game: &Game) -> Opened {
    match open_record(&game.to_record()) {
        Ok(o) => o,
        Err(_) => Opened {
            game: game.clone(),
            log: Vec::new(),
            marks: Marks::default(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_without_a_name_takes_the_set_ups_name() {
        let text = r#"{"format": "marrakech-record/1", "players": [{"name": " ", "colors": ["red"]},
            {"name": "Bruno", "colors": ["yellow"]}, {"name": "", "colors": ["cyan"]}], "turns": []}"#;
        let opened = open(text).map_err(|_| "refused").expect("opens");
        let names: Vec<_> = opened
            .game
            .seats()
            .map(|s| opened.game.name(s).to_string())
            .collect();
        assert_eq!(names, ["Amina", "Bruno", "Chloé"]);
    }
}
