//! The finished games kept on this device: the latest 100, newest first, each as its link
//! code (a few hundred characters, where the record is a few kilobytes) and when it ended.
//! Every change reads the list afresh, so two tabs finishing games both keep theirs.

use serde::{Deserialize, Deserializer, Serialize};

use super::entry::{self, Entry, WriteError};
use serde_json::Value;

/// How many finished games are kept.
pub const KEEP: usize = 100;

/// One finished game as kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    /// When it ended (milliseconds since 1970, the browser's clock).
    pub finished: f64,
    pub code: String,
}

/// The kept games, newest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(from = "Read")]
pub struct History {
    pub games: Vec<Kept>,
    /// Whether a kept item of another shape was left out when this was read.
    #[serde(skip)]
    pub left_out: bool,
}

impl Entry for History {
    fn whole(&self) -> bool {
        !self.left_out
    }
}

/// The list as read: an item of another shape is left out, not the whole list.
#[derive(Deserialize)]
struct Read {
    games: Vec<Item>,
}

struct Item(Option<Kept>);

impl<'de> Deserialize<'de> for Item {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Item, D::Error> {
        // each item is a value of its own: one that does not fit leaves the others readable
        Ok(Item(Kept::deserialize(d).ok()))
    }
}

impl From<Read> for History {
    fn from(read: Read) -> History {
        let all = read.games.len();
        let games: Vec<Kept> = read.games.into_iter().filter_map(|i| i.0).collect();
        History {
            left_out: games.len() < all,
            games,
        }
    }
}

const NAME: &str = "history";

impl History {
    /// The kept games (the first version's brought over when this store has none); an
    /// unreadable list counts as empty and is put aside by the next game kept.
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> History {
        match entry::read::<History>(NAME) {
            Ok(Some(h)) => h,
            Ok(None) => match first_version() {
                Some(old) => {
                    let _ = entry::write(NAME, &old);
                    old
                }
                None => History::default(),
            },
            Err(_) => History::default(),
        }
    }

    /// Whether a list is kept that this version cannot read, or not all of (garbled, or a
    /// newer version's): the player is told, since the list then shows as empty, or short.
    pub fn unreadable() -> bool {
        !entry::read::<History>(NAME).is_ok_and(|h| h.as_ref().is_none_or(Entry::whole))
    }

    /// `self` with `new` in front, the oldest dropped beyond [`KEEP`].
    pub fn with(mut self, new: Kept) -> History {
        self.games.retain(|k| k.code != new.code);
        self.games.insert(0, new);
        self.games.truncate(KEEP);
        self
    }

    /// Keeps a game that has just ended.
    pub fn add(new: Kept) -> Result<(), WriteError> {
        entry::write(NAME, &History::load().with(new))
    }

    /// Forgets the game with `code`.
    pub fn delete(code: &str) -> Result<(), WriteError> {
        let mut h = History::load();
        h.games.retain(|k| k.code != code);
        entry::write(NAME, &h)
    }

    /// Keeps a deleted game again, in its place by the time it ended (the list as kept now:
    /// another tab may have changed it since). Beyond [`KEEP`] too, for a while: it is dropped
    /// with the oldest when the next game is kept, as if it had never been deleted.
    pub fn restore(game: Kept) -> Result<(), WriteError> {
        let mut h = History::load();
        if !h.games.iter().any(|k| k.code == game.code) {
            let at = h
                .games
                .iter()
                .take_while(|k| k.finished >= game.finished)
                .count();
            h.games.insert(at, game);
        }
        entry::write(NAME, &h)
    }
}

/// `{"format": "marrakech-history/1", "games": [{"finished": ms, "code": …}, …]}`; entries
/// that cannot be read are left out.
#[inline(never)] // made once: kept out of its callers
fn first_version() -> Option<History> {
    let v = crate::browser::json::parse(&entry::first_version("history")?).ok()?;
    if v.get("format").and_then(Value::as_str) != Some("marrakech-history/1") {
        return None;
    }
    let games = v.get("games")?.as_array()?;
    Some(History {
        left_out: false,
        games: games
            .iter()
            .filter_map(|g| {
                Some(Kept {
                    finished: g.get("finished")?.as_f64()?,
                    code: g.get("code")?.as_str()?.to_string(),
                })
            })
            .take(KEEP)
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::local;

    fn kept(n: usize) -> Kept {
        Kept {
            finished: n as f64,
            code: format!("c{n}"),
        }
    }

    #[test]
    fn keeps_the_latest_hundred_newest_first_each_once() {
        let mut h = History::default();
        for n in 0..130 {
            h = h.with(kept(n));
        }
        assert_eq!(h.games.len(), KEEP);
        assert_eq!(h.games[0], kept(129));
        assert_eq!(h.games[KEEP - 1], kept(30));
        let again = h.clone().with(kept(100));
        assert_eq!(again.games[0], kept(100));
        assert_eq!(again.games.len(), KEEP);
    }

    #[test]
    fn two_tabs_finishing_games_both_keep_theirs() {
        local::reset(usize::MAX);
        // each tab adds to the list as it is kept now, not to the list it read at its start
        History::add(kept(1)).expect("kept");
        History::add(kept(2)).expect("kept");
        assert_eq!(History::load().games, vec![kept(2), kept(1)]);
        History::delete("c1").expect("kept");
        assert_eq!(History::load().games, vec![kept(2)]);
    }

    #[test]
    fn a_deleted_game_comes_back_in_its_place_once() {
        local::reset(usize::MAX);
        for n in [1, 2, 3] {
            History::add(kept(n)).expect("kept");
        }
        History::delete("c2").expect("kept");
        // another tab keeps a game in the meantime
        History::add(kept(4)).expect("kept");
        History::restore(kept(2)).expect("kept");
        assert_eq!(
            History::load().games,
            vec![kept(4), kept(3), kept(2), kept(1)]
        );
        History::restore(kept(2)).expect("kept");
        assert_eq!(History::load().games.len(), 4, "not twice");
        History::delete("c1").expect("kept");
        History::restore(kept(1)).expect("kept");
        assert_eq!(History::load().games.last(), Some(&kept(1)));
        // another tab filled the list meanwhile: the oldest, restored, is kept until the next
        History::delete("c1").expect("kept");
        for n in 10..10 + KEEP {
            History::add(kept(n)).expect("kept");
        }
        History::restore(kept(1)).expect("kept");
        assert_eq!(History::load().games.len(), KEEP + 1);
        assert_eq!(History::load().games.last(), Some(&kept(1)));
    }

    #[test]
    fn an_unreadable_list_is_said_and_put_aside_by_the_next_game_kept() {
        local::reset(usize::MAX);
        assert!(
            !History::unreadable(),
            "no list kept is not an unreadable one"
        );
        History::add(kept(1)).expect("kept");
        assert!(!History::unreadable());
        let garbled = r#"{"version":1,"value":{"games":[,]}}"#;
        local::set("marrakech:2:history", garbled).expect("kept");
        assert!(History::unreadable());
        assert_eq!(History::load(), History::default());
        History::add(kept(2)).expect("kept");
        assert!(!History::unreadable());
        assert_eq!(History::load().games, vec![kept(2)]);
        assert_eq!(
            local::get("marrakech:2:aside:history").as_deref(),
            Some(garbled)
        );
    }

    #[test]
    fn an_item_of_another_shape_is_left_out_not_the_list_and_put_aside_with_it() {
        local::reset(usize::MAX);
        let odd = r#"{"version":1,"value":{"games":[{"finished":2,"code":"c2"},{"finished":"yesterday","code":7},3,{"finished":1,"code":"c1"}]}}"#;
        local::set("marrakech:2:history", odd).expect("kept");
        assert_eq!(History::load().games, vec![kept(2), kept(1)]);
        assert!(History::unreadable(), "the player is told");
        History::add(kept(3)).expect("kept");
        assert_eq!(History::load().games, vec![kept(3), kept(2), kept(1)]);
        assert!(!History::unreadable());
        assert_eq!(
            local::get("marrakech:2:aside:history").as_deref(),
            Some(odd)
        );
        History::add(kept(4)).expect("kept");
        assert_eq!(
            local::get("marrakech:2:aside:history:1"),
            None,
            "put aside once"
        );
    }
}
