// Every game can be watched again and linked: a game shared from one browser opens in
// another as a replay whose every position agrees with the replay tool's state of the record
// cut to that many turns; ?ply=N opens at a turn; a step's animation ends before data-ply
// moves; the keyboard steps and jumps; a replay closes back to the game in play.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { expectPageMatchesState } from "../lib/assert-state.js";
import { replayState, prefix } from "../lib/replay.js";
import { golden } from "../lib/golden.js";
import { withQuery } from "../lib/links.js";

async function ply(market) {
  return Number(await market.hook("replay").getAttribute("data-ply"));
}

async function expectAt(market, record, k) {
  await expect(market.hook("replay")).toHaveAttribute("data-ply", String(k));
  await expectPageMatchesState(market, replayState(prefix(record, k)), { label: `turn ${k}` });
}

test("a shared link replays the game in a fresh browser, every position as the replay tool has it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const record = golden("4p-elimination.record.json");
  const plies = record.turns.length;
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  const url = await market.shareUrl();
  expect(url).toMatch(/\/marrakech\/#[A-Za-z0-9_-]+$/);
  const code = url.split("#")[1];
  // A finished 4-player game with short names: at most 400 characters of fragment.
  expect(code.length).toBeLessThanOrEqual(400);
  test.info().annotations.push({ type: "link", description: `${code.length} characters of code, ${url.length} in all` });

  const ctx = await browser.newContext();
  const other = new MarketPage(await ctx.newPage());
  await other.goto(withQuery(url, "speed=instant"));
  const replay = other.hook("replay");
  await expect(replay).toHaveAttribute("data-plies", String(plies));
  // Without ply, the link opens at the end.
  await expectAt(other, record, plies);
  await expect(other.hook("phase")).toHaveAttribute("data-phase", "over");

  await other.hook("replay-first").click();
  await expectAt(other, record, 0);
  for (let k = 1; k <= plies; k++) {
    await other.hook("replay-next").click();
    await expectAt(other, record, k);
  }
  await expect(other.hook("replay-next")).toBeDisabled();
  for (const k of [plies - 1, plies - 2]) {
    await other.hook("replay-prev").click();
    await expectAt(other, record, k);
  }
  await other.hook("replay-last").click();
  await expectAt(other, record, plies);
  await other.hook("replay-scrub").fill("17");
  await expectAt(other, record, 17);

  // The keyboard: ← → one turn, Home and End.
  await other.page.locator("body").click({ position: { x: 2, y: 2 } });
  await other.page.keyboard.press("ArrowRight");
  await expectAt(other, record, 18);
  await other.page.keyboard.press("ArrowLeft");
  await other.page.keyboard.press("ArrowLeft");
  await expectAt(other, record, 16);
  await other.page.keyboard.press("End");
  await expectAt(other, record, plies);
  await other.page.keyboard.press("Home");
  await expectAt(other, record, 0);
  // The other browser has no game of its own: nothing was saved by watching.
  expect(await other.page.evaluate(() => localStorage.getItem("marrakech:2:game"))).toBeNull();
  await ctx.close();
});

test("?ply=N opens the replay at turn N; past the end it opens at the end and says so", async ({ page }) => {
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  const url = await market.shareUrl();

  await market.goto(withQuery(url, "speed=instant&ply=10"));
  await expectAt(market, record, 10);
  await expect(market.hook("notice")).toHaveCount(0);

  await market.goto(withQuery(url, "speed=instant&ply=999"));
  await expectAt(market, record, record.turns.length);
  await expect(market.hook("notice")).toContainText("999");
  // news, not a failure: the game is shown, at its end
  await expect(market.hook("notice")).toHaveAttribute("role", "status");
});

test("in Arabic the replay's controls run left to right like a tape: first, back, on, last; the scrub starts at the left", async ({
  page,
}) => {
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  const url = await market.shareUrl();
  await market.goto(withQuery(url, "speed=instant&ply=10&lang=ar"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "10");
  const x = async (id) => (await market.hook(id).boundingBox()).x;
  const order = ["replay-first", "replay-prev", "replay-play", "replay-next", "replay-last"];
  for (let i = 1; i < order.length; i++) expect(await x(order[i - 1])).toBeLessThan(await x(order[i]));
  expect(await market.hook("replay-scrub").evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
  // the keys agree with the picture: → goes on
  await page.keyboard.press("ArrowRight");
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "11");
});

test("a step is shown moment by moment: data-ply moves when its animation ends; play runs to the end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const record = golden("3p-classic-mid-turn.record.json");
  const plies = record.turns.length;
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  const url = await market.shareUrl();
  await market.goto(withQuery(url, "speed=fast&ply=3"));
  await expectAt(market, record, 3);

  await market.hook("replay-next").click();
  // During the step: the die rolls and Assam walks while data-ply still says 3.
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "moving");
  expect(await ply(market)).toBe(3);
  // the counter names the turn being played, not the last one done
  await expect(market.hook("replay-at")).toHaveText(`Turn 4 of ${plies}`);
  await expectAt(market, record, 4);
  await expect(market.hook("replay-at")).toHaveText(`Turn 4 of ${plies}`);

  // A record saved mid-turn counts its unfinished turn as one.
  await market.hook("replay-scrub").fill(String(plies - 2));
  await market.hook("replay-play").click();
  await expect(market.hook("replay-play")).toHaveAttribute("aria-pressed", "true");
  // Playing, a position stays only until the next step starts: its whole state is checked at
  // the end, where play stops; here only that it passes by.
  await expect(market.hook("replay")).toHaveAttribute("data-ply", String(plies - 1));
  await expect(market.hook("replay")).toHaveAttribute("data-ply", String(plies), { timeout: 20_000 });
  await expect(market.hook("replay-play")).toHaveAttribute("aria-pressed", "false");
  await expectPageMatchesState(market, replayState(record), { label: "the unfinished turn" });
});

test("watching the game in play and closing the replay gives the game back as it was", async ({ page }) => {
  const record = golden("3p-classic-mid-turn.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  const before = await market.exportRecord();
  await market.page.keyboard.press("Escape");

  await market.hook("watch-game").click();
  await expect(market.hook("replay")).toHaveAttribute("data-ply", String(record.turns.length));
  // the clicked button is hidden under the replay: the focus goes into its bar, not the page
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=replay]"))).toBe(true);
  await market.hook("replay-first").click();
  await expectAt(market, record, 0);
  // Nothing can be played in a replay, by hand or by key.
  await expect(market.hook("roll")).toHaveCount(0);
  await market.page.keyboard.press("r");
  await expectAt(market, record, 0);

  await market.hook("replay-close").click();
  await expect(market.hook("replay")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.dataset.testid)).toBe("watch-game");
  await expectPageMatchesState(market, replayState(record), { label: "back to the game" });
  expect(await market.exportRecord()).toEqual(before);
});
