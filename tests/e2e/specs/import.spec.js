// Importing a game file: a broken file is refused with a message and the current game is left
// untouched; a valid file opens in its phase (a finished game on its final screen).
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesState, expectPageMatchesReplay } from "../lib/assert-state.js";
import { replay, replayAvailable } from "../lib/replay.js";
import { golden, goldenPath } from "../lib/golden.js";

const PLAYERS3 = [
  { name: "Amina", colors: ["red"] },
  { name: "Bruno", colors: ["yellow"] },
  { name: "Chloé", colors: ["cyan"] },
];

const BROKEN = [
  { title: "not JSON", text: "this is not a saved game {", says: /not the record of any game/ },
  // JSON, but no object: not called a field of the wrong form
  { title: "JSON that is not a record", text: "[1, 2, 3]", says: /not the record of any game/ },
  { title: "JSON null", text: "null", says: /not the record of any game/ },
  {
    title: "an unknown format",
    text: JSON.stringify({ format: "marrakech-record/99", players: PLAYERS3, turns: [] }),
  },
  {
    // Assam starts on D4 facing N; rotate none, roll 1 -> [2,3]. A rug in the far corner
    // touches nothing next to him.
    title: "a record with an illegal rug",
    text: JSON.stringify({
      format: "marrakech-record/1",
      players: PLAYERS3,
      rules: { bankruptcy: "eliminate", turn_order: "classic" },
      turns: [{ rotate: "none", roll: 1, rug: [[6, 0], [6, 1]] }],
    }),
    refusedByReplay: true,
  },
  {
    // the browser's JSON reader takes it; the app refuses what no record nests so deep
    title: "JSON nested 10,000 deep",
    text: "[".repeat(10_000) + "]".repeat(10_000),
  },
  {
    title: "a record with a roll of 6",
    text: JSON.stringify({
      format: "marrakech-record/1",
      players: PLAYERS3,
      turns: [{ rotate: "none", roll: 6, rug: [[2, 2], [2, 1]] }],
    }),
    refusedByReplay: true,
  },
];

/** A game in progress, mid-turn (direction chosen, not rolled): what must survive. */
async function gameInProgress(page) {
  const market = new MarketPage(page);
  const rng = makeRng(2024);
  await market.goto("./?speed=instant&seed=13");
  await market.startGame({ players: PLAYERS3.map(({ name }) => ({ name })), turnOrder: "classic" });
  await market.playWholeTurn(rng);
  await market.playWholeTurn(rng);
  await market.passHandoff();
  await market.playTurn(rng); // orient -> roll
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  return market;
}

for (const broken of BROKEN) {
  test(`a broken import file is refused: ${broken.title}`, async ({ page }) => {
    if (broken.refusedByReplay && replayAvailable()) {
      // The file really is bad: the engine's own tool refuses it too.
      const r = replay(broken.text);
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(/^error: turn 1: /);
    }
    const market = await gameInProgress(page);
    const before = await market.snapshot();
    const recordBefore = await market.exportRecord();

    await market.importText(broken.text);
    await expect(market.errorMessage().first()).toBeVisible();
    if (broken.says) await expect(market.errorMessage().first()).toContainText(broken.says);
    await expect(market.hook("crash")).toHaveCount(0);

    expect(await market.snapshot()).toEqual(before);
    const recordAfter = await market.exportRecord();
    for (const key of ["format", "players", "rules", "assam", "piles", "seed", "turns"]) {
      expect(recordAfter[key], `exported ${key} unchanged`).toEqual(recordBefore[key]);
    }
    // And the game still plays (once a modal error, if any, is dismissed).
    await market.dismissErrorIfModal();
    await market.roll();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", /^(place|orient|handoff|over)$/);
  });
}

test("a finished game opens on its final screen", async ({ page }) => {
  const market = await gameInProgress(page);
  const state = golden("3p-classic-full.state.json");
  await market.importRecord(goldenPath("3p-classic-full.record.json"));
  await expectPageMatchesState(market, state, { timeout: 10_000, beforeEach: () => market.confirmDialogIfShown() });
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  await expect(market.hook("winner").first()).toBeVisible();
  expect(await market.winners()).toEqual(state.winners);
  await expect(market.hook("board")).toBeVisible();
  await expect(market.hook("player")).toHaveCount(3);
});

// The ranking marks the bots as the panels do, so a person playing against them finds their
// own row (the level in words for screen readers); a person alone against bots is told
// "You win!".
test("the final ranking marks the bots, and tells a person alone against them that they won", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const record = golden("3p-classic-full.record.json");
  record.players[1].kind = "medium";
  record.players[2].kind = "hard";
  await market.importFinished(JSON.stringify(record));
  const rows = page.locator(".final .rank");
  await expect(rows).toHaveCount(3);
  for (const [seat, level] of [[0, null], [1, "medium"], [2, "hard"]]) {
    const row = rows.filter({ hasText: record.players[seat].name });
    await expect(row.locator(".badge.bot")).toHaveCount(level ? 1 : 0);
    if (level) await expect(row.locator(".badge.bot")).toHaveAttribute("title", new RegExp(level, "i"));
  }
  // one person against bots, who won: the headline says "you"
  await expect(page.locator("#final-title")).toHaveText("You win!");
  // the person lost: the winner is named
  record.players[0].kind = "easy";
  record.players[1].kind = "human";
  await market.importFinished(JSON.stringify(record));
  await expect(page.locator("#final-title")).toHaveText(`${record.players[0].name} wins!`);
  // two people: the winner is named, not "you"
  record.players[0].kind = "human";
  await market.importFinished(JSON.stringify(record));
  await expect(page.locator("#final-title")).toHaveText(`${record.players[0].name} wins!`);
});

test("a game decided by the tie-break opens on its final screen with its winner", async ({ page }) => {
  const market = await gameInProgress(page);
  const state = golden("3p-tie-break.state.json");
  await market.importRecord(JSON.stringify(golden("3p-tie-break.record.json")));
  await expectPageMatchesState(market, state, { timeout: 10_000, beforeEach: () => market.confirmDialogIfShown() });
  expect(await market.winners()).toEqual(state.winners);
});

test("a seat the file leaves without a name takes the set-up's name", async ({ page }) => {
  const market = await gameInProgress(page);
  const players = [{ name: "", colors: ["red"] }, { name: "Bruno", colors: ["yellow"] }, { name: "  ", colors: ["cyan"] }];
  await market.importGame(JSON.stringify({ format: "marrakech-record/1", players, turns: [] }));
  await expect(market.hook("player")).toHaveCount(3);
  await expect(market.hook("player").nth(0)).toContainText("Amina");
  await expect(market.hook("player").nth(2)).toContainText("Chloé");
  await expect(market.hook("phase")).toContainText("Amina: turn Assam");
});

test("a classic game saved while placing opens in place, and plays on", async ({ page }) => {
  const market = await gameInProgress(page);
  const state = golden("3p-classic-mid-turn.state.json");
  await market.importRecord(golden("3p-classic-mid-turn.record.json"));
  await expectPageMatchesState(market, state, { timeout: 10_000, beforeEach: () => market.confirmDialogIfShown() });
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  await expect(market.hook("placement").first()).toBeVisible();
  // Every offered placement touches Assam's cell edge to edge and avoids it.
  const { row, col } = state.assam;
  for (const cells of await market.readPlacements()) {
    const pts = cells.split(" ").map((p) => p.split(",").map(Number));
    expect(pts).toHaveLength(2);
    expect(pts.some(([r, c]) => r === row && c === col), `${cells} covers Assam`).toBe(false);
    expect(pts.some(([r, c]) => Math.abs(r - row) + Math.abs(c - col) === 1), `${cells} touches Assam`).toBe(true);
  }
  await market.playTurn(makeRng(8)); // place
  if (replayAvailable()) {
    await market.passHandoff();
    await expectPageMatchesReplay(market, "after placing in the imported game");
  }
});

test("a roll-first game saved before its closing quarter turn opens in turn", async ({ page }) => {
  const market = await gameInProgress(page);
  const state = golden("2p-roll-first-mid-turn.state.json");
  const record = golden("2p-roll-first-mid-turn.record.json");
  await market.importRecord(record);
  await expectPageMatchesState(market, state, { timeout: 10_000, beforeEach: () => market.confirmDialogIfShown() });
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "turn");
  await expect(market.hook("rotate-left")).toBeVisible();
  await expect(market.hook("rotate-right")).toBeVisible();
  await expect(market.hook("rotate-none")).toBeHidden();
  const exported = await market.exportRecord();
  expect(exported.turns).toEqual(record.turns);
  expect(exported.piles).toEqual(record.piles);
  await market.playTurn({ turn: "left" });
  if (replayAvailable()) {
    await market.passHandoff();
    await expectPageMatchesReplay(market, "after the closing turn");
  }
});

// Good news goes by itself 4 s after it was last told (a second "Game loaded." starts the
// time again, where the first one's timer used to take the second away early); a refusal
// stays until it is closed. The page's clock is Playwright's, so no test waits on time.
test("a good notice goes 4 s after it was last told; a refusal stays", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await page.clock.install();
  const notice = market.hook("notice");
  await market.importGame(golden("3p-classic-full.record.json"));
  await page.clock.runFor(2_500);
  await market.importGame(golden("3p-classic-full.record.json"));
  await page.clock.runFor(2_000);
  await expect(notice, "told again 2 s ago").toBeVisible();
  await page.clock.runFor(2_100);
  await expect(notice).toHaveCount(0);
  await market.importText("this is not a saved game {");
  await expect(market.errorMessage().first()).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(market.errorMessage().first()).toBeVisible();
});
