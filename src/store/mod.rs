//! Everything kept on the device, through one typed, versioned store (`entry`): the local
//! game with its revision, settings, the set-up form, finished games, hints and games by
//! link. Each entry also reads what the first version of the app (a28464a) kept under
//! `marrakech:<name>` in its own format, so everything it saved opens unchanged; those keys
//! are only read (an older tab still open writes there and never touches this store's).

pub mod entry;
pub mod hints;
pub mod history;
pub mod links;
pub mod local;
pub mod saved_game;
pub mod settings;
pub mod setup;
pub mod tab;
pub mod value;

pub use entry::{Unreadable, WriteError};
pub use hints::Hints;
pub use history::{History, Kept};
pub use local::Refusal;
pub use saved_game::{SaveError, SavedGame};
pub use settings::{Settings, Speed, Theme};
pub use setup::SetupChoices;

#[cfg(test)]
mod first_version {
    use super::*;
    use crate::store::local;
    use serde_json::Value;

    /// Puts a fixture's storage (as a28464a wrote it) in the fake storage.
    fn fixture(name: &str) -> Value {
        let path = format!(
            "{}/tests/e2e/fixtures/storage-a28464a/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let v: Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("JSON");
        local::reset(usize::MAX);
        for (k, text) in v["storage"].as_object().expect("storage") {
            local::set(k, text.as_str().expect("text")).expect("kept");
        }
        v["expect"].clone()
    }

    #[test]
    fn everything_the_first_version_kept_is_read() {
        let want = fixture("everything");
        let s = Settings::load().expect("settings");
        assert_eq!(s.lang.as_deref(), Some("fr"));
        assert!(!s.handoff && s.odds && !s.sound);
        assert_eq!(s.speed, Speed::Fast);
        assert_eq!(History::load().games.len(), 3);
        let saved = crate::store::SavedGame::load()
            .expect("readable")
            .expect("a game");
        let record = saved.record.expect("a record");
        assert_eq!(record.players[0].name, "Amina Żółć");
        let hints = Hints::load();
        assert_eq!(
            hints.of(record.seed.expect("a seed"))[0],
            want["hintsSeat0"]
        );
        let setup = SetupChoices::load().expect("set-up");
        assert_eq!(setup.count, 3);
        assert_eq!(&setup.names[..3], ["Amina Żółć", "Bruno", "Chloé"]);
        assert_eq!(&setup.kinds[..3], ["human", "medium", "easy"]);
        // brought over to this store's keys; the first version's keys are left as they were
        assert!(local::get("marrakech:2:settings").is_some());
        assert!(local::get("marrakech:settings").is_some());
    }

    #[test]
    fn a_game_by_link_is_read() {
        fixture("by-link");
        let open = links::open_id().expect("a game by link open");
        let slot = links::load(&open).expect("its slot");
        assert_eq!(slot.link.record.players[1].name, "Bruno");
        assert!(slot.secret.is_some());
        assert_eq!(links::all().len(), 1);
    }

    #[test]
    fn a_first_version_save_that_cannot_be_read_is_reported_and_kept() {
        local::reset(usize::MAX);
        local::set("marrakech:game", "{not json").expect("kept");
        assert!(crate::store::SavedGame::load().is_err());
        assert_eq!(local::get("marrakech:game").as_deref(), Some("{not json"));
    }
}
