//! The page's shell: what the HTML paints before the wasm has loaded (see `index.html`).

use wasm_bindgen::JsCast;

/// Takes the shell off the page (the app then mounts in its place).
pub fn remove() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
}

/// Once the shell's first paint is counted (a promise `web/shell.js` made; at once without it).
pub async fn painted() {
    let promise = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"marrakechShellPainted".into()).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    if let Some(promise) = promise {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    }
}

/// Once the browser has run its other tasks (a timeout of 0): the start is cut into tasks
/// between which the page can answer and paint, instead of one long task.
pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let queued = web_sys::window()
            .and_then(|w| w.set_timeout_with_callback(&resolve).ok())
            .is_some();
        if !queued {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
