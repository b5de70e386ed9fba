//! The injected, seedable random source of a game: shuffles the 2-player piles and rolls
//! the die. The engine never asks the operating system for randomness.

use rand::rngs::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use crate::die::face_from_draw;

/// A seeded random source that counts its draws (so a saved game can be resumed exactly).
///
/// Draw accounting: the 2-player set-up shuffles each seat's pile with 23 draws (seat 0 then
/// seat 1), and every roll of the die uses exactly one draw, whether the face was drawn here
/// or given from outside (replay). Re-seeding and skipping that many draws gives the same
/// next roll.
#[derive(Debug)]
pub struct GameRng {
    seed: u64,
    draws: u64,
    rng: ChaCha8Rng,
}

impl Clone for GameRng {
    fn clone(&self) -> Self {
        // ChaCha8Rng is not Clone: rebuild it at the same word position.
        let mut rng = ChaCha8Rng::from_seed(self.rng.get_seed());
        rng.set_stream(self.rng.get_stream());
        rng.set_word_pos(self.rng.get_word_pos());
        GameRng {
            seed: self.seed,
            draws: self.draws,
            rng,
        }
    }
}

impl GameRng {
    /// A fresh source from `seed`.
    pub fn new(seed: u64) -> GameRng {
        GameRng {
            seed,
            draws: 0,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The seed it was made from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many draws were used so far.
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// One 32-bit draw.
    pub fn draw(&mut self) -> u32 {
        self.draws += 1;
        self.rng.next_u32()
    }

    /// Skips `n` draws.
    pub fn skip(&mut self, n: u64) {
        // one draw is one 32-bit word of the ChaCha stream
        let pos = self.rng.get_word_pos();
        self.rng.set_word_pos(pos + n as u128);
        self.draws += n;
    }

    /// Rolls the die (one draw).
    pub fn roll(&mut self) -> u8 {
        face_from_draw(self.draw())
    }

    /// A uniform index below `n` (one draw; `n` small).
    pub fn below(&mut self, n: usize) -> usize {
        below(self.draw(), n)
    }

    /// Fisher-Yates shuffle, one draw per swap (`len - 1` draws).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A uniform index below `n` from one 32-bit draw (multiply-shift; bias < n / 2^32).
#[inline]
pub fn below(draw: u32, n: usize) -> usize {
    ((draw as u64 * n as u64) >> 32) as usize
}

/// A small, fast generator for playouts (xorshift-multiply; not for set-ups).
#[derive(Clone, Debug)]
pub struct FastRng(u64);

impl FastRng {
    /// From a seed (any value).
    pub fn new(seed: u64) -> FastRng {
        FastRng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// Next 64 random bits (SplitMix64).
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// What the playout code needs from a random source: 32 random bits at a time.
pub trait Draw {
    /// 32 random bits.
    fn draw32(&mut self) -> u32;

    /// 64 random bits (two 32-bit draws unless the source has a cheaper way).
    #[inline]
    fn draw64(&mut self) -> u64 {
        ((self.draw32() as u64) << 32) | self.draw32() as u64
    }
}

impl Draw for FastRng {
    #[inline]
    fn draw32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    #[inline]
    fn draw64(&mut self) -> u64 {
        self.next_u64()
    }
}

impl Draw for GameRng {
    #[inline]
    fn draw32(&mut self) -> u32 {
        self.draw()
    }
}

impl Draw for ChaCha8Rng {
    #[inline]
    fn draw32(&mut self) -> u32 {
        self.next_u32()
    }
}
