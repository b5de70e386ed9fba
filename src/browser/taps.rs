//! Taps that count once. Buttons that take the place of the one just tapped (the roll where
//! the directions were) must not act on the second tap of a double tap: the browser counts
//! the clicks of one double tap (`detail` 2, 3...), a key press counts none (0). The browser
//! keeps counting for up to half a second, long enough for a quick player to see the new
//! button and tap it on purpose, so a click counts as the same series only when it comes
//! close on the one before.

use std::cell::Cell;

/// Clicks closer than this are one double tap; a tap aimed at the button that just came
/// takes longer (a glance and a reaction).
const SERIES_MS: f64 = 300.0;

thread_local! {
    /// When the last click on the turn's buttons came (ms).
    static LAST: Cell<f64> = const { Cell::new(f64::NEG_INFINITY) };
}

/// Whether `ev` is a click of its own, not the second (or later) of a quick series.
pub fn first_tap(ev: &web_sys::MouseEvent) -> bool {
    // the clock the page already reads (the event's own stamp would cost another import)
    let at = js_sys::Date::now();
    let last = LAST.with(|l| l.replace(at));
    ev.detail() <= 1 || at - last >= SERIES_MS
}
