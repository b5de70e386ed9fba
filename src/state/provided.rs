//! A handle the app provided, taken by its type from any component below it.

use leptos::prelude::use_context;

/// The `T` the app provided. The app provides every handle before the first component runs,
/// so a missing one is a bug in its set-up, never bad input: one shared cold path instead of
/// a located panic at each of the hundred-odd call sites (it saves code in the wasm).
#[inline(never)]
pub fn provided<T: Clone + 'static>() -> T {
    match use_context::<T>() {
        Some(t) => t,
        None => missing(std::any::type_name::<T>()),
    }
}

#[cold]
#[inline(never)]
fn missing(name: &str) -> ! {
    panic!("not provided: {name}")
}
