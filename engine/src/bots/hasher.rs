//! A fast hash for the hard bot's memo of positions (the multiply-rotate hash of rustc's
//! FxHasher). Not resistant to chosen keys, which is fine for positions the bot makes
//! itself; far cheaper than the standard SipHash, on native and in the wasm.

use std::hash::{BuildHasherDefault, Hasher};

/// Hashes words with a multiply and a rotate.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

/// A `HashMap` hasher state for [`FxHasher`].
pub(crate) type FxBuild = BuildHasherDefault<FxHasher>;

const K: u64 = 0xf135_7aea_2e62_a9c5;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(26) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn different_positions_hash_apart() {
        use crate::{bench::start_position, FastRng, Rules};
        let build = FxBuild::default();
        let mut seen = std::collections::HashSet::new();
        let mut rng = FastRng::new(5);
        let mut p = start_position(4, Rules::default());
        while p.random_action(&mut rng) {
            seen.insert(build.hash_one(&p));
        }
        // every action changes the position: 48 turns of 3 actions, all distinct hashes
        assert_eq!(seen.len(), 48 * 3);
    }
}
