// A file of the site, fetched as text (the service worker answers offline). Views that ask
// for the same file while it is on its way share the one fetch.
const coming = new Map();

export function text(url) {
  if (!coming.has(url)) {
    const got = fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(`${url}: ${r.status}`)))
      .catch((why) => Promise.reject(typeof why === "string" ? why : `${url} could not be fetched`))
      .finally(() => coming.delete(url));
    coming.set(url, got);
  }
  return coming.get(url);
}
