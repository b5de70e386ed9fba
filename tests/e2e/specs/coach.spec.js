// The coach: odds (off by default; each direction's expected payment, the chance of each
// stop, the areas a rug changes), hints (the review's own legal choice in every step, counted
// on the final screen) and the review of a finished game, from the final screen and from a
// replay.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { golden } from "../lib/golden.js";

const MONEY = /^\d+\.\d\d$/;

async function oddsOn(market, on) {
  await market.hook("open-settings").click();
  const box = market.hook("setting-odds");
  if (on !== undefined) await box.setChecked(on);
  const checked = await box.isChecked();
  await market.hook("close-panel").click();
  return checked;
}

/** Each `odds` as {rotation, expected}. */
async function readOdds(market) {
  return market.hook("odds").evaluateAll((els) =>
    els.map((e) => ({ rotation: e.dataset.rotation, expected: e.dataset.expectedPayment })),
  );
}

/** The `odds-cell` chances in sixths, summed per rotation. */
async function chanceSums(market) {
  return market.hook("odds-cell").evaluateAll((els) => {
    const sums = {};
    for (const e of els) {
      const n = Number(e.dataset.chance.split("/")[0]);
      sums[e.dataset.rotation] = (sums[e.dataset.rotation] ?? 0) + n;
    }
    return sums;
  });
}

test("odds are off by default; on, each direction, stop and rug position shows them", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=31");
  await market.startGame({ players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }] });
  await market.setSettings({ handoff: false });
  expect(await oddsOn(market)).toBe(false);
  await expect(market.hook("odds")).toHaveCount(0);
  await expect(market.hook("odds-cell")).toHaveCount(0);

  expect(await oddsOn(market, true)).toBe(true);
  const rng = makeRng(5);
  let seenNonZero = false;
  for (let turn = 0; turn < 8; turn++) {
    await market.playUntil(["orient"], rng);
    const offered = await market.offeredDirections(["left", "none", "right"]);
    const odds = await readOdds(market);
    expect(odds.map((o) => o.rotation).sort()).toEqual([...offered].sort());
    for (const o of odds) expect(o.expected).toMatch(MONEY);
    seenNonZero ||= odds.some((o) => o.expected !== "0.00");
    const sums = await chanceSums(market);
    for (const d of offered) expect(sums[d], `chances of ${d}`).toBe(6);
    // Once a direction is chosen, the market shows its stops only.
    const dir = offered[rng(offered.length)];
    await market.rotate(dir);
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
    const after = await chanceSums(market);
    expect(Object.keys(after)).toEqual([dir]);
    expect(after[dir]).toBe(6);
    await market.roll();
    if ((await market.waitForPhase()) === "place") {
      const [cells] = await market.readPlacementsInOrder();
      await market.selectPlacement(cells);
      const areas = market.hook("odds-area");
      await expect(areas.first()).toBeVisible();
      const rows = await areas.evaluateAll((els) =>
        els.map((e) => ({ before: Number(e.dataset.before), after: Number(e.dataset.after) })),
      );
      expect(rows.length).toBe(4); // two players, two colours each
      expect(rows.some((r) => r.after > r.before || r.after === r.before)).toBe(true);
      await market.confirmRug();
    }
  }
  expect(seenNonZero, "some direction was expected to cost something").toBe(true);

  await market.playUntil(["orient"], rng);
  await oddsOn(market, false);
  await expect(market.hook("odds")).toHaveCount(0);
  await expect(market.hook("odds-cell")).toHaveCount(0);
});

test("roll-first: odds in the closing quarter turn, for the next player's walk", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=8");
  await market.startGame({
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }, { name: "Cy", kind: "human" }],
    turnOrder: "roll-first",
  });
  await market.setSettings({ handoff: false });
  await oddsOn(market, true);
  await market.playUntil(["turn"], makeRng(2));
  const odds = await readOdds(market);
  expect(odds.map((o) => o.rotation).sort()).toEqual(["left", "right"]);
  for (const o of odds) expect(o.expected).toMatch(MONEY);
  const sums = await chanceSums(market);
  expect(sums).toEqual({ left: 6, right: 6 });
});

async function hintOf(market) {
  await market.hook("get-hint").click();
  const hint = market.hook("hint");
  await expect(hint).toBeVisible({ timeout: 20_000 });
  expect((await hint.textContent()).length).toBeGreaterThan(10);
  return hint;
}

test("hints are legal in every step and counted on the final screen", async ({ page }) => {
  test.setTimeout(180_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=12");
  await market.startGame({
    players: [{ name: "Ana", kind: "human" }, { name: "Bot", kind: "easy" }],
  });
  let used = 0;
  // classic: the direction, then the rug
  await market.playUntil(["orient"], makeRng(1));
  let hint = await hintOf(market);
  used++;
  const dir = await hint.getAttribute("data-rotation");
  expect(await market.offeredDirections(["left", "none", "right"])).toContain(dir);
  await expect(hint).not.toHaveAttribute("data-cells");
  // the button of the hinted direction is outlined, and only it
  for (const d of ["left", "none", "right"]) {
    const outlined = expect(market.hook(`rotate-${d}`));
    await (d === dir ? outlined.toHaveClass(/\bsuggested\b/) : outlined.not.toHaveClass(/\bsuggested\b/));
  }
  await market.rotate(dir);
  await market.roll();
  if ((await market.waitForPhase()) === "place") {
    hint = await hintOf(market);
    used++;
    const cells = await hint.getAttribute("data-cells");
    expect(await market.readPlacements()).toContain(cells);
    await market.selectPlacement(cells);
    await market.confirmRug();
  }
  // asking twice for the same decision counts once
  await market.playUntil(["orient"], makeRng(3));
  await hintOf(market);
  await market.hook("get-hint").click();
  used++;
  await market.playToEnd(makeRng(4));
  const count = market.hook("hints-used").and(page.locator("[data-seat='0']"));
  await expect(count).toHaveAttribute("data-count", String(used));
  await expect(market.hook("hints-used").and(page.locator("[data-seat='1']"))).toHaveCount(0);
});

// The hint is the review's own choice: a person who takes it is told it was the best move.
test("a hint taken is never a loss in the review", async ({ page }) => {
  test.setTimeout(240_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=12");
  await market.startGame({
    players: [{ name: "Ana", kind: "human" }, { name: "Bot", kind: "easy" }],
  });
  let taken = 0;
  for (let turn = 0; turn < 3; turn++) {
    await market.playUntil(["orient"], makeRng(1));
    const dir = await (await hintOf(market)).getAttribute("data-rotation");
    await market.rotate(dir);
    await market.roll();
    taken++;
    if ((await market.waitForPhase()) === "place") {
      const cells = await (await hintOf(market)).getAttribute("data-cells");
      await market.selectPlacement(cells);
      await market.confirmRug();
      taken++;
    }
  }
  await market.playToEnd(makeRng(4));
  await market.hook("open-review").click();
  const rows = await expectReview(market);
  const hinted = rows.filter((r) => r.seat === 0 && r.move <= taken);
  expect(hinted.length).toBe(taken);
  for (const r of hinted) expect(r.loss, r.text).toBe("0.0");
});

test("roll-first hints: the rug with its closing turn, then the turn alone", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=21");
  await market.startGame({
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }],
    turnOrder: "roll-first",
  });
  await market.setSettings({ handoff: false });
  await market.playUntil(["place"], makeRng(1));
  const hint = await hintOf(market);
  const cells = await hint.getAttribute("data-cells");
  expect(await market.readPlacements()).toContain(cells);
  expect(["left", "right"]).toContain(await hint.getAttribute("data-rotation"));
  await market.selectPlacement(cells);
  await market.confirmRug();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "turn");
  const turn = await hintOf(market);
  expect(["left", "right"]).toContain(await turn.getAttribute("data-rotation"));
  await expect(turn).not.toHaveAttribute("data-cells");
});

async function expectReview(market) {
  const turns = market.hook("review-turn");
  await expect(turns.first()).toBeVisible({ timeout: 30_000 });
  const rows = await turns.evaluateAll((els) =>
    els.map((e) => ({ turn: Number(e.dataset.turn), seat: Number(e.dataset.seat), move: Number(e.dataset.move), loss: e.dataset.loss, text: e.textContent })),
  );
  // each person's decisions are counted on their own (data-move); a line names its turn, the
  // replay's number for it
  const counted = {};
  for (const r of rows) {
    counted[r.seat] = (counted[r.seat] ?? 0) + 1;
    expect(r.move, JSON.stringify(r)).toBe(counted[r.seat]);
    expect(r.text, JSON.stringify(r)).toContain(`turn ${r.turn}:`);
  }
  for (const r of rows) {
    expect(r.loss).toMatch(/^\d+\.\d$/);
    expect(Number(r.loss)).toBeGreaterThanOrEqual(0);
    expect(r.turn).toBeGreaterThanOrEqual(1);
  }
  await expect(market.hook("review-summary").first()).toBeVisible();
  return rows;
}

test("a finished game imported is reviewed from a replay and from its final screen", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto();
  const record = golden("3p-classic-full.record.json");
  await market.importRecord(JSON.stringify(record));
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  // from the replay's bar first (reviewed there), then from the final screen
  await market.hook("watch-again").click();
  await expect(market.hook("replay")).toBeVisible();
  await market.hook("replay-play").click();
  await market.hook("open-review").click();
  const rows = await expectReview(market);
  // three people, classic: a direction and a rug per turn
  expect(rows.length).toBe(record.turns.length * 2);
  expect(new Set(rows.map((r) => r.seat))).toEqual(new Set([0, 1, 2]));
  expect(rows.some((r) => Number(r.loss) > 0)).toBe(true);
  await market.hook("close-panel").click();
  await market.hook("replay-close").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  await market.hook("open-review").click();
  // the same game again: its review shows at once, not worked out afresh
  await expect(market.hook("review")).toBeVisible();
  expect(await market.hook("review-summary").count(), "shown at once").toBeGreaterThan(0);
  const again = await expectReview(market);
  expect(again).toEqual(rows);
  // A line opens the market at the start of its turn, in the replay; its next step plays it.
  const row = rows.find((r) => r.turn === 5);
  await market.hook("review-open").and(page.locator('[data-turn="5"]')).first().click();
  await expect(market.hook("review")).toHaveCount(0);
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "4");
  // the counter says four turns are played; the line under it names the turn the review did
  await expect(market.hook("replay-at")).toHaveText("Turn 4 of " + record.turns.length);
  await expect(market.hook("phase")).toContainText(`Next, turn 5: ${record.players[row.seat].name}`);
  await expect(market.hook("replay-title")).toHaveAttribute("data-from", "this-game");
  const seat = row.seat;
  await expect(page.locator(`[data-testid="player"][data-seat="${seat}"]`)).toHaveAttribute("data-current", "true");
  await market.hook("replay-next").click();
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "5", { timeout: 15_000 });
  // and back to the review, as it was, at the line opened (it came back at its top)
  await market.hook("open-review").click();
  expect(await expectReview(market)).toEqual(rows);
  await expect(page.locator('[data-testid="review-open"][data-turn="5"]').first()).toBeFocused();
  // the last line (a turn's rug, after its direction's line): back at it, in sight
  const last = () => market.hook("review-open").nth(rows.length - 1);
  await last().click();
  await expect(market.hook("review")).toHaveCount(0);
  await market.hook("open-review").click();
  await expect(last()).toBeFocused();
  await expect(last()).toBeInViewport();
  // once: opened again, the review starts at its top
  await market.hook("close-panel").click();
  await market.hook("open-review").click();
  await expect(market.hook("review")).toBeVisible();
  await expect(last()).not.toBeInViewport();
});

// The hint shows above the log and makes it shorter: the log's newest line stays in view.
test("the log keeps its newest line in view when a hint makes it shorter", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=12");
  await market.startGame({
    players: [{ name: "Ana", kind: "human" }, ...["B", "C", "D"].map((n) => ({ name: n, kind: "easy" }))],
  });
  const rng = makeRng(2);
  for (let turn = 0; turn < 4; turn++) await market.playWholeTurn(rng);
  await market.playUntil(["orient"], rng);
  const newest = () =>
    page.locator(".log-scroll").evaluate((box) => {
      const last = box.querySelector("li:last-child").getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return { overflows: box.scrollHeight > box.clientHeight, inView: last.top >= b.top - 1 && last.bottom <= b.bottom + 1 };
    });
  expect(await newest()).toEqual({ overflows: true, inView: true });
  await hintOf(market);
  expect(await newest(), "after the hint").toEqual({ overflows: true, inView: true });
});
