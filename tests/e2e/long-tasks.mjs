// A benchmark, not a test: the longest tasks on the page's own thread (the Long Tasks API:
// every task over 50 ms) from the first move on (the first decision played), while four master bots play (at their
// default budget, about 1 s a decision, no animations), while a finished game is reviewed, and while a shared
// game's link opens; and master's decision time in the browser. Prints numbers.
// Usage: node long-tasks.mjs [DIST_DIR] [SECONDS_OF_MASTER_PLAY]
import { chromium } from "@playwright/test";
import { serveDist } from "./lib/served.mjs";
import { readFileSync } from "node:fs";

const dist = process.argv[2] ?? "../../dist";
const seconds = Number(process.argv[3] ?? 30);
const golden = readFileSync(new URL("../../engine/tests/golden/valid/3p-classic-full.record.json", import.meta.url), "utf8");
const site = await serveDist(dist);
const base = site.base;

// every long task since the page opened, kept where the script can read them
const watch = () => {
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
};
const since = (page, t0) =>
  page.evaluate((t0) => {
    const tasks = window.__long.filter((t) => t.at >= t0);
    const longest = tasks.reduce((a, t) => (t.ms > a.ms ? t : a), { ms: 0, at: t0 });
    return { count: tasks.length, longest: Math.round(longest.ms), after: Math.round(longest.at - t0) };
  }, t0);
const now = (page) => page.evaluate(() => performance.now());
const line = (what, r) =>
  console.log(`${what}: longest task ${r.longest} ms${r.count ? ` (${r.after} ms in)` : ""}, tasks over 50 ms: ${r.count}`);

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript(watch);
  const page = await context.newPage();

  // four masters: from their first move on
  await page.goto(`${base}?seed=3&speed=instant`);
  await page.getByTestId("player-count").selectOption("4");
  for (let s = 0; s < 4; s++) await page.getByTestId(`player-kind-${s}`).selectOption("master");
  await page.getByTestId("start-game").click();
  // from the first move on: the first master's first decision played
  // the decisions played so far: a direction or a rug in each turn of the saved record
  const decided = () =>
    (JSON.parse(localStorage.getItem("marrakech:2:game"))?.value?.record?.turns ?? []).reduce(
      (n, t) => n + ("rotate" in t ? 1 : 0) + ("rug" in t ? 1 : 0),
      0,
    );
  await page.waitForFunction(decided, null, { timeout: 30_000 });
  const count = () => page.evaluate(decided);
  const first = await count();
  const t0 = await now(page);
  await page.waitForTimeout(seconds * 1000);
  const decisions = (await count()) - first;
  const where = await page.getByTestId("app").getAttribute("data-thinking");
  line(`four masters, ${seconds} s, thinking in the ${where}`, await since(page, t0));
  console.log(`master in the browser: ${decisions} decisions in ${seconds} s without animations: ${decisions ? Math.round((seconds * 1000) / decisions) : "-"} ms a decision (budget 1000 ms)`);

  // a review of a finished game
  await page.goto(`${base}?speed=instant`);
  await page.getByTestId("new-game").click().catch(() => {});
  const input = page.getByTestId("import-game");
  await input.setInputFiles({ name: "game.json", mimeType: "application/json", buffer: Buffer.from(golden) });
  for (const id of ["confirm-replace", "confirm-import"]) await page.getByTestId(id).click({ timeout: 1000 }).catch(() => {});
  await page.getByTestId("open-review").click({ timeout: 20_000 });
  const t1 = await now(page);
  await page.getByTestId("review-summary").first().waitFor({ timeout: 300_000 });
  line("a review (3 players, 45 turns)", await since(page, t1));

  // a shared game's link: the code read and its replay opened
  await page.getByTestId("close-panel").click().catch(() => {});
  await page.getByTestId("share").click();
  const url = await page.getByTestId("share-url").inputValue();
  const fresh = await context.newPage();
  await fresh.goto(url);
  await fresh.getByTestId("replay").waitFor();
  line("opening a shared game's link (from the first paint)", await since(fresh, 0));
  await browser.close();
} finally {
  site.close();
}
