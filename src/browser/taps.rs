//! Taps that count once. Buttons that take the place of the one just tapped (the roll where
//! the directions were) must not act on the second tap of a double tap: the browser counts
//! the clicks of one double tap (`detail` 2, 3...), a key press counts none (0).

/// Whether `ev` is a click of its own, not the second (or later) of a quick series.
pub fn first_tap(ev: &web_sys::MouseEvent) -> bool {
    ev.detail() <= 1
}
