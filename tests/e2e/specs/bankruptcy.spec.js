// Running out of money, reached through imported records (the die cannot be steered from a
// test): the engine's golden games (engine/tests/golden/valid/), cut after k turns for k
// around the bankruptcy.
// The page must show what the engine's replay tool says; then the game goes on.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesState, expectPageMatchesReplay } from "../lib/assert-state.js";
import { replay, replayState, prefix } from "../lib/replay.js";
import { golden } from "../lib/golden.js";

/** Opens the app with a game in progress, then imports `record` and waits until the page
 *  shows `state` (confirming a "replace the current game?" question if the app asks one). */
async function openImported(market, record, state, label) {
  if ((await market.hook("setup").count()) > 0 && (await market.hook("setup").isVisible())) {
    await market.startGame();
  }
  await market.importRecord(record);
  await expectPageMatchesState(market, state, {
    label,
    timeout: 10_000,
    beforeEach: () => market.confirmDialogIfShown(),
  });
}

/** The first k such that the state after k turns satisfies `pred`, with that state. */
function firstTurnWhere(record, pred) {
  for (let k = 1; k <= record.turns.length; k++) {
    const state = replayState(prefix(record, k));
    if (pred(state)) return { k, state };
  }
  throw new Error("no such turn in the record");
}

test.beforeEach(async ({ page }) => {
  await new MarketPage(page).goto("./?speed=instant&seed=5");
});

test("eliminate, 2 players: the bankrupt player is out and the other wins at once", async ({ page }) => {
  const market = new MarketPage(page);
  const record = golden("2p-elimination.record.json");
  const { k, state } = firstTurnWhere(record, (s) => s.players.some((p) => p.eliminated));
  const out = state.players.findIndex((p) => p.eliminated);

  // Just before: everyone is in.
  const before = replayState(prefix(record, k - 1));
  expect(before.players.every((p) => !p.eliminated)).toBe(true);
  await openImported(market, prefix(record, k - 1), before, `after ${k - 1} turns`);

  // The eliminating turn, saved after its rotation only: still in, about to roll.
  const rotated = { ...record, turns: [...record.turns.slice(0, k - 1), { rotate: record.turns[k - 1].rotate }] };
  const rotatedState = replayState(rotated);
  expect(rotatedState.phase).toBe("roll");
  await openImported(market, rotated, rotatedState, "eliminating turn, rotated");

  // After the eliminating payment.
  await openImported(market, prefix(record, k), state, `after ${k} turns`);
  const panel = market.page.locator(`[data-testid="player"][data-seat="${out}"]`);
  await expect(panel).toHaveAttribute("data-eliminated", "true");
  await expect(panel).toHaveAttribute("data-money", "0");
  await expect(panel).toHaveAttribute("data-rugs-left", "0");
  // With only one player left in, the game is over and that player wins.
  expect(state.over).toBe(true);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  expect(await market.winners()).toEqual(state.winners);
  // The final screen says when the bankrupt player ran out of money.
  const row = page.locator(".rank", { hasText: record.players[out].name });
  await expect(row.locator(".detail")).toHaveText(`out of money on turn ${k}`);
});

test("eliminate, 2 players: the full example record matches its golden state", async ({ page }) => {
  const market = new MarketPage(page);
  const state = golden("2p-elimination.state.json");
  await openImported(market, golden("2p-elimination.record.json"), state, "golden");
  expect(await market.winners()).toEqual(state.winners);
});

test("eliminate, 4 players: the bankrupt player is out and the others play on", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  const record = golden("4p-elimination.record.json");
  const { k, state } = firstTurnWhere(record, (s) => s.players.some((p) => p.eliminated));
  const out = state.players.findIndex((p) => p.eliminated);

  await openImported(market, prefix(record, k - 1), replayState(prefix(record, k - 1)), `after ${k - 1} turns`);
  await openImported(market, prefix(record, k), state, `after ${k} turns`);
  expect(state.over).toBe(false);
  const panel = market.page.locator(`[data-testid="player"][data-seat="${out}"]`);
  await expect(panel).toHaveAttribute("data-eliminated", "true");
  await expect(panel).toHaveAttribute("data-money", "0");
  await expect(panel).toHaveAttribute("data-rugs-left", "0");
  await expect(panel).not.toHaveAttribute("data-current", "true");

  // Play a full round on: the eliminated seat is skipped, its panel stays as it is.
  const rng = makeRng(4242);
  const seatsPlayed = new Set();
  for (let turn = 0; turn < 4; turn++) {
    const { state: now } = await expectPageMatchesReplay(market, `played turn ${turn}`);
    if (now.over) break;
    expect(now.next).not.toBe(out);
    seatsPlayed.add(now.next);
    expect(now.players[out]).toMatchObject({ eliminated: true, money: 0, rugs_left: 0 });
    // One whole turn: until the start phase of the next turn comes back.
    await market.playWholeTurn(rng);
  }
  expect(seatsPlayed.size).toBeGreaterThanOrEqual(2);
});

// On a phone the panels are narrow: the sign that says a player is out leaves the name whole
// (the word "out" beside it cut a five-letter name to "Ami…": a playtest). Read aloud it is
// still the word.
test("on a phone an eliminated player's panel shows the whole name and says it is out", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  const record = golden("4p-elimination.record.json");
  const { k, state } = firstTurnWhere(record, (s) => s.players.some((p) => p.eliminated));
  const out = state.players.findIndex((p) => p.eliminated);
  await openImported(market, prefix(record, k), state, `after ${k} turns`);
  const panel = page.locator(`[data-testid="player"][data-seat="${out}"]`);
  await expect(panel).toHaveAttribute("data-eliminated", "true");
  const badge = panel.locator(".badge.out");
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText("out");
  const name = panel.locator(".name");
  await expect(name).toHaveText(record.players[out].name);
  const fit = await name.evaluate((e) => ({ needs: e.scrollWidth, has: e.clientWidth }));
  expect(fit.needs, `the name needs ${fit.needs} px and has ${fit.has}`).toBeLessThanOrEqual(fit.has);
});

test("eliminate, 4 players: the full example record matches its golden state", async ({ page }) => {
  const market = new MarketPage(page);
  const state = golden("4p-elimination.state.json");
  await openImported(market, golden("4p-elimination.record.json"), state, "golden");
  expect(await market.winners()).toEqual(state.winners);
});

/**
 * The first turn of `record` whose payment leaves the payer with 0 dirhams while they still
 * have to lay their rug: returns k (1-based), the record cut inside that turn just after the
 * roll ({rotate, roll}), and its replayed state (phase `place`, the payer to move).
 */
function firstPaymentToZero(record) {
  for (let k = 1; k <= record.turns.length; k++) {
    const { rotate, roll } = record.turns[k - 1];
    const cut = { ...record, turns: [...record.turns.slice(0, k - 1), { rotate, roll }] };
    const r = replay(cut);
    if (r.ok && r.state.phase === "place" && r.state.players[r.state.next].money === 0) {
      const paid = replayState(prefix(record, k - 1)).players[r.state.next].money;
      if (paid > 0) return { k, cut, state: r.state };
    }
  }
  throw new Error("no payment to 0 in the record");
}

test("continue, 4 players: a player who cannot pay in full pays all, stays in at 0 and lays their rug", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  const record = golden("4p-continue-full.record.json");
  const { k, cut, state } = firstPaymentToZero(record);
  const broke = state.next;
  // The same moment under "eliminate" puts them out: the debt really exceeded their money.
  const underEliminate = replayState({ ...cut, rules: { ...cut.rules, bankruptcy: "eliminate" } });
  expect(underEliminate.players[broke].eliminated, `turn ${k}: the debt exceeds the money`).toBe(true);

  await openImported(market, prefix(record, k - 1), replayState(prefix(record, k - 1)), `after ${k - 1} turns`);
  await openImported(market, cut, state, `turn ${k} after the roll`);
  const panel = market.page.locator(`[data-testid="player"][data-seat="${broke}"]`);
  await expect(panel).toHaveAttribute("data-money", "0");
  await expect(panel).toHaveAttribute("data-eliminated", "false");
  await expect(panel).toHaveAttribute("data-current", "true");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");

  // They lay their rug like anyone, and the game goes on to its end.
  const rugsBefore = state.players[broke].rugs_left;
  const rng = makeRng(777);
  await market.playTurn(rng);
  await market.passHandoff();
  const { state: after } = await expectPageMatchesReplay(market, "after the broke player's rug");
  expect(after.players[broke]).toMatchObject({ money: 0, eliminated: false, rugs_left: rugsBefore - 1 });
  for (let turn = 0; turn < 12 && !(await market.phase() === "over"); turn++) {
    await market.playWholeTurn(rng);
    await market.passHandoff();
    await expectPageMatchesReplay(market, `continue, turn ${turn}`);
  }
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  await expect(panel).toHaveAttribute("data-eliminated", "false");
});

test("eliminate, 4 players: the same unpaid debt under 'eliminate' puts the player out, the next one plays", async ({ page }) => {
  const market = new MarketPage(page);
  const continued = golden("4p-continue-full.record.json");
  const { cut, state: contState } = firstPaymentToZero(continued);
  const out = contState.next;
  const record = { ...cut, rules: { ...cut.rules, bankruptcy: "eliminate" } };
  const state = replayState(record);
  await openImported(market, record, state, "debt under eliminate");
  const panel = market.page.locator(`[data-testid="player"][data-seat="${out}"]`);
  await expect(panel).toHaveAttribute("data-eliminated", "true");
  await expect(panel).toHaveAttribute("data-money", "0");
  await expect(panel).toHaveAttribute("data-rugs-left", "0");
  await expect(panel).not.toHaveAttribute("data-current", "true");
  expect(state.over).toBe(false);
  expect(state.next).not.toBe(out);
  await market.passHandoff();
  await market.playWholeTurn(makeRng(31));
  await market.passHandoff();
  const { state: now } = await expectPageMatchesReplay(market, "a turn after the elimination");
  expect(now.players[out].eliminated).toBe(true);
});

test("continue, 4 players: the full example record matches its golden state", async ({ page }) => {
  const market = new MarketPage(page);
  const state = golden("4p-continue-full.state.json");
  await openImported(market, golden("4p-continue-full.record.json"), state, "golden");
  expect(await market.winners()).toEqual(state.winners);
  const zero = market.page.locator('[data-testid="player"][data-seat="0"]');
  await expect(zero).toHaveAttribute("data-money", "0");
  await expect(zero).toHaveAttribute("data-eliminated", "false");
});
