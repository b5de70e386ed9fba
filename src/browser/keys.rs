//! This device's keys for games by link, through the browser's Web Crypto (ECDSA P-256)
//! and IndexedDB, in `web/keys.js`: the private key never leaves the browser, and no
//! crate is needed for elliptic curves.

use js_sys::{Promise, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(module = "/web/keys.js")]
extern "C" {
    #[wasm_bindgen(js_name = makeKey)]
    fn make_key_js(game: &str) -> Promise;
    #[wasm_bindgen(js_name = sign)]
    fn sign_js(game: &str, message: &[u8]) -> Promise;
    #[wasm_bindgen(js_name = verify)]
    fn verify_js(key: &[u8], message: &[u8], signature: &[u8]) -> Promise;
    #[wasm_bindgen(js_name = forget)]
    fn forget_js(game: &str) -> Promise;
}

async fn bytes(p: Promise) -> Option<Vec<u8>> {
    let v = JsFuture::from(p).await.ok()?;
    Some(v.dyn_into::<Uint8Array>().ok()?.to_vec())
}

/// A new key pair for `game`: its public key (raw), or `None` where the browser has no
/// Web Crypto (plain http) or no IndexedDB.
pub async fn make(game: &str) -> Option<Vec<u8>> {
    bytes(make_key_js(game)).await
}

/// This device's signature of `message` in `game`: `Ok(None)` when its key is gone, `Err`
/// when the browser failed otherwise (it may work another time).
pub async fn sign(game: &str, message: &[u8]) -> Result<Option<Vec<u8>>, ()> {
    let v = JsFuture::from(sign_js(game, message))
        .await
        .map_err(|_| ())?;
    Ok(v.dyn_into::<Uint8Array>().ok().map(|a| a.to_vec()))
}

/// Whether every `(key, message, signature)` holds.
pub async fn verify_all(signed: &[marrakech_engine::remote::Signed]) -> bool {
    for s in signed {
        let ok = JsFuture::from(verify_js(&s.key, &s.message, &s.signature)).await;
        if ok.ok().and_then(|v| v.as_bool()) != Some(true) {
            return false;
        }
    }
    true
}

/// Forgets this device's key for `game`.
pub fn forget(game: &str) {
    let _ = forget_js(game);
}
