// A first-time player is welcomed with quick starts; set-up remembers names and kinds and
// tells a colour swap; opening a file asks before replacing a game and says it loaded, and
// its error does not move the market.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { golden } from "../lib/golden.js";
import { expectPageMatchesState } from "../lib/assert-state.js";

test("You against two medium bots: what the button says, at once", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(market.hook("quick-bots")).toHaveText("You against two medium bots");
  await market.hook("quick-bots").click();
  await expect(market.hook("player")).toHaveCount(3);
  const record = await market.exportRecord();
  expect(record.players.map((p) => p.kind ?? "human")).toEqual(["human", "medium", "medium"]);
  // The person plays a whole turn; the bots answer by themselves. (Not playWholeTurn: a bot
  // may already be at "place" when it looks, and it would wait there for a person's rug.)
  await market.rotate("none");
  await market.roll();
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  await expect.poll(async () => (await market.exportRecord()).turns.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
});

test("Pass and play: three people; in a frame only the game against bots", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.hook("quick-pass").click();
  await expect(market.hook("player")).toHaveCount(3);
  const record = await market.exportRecord();
  expect(record.players.every((p) => (p.kind ?? "human") === "human")).toBe(true);
  // A blog's reader is offered an opponent above the form, without the welcome's words.
  await market.goto("./?speed=instant&embed=1");
  await market.requestNewGame();
  await market.confirmDialogIfShown();
  await expect(market.hook("setup")).toBeVisible();
  await expect(market.hook("quick-bots")).toBeVisible();
  for (const hook of ["quick-pass", "quick-custom", "start-lesson"]) await expect(market.hook(hook)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /Welcome/ })).toHaveCount(0);
  await market.hook("quick-bots").click();
  await expect(market.hook("player")).toHaveCount(3);
  expect((await market.exportRecord()).players.map((p) => p.kind ?? "human")).toEqual(["human", "medium", "medium"]);
});

test("Custom game: the form remembers names and kinds, and a colour swap is told", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.hook("quick-custom").click();
  await expect(market.hook("player-count")).toBeFocused();
  await market.hook("player-count").selectOption("3");
  await market.hook("player-name-0").fill("Kasia");
  await market.hook("player-kind-2").selectOption("hard");
  // Seat 0 takes seat 1's colour: they swap, and the form says so.
  await page.getByRole("radiogroup").first().getByRole("radio").nth(1).click();
  await expect(page.locator(".swap-note")).toContainText("Bruno");
  await market.hook("start-game").click();
  await market.waitForPhase();
  await market.reload();
  await market.requestNewGame();
  await market.confirmDialog();
  await expect(market.hook("player-name-0")).toHaveValue("Kasia");
  await expect(market.hook("player-kind-2")).toHaveValue("hard");
  await expect(market.hook("player-count")).toHaveValue("3");
});

// On a phone the welcome and the form share one scrolled column: "Custom game" brings the
// form's heading to its top, so the seats below it are in sight, not only the first field.
test("on a phone, Custom game brings the form into sight: four seats chosen, the third is seen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("quick-custom").click();
  await expect(market.hook("player-count")).toBeFocused();
  await market.hook("player-count").selectOption("4");
  await expect(page.locator("#setup-title")).toBeInViewport();
  await expect(market.hook("player-name-2")).toBeInViewport();
});

test("opening a file asks before replacing the game, says it loaded, and a bad file moves nothing", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.hook("quick-pass").click();
  await market.waitForPhase();
  const before = await market.snapshot();
  const board = await market.hook("board").boundingBox();
  // A bad file: a floating message, the market where it was.
  await market.importText("not a record");
  await expect(market.hook("notice")).toBeVisible();
  expect(await market.hook("board").boundingBox()).toEqual(board);
  expect(await market.snapshot()).toEqual(before);
  // a failure stays until it is seen to: Escape, like its OK
  await page.keyboard.press("Escape");
  await expect(market.hook("notice")).toHaveCount(0);
  // A good one, refused at the question: nothing changes.
  const record = golden("3p-classic-mid-turn.record.json");
  await market.importRecord(record);
  await market.cancelDialog();
  expect(await market.snapshot()).toEqual(before);
  // Accepted: the game is the file's, and the page says so.
  await market.importRecord(record);
  await market.confirmDialog();
  await expectPageMatchesState(market, golden("3p-classic-mid-turn.state.json"));
  await expect(market.hook("notice")).toContainText("Game loaded");
});

test("the handoff screen opens the rules and the settings, and stays under them", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.hook("quick-pass").click();
  await market.rotate("none");
  await market.roll();
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
  await market.hook("handoff-rules").click();
  await expect(market.hook("close-panel")).toBeVisible();
  await market.hook("close-panel").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
  await market.hook("handoff-settings").click();
  await expect(market.hook("setting-handoff")).toBeVisible();
  await market.hook("close-panel").click();
  await expect(market.hook("handoff-continue")).toBeVisible();
  await market.hook("handoff-continue").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
});

test("one person against bots: no handoff screen, not even after a reload during a bot turn", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=normal&seed=4");
  await market.hook("quick-bots").click();
  await market.rotate("none");
  await market.roll();
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  // a bot's turn now: reload in the middle of it
  await market.reload();
  for (let i = 0; i < 60; i++) {
    expect(await market.phase()).not.toBe("handoff");
    if ((await market.phase()) === "orient" && (await market.usable("rotate-left"))) break;
    await page.waitForTimeout(250);
  }
  await expect(market.hook("rotate-left")).toBeVisible();
});

test("a newcomer's mistyped link leaves the welcome's quick starts beside its notice", async ({ page }) => {
  const market = new MarketPage(page);
  for (const [i, code] of ["garbage123", "%%not-a-game"].entries()) {
    await market.goto(`./?speed=instant&seed=4&visit=${i}#${code}`);
    await expect(market.hook("notice"), code).toHaveAttribute("role", "alert");
    await expect(market.hook("notice"), code).toContainText(/damaged|holds no game/);
    // no game here to be unchanged
    await expect(market.hook("notice"), code).not.toContainText(/unchanged/);
    await expect(market.hook("quick-bots"), code).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await market.hook("quick-bots").click();
  await expect(market.hook("player")).toHaveCount(3);
});

/** Whether the middle of `loc`, scrolled into view, is the element itself (nothing over it). */
async function uncovered(loc) {
  await loc.scrollIntoViewIfNeeded();
  return loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return el === hit || el.contains(hit);
  });
}

for (const [device, width, height] of [["a phone", 390, 844], ["a laptop", 1366, 768]]) {
  test(`on ${device} a notice covers nothing: the form's Start stays above it`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const market = new MarketPage(page);
    // a mistyped link: its notice stays until OK; the form's Start sits at the page's foot
    await market.goto("./?speed=instant&seed=4#garbage123");
    await expect(market.hook("notice")).toBeVisible();
    expect(await uncovered(market.hook("start-game")), "Start is not under the notice").toBe(true);
    // the notice itself stays whole in the window
    const box = await market.hook("notice").boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await market.hook("start-game").click();
    await expect(market.hook("player")).toHaveCount(2);
  });
}
