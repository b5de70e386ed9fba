// Soak benchmark (a report, not a test): bot-only games one after another in one page at
// instant speed. Prints the JS heap and the wasm memory after a forced garbage collection,
// after game 20 and after the last, and fails only if the page shows an error.
// Usage: node soak.mjs [DIST_DIR] [GAMES]   (GAMES defaults to 200)
// SOAK_REPLAY=1: each finished game is also watched again, turn by turn from the first
// (Watch again, pause, then `replay-next` to the end), before the rematch.
import { chromium } from "@playwright/test";
import { serveDist } from "./lib/served.mjs";

const dist = process.argv[2] ?? "../../dist";
const games = Number(process.argv[3] ?? 200);
const site = await serveDist(dist);
const errors = [];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    // precise heap figures and a garbage collector we can call
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--enable-precise-memory-info", "--js-flags=--expose-gc"],
  });
  const page = await browser.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  // Trunk's loader announces the wasm instance: keep its memory for the readings.
  await page.addInitScript(() => {
    addEventListener("TrunkApplicationStarted", (e) => {
      window.__wasmMemory = e.detail?.wasm?.memory;
    });
  });
  if (process.env.SOAK_SOUND === "0") {
    await page.addInitScript(() => localStorage.setItem("marrakech:settings", "handoff=1;speed=normal;sound=0"));
  }
  await page.goto(`${site.base}?speed=instant&seed=1`);
  const hook = (id) => page.getByTestId(id);
  await hook("setup").waitFor();
  await hook("player-count").selectOption("4");
  for (const [seat, level] of ["easy", "medium", "easy", "medium"].entries()) {
    await hook(`player-kind-${seat}`).selectOption(level);
  }
  const reading = async () => {
    await page.evaluate(() => window.gc && window.gc());
    await page.waitForTimeout(200);
    await page.evaluate(() => window.gc && window.gc());
    return page.evaluate(() => ({
      heap: performance.memory?.usedJSHeapSize ?? 0,
      wasm: window.__wasmMemory?.buffer?.byteLength ?? 0,
      nodes: document.getElementsByTagName("*").length,
    }));
  };
  const mb = (n) => (n / 1024 / 1024).toFixed(2);
  const t0 = Date.now();
  let at20;
  await hook("start-game").click();
  for (let g = 1; g <= games; g++) {
    await page.locator('[data-testid="phase"][data-phase="over"]').first().waitFor({ timeout: 300_000 });
    if (await hook("crash").count()) throw new Error(`crash screen after game ${g}`);
    const every = Number(process.env.SOAK_EVERY ?? 0);
    if (g === 20 || g === games || (every && g % every === 0)) {
      const r = await reading();
      if (g === 20) at20 = r;
      console.log(`after game ${g}: JS heap ${mb(r.heap)} MB, wasm memory ${mb(r.wasm)} MB, DOM elements ${r.nodes} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    if (process.env.SOAK_REPLAY === "1") {
      await hook("watch-again").click();
      await hook("replay-play").click(); // pause: step by hand
      await hook("replay-first").click();
      const next = hook("replay-next");
      while (await next.isEnabled()) await next.click();
      await hook("replay-close").click();
      await hook("replay").waitFor({ state: "detached" });
    }
    if (process.env.SOAK_VERBOSE) console.log(`game ${g} over at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (g < games) {
      await hook("rematch").click({ timeout: 60_000 });
      // the next game is under way when the final screen has gone
      await page.locator('[data-testid="phase"][data-phase="over"]').first().waitFor({ state: "detached", timeout: 60_000 });
    }
  }
  const last = await reading();
  if (at20) {
    const pct = (a, b) => (b ? ((100 * (a - b)) / b).toFixed(1) : "n/a");
    console.log(`growth from game 20 to game ${games}: JS heap ${pct(last.heap, at20.heap)}%, wasm memory ${pct(last.wasm, at20.wasm)}%`);
  }
  console.log(`errors on the page: ${errors.length}`);
  for (const e of errors.slice(0, 5)) console.log(`  ${e}`);
  await browser.close();
  if (errors.length) process.exitCode = 1;
} finally {
  site.close();
}
