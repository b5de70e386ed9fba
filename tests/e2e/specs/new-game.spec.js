// Starting over: a new game while one is in progress asks first; a rematch on the final
// screen starts a new game with the same players and options.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesState } from "../lib/assert-state.js";
import { golden } from "../lib/golden.js";

async function gameInProgress(page) {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=19");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }], turnOrder: "classic" });
  const rng = makeRng(19);
  await market.playWholeTurn(rng);
  await market.passHandoff();
  return market;
}

test("new game during a game asks first; confirming shows the set-up form", async ({ page }) => {
  const market = await gameInProgress(page);
  await market.requestNewGame();
  await expect(market.dialog()).toBeVisible();
  await expect(market.hook("setup")).toBeHidden();
  await market.confirmDialog();
  await expect(market.hook("setup")).toBeVisible();
});

test("the game left by New game stays until another starts: the set-up goes back to it", async ({ page }) => {
  const market = await gameInProgress(page);
  const before = await market.snapshot();
  const record = await market.exportRecord();
  await market.requestNewGame();
  await market.confirmDialog();
  await expect(market.hook("setup")).toBeVisible();
  await market.hook("resume-game").click();
  await expect(market.hook("setup")).toBeHidden();
  expect(await market.snapshot()).toEqual(before);
  expect((await market.exportRecord()).turns).toEqual(record.turns);
  // a new game started, the old one is gone: the way back leads to the new one
  await market.requestNewGame();
  await market.confirmDialog();
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }], turnOrder: "classic" });
  await market.playWholeTurn(makeRng(5));
  await market.passHandoff();
  const second = await market.exportRecord();
  expect(second.turns).not.toEqual(record.turns);
  await market.requestNewGame();
  await market.confirmDialog();
  await market.hook("resume-game").click();
  await expect(market.hook("setup")).toBeHidden();
  expect((await market.exportRecord()).turns).toEqual(second.turns);
});

test("a finished game offers no way back from the set-up", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.startGame({ players: [{ name: "A", kind: "easy" }, { name: "B", kind: "easy" }] });
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over", { timeout: 120_000 });
  await market.requestNewGame();
  await expect(market.hook("setup").or(market.dialog())).toBeVisible();
  if (await market.dialog().isVisible()) await market.confirmDialog();
  await expect(market.hook("setup")).toBeVisible();
  await expect(market.hook("resume-game")).toHaveCount(0);
});

test("new game during a game can be called off: the game is untouched", async ({ page }) => {
  const market = await gameInProgress(page);
  const before = await market.snapshot();
  const record = await market.exportRecord();
  await market.requestNewGame();
  await expect(market.dialog()).toBeVisible();
  await expect(market.hook("setup")).toBeHidden();
  await market.cancelDialog();
  await expect(market.hook("setup")).toBeHidden();
  expect(await market.snapshot()).toEqual(before);
  expect((await market.exportRecord()).turns).toEqual(record.turns);
});

test("rematch on the final screen: same players and options, a fresh game", async ({ page }) => {
  const market = await gameInProgress(page);
  const finished = golden("4p-continue-full.record.json");
  const state = golden("4p-continue-full.state.json");
  await market.importRecord(finished);
  await expectPageMatchesState(market, state, { timeout: 10_000, beforeEach: () => market.confirmDialogIfShown() });
  await expect(market.hook("winner").first()).toBeVisible();

  await market.rematch();
  await market.passHandoff();
  const phase = await market.waitForPhase();
  expect(["orient", "roll"]).toContain(phase);
  await expect(market.hook("winner")).toHaveCount(0);
  const record = await market.exportRecord();
  expect(record.turns).toEqual([]);
  // The seats move round by one: the next player starts.
  const names = finished.players.map((p) => p.name);
  expect(record.players.map((p) => p.name)).toEqual([...names.slice(1), names[0]]);
  expect(record.rules?.bankruptcy ?? "eliminate").toBe(finished.rules.bankruptcy);
  expect(record.rules?.turn_order ?? "classic").toBe(finished.rules.turn_order);
  // A fresh market: no rug, everyone at 30 dirhams with all their rugs.
  for (const cell of await market.readBoard()) expect(cell.rug).toBeNull();
  for (const p of await market.readPanels()) {
    expect(p).toMatchObject({ money: 30, visible: 0, rugsLeft: 12, eliminated: false });
  }
  // Each seat's panel shows the colours its player brought (they moved round with the
  // seats), as the record says and as the prompt's chips say for the seat to play.
  const English = { red: "Red", yellow: "Yellow", cyan: "Cyan", purple: "Purple" };
  const expected = record.players.map((p) => p.colors.map((c) => English[c]));
  await expect.poll(() => panelColours(page)).toEqual(expected);
  await expect
    .poll(() => market.hook("phase").locator(".chip .swatch").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))))
    .toEqual(expected[0]);
});

/** The colour names on each seat's panel, by seat. */
function panelColours(page) {
  return page.locator('[data-testid="player"]').evaluateAll((els) =>
    els
      .sort((a, b) => Number(a.dataset.seat) - Number(b.dataset.seat))
      .map((e) => [...e.querySelectorAll(".who .swatch")].map((s) => s.getAttribute("aria-label"))),
  );
}

test("rematch after a game played to the end keeps the player names, the next one starting", async ({ page }) => {
  test.setTimeout(240_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=23");
  const names = ["Zoé", "Yann"];
  await market.startGame({ players: names.map((name) => ({ name })), turnOrder: "roll-first" });
  await market.playToEnd(makeRng(23));
  await expect(market.hook("winner").first()).toBeVisible();
  await market.rematch();
  await market.passHandoff();
  const record = await market.exportRecord();
  expect(record.players.map((p) => p.name)).toEqual([names[1], names[0]]);
  expect(record.rules?.turn_order).toBe("roll-first");
  expect(record.turns).toEqual([]);
});

/** For each seat row: whether its kind select sits on its name's line, and whether the row
 *  spills out of the form. */
async function seatRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".seat-row")].map((row) => {
      const name = row.querySelector(".name-field").getBoundingClientRect();
      const kind = row.querySelector(".kind-field").getBoundingClientRect();
      const r = row.getBoundingClientRect();
      return { oneLine: Math.abs(kind.top - name.top) < 5, spills: kind.right > r.right + 1 || kind.left < r.left - 1 };
    }),
  );
}

test("on a laptop each seat is one line (the name gives way); on a phone the selects share a second line", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const market = new MarketPage(page);
  await market.goto("./");
  for (const players of ["2", "4"]) {
    await market.hook("player-count").selectOption(players);
    const rows = await seatRows(page);
    expect(rows).toHaveLength(Number(players));
    expect(rows.every((r) => r.oneLine && !r.spills), `${players} players: ${JSON.stringify(rows)}`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await market.hook("player-count").selectOption("2");
  const phone = await seatRows(page);
  expect(phone.every((r) => !r.oneLine && !r.spills), JSON.stringify(phone)).toBe(true);
});

test("two players given one name are told apart in the game", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=5");
  await market.startGame({ players: [{ name: "Amina" }, { name: "amina " }, { name: "Amina" }] });
  const names = await market.hook("player").locator(".name").allTextContents();
  expect(names.map((n) => n.trim())).toEqual(["Amina", "amina 2", "Amina 3"]);
});
