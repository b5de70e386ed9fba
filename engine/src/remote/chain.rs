//! Hash chains: each device commits to the end of a chain of secret values when it joins and
//! reveals the values one by one, backwards, so nobody can choose them later.

use sha2::{Digest, Sha256};

/// A chain value (and a commitment, a game id): 128 bits.
pub type Value = [u8; 16];

/// How many values a chain holds: more than any device can use in one game (at most 48
/// turns, each a roll and a link).
pub const CHAIN: u16 = 128;

/// The first 16 bytes of SHA-256 over `domain` then each part.
pub(crate) fn digest(domain: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(domain);
    for p in parts {
        h.update(p);
    }
    h.finalize().into()
}

/// One step towards the commitment: `h(x)`.
pub fn step(x: &Value) -> Value {
    let d = digest(b"marrakech chain", &[x]);
    let mut out = [0; 16];
    out.copy_from_slice(&d[..16]);
    out
}

/// `h` applied `n` times.
pub fn walk(x: &Value, n: u16) -> Value {
    (0..n).fold(*x, |v, _| step(&v))
}

/// The commitment of the chain grown from `seed`: `h^CHAIN(seed)`, value 0.
pub fn commitment(seed: &Value) -> Value {
    walk(seed, CHAIN)
}

/// Value `i` of the chain (0 is the commitment; each next one hashes to the one before).
pub fn value(seed: &Value, i: u16) -> Option<Value> {
    (i <= CHAIN).then(|| walk(seed, CHAIN - i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_value_hashes_to_the_one_before() {
        let seed = [7; 16];
        assert_eq!(value(&seed, 0), Some(commitment(&seed)));
        for i in 1..=CHAIN {
            let v = value(&seed, i).unwrap();
            assert_eq!(step(&v), value(&seed, i - 1).unwrap());
        }
        assert_eq!(value(&seed, CHAIN + 1), None);
    }

    #[test]
    fn sha256_is_the_standard_one() {
        // FIPS 180-2 test vector "abc"
        let d = digest(b"abc", &[]);
        assert_eq!(d[..8], [0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea]);
    }
}
