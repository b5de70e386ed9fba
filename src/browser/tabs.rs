//! The Web Lock a tab holds its table by (`web/tabs.js`).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/web/tabs.js")]
extern "C" {
    #[wasm_bindgen(js_name = hold)]
    fn hold_js(
        name: &str,
        steal: bool,
        on_held: &Closure<dyn FnMut()>,
        on_lost: &Closure<dyn FnMut()>,
        on_elsewhere: &Closure<dyn FnMut()>,
    );
    #[wasm_bindgen(js_name = leave)]
    fn leave_js();
}

/// What becomes of a request for the table.
pub struct Calls<H, L, E> {
    /// The lock is this tab's.
    pub held: H,
    /// Another tab took it.
    pub lost: L,
    /// Another tab holds it: this one waits in the queue.
    pub elsewhere: E,
}

/// Asks for the lock `name`: at once if free (else waiting in its queue), or taken from
/// whoever holds it with `steal`.
pub fn hold<H, L, E>(name: &str, steal: bool, calls: Calls<H, L, E>)
where
    H: FnMut() + 'static,
    L: FnMut() + 'static,
    E: FnMut() + 'static,
{
    let held = Closure::<dyn FnMut()>::new(calls.held);
    let lost = Closure::<dyn FnMut()>::new(calls.lost);
    let elsewhere = Closure::<dyn FnMut()>::new(calls.elsewhere);
    hold_js(name, steal, &held, &lost, &elsewhere);
    // called from the lock's promises at any time later: kept for the page's life (three
    // small closures per table taken)
    held.forget();
    lost.forget();
    elsewhere.forget();
}

/// Gives the lock up (or the place in its queue).
pub fn leave() {
    leave_js();
}
