// Shared links (docs/formats.md §10): `<site>/?ply=N#<code>`.

/** The link with extra query parameters, before the fragment. */
export function withQuery(url, query) {
  const [base, code] = url.split("#");
  return `${base}${base.includes("?") ? "&" : "?"}${query}#${code}`;
}
