// The three places the game lives: a static site under a sub-path (GitHub Pages),
// a tablet with no network (service worker, update offered without losing the game), and a
// blog that embeds it (iframe, height messages, no storage). Plus the manifest, its icons
// and the Content-Security-Policy.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import {
  newDeployment,
  copyBuild,
  precacheOf,
  recordCspViolations,
  serveSite,
  waitForServiceWorker,
} from "../lib/ship.js";

const TWO = [{ name: "Ines" }, { name: "Jan" }];

test("under a sub-path the site plays a turn; the service worker precaches every file", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=11");
  expect(new URL(page.url()).pathname).toBe("/marrakech/");
  await market.startGame({ players: TWO });
  await market.playWholeTurn(makeRng(11));
  expect(await market.rugsLaid()).toBe(1);

  await waitForServiceWorker(page);
  const { version, files } = await precacheOf(page);
  expect(version).toMatch(/^[0-9a-f]{16}$/);
  for (const f of ["index.html", "manifest.webmanifest", "icons/icon-32.png", "icons/icon-192.png", "icons/maskable-512.png"]) {
    expect(files).toContain(f);
  }
  expect(files.some((f) => f.endsWith("_bg.wasm"))).toBe(true);
  // Every file the page itself loaded is in the list, and all of them are in the cache.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
  );
  for (const p of loaded.filter((p) => p.startsWith("/marrakech/") && !p.endsWith("/sw.js"))) {
    expect(files).toContain(p.slice("/marrakech/".length));
  }
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.includes("/marrakech/")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.slice("/marrakech/".length)).sort();
  });
  expect(cached).toEqual([...files].sort());
});

test("after one visit the game opens and plays a whole turn with the network off", async ({ page, context }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=12");
  await waitForServiceWorker(page);
  await market.startGame({ players: TWO });
  await market.playWholeTurn(makeRng(12));
  const before = await market.snapshot();

  await context.setOffline(true);
  await market.reload();
  // reloaded at the start of a person's turn with two people here: "Pass to …" again
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
  await market.passHandoff();
  expect(await market.snapshot()).toEqual(before);
  // the wasm still comes compiled from its worker, which the service worker serves too
  expect(await page.evaluate(() => window.marrakechModule.then((m) => m instanceof WebAssembly.Module))).toBe(true);
  await market.playWholeTurn(makeRng(13));
  expect(await market.rugsLaid()).toBe(2);

  // A fresh start offline too: the set-up form of a new tab.
  const second = new MarketPage(await context.newPage());
  await second.goto("./?speed=instant");
  await expect(second.hook("phase")).toBeAttached();
  await context.setOffline(false);
});

test("a new deployment is offered; applying it reloads on the new version and keeps the game", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `update-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const v1 = await copyBuild();
  const v2 = await newDeployment(v1, "v2");
  const site = await serveSite(request, baseURL, name, v1);

  const market = new MarketPage(page);
  await market.goto(`${site}?speed=instant&seed=14`);
  await waitForServiceWorker(page);
  const first = await precacheOf(page);
  await market.startGame({ players: TWO });
  await market.playWholeTurn(makeRng(14));
  await market.playTurn(makeRng(15)); // a choice of the next turn, mid-turn
  const before = await market.snapshot();
  await expect(market.hook("update-available")).toHaveCount(0);

  await serveSite(request, baseURL, name, v2);
  await market.reload(); // still the old version (from the cache), which finds the new one
  await expect(page.locator('meta[name="build"]')).toHaveCount(0);
  await expect(market.hook("update-available")).toBeVisible({ timeout: 30_000 });
  expect(await market.snapshot()).toEqual(before);
  // the banner speaks the page's language, and follows a change of it
  await expect(market.hook("apply-update")).toHaveText("Update");
  await market.hook("language").selectOption("de");
  await expect(market.hook("update-available")).toContainText("Eine neue Version des Spiels ist bereit.");
  await expect(market.hook("apply-update")).toHaveText("Aktualisieren");
  await market.hook("language").selectOption("en");
  await expect(market.hook("apply-update")).toHaveText("Update");

  await market.hook("apply-update").click();
  await expect(page.locator('meta[name="build"]')).toHaveAttribute("content", "v2", { timeout: 30_000 });
  await market.waitForApp();
  await expect(market.hook("update-available")).toHaveCount(0);
  expect(await market.snapshot()).toEqual(before);
  const second = await precacheOf(page);
  expect(second.version).not.toBe(first.version);
  // The old version's cache is gone; the new one holds the new build.
  const keys = await page.evaluate(() => caches.keys());
  const ours = keys.filter((k) => k.includes(`/site/${name}/`));
  expect(ours).toEqual([expect.stringContaining(second.version)]);
  await market.playWholeTurn(makeRng(16));
});

test("embedded in a blog: compact, sized by its height messages, and a turn plays in it", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL).origin;
  await page.goto(`${origin}/host/`);
  const frame = page.frameLocator("#marrakech");
  const market = new MarketPage(frame);
  await market.waitForApp();
  await expect(frame.locator("html")).toHaveClass(/\bembedded\b/);
  await expect(frame.locator(".app")).toHaveClass(/\bembed\b/);
  await expect(frame.locator(".title")).toBeHidden();
  await market.startGame({ players: TWO });
  await market.playWholeTurn(makeRng(17));
  expect(await market.rugsLaid()).toBe(1);

  // The page told its height, more than once (set-up form, then the market), and the host
  // sized the frame to the last one: the game shows whole, with no inner scroll bar.
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(1);
  const heights = await page.evaluate(() => window.heights);
  for (const h of heights) {
    expect(Object.keys(h).sort()).toEqual(["height", "type"]);
    expect(Number.isInteger(h.height) && h.height > 100).toBe(true);
  }
  const last = heights.at(-1).height;
  await expect
    .poll(() => page.locator("#marrakech").evaluate((f) => f.getBoundingClientRect().height))
    .toBe(last);
  const inner = await frame.locator("html").evaluate((h) => ({ scroll: h.scrollHeight, client: h.clientHeight }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);
  // No service worker for a blog's visitors.
  expect(await frame.locator("html").evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test("embedded 700 px wide beside a blog's text: the side column shows all of a turn without a scroll of its own, and the frame keeps its height", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL).origin;
  await page.setViewportSize({ width: 1000, height: 1000 });
  await page.goto(`${origin}/host/?width=700`);
  const frame = page.frameLocator("#marrakech");
  const market = new MarketPage(frame);
  await market.waitForApp();
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "medium" }] });
  const rng = makeRng(5);
  const side = frame.locator(".side");
  const spill = () => side.evaluate((s) => s.scrollHeight - s.clientHeight);
  const frameHeight = () => page.locator("#marrakech").evaluate((f) => Math.round(f.getBoundingClientRect().height));
  const heights = new Set();
  for (let turn = 0; turn < 3; turn++) {
    await market.playWholeTurn(rng);
    // the bot's turn is told in "since your last turn" at the start of the next
    await expect(frame.getByTestId("since-last-turn")).toBeVisible();
    expect(await spill(), `turn ${turn}, since your last turn`).toBeLessThanOrEqual(1);
    heights.add(await frameHeight());
  }
  await market.playUntil(["place"], rng);
  await expect(frame.getByTestId("placement").first()).toBeVisible();
  expect(await spill(), "the rug positions").toBeLessThanOrEqual(1);
  heights.add(await frameHeight());
  expect([...heights]).toHaveLength(1);
  // two panels side by side: each player's figures keep inside their row, with room for
  // two-digit counts
  const spills = await frame.locator(".player .stats").evaluateAll((rows) => rows.map((r) => r.scrollWidth - r.clientWidth));
  expect(spills.every((s) => s <= 0), `figures past their panel by ${spills} px`).toBe(true);
});

test("embedded where storage is refused, the game still plays", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    for (const key of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, key, {
        configurable: true,
        get() {
          throw new DOMException("storage is disabled", "SecurityError");
        },
      });
    }
    // a frame refused its storage is refused the Web Locks too
    if (navigator.locks) {
      navigator.locks.request = () => Promise.reject(new DOMException("The request was denied.", "SecurityError"));
    }
  });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${new URL(baseURL).origin}/host/`);
  const market = new MarketPage(page.frameLocator("#marrakech"));
  await market.waitForApp();
  await market.startGame({ players: TWO });
  await market.playWholeTurn(makeRng(18));
  await market.playWholeTurn(makeRng(19));
  expect(await market.rugsLaid()).toBe(2);
  expect(errors).toEqual([]);
});

test("the manifest parses and its icons load", async ({ page, request }) => {
  await page.goto("./?speed=instant");
  const href = await page.locator('link[rel="manifest"]').evaluate((l) => l.href);
  expect(new URL(href).pathname).toBe("/marrakech/manifest.webmanifest");
  const res = await request.get(href);
  expect(res.ok()).toBe(true);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Marrakech"),
    short_name: "Marrakech",
    start_url: "./",
    scope: "./",
    display: "standalone",
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  const sizes = new Set();
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, href);
    expect(url.pathname.startsWith("/marrakech/"), `${icon.src} is relative`).toBe(true);
    const r = await request.get(url.href);
    expect(r.ok(), icon.src).toBe(true);
    expect(r.headers()["content-type"]).toBe("image/png");
    const png = await r.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${w}x${h}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? "any"}`);
  }
  for (const want of ["192x192 any", "512x512 any", "512x512 maskable"]) expect([...sizes]).toContain(want);
  // The page's theme colour is the manifest's.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color);
});

test("the Content-Security-Policy holds and nothing breaks it during a game", async ({ page }) => {
  const violations = await recordCspViolations(page);
  const market = new MarketPage(page);
  await market.goto("./?seed=19&speed=fast");
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  for (const d of [
    "default-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ]) {
    expect(csp).toContain(d);
  }
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  // Inline code never runs; only style attributes are allowed (Assam's position).
  expect(csp.replace("style-src-attr 'unsafe-inline'", "")).not.toContain("unsafe-inline");
  // Trunk's subresource integrity is still on the scripts, the style sheet and the wasm.
  expect(await page.locator("link[integrity], script[integrity]").count()).toBeGreaterThanOrEqual(4);

  await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }, { name: "Kasia" }] });
  const rng = makeRng(19);
  for (let i = 0; i < 4; i++) await market.playWholeTurn(rng);
  for (const panel of ["open-rules", "open-settings"]) {
    await market.hook(panel).click();
    await market.hook("close-panel").first().click();
  }
  await market.exportRecord();
  await waitForServiceWorker(page);
  expect(await violations()).toEqual([]);
});
