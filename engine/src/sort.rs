//! A small stable sort for the short lists of the game and the bots (a few dozen items at
//! most): insertion sort. The standard library's sorts are fast on long slices but add
//! kilobytes of code to the wasm for each element type.

use std::cmp::Ordering;

/// Sorts `v` stably by `compare`.
pub fn sort_small_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && compare(&v[j], &v[j - 1]) == Ordering::Less {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut seed = 7u64;
        for len in 0..40 {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            let mut std = v;
            sort_small_by(&mut ours, |a, b| a.0.cmp(&b.0));
            std.sort_by_key(|a| a.0);
            assert_eq!(ours, std);
        }
    }
}
