// The service worker: keeps every file of the build in a cache so the game opens and plays
// with no network. scripts/precache.mjs writes the build's copy (dist/sw.js) from this
// template, replacing the PRECACHE line with the list of files and a version that changes
// whenever any file changes. A new version installs beside the old one and waits until the
// player accepts the update (pwa.js posts SKIP_WAITING); then the old cache is deleted.
"use strict";

const PRECACHE = { version: "dev", files: [] }; // written by scripts/precache.mjs

const PREFIX = "marrakech:" + self.registration.scope + ":";
const CACHE = PREFIX + PRECACHE.version;
const url = (file) => new URL(file, self.location).href;
const INDEX = url("index.html");
const SCOPE = self.registration.scope;
const PRECACHED = new Set(PRECACHE.files.map(url));

self.addEventListener("install", (event) => {
  // Fetched past the HTTP cache so that a new version never caches an old file.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PRECACHED].map((u) => new Request(u, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

function fromCache(key, request) {
  return caches
    .open(CACHE)
    .then((cache) => cache.match(key))
    .then((hit) => hit || fetch(request));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const u = new URL(request.url);
  if (u.origin !== self.location.origin || !u.href.startsWith(SCOPE)) return;
  const key = u.origin + u.pathname; // the query (?seed=, ?embed=...) does not change the file
  if (request.mode === "navigate" && (key === SCOPE || key === INDEX)) {
    event.respondWith(fromCache(INDEX, request));
  } else if (PRECACHED.has(key)) {
    event.respondWith(fromCache(key, request));
  }
});
