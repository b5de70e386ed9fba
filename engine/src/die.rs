//! The die: six faces showing 1, 2, 2, 3, 3, 4 slippers.

/// The six faces of the die.
pub const FACES: [u8; 6] = [1, 2, 2, 3, 3, 4];

/// Probability weight of each distance 1..=4 out of 6 (index 0 is distance 1).
pub const WEIGHTS: [u8; 4] = [1, 2, 2, 1];

/// The face shown for one 32-bit random draw (each face equally likely, one draw per roll).
#[inline]
pub fn face_from_draw(draw: u32) -> u8 {
    FACES[((draw as u64 * 6) >> 32) as usize]
}

/// Whether `face` can be shown by the die (1 to 4).
pub const fn is_face(face: u8) -> bool {
    face >= 1 && face <= 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_are_uniform_over_draws() {
        let mut counts = [0u32; 5];
        for i in 0..6000u32 {
            // spread evenly over the 32-bit range
            let draw = (((2 * i as u64 + 1) * (1u64 << 31)) / 6000) as u32;
            counts[face_from_draw(draw) as usize] += 1;
        }
        assert_eq!(counts, [0, 1000, 2000, 2000, 1000]);
    }
}
