//! Who sits at a seat: a person, or a bot of some level.

use crate::wire::{wire_enum, wire_traits, WireName};

wire_enum! {
    /// How well a bot plays.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    pub enum Level {
        /// A beginner: a light heuristic with some randomness.
        Easy => "easy",
        /// One-ply lookahead over the die (1, 2, 2, 3, 3, 4).
        Medium => "medium",
        /// Determinised Monte Carlo search over the dice (and the hidden piles).
        Hard => "hard",
        /// A tree search over the next turns with a real budget (about a second in a
        /// browser), sampling the die and the hidden piles.
        Master => "master",
    }
}

/// Who sits at a seat. Written in records as `"human"` or the bot's level (`"easy"`,
/// `"medium"`, `"hard"`, `"master"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PlayerKind {
    /// A person (default).
    #[default]
    Human,
    /// A bot of this level.
    Bot(Level),
}

impl PlayerKind {
    /// Every kind: the person, then the bots from easy to master (the link code stores a
    /// kind as its index here).
    pub const ALL: [PlayerKind; 5] = [
        PlayerKind::Human,
        PlayerKind::Bot(Level::Easy),
        PlayerKind::Bot(Level::Medium),
        PlayerKind::Bot(Level::Hard),
        PlayerKind::Bot(Level::Master),
    ];

    /// The record value: `"human"` or the level's name.
    pub const fn as_str(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Bot(level) => level.as_str(),
        }
    }

    /// The kind of a record value, or `None`.
    pub fn parse(name: &str) -> Option<PlayerKind> {
        match name {
            "human" => Some(PlayerKind::Human),
            _ => Level::parse(name).map(PlayerKind::Bot),
        }
    }

    /// The bot's level, or `None` for a person.
    pub const fn bot(self) -> Option<Level> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Bot(level) => Some(level),
        }
    }

    /// Whether a person sits there.
    pub const fn is_human(self) -> bool {
        matches!(self, PlayerKind::Human)
    }
}

impl WireName for PlayerKind {
    // the names in the order of `ALL`, taken from `as_str` so they are written once
    const NAMES: &'static [&'static str] = &{
        let mut names = [""; PlayerKind::ALL.len()];
        let mut i = 0;
        while i < names.len() {
            names[i] = PlayerKind::ALL[i].as_str();
            i += 1;
        }
        names
    };

    fn from_name(name: &str) -> Option<Self> {
        PlayerKind::parse(name)
    }
}

wire_traits!(PlayerKind);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_kinds_keep_their_record_values() {
        for (kind, name) in PlayerKind::ALL
            .into_iter()
            .zip(["human", "easy", "medium", "hard", "master"])
        {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{name}\""));
            assert_eq!(serde_json::from_str::<PlayerKind>(&json).unwrap(), kind);
            assert_eq!(PlayerKind::parse(name), Some(kind));
            assert_eq!(kind.to_string(), name);
        }
        assert_eq!(
            PlayerKind::NAMES,
            ["human", "easy", "medium", "hard", "master"]
        );
        assert_eq!(PlayerKind::parse("bot"), None);
        assert!(serde_json::from_str::<PlayerKind>("\"Easy\"").is_err());
    }

    #[test]
    fn bots_and_people() {
        assert_eq!(PlayerKind::default(), PlayerKind::Human);
        assert!(PlayerKind::Human.is_human());
        assert_eq!(PlayerKind::Human.bot(), None);
        for level in Level::ALL {
            let kind = PlayerKind::Bot(level);
            assert!(!kind.is_human());
            assert_eq!(kind.bot(), Some(level));
            assert_eq!(kind.as_str(), level.as_str());
        }
    }
}
