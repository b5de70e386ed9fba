// Parts split off the page's wasm (scripts/split.mjs): the panels a first game does not need
// and the thinking on the page's thread. A first visit does not fetch them before the page is
// up; they come a few seconds after the first screen, or when first wanted; one that cannot
// be fetched leaves the game playable, says so, and is asked for again.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { expectPageMatchesReplay } from "../lib/assert-state.js";

// what a part that cannot be fetched says (words/en.ftl, part-unavailable)
const UNAVAILABLE = "Part of the game could not be loaded";

test.use({ serviceWorkers: "block" });

test("the panels' part comes after the first screen, unasked, and before anyone needs it", async ({ page }) => {
  const fetched = [];
  page.on("request", (r) => fetched.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const shown = Date.now();
  expect(fetched.filter((f) => /split_/.test(f.path))).toEqual([]);
  await expect.poll(() => fetched.some((f) => /\/split_panels-[0-9a-f]+\.wasm$/.test(f.path)), { timeout: 15_000 }).toBe(true);
  const at = fetched.find((f) => /split_panels/.test(f.path)).at;
  expect(at - shown).toBeGreaterThan(1_000);
  // the thinking's part is for a page without a worker: not fetched here
  expect(fetched.some((f) => /split_thinking/.test(f.path))).toBe(false);
  await market.hook("menu-more").click();
  await market.hook("open-about").click();
  await expect(page.locator("#about-title")).toBeVisible();
});

test("a panel whose part cannot be fetched says so, the game goes on, and it opens once the part can be", async ({ page }) => {
  let refuse = true;
  await page.route(/split_panels-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Omar", kind: "human" }] });
  await market.hook("open-settings").click();
  await expect(market.hook("notice")).toContainText(UNAVAILABLE);
  await expect(page.locator(".panel")).toHaveCount(0);
  await expect(market.hook("crash")).toHaveCount(0);
  // the game is still played
  await page.keyboard.press("Escape");
  await market.playTurn();
  await expectPageMatchesReplay(market, "a part refused");
  // asked for again the next time it is wanted
  refuse = false;
  await market.hook("open-settings").click();
  await expect(page.locator(".panel")).toBeVisible();
});

test("without a worker and without the thinking's part, nothing breaks and a notice says why", async ({ page }) => {
  await page.addInitScript(() => delete window.Worker);
  await page.route(/split_thinking-[0-9a-f]+\.wasm$/, (route) => route.abort());
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=6");
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Hard", kind: "hard" }] });
  // the person plays until the bot is asked to think
  const deadline = Date.now() + 60_000;
  while ((await market.hook("app").getAttribute("data-thinking")) === "idle" && Date.now() < deadline) {
    const current = await page.locator('[data-testid="player"][data-current="true"]').first().getAttribute("data-seat");
    if (current === "0" && (await market.phase()) !== "moving") await market.playTurn();
    else await page.waitForTimeout(100);
  }
  await expect(market.hook("app")).toHaveAttribute("data-thinking", "nowhere", { timeout: 20_000 });
  await expect(market.hook("notice")).toContainText(UNAVAILABLE);
  await expect(market.hook("crash")).toHaveCount(0);
  await expectPageMatchesReplay(market, "no thinking anywhere");
});

test("the table's boxes come in a part of their own: refused, the game plays on and says so; it comes once it can", async ({ page }) => {
  let refuse = true;
  let asked = 0;
  await page.route(/split_extras-[0-9a-f]+\.wasm$/, (route) => {
    asked++;
    return refuse ? route.abort() : route.continue();
  });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  // the set-up does not want it (no game by link kept here)
  expect(asked).toBe(0);
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Omar", kind: "human" }] });
  // the table wants the coach's box at once
  await expect(market.hook("notice")).toContainText(UNAVAILABLE);
  await expect(market.hook("crash")).toHaveCount(0);
  await market.passHandoff();
  await market.playTurn();
  await market.passHandoff();
  await expectPageMatchesReplay(market, "the table's part refused");
  // asked for again some seconds after the table was drawn; then the coach's hint shows
  refuse = false;
  await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(1);
  await market.hook("get-hint").click();
  await expect(market.hook("hint")).toBeVisible({ timeout: 20_000 });
});

test("the lesson's box is in the page itself: a first click on the lesson shows it with every part refused", async ({ page }) => {
  await page.route(/(split|chunk)_[^/]*\.wasm$/, (route) => route.abort());
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("start-lesson").click();
  await expect(market.hook("lesson")).toBeVisible();
  await expect(market.hook("lesson-next")).toBeVisible();
});
