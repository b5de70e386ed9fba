//! The local game: the one in progress or last finished, with its revision. Every save
//! raises the revision, so a shorter record (an undo) is never taken for an older game, and
//! a tab that saves over another tab's newer save is refused instead.

use marrakech_engine::{Game, Record};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::entry::{self, Entry, Unreadable, WriteError};

/// The local game as kept.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// Raised by one at every save.
    pub rev: u64,
    /// The game (`None`: the player started fresh after an unreadable save).
    pub record: Option<Record>,
}

/// The local game as written: the record in its own format, `marrakech-record/1`, read by
/// the engine's own reader (with its precise refusals).
#[derive(Serialize, Deserialize)]
struct Kept {
    rev: u64,
    record: Option<Value>,
}

impl Entry for Kept {
    fn sound(&self) -> bool {
        self.record
            .as_ref()
            // a record of a game that cannot be played is put aside like any other
            .is_none_or(|v| Record::from_value(v).is_ok_and(|r| Game::from_record(&r).is_ok()))
    }
}

impl Kept {
    fn game(self) -> Result<SavedGame, Unreadable> {
        let record = match self.record {
            None => None,
            Some(v) => Some(
                Record::from_value(&v).map_err(|_| Unreadable::Garbled { name: NAME.into() })?,
            ),
        };
        Ok(SavedGame {
            rev: self.rev,
            record,
        })
    }
}

pub const NAME: &str = "game";

/// Why a save was not made.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Another tab saved since this one read `expected`: its game is newer.
    Overtaken {
        expected: u64,
        found: u64,
    },
    Write(WriteError),
}

impl SavedGame {
    /// The kept game: the first version's save is brought over when this store has none.
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> Result<Option<SavedGame>, Unreadable> {
        if let Some(kept) = entry::read::<Kept>(NAME)? {
            return kept.game().map(Some);
        }
        match first_version() {
            None => Ok(None),
            Some(Ok(record)) => {
                let _ = entry::write(
                    NAME,
                    &Kept {
                        rev: 1,
                        record: Some(record.to_value()),
                    },
                );
                Ok(Some(SavedGame {
                    rev: 1,
                    record: Some(record),
                }))
            }
            Some(Err(())) => Err(Unreadable::Garbled {
                name: "marrakech:game".into(),
            }),
        }
    }

    /// The revision kept now (0 when none).
    pub fn revision() -> u64 {
        entry::read::<Kept>(NAME)
            .ok()
            .flatten()
            .map_or(0, |s| s.rev)
    }

    /// Saves `record` over revision `expected`; gives the new revision. Refused when another
    /// tab saved in between.
    pub fn save(record: Option<Record>, expected: u64) -> Result<u64, SaveError> {
        let found = SavedGame::revision();
        if found != expected {
            return Err(SaveError::Overtaken { expected, found });
        }
        let rev = found + 1;
        let record = record.map(|r| r.to_value());
        entry::write(NAME, &Kept { rev, record })
            .map(|()| rev)
            .map_err(SaveError::Write)
    }
}

/// Whether a game is kept here or by link (the record is not read: the crash screen asks,
/// with the program in whatever state it stopped).
pub fn kept() -> bool {
    let local = entry::read::<Kept>(NAME).is_ok_and(|k| k.is_some_and(|k| k.record.is_some()));
    local || entry::first_version(NAME).is_some() || super::links::open_id().is_some()
}

/// The saved game, a `marrakech-record/1`; `Some(Err)` when it cannot be read.
#[inline(never)] // made once: kept out of its callers
fn first_version() -> Option<Result<Record, ()>> {
    let text = entry::first_version("game")?;
    Some(
        crate::browser::json::parse(&text)
            .ok()
            .and_then(|v| Record::from_value(&v).ok())
            .ok_or(()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::local;
    use marrakech_engine::{Game, PlayerKind, Rules, Setup};

    fn record(turns: usize) -> Record {
        let mut g =
            Game::new(Setup::standard(3, Rules::default(), PlayerKind::Human), 5).expect("a game");
        while g.turns().len() < turns {
            let a = match g.phase() {
                marrakech_engine::Phase::Roll => marrakech_engine::Action::Roll(g.next_face()),
                _ => g.legal_actions()[0],
            };
            g.apply(a).expect("legal");
        }
        g.to_record()
    }

    #[test]
    fn a_game_is_kept_only_once_saved_and_not_after_it_is_dropped() {
        local::reset(usize::MAX);
        assert!(!kept());
        let rev = SavedGame::save(Some(record(2)), 0).expect("saved");
        assert!(kept());
        SavedGame::save(None, rev).expect("dropped");
        assert!(!kept());
        // the first version's save is a game kept too
        local::set("marrakech:game", "{}").expect("set");
        assert!(kept());
    }

    #[test]
    fn a_save_over_another_tab_s_newer_save_is_refused() {
        local::reset(usize::MAX);
        let a = SavedGame::save(Some(record(2)), 0).expect("first save");
        assert_eq!(a, 1);
        // tab B read revision 1 too; tab A saves a turn more
        let a2 = SavedGame::save(Some(record(3)), a).expect("A saves");
        // B's save, made on what it read, is refused: A's turn is kept
        assert_eq!(
            SavedGame::save(Some(record(3)), a),
            Err(SaveError::Overtaken {
                expected: 1,
                found: 2
            })
        );
        let kept = SavedGame::load().expect("readable").expect("kept");
        assert_eq!(kept.rev, a2);
        assert_eq!(kept.record, Some(record(3)));
    }

    #[test]
    fn an_undo_is_a_newer_revision_though_its_record_is_shorter() {
        local::reset(usize::MAX);
        let r = SavedGame::save(Some(record(4)), 0).expect("saved");
        let undone = SavedGame::save(Some(record(3)), r).expect("saved");
        assert!(undone > r);
        assert_eq!(
            SavedGame::load().expect("readable").and_then(|s| s.record),
            Some(record(3))
        );
    }

    #[test]
    fn a_record_that_cannot_be_replayed_is_put_aside_not_overwritten() {
        local::reset(usize::MAX);
        let mut bad = serde_json::to_value(record(3)).expect("a value");
        // the second rug far from Assam: the shape is right, the game impossible
        bad["turns"][1]["rug"] = serde_json::json!([[6, 6], [6, 5]]);
        let text = serde_json::json!({"version": 1, "value": {"rev": 3, "record": bad}});
        local::set("marrakech:2:game", &text.to_string()).expect("set");
        assert!(SavedGame::load().is_err());
        SavedGame::save(Some(record(2)), 0).expect("saved over it");
        assert_eq!(
            local::get("marrakech:2:aside:game").as_deref(),
            Some(text.to_string().as_str())
        );
    }
}
