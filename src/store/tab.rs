//! What this tab alone keeps across a reload: the browser's `sessionStorage` (another tab
//! has its own). What is kept here is worth a tap or two, so a storage that refuses it
//! changes nothing.

#[cfg(target_arch = "wasm32")]
mod backend {
    fn tab() -> Option<web_sys::Storage> {
        web_sys::window()?.session_storage().ok().flatten()
    }

    pub fn get(key: &str) -> Option<String> {
        tab()?.get_item(key).ok().flatten()
    }

    pub fn set(key: &str, value: &str) {
        if let Some(s) = tab() {
            let _ = s.set_item(key, value);
        }
    }

    pub fn remove(key: &str) {
        if let Some(s) = tab() {
            let _ = s.remove_item(key);
        }
    }
}

/// Off the browser (the app's native tests) nothing is kept: no test reloads there.
#[cfg(not(target_arch = "wasm32"))]
mod backend {
    pub fn get(_: &str) -> Option<String> {
        None
    }

    pub fn set(_: &str, _: &str) {}

    pub fn remove(_: &str) {}
}

pub use backend::{get, remove, set};
