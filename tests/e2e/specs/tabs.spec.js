// Two tabs of one browser never lose a move: one tab holds the table at a time, the other
// follows it live and may take it over.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { golden } from "../lib/golden.js";

/** A second tab of the same browser (same storage, same Web Locks). */
async function secondTab(context, url = "./?speed=instant") {
  const page = await context.newPage();
  const market = new MarketPage(page);
  await market.goto(url);
  return market;
}

/** The number of actions taken in the local game kept. */
async function keptTurns(page) {
  return page.evaluate(() => {
    const v = JSON.parse(localStorage.getItem("marrakech:2:game"));
    return v.value.record.turns.length;
  });
}

/** Ines and Jan on one device, Ines's first turn played. */
async function twoPersonsAfterATurn(page) {
  const a = new MarketPage(page);
  await a.goto("./?speed=instant&seed=5");
  await a.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await a.setSettings({ handoff: false });
  await a.playWholeTurn(() => 0);
  return a;
}

test("a turn played in one tab is never overwritten by the other", async ({ page, context }) => {
  const a = await twoPersonsAfterATurn(page);
  // tab B opens the same game: it follows, and cannot play
  const b = await secondTab(context);
  await expect(b.hook("other-tab")).toBeVisible();
  await expect(b.hook("rotate-none")).toHaveCount(0);
  expect(await b.snapshot()).toEqual(await a.snapshot());
  // A plays on: B shows it as it goes
  await a.playWholeTurn(() => 1);
  await expect.poll(async () => JSON.stringify(await b.readBoard())).toBe(JSON.stringify(await a.readBoard()));
  const afterA = await keptTurns(page);
  expect(afterA).toBe(2);
  // B takes the table over from the position A left: A's turn is kept
  await b.hook("take-table").click();
  await expect(b.hook("other-tab")).toHaveCount(0);
  await expect(a.hook("other-tab")).toBeVisible();
  await expect(a.hook("rotate-none")).toHaveCount(0);
  await b.playWholeTurn(() => 2);
  expect(await keptTurns(page)).toBe(3);
  // after a reload of both, every turn is there
  await b.reload();
  await a.reload();
  expect(await keptTurns(page)).toBe(3);
  expect(await a.readBoard()).toEqual(await b.readBoard());
});

// "Pass to …" belongs to the tab that holds the table: a tab following the game may not
// play, so it is not invited to; the tab that takes the table over is.
test("the handoff shows in the tab holding the table only, and moves with it", async ({ page, context }) => {
  const a = new MarketPage(page);
  await a.goto("./?speed=instant&seed=5");
  await a.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await a.passHandoff();
  // Ines's turn, to the handoff to Jan
  for (let i = 0; i < 6 && (await a.phase()) !== "handoff"; i++) await a.playTurn(() => 0);
  await expect(a.hook("handoff-continue")).toBeVisible();
  const b = await secondTab(context);
  await expect(b.hook("other-tab")).toBeVisible();
  await expect(b.hook("handoff-continue")).toHaveCount(0);
  // and its line says what comes next there, not to pass the device
  await expect(b.hook("phase")).toContainText("Next, turn 2: Jan turns Assam");
  await b.hook("take-table").click();
  await expect(b.hook("handoff-continue")).toBeVisible();
  await expect(b.hook("phase")).toContainText("Pass the device to Jan");
  await expect(a.hook("other-tab")).toBeVisible();
  await expect(a.hook("handoff-continue")).toHaveCount(0);
  await expect(a.hook("phase")).toContainText("Next, turn 2: Jan turns Assam");
  // A lost the table with its handoff up: nothing of it stays inert, and it takes the
  // table back (its menu and "Play here" were out of reach until a reload)
  await expect(page.locator("[inert]")).toHaveCount(0);
  await a.hook("take-table").click();
  await expect(a.hook("other-tab")).toHaveCount(0);
  await expect(b.hook("other-tab")).toBeVisible();
  await b.hook("take-table").click();
  await expect(b.hook("handoff-continue")).toBeVisible();
  await b.hook("handoff-continue").click();
  await expect(b.hook("rotate-none")).toBeVisible();
});

test("a bot game open in two tabs is played once", async ({ page, context }) => {
  test.setTimeout(120_000);
  const a = new MarketPage(page);
  await a.goto("./?speed=fast&seed=9");
  await a.startGame({
    players: [
      { name: "Un", kind: "easy" },
      { name: "Deux", kind: "easy" },
      { name: "Trois", kind: "easy" },
    ],
  });
  const b = await secondTab(context, "./?speed=fast");
  await expect(b.hook("other-tab")).toBeVisible();
  for (const m of [a, b]) {
    await expect(m.hook("phase")).toHaveAttribute("data-phase", "over", { timeout: 100_000 });
  }
  expect(await b.readBoard()).toEqual(await a.readBoard());
  expect(await b.readPanels()).toEqual(await a.readPanels());
  // one game, kept once, with every rug of it
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("marrakech:2:history")).value.games.length);
  expect(kept).toBe(1);
  const rugs = (await a.readPanels()).reduce((n, p) => n + p.rugsLeft, 0);
  expect(rugs).toBe(0);
});

test("a rug being chosen is not drawn once another tab takes the table, nor after its move", async ({ page, context }) => {
  const a = await twoPersonsAfterATurn(page);
  // A chooses a rug and does not lay it
  await a.rotate((await a.offeredDirections(["none", "left", "right"]))[0]);
  await a.roll();
  const [chosen, other] = await a.readPlacementsInOrder();
  await a.selectPlacement(chosen);
  const ghost = page.locator("g.ghost > *");
  await expect(ghost.first()).toBeAttached();
  // B takes the table: A no longer offers the rug, and draws none
  const b = await secondTab(context);
  await b.hook("take-table").click();
  await expect(a.hook("other-tab")).toBeVisible();
  await expect(ghost).toHaveCount(0);
  // B lays another rug and plays on; A takes the table back at its next choice of a rug
  await b.selectPlacement(other);
  await b.confirmRug();
  await b.playWholeTurn(() => 0);
  await a.hook("take-table").click();
  await expect(a.hook("other-tab")).toHaveCount(0);
  await a.rotate((await a.offeredDirections(["none", "left", "right"]))[0]);
  await a.roll();
  await expect(a.hook("placement").first()).toBeAttached();
  // nothing chosen at this turn: no rug drawn, nothing to lay
  await expect(ghost).toHaveCount(0);
  await expect(a.hook("confirm-rug")).toBeDisabled();
});

test("a tab left on the welcome neither starts nor opens a game over one another tab has in progress", async ({ page, context }) => {
  // two tabs open on the welcome before any game is kept
  const b = new MarketPage(page);
  await b.goto("./?speed=instant");
  await expect(b.hook("quick-pass")).toBeVisible();
  const c = await secondTab(context);
  await expect(c.hook("quick-pass")).toBeVisible();
  // a third starts a game and plays a turn
  const a = await secondTab(context, "./?speed=instant&seed=5");
  await a.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await a.setSettings({ handoff: false });
  await a.playWholeTurn(() => 0);
  const turns = await keptTurns(page);
  // B's quick start shows that game instead, says so, and replaces nothing
  await b.hook("quick-pass").click();
  await expect(b.hook("notice")).toContainText("Another tab has taken this game");
  await expect(b.hook("notice")).toHaveAttribute("role", "status");
  await expect(b.hook("other-tab")).toBeVisible();
  expect(await keptTurns(page)).toBe(turns);
  // C's import does the same
  await c.importRecord(golden("3p-classic-mid-turn.record.json"));
  await expect(c.hook("notice")).toContainText("Another tab has taken this game");
  expect(await keptTurns(page)).toBe(turns);
  // the tab that plays it plays on, and its turn is kept
  await a.playWholeTurn(() => 1);
  expect(await keptTurns(page)).toBe(turns + 1);
  await expect.poll(async () => JSON.stringify(await b.readBoard())).toBe(JSON.stringify(await a.readBoard()));
});

test("a finished game open in a second tab is not said to be played there; a new game is", async ({ page, context }) => {
  const a = new MarketPage(page);
  await a.goto("./?speed=instant");
  await a.importFinished(golden("3p-classic-full.record.json"));
  const b = await secondTab(context);
  await expect(b.hook("winner").first()).toBeVisible();
  expect(await b.phase()).toBe("over");
  await expect(b.hook("other-tab")).toHaveCount(0);
  // the tab that holds the table plays on: the other one says so again
  await a.rematch();
  await expect(b.hook("other-tab")).toBeVisible();
  await expect(a.hook("other-tab")).toHaveCount(0);
});

test("your own game's link opened in a second tab is called this game's replay, not a game shared with you", async ({ page, context, browser }) => {
  const a = await twoPersonsAfterATurn(page);
  const code = (await a.shareUrl()).split("#")[1];
  // the game goes on past the link's turn before the link is opened: still this game
  await a.playWholeTurn(() => 1);
  await expect.poll(() => keptTurns(page)).toBe(2);
  const b = await secondTab(context, `./?speed=instant#${code}`);
  await expect(b.hook("replay-title")).toHaveAttribute("data-from", "shared");
  await expect(b.hook("replay-title")).toHaveText("The replay of this game");
  // the same link in another browser is a game shared with you
  const elsewhere = await browser.newContext();
  const c = await secondTab(elsewhere, `./?speed=instant#${code}`);
  await expect(c.hook("replay-title")).toHaveText("A game shared with you, turn by turn");
  await elsewhere.close();
});

// A replay is the tab's own: a shared game watched in a tab that follows another stays on
// screen while the other tab plays; the game moves on below it and comes back at its close.
test("a shared game watched in a second tab stays while the first tab plays on", async ({ page, context }) => {
  const a = await twoPersonsAfterATurn(page);
  const code = (await a.shareUrl()).split("#")[1];
  const b = await secondTab(context, `./?speed=instant&ply=0#${code}`);
  await expect(b.hook("replay")).toBeVisible();
  const at = await b.hook("replay-at").textContent();
  await expect(b.hook("other-tab")).toHaveCount(0);
  // B hears A's save (the page's own listener was there first)
  const heard = b.page.evaluate(
    () => new Promise((done) => addEventListener("storage", (e) => e.key === "marrakech:2:game" && done())),
  );
  await a.playWholeTurn(() => 1);
  await heard;
  await expect(b.hook("replay")).toBeVisible();
  await expect(b.hook("replay-at")).toHaveText(at);
  await expect(b.hook("other-tab")).toHaveCount(0);
  // the replay is of an earlier turn of the game in play, not a game to carry on instead
  await expect(b.hook("continue-here")).toHaveCount(0);
  // closed, the replay gives way to the game as the first tab left it
  await b.hook("replay-close").click();
  await expect(b.hook("other-tab")).toBeVisible();
  await expect.poll(() => b.rugsLaid()).toBe(2);
  expect(await b.readBoard()).toEqual(await a.readBoard());
});

test("a direction chosen in one tab can still be changed, or undone, in the tab that takes the table before the roll", async ({ page, context }) => {
  const a = await twoPersonsAfterATurn(page);
  const b = await secondTab(context);
  await expect(b.hook("other-tab")).toBeVisible();
  // Jan chooses his direction in tab A; tab B follows it
  await a.hook("rotate-left").click();
  await expect(a.hook("roll")).toBeVisible();
  await expect.poll(() => b.readAssam()).toEqual(await a.readAssam());
  // tab B takes the table before the roll: the directions and undo are offered, as in A
  await b.hook("take-table").click();
  await expect(b.hook("other-tab")).toHaveCount(0);
  await expect(b.hook("roll")).toBeVisible();
  await expect(b.hook("rotate-left")).toHaveAttribute("aria-pressed", "true");
  await expect(b.hook("undo")).toBeVisible();
  await b.hook("rotate-right").click();
  await expect(b.hook("rotate-right")).toHaveAttribute("aria-pressed", "true");
  const record = await b.exportRecord();
  expect(record.turns.at(-1).rotate).toBe("right");
});
