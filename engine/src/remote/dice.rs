//! The die of a game by link: a hash of the game, the turn, the mover's next secret value
//! and the latest value another device revealed. Neither side alone can choose it.

use super::chain::{digest, Value};
use crate::die::FACES;

/// The face rolled at `turn` (0-based) of game `game`.
pub fn face(game: &Value, turn: u16, own: &Value, other: &Value) -> u8 {
    let d = digest(b"marrakech roll", &[game, &turn.to_be_bytes(), own, other]);
    let mut n = [0; 8];
    n.copy_from_slice(&d[..8]);
    // 2^64 mod 6 is 4: a bias of 4 in 2^64, far below anything measurable
    FACES[(u64::from_be_bytes(n) % FACES.len() as u64) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_follow_the_die() {
        let mut counts = [0u32; 5];
        let n = 60_000u32;
        for i in 0..n {
            let own = super::super::chain::step(&[(i % 251) as u8; 16]);
            let other = super::super::chain::step(&own);
            let f = face(&[i as u8; 16], (i / 256) as u16, &own, &other);
            counts[f as usize] += 1;
        }
        // 1/6, 1/3, 1/3, 1/6 within 2% of n
        let want = [0, n / 6, n / 3, n / 3, n / 6];
        for f in 1..=4 {
            let diff = (counts[f] as i64 - want[f] as i64).abs();
            assert!(diff < (n / 50) as i64, "face {f}: {counts:?}");
        }
    }
}
