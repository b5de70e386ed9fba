// The page paints before the wasm: the HTML's shell shows the first screen (the welcome, or
// the table when a game waits), in the player's language and direction, and the app takes
// its place without moving what was painted.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";

// the service worker would serve the wasm past the test's hold
test.use({ serviceWorkers: "block" });

/** Holds every download of `files` (the wasm by default) until the returned function is called. */
async function hold(page, files = "**/*.wasm") {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const box = async (locator) => {
  const b = await locator.boundingBox();
  return b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) };
};

test("the welcome is painted before the wasm, and the app's welcome takes its place", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const release = await hold(page);
  await page.goto("./");
  const shell = page.locator("#shell .shell-welcome");
  await expect(shell).toBeVisible();
  await expect(page.locator("#shell .shell-table")).toBeHidden();
  const before = { title: await box(shell.locator("h2")), note: await box(shell.locator(".note")) };
  expect(before.note.h).toBeGreaterThan(20);
  release();
  const market = new MarketPage(page);
  await expect(market.hook("quick-bots")).toBeVisible();
  await expect(page.locator("#shell")).toHaveCount(0);
  const welcome = page.locator(".welcome");
  expect(await box(welcome.locator("h2"))).toEqual(before.title);
  expect(await box(welcome.locator(".note"))).toEqual(before.note);
});

// A fragment that cannot be a code (not base64url) holds no game: the welcome is painted,
// as the app then shows it beside its notice, not the table's frame that would jump away.
test("a fragment that holds no game paints the welcome, not the table", async ({ page }) => {
  const release = await hold(page);
  await page.goto("./#not a code!");
  await expect(page.locator("html")).toHaveAttribute("data-shell", "welcome");
  await expect(page.locator("#shell .shell-welcome")).toBeVisible();
  release();
  const market = new MarketPage(page);
  await expect(market.hook("quick-bots")).toBeVisible();
  await expect(market.hook("notice")).toBeVisible();
});

test("in Arabic the game's name is written in Arabic, painted before the wasm and kept in its place", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const release = await hold(page);
  await page.goto("./?lang=ar");
  const painted = page.locator("#shell .shell-welcome .title");
  await expect(painted).toBeVisible();
  // what is shown (the other name is in the page, not displayed)
  expect(await painted.innerText()).toBe("مراكش");
  const before = await box(painted);
  release();
  await expect(new MarketPage(page).hook("quick-bots")).toBeVisible();
  await expect(page.locator("#shell")).toHaveCount(0);
  const title = page.locator("header.top .title");
  await expect(title).toHaveText("مراكش");
  expect(await box(title)).toEqual(before);
});

test("a game to resume: the market's frame is painted where the market will be", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=3");
  await market.hook("quick-bots").click();
  await expect(market.hook("board")).toBeVisible();
  const release = await hold(page);
  await page.reload();
  const frame = page.locator("#shell .shell-market");
  await expect(frame).toBeVisible();
  await expect(page.locator("#shell .shell-welcome")).toBeHidden();
  const painted = await box(frame);
  release();
  await expect(market.hook("board")).toBeVisible();
  await expect(page.locator("#shell")).toHaveCount(0);
  const board = await box(page.locator(".market").first());
  expect(Math.abs(board.x - painted.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(board.y - painted.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(board.w - painted.w)).toBeLessThanOrEqual(1);
});

// The table is drawn once this tab knows it holds the game (a Web Lock answers within a few
// ms): drawn before, the turn's buttons came a frame later and pushed the panels under them
// down (a layout shift of 0.002 on a phone, 0.017 on a laptop, 0.028 in a 700 px frame).
for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`a game to resume is taken over without a layout shift (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const market = new MarketPage(page);
    await market.goto("./?speed=instant&seed=3");
    await market.hook("quick-bots").click();
    await expect(market.hook("rotate-left")).toBeVisible();
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const moved = e.sources.map((s) => `${s.node?.className ?? "?"} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`);
          window.shifts.push(`${e.value.toFixed(4)}: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.reload();
    await expect(market.hook("rotate-left")).toBeVisible();
    await expect(page.locator("#shell")).toHaveCount(0);
    // the buttons are there from the app's first frame: a few frames more for any shift
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    expect(await page.evaluate(() => window.shifts)).toEqual([]);
  });
}

test("the shell is in the player's language and direction before the wasm", async ({ page }) => {
  const release = await hold(page);
  await page.goto("./?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // English words are not shown in another language: their places are kept
  await expect(page.locator("#shell .shell-welcome .note")).toBeHidden();
  await expect(page.locator("#shell .shell-welcome .setup")).toBeVisible();
  release();
  await expect(new MarketPage(page).hook("quick-bots")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("embedded: the bar only, no welcome, before the wasm", async ({ page }) => {
  const release = await hold(page);
  await page.goto("./?embed=1");
  await expect(page.locator("html")).toHaveClass(/embedded/);
  await expect(page.locator("#shell .shell-welcome .top")).toBeVisible();
  await expect(page.locator("#shell .shell-welcome .setup")).toBeHidden();
  release();
  await expect(new MarketPage(page).hook("player-count")).toBeVisible();
  await expect(page.locator("#shell")).toHaveCount(0);
});

test("the first paint waits for no other file: the style sheet and the shell's script are in the page", async ({ page }) => {
  // hold everything but the page itself: what it painted came in the page
  const release = await hold(page, /\.(css|js|wasm|ftl|png|webmanifest)(\?|$)/);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("./", { waitUntil: "commit" });
  const shell = page.locator("#shell .shell-welcome");
  await expect(shell).toBeVisible();
  // styled, not raw HTML: the title in the page's colours and the welcome laid out
  await expect(page.locator("#shell .title")).toHaveCSS("color", "rgb(110, 39, 20)");
  // and the shell's script has run (it picks the variant)
  await expect(page.locator("html")).toHaveAttribute("data-shell", "welcome");
  expect(await page.locator('link[rel="stylesheet"], head script[src]:not([defer]):not([async])').count()).toBe(0);
  release();
  await expect(new MarketPage(page).hook("quick-bots")).toBeVisible();
});

/** Counts the page's downloads of its own wasm (the worker's included). */
function wasmDownloads(page) {
  const seen = { count: 0 };
  page.on("request", (r) => {
    if (/\/marrakech-[0-9a-f]+_bg\.wasm$/.test(r.url())) seen.count += 1;
  });
  return seen;
}

test("the page's wasm is compiled in a worker while the shell shows, and downloaded once", async ({ page }) => {
  const workers = [];
  page.on("worker", (w) => workers.push(new URL(w.url()).pathname.split("/").pop()));
  const downloads = wasmDownloads(page);
  const market = new MarketPage(page);
  await market.goto("./");
  await expect(market.hook("quick-bots")).toBeVisible();
  expect(workers).toContain("compile.js");
  // the page instantiated the module the worker compiled, not a download of its own
  expect(await page.evaluate(() => window.marrakechModule.then((m) => m instanceof WebAssembly.Module))).toBe(true);
  expect(downloads.count).toBe(1);
  await market.hook("quick-bots").click();
  await expect(market.hook("board")).toBeVisible();
});

for (const [why, worker] of [
  ["cannot be downloaded", (route) => route.abort()],
  ["fails as it starts", (route) => route.fulfill({ contentType: "text/javascript", body: "throw new Error('no');" })],
  ["answers with no module", (route) => route.fulfill({ contentType: "text/javascript", body: "postMessage(42);" })],
  ["never says a word (10 s)", (route) => route.fulfill({ contentType: "text/javascript", body: "" })],
]) {
  test(`a compiling worker that ${why} leaves the page to fetch its wasm itself, and the game starts`, async ({ page }) => {
    await page.route("**/compile.js", worker);
    const downloads = wasmDownloads(page);
    const market = new MarketPage(page);
    await market.goto("./?speed=instant&seed=3");
    await expect(market.hook("quick-bots")).toBeVisible({ timeout: 20_000 });
    await market.hook("quick-bots").click();
    await expect(market.hook("board")).toBeVisible();
    expect(await page.evaluate(() => window.marrakechModule.then((m) => m instanceof Response))).toBe(true);
    expect(downloads.count).toBe(1);
  });
}

// The app takes the page over once the shell's largest paint is counted, or after 1.5 s; only
// the welcome's shell paints words the browser counts. With that timer never firing, a game to
// resume and an embedded page still start: they do not wait for a count that never comes.
for (const [what, first] of [
  ["a game to resume", async (market) => {
    await market.goto("./?speed=instant&seed=3");
    await market.hook("quick-bots").click();
    await expect(market.hook("board")).toBeVisible();
  }],
  ["an embedded page", async (market) => market.goto("./?embed=1&speed=instant")],
]) {
  test(`${what} is not held back by the largest paint's count`, async ({ page }) => {
    const market = new MarketPage(page);
    await first(market);
    await page.addInitScript(() => {
      const set = window.setTimeout;
      window.setTimeout = (f, ms, ...rest) => (ms === 1500 ? 0 : set(f, ms, ...rest));
    });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-shell", /^(table|bar)$/);
    await expect(market.hook("app")).toBeVisible();
    await expect(page.locator("#shell")).toHaveCount(0);
  });
}
