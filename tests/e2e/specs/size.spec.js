// The size report's "first visit" is what the browser really fetches: every file a first
// visit requests before the page is interactive is one the report counts.
import { test, expect } from "@playwright/test";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeInteractive } from "../../../scripts/first-visit.mjs";
import { MarketPage } from "../lib/market-page.js";

const dist = process.env.DIST ?? join(import.meta.dirname, "../../../dist");

// the service worker's precache comes after the page is up: only the page's own requests
test.use({ serviceWorkers: "block" });

for (const lang of ["en", "ar"]) {
  test(`a first visit in ${lang} fetches only what the size report counts`, async ({ page, baseURL }) => {
    const fetched = new Set();
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin === new URL(baseURL).origin) fetched.add(decodeURIComponent(url.pathname.slice(new URL(baseURL).pathname.length)));
    });
    const app = new MarketPage(page);
    await app.goto(`./?lang=${lang}`);
    await expect(app.hook("quick-bots")).toBeVisible();
    await page.waitForLoadState("load");
    const files = [...fetched].map((f) => f || "index.html").filter((f) => existsSync(join(dist, f)));
    expect(files.length, [...fetched].join(" ")).toBeGreaterThan(3);
    expect(files.some((f) => f.endsWith(".wasm"))).toBe(true);
    for (const f of files) expect(beforeInteractive(f, lang), `${f} is fetched but not counted`).toBe(true);
    expect(files.includes(`words/${lang}.ftl`)).toBe(lang !== "en");
  });
}

// English is compiled into the app: the build serves no English words file for the service
// worker to precache (every other language's file is there).
test("the build serves every language's words file but English's", async () => {
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const precached = JSON.parse(/^const PRECACHE = (.*);$/m.exec(sw)[1]).files;
  const words = precached.filter((f) => f.startsWith("words/")).sort();
  // each in two files: the first screen's words, and the later ones (rules, review, about)
  expect(words).toEqual(
    ["ar", "de", "es", "fr", "pl"].flatMap((l) => [`words/${l}.ftl`, `words/${l}.later.ftl`]),
  );
  expect(existsSync(join(dist, "words/en.ftl"))).toBe(false);
  // served packed: one first line, the same for every language (the ids' hash), no ids
  const firsts = words.map((f) => readFileSync(join(dist, f), "utf8").split("\n")[0]);
  expect(firsts[0]).toMatch(/^#! packed [0-9a-f]{8}$/);
  expect(new Set(firsts).size).toBe(1);
  const german = readFileSync(join(dist, "words/de.ftl"), "utf8");
  expect(german).not.toMatch(/^new-game =/m);
  expect(german).toMatch(/^= Neues Spiel$/m);
  expect(german).not.toMatch(/^= So wird gespielt$/m);
  const later = readFileSync(join(dist, "words/de.later.ftl"), "utf8");
  expect(later).toMatch(/^= So wird gespielt$/m);
  expect(later).not.toMatch(/^= Neues Spiel$/m);
  // every message in both, each in one of them
  const texts = (f) => f.split("\n").filter((l) => l.startsWith("="));
  expect(texts(later).length).toBe(texts(german).length);
  expect(texts(later).filter((l) => l !== "=").length + texts(german).filter((l) => l !== "=").length).toBe(texts(german).length);
});

// Every byte of the page counts against its budget: the style sheet written into the page
// styles nothing the app never makes (a class no file of the build names, a colour variable
// no rule reads).
test("the style sheet has no class and no variable that nothing uses", async () => {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)[1];
  const code = readdirSync(dist, { recursive: true })
    .filter((f) => /\.(wasm|js)$/.test(f))
    .map((f) => readFileSync(join(dist, f), "latin1"))
    .join("") + html.replace(css, "");
  const selectors = css.replace(/\{[^{}]*\}/g, "{}");
  const classes = [...new Set([...selectors.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
  expect(classes.length).toBeGreaterThan(100);
  expect(classes.filter((c) => !code.includes(c))).toEqual([]);
  const defined = [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]))];
  expect(defined.length).toBeGreaterThan(20);
  expect(defined.filter((v) => !css.includes(`var(${v}`) && !code.includes(v))).toEqual([]);
});
