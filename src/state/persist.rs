//! Keeping the game: saved to browser storage after every action, resumed at the next
//! visit, imported from and exported to a record file.

use marrakech_engine::{Game, Phase, Record, TurnOrder};

use super::shown::Marks;
use super::timeline::LogEntry;
use crate::i18n::errors::OpenError;
use crate::storage;

/// A record opened: the game, its log and what the table tells of its last moves.
pub struct Opened {
    pub game: Game,
    pub log: Vec<LogEntry>,
    pub marks: Marks,
}

/// Reads a record (text of `marrakech-record/1`) and replays it with the engine.
pub fn open(text: &str) -> Result<Opened, OpenError> {
    Ok(open_record(&crate::json::record(text)?)?)
}

/// Replays a parsed record (a link's, a replay's position).
pub fn open_record(record: &Record) -> Result<Opened, marrakech_engine::RecordError> {
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

/// Saves the game's record in browser storage (nothing happens where storage is refused).
pub fn save(game: &Game) {
    storage::save_game(&crate::json::record_text(&game.to_record()));
}

/// The saved game's text, if any.
pub fn saved() -> Option<String> {
    storage::saved_game()
}

/// Where undo goes back to in a freshly opened game: in `roll` (classic), the same game
/// before its direction was chosen.
pub fn turn_start(game: &Game) -> Option<Game> {
    if game.phase() != Phase::Roll || game.rules().turn_order != TurnOrder::Classic {
        return None;
    }
    let mut record = game.to_record();
    record.turns.pop();
    Game::from_record(&record).ok()
}
