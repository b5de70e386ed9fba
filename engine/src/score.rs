//! Scores and winners.

use serde::{Deserialize, Serialize};

use crate::seat::Seat;

/// One seat's score with its breakdown.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Score {
    /// The seat.
    pub seat: Seat,
    /// Dirhams.
    pub money: u32,
    /// Visible cells of the seat's colours (neutral rugs of an eliminated seat included).
    pub visible: u32,
    /// `money + visible`, or `None` for an eliminated seat (it does not score).
    pub total: Option<u32>,
}

/// `scores` in the order of the final ranking: best total first (eliminated seats last),
/// then more money, then seat order.
pub fn ranked(mut scores: Vec<Score>) -> Vec<Score> {
    crate::sort::sort_small_by(&mut scores, |a, b| {
        b.total
            .cmp(&a.total)
            .then(b.money.cmp(&a.money))
            .then(a.seat.cmp(&b.seat))
    });
    scores
}

/// The winners among `scores`: best total, ties broken by money, still tied all listed.
/// Eliminated seats never win.
pub fn winners(scores: &[Score]) -> Vec<Seat> {
    let best = scores
        .iter()
        .filter_map(|s| s.total.map(|t| (t, s.money)))
        .max();
    match best {
        None => Vec::new(),
        Some(best) => scores
            .iter()
            .filter(|s| s.total.map(|t| (t, s.money)) == Some(best))
            .map(|s| s.seat)
            .collect(),
    }
}
