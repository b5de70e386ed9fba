//! What the seat to play may know: the public position (with 2 players the hidden part of
//! the piles in a fixed order), and a bot's random stream from it.

use crate::position::{Position, PILE};

/// The bot's random stream: the seed, the level and the public progress of the game
/// (never the hidden pile order).
pub(crate) fn mix_seed(pos: &Position, seed: u64, salt: u64) -> u64 {
    let mut x = seed ^ 0xA076_1D64_78BD_642F;
    for v in [
        salt,
        pos.turn_number() as u64,
        pos.phase() as u64,
        pos.rugs_laid() as u64,
    ] {
        x = (x ^ v).wrapping_mul(0xE703_7ED1_A0B4_28DB);
        x ^= x >> 29;
    }
    x
}

/// The position as the seat to play may know it: with 2 players, the hidden part of each
/// pile (below the top) in a fixed order (its colour counts are public), so nothing a bot
/// computes depends on the real hidden order.
pub(crate) fn canonical(pos: &Position) -> Position {
    let mut p = pos.clone();
    if p.players == 2 {
        for seat in 0..2 {
            let start = PILE - p.rugs_left[seat] as usize + 1;
            if start < PILE {
                // the hidden rugs in a fixed order: first colour, then second
                let hidden = &mut p.piles[seat][start..];
                let second = hidden.iter().filter(|&&k| k != 0).count();
                let first = hidden.len() - second;
                for (i, k) in hidden.iter_mut().enumerate() {
                    *k = (i >= first) as u8;
                }
            }
        }
    }
    p
}
