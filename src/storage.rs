//! Browser storage: the saved game and the settings. Storage may be missing (a private
//! window, a sandboxed frame): then nothing is saved and the game still plays.

const GAME_KEY: &str = "marrakech:game";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text stored under `key`.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; returns whether it was kept.
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// The saved game record, as text.
pub fn saved_game() -> Option<String> {
    get(GAME_KEY)
}

/// Saves the game record.
pub fn save_game(record_json: &str) -> bool {
    set(GAME_KEY, record_json)
}

/// Forgets what is stored under `key`.
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every key in storage.
pub fn keys() -> Vec<String> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
}

/// Forgets the saved game.
pub fn clear_game() {
    if let Some(s) = local() {
        let _ = s.remove_item(GAME_KEY);
    }
}

/// Asks the browser to keep our storage (not to evict it under pressure).
pub fn ask_to_persist() {
    let Some(window) = web_sys::window() else {
        return;
    };
    // `persist` answers with a promise; what the browser decides changes nothing here.
    let _ = window.navigator().storage().persist();
}
