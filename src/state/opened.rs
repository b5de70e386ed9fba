//! A record opened: the game it replays to, its log and what the table tells of its last
//! moves. A file that cannot be read, or a record the engine refuses, changes nothing.

use marrakech_engine::{Game, Record, RecordError};

use super::shown::Marks;
use super::timeline::LogEntry;

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

/// Reads a record (text of `marrakech-record/1`) and replays it with the engine.
pub fn open(text: &str) -> Result<Opened, OpenError> {
    Ok(open_record(&crate::browser::json::record(text)?)?)
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
