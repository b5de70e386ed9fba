//! What this tab alone keeps across a reload: the browser's `sessionStorage` (another tab
//! has its own; off the browser an in-memory map stands in for it). What is kept here is
//! worth a tap or two, so a storage that refuses it changes nothing.

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

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    thread_local! {
        static MAP: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
    }

    pub fn get(key: &str) -> Option<String> {
        MAP.with(|m| m.borrow().get(key).cloned())
    }

    pub fn set(key: &str, value: &str) {
        MAP.with(|m| m.borrow_mut().insert(key.to_string(), value.to_string()));
    }

    pub fn remove(key: &str) {
        MAP.with(|m| m.borrow_mut().remove(key));
    }
}

pub use backend::{get, remove, set};
