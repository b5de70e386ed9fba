//! Hints asked per seat in one game (the game told by its seed), shown on the final screen.

use serde::{Deserialize, Serialize};

use super::entry::{self, Entry, WriteError};

/// Hints used per seat in the game with this seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hints {
    pub game: u64,
    pub counts: [u32; 4],
}

impl Entry for Hints {}

const NAME: &str = "hints";

impl Hints {
    /// The kept counts; unreadable counts are none.
    #[inline(never)] // made once: kept out of its callers
    pub fn load() -> Hints {
        match entry::read::<Hints>(NAME) {
            Ok(Some(h)) => h,
            Ok(None) => first_version().unwrap_or_default(),
            Err(_) => Hints::default(),
        }
    }

    pub fn save(&self) -> Result<(), WriteError> {
        entry::write(NAME, self)
    }

    /// One more hint for `seat` in the game `game`.
    pub fn count(mut self, game: u64, seat: usize) -> Hints {
        if self.game != game {
            self = Hints {
                game,
                counts: [0; 4],
            };
        }
        if let Some(c) = self.counts.get_mut(seat) {
            *c += 1;
        }
        self
    }

    /// The counts for the game `game` (none for another game).
    pub fn of(&self, game: u64) -> [u32; 4] {
        if self.game == game {
            self.counts
        } else {
            [0; 4]
        }
    }
}

/// `<seed>:<n0>,<n1>,<n2>,<n3>`.
#[inline(never)] // made once: kept out of its callers
fn first_version() -> Option<Hints> {
    let text = entry::first_version("hints")?;
    let (game, counts) = text.split_once(':')?;
    let mut hints = Hints {
        game: game.parse().ok()?,
        counts: [0; 4],
    };
    for (c, n) in hints.counts.iter_mut().zip(counts.split(',')) {
        *c = n.parse().ok()?;
    }
    Some(hints)
}
