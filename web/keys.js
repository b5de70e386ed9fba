// The device's keys for games by link: ECDSA P-256 pairs made by Web Crypto, the private
// half not extractable and kept in IndexedDB (the only storage that holds a CryptoKey),
// one pair per game. Verification needs no storage.
const ALG = { name: "ECDSA", namedCurve: "P-256" };
const SIG = { name: "ECDSA", hash: "SHA-256" };

function store(mode, act) {
  return new Promise((ok, no) => {
    const open = indexedDB.open("marrakech-keys", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("keys");
    open.onerror = () => no(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction("keys", mode);
      const req = act(tx.objectStore("keys"));
      // closed at once, so clearing the site's data is never blocked by this page
      tx.oncomplete = () => { db.close(); ok(req.result); };
      tx.onerror = () => { db.close(); no(tx.error); };
    };
  });
}

// A new pair for `game`; resolves to the public key, raw (65 bytes).
export async function makeKey(game) {
  const pair = await crypto.subtle.generateKey(ALG, false, ["sign", "verify"]);
  await store("readwrite", (s) => s.put(pair.privateKey, game));
  return new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
}

// The bytes Rust passes are views into the wasm memory: copied before the first await, as
// the memory may grow (and the view go empty) while the key is read.

// Signs `message` with this device's key for `game`: null when the key is gone; rejects on
// any other failure (storage busy, say), which may pass.
export async function sign(game, message) {
  message = message.slice();
  const key = await store("readonly", (s) => s.get(game));
  if (!key) return null;
  return new Uint8Array(await crypto.subtle.sign(SIG, key, message));
}

// Whether `signature` is `key`'s over `message`.
export async function verify(key, message, signature) {
  [key, message, signature] = [key.slice(), message.slice(), signature.slice()];
  const k = await crypto.subtle.importKey("raw", key, ALG, false, ["verify"]);
  return crypto.subtle.verify(SIG, k, signature, message);
}

// Forgets this device's key for `game` (the game was ended here).
export function forget(game) {
  return store("readwrite", (s) => s.delete(game)).catch(() => {});
}
