//! The browser's `localStorage`, as text under keys; off the browser (the app's native
//! tests) an in-memory map stands in for it. Storage may be missing (a private window, a
//! sandboxed frame) or full: writes then say so and the game plays on.

/// Why a value was not kept.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The browser gives this page no storage (a private window, a sandboxed frame).
    NoStorage,
    /// The storage is full.
    Full,
}

#[cfg(target_arch = "wasm32")]
mod backend {
    use super::Refusal;
    use wasm_bindgen::JsCast;

    fn local() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn get(key: &str) -> Option<String> {
        local()?.get_item(key).ok().flatten()
    }

    pub fn set(key: &str, value: &str) -> Result<(), Refusal> {
        let storage = local().ok_or(Refusal::NoStorage)?;
        storage.set_item(key, value).map_err(|e| {
            let name = e
                .dyn_ref::<web_sys::DomException>()
                .map(|d| d.name())
                .unwrap_or_default();
            if name == "QuotaExceededError" {
                Refusal::Full
            } else {
                Refusal::NoStorage
            }
        })
    }

    pub fn remove(key: &str) {
        if let Some(s) = local() {
            let _ = s.remove_item(key);
        }
    }

    pub fn keys() -> Vec<String> {
        let Some(s) = local() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use super::Refusal;
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    thread_local! {
        static MAP: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
        /// Bytes the fake storage holds at most (a test makes it small to see it fill up).
        pub static ROOM: RefCell<usize> = const { RefCell::new(usize::MAX) };
    }

    pub fn get(key: &str) -> Option<String> {
        MAP.with(|m| m.borrow().get(key).cloned())
    }

    pub fn set(key: &str, value: &str) -> Result<(), Refusal> {
        MAP.with(|m| {
            let mut m = m.borrow_mut();
            let used: usize = m
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if used + key.len() + value.len() > ROOM.with(|r| *r.borrow()) {
                return Err(Refusal::Full);
            }
            m.insert(key.to_string(), value.to_string());
            Ok(())
        })
    }

    pub fn remove(key: &str) {
        MAP.with(|m| m.borrow_mut().remove(key));
    }

    pub fn keys() -> Vec<String> {
        MAP.with(|m| m.borrow().keys().cloned().collect())
    }

    /// Empties the fake storage and gives it `room` bytes (tests).
    #[cfg(test)]
    pub fn reset(room: usize) {
        MAP.with(|m| m.borrow_mut().clear());
        ROOM.with(|r| *r.borrow_mut() = room);
    }
}

pub use backend::{get, keys, remove, set};

#[cfg(all(test, not(target_arch = "wasm32")))]
pub use backend::reset;

/// Asks the browser to keep this site's storage (not to evict it under pressure); what it
/// decides changes nothing here.
pub fn ask_to_persist() {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().storage().persist();
    }
}
