//! Odds for the coach: where Assam may stop if he faces a way, how likely each stop is, and
//! what the walker would hand over, over the die's faces (1/6, 1/3, 1/3, 1/6 for 1–4).
//! Exact: every figure is a whole number of sixths.

use crate::assam::{Assam, Path};
use crate::cell::Cell;
use crate::die::WEIGHTS;
use crate::facing::Rotation;
use crate::game::Game;
use crate::phase::Phase;
use crate::position::Position;

/// The odds of one direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    /// The direction offered.
    pub rotation: Rotation,
    /// Who would walk: the player to move, or in roll-first's closing quarter turn the next.
    pub walker: usize,
    /// Each cell Assam may stop on, with its chance in sixths (the four faces may share a
    /// cell: 1 + 2 + 2 + 1 = 6 in all).
    pub stops: Vec<(Cell, u32)>,
    /// The expected payment in sixths of a dirham: what the walker would hand over, never
    /// more than their dirhams (under both bankruptcy rules).
    pub expected: u32,
}

impl Odds {
    /// The expected payment with two decimals, rounded half up: `"1.50"`.
    pub fn expected_text(&self) -> String {
        sixths_text(self.expected)
    }
}

/// `n` sixths with two decimals, rounded half up.
pub fn sixths_text(n: u32) -> String {
    let cents = (n * 100 + 3) / 6;
    format!("{}.{:02}", cents / 100, cents % 100)
}

/// The odds of `walker` walking from `assam` as he stands in `pos`.
pub(crate) fn walk_odds(pos: &Position, assam: Assam, rotation: Rotation, walker: usize) -> Odds {
    let facing = assam.facing.rotated(rotation);
    let money = u32::from(pos.money[walker]);
    let mut stops: Vec<(Cell, u32)> = Vec::with_capacity(4);
    let mut expected = 0;
    for (i, &weight) in WEIGHTS.iter().enumerate() {
        let path = Path::walk(assam.cell, facing, i as u8 + 1);
        let Some(end) = path.end() else { continue };
        let weight = u32::from(weight);
        match stops.iter_mut().find(|(c, _)| *c == end.cell) {
            Some((_, w)) => *w += weight,
            None => stops.push((end.cell, weight)),
        }
        let owed = pos
            .debt_bits(end.cell, walker)
            .map_or(0, |(_, _, area)| area.len());
        expected += weight * owed.min(money);
    }
    Odds {
        rotation,
        walker,
        stops,
        expected,
    }
}

impl Game {
    /// The odds of each direction offered now: in the classic direction step, for the player
    /// to move; in roll-first's closing quarter turn, for the next player's walk. Empty in
    /// any other phase.
    pub fn odds(&self) -> Vec<Odds> {
        let pos = self.position();
        let walker = match self.phase() {
            Phase::Orient => pos.current_seat(),
            Phase::QuarterTurn => pos.next_seat(),
            _ => return Vec::new(),
        };
        self.legal_rotations()
            .iter()
            .map(|&r| walk_odds(pos, self.assam(), r, walker))
            .collect()
    }
}
