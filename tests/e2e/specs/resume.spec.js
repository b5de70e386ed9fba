// Never lose a game: reloading in the middle of a turn resumes in the same phase with the
// same market, and with the same next die roll as a twin game that was never reloaded.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";

const URL = "./?seed=11&speed=instant";
const PLAYERS = [{ name: "Amina" }, { name: "Bruno" }, { name: "Chloé" }];

/** Starts the seeded game and plays `turns` whole turns with a seeded choice sequence. */
async function startSeeded(page, turns) {
  const market = new MarketPage(page);
  const rng = makeRng(1111);
  await market.goto(URL);
  await market.startGame({ players: PLAYERS, bankruptcy: "eliminate", turnOrder: "classic" });
  for (let i = 0; i < turns; i++) await market.playWholeTurn(rng);
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  return { market, rng };
}

/** A second, independent browser context (own storage) on the same site. */
async function twinPage(browser, testInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

async function expectResumed(market, before, recordBefore) {
  await expect(async () => {
    expect(await market.snapshot()).toEqual(before);
  }).toPass({ timeout: 10_000 });
  const recordAfter = await market.exportRecord();
  expect(recordAfter.turns).toEqual(recordBefore.turns);
  expect(recordAfter.players).toEqual(recordBefore.players);
  if (recordBefore.piles) expect(recordAfter.piles).toEqual(recordBefore.piles);
}

test("reload after choosing the direction, before the roll", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { market, rng } = await startSeeded(page, 4);
  await market.playTurn(rng); // orient -> roll
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  const before = await market.snapshot();
  const recordBefore = await market.exportRecord();
  expect(recordBefore.turns.at(-1)).not.toHaveProperty("roll");

  await market.reload();
  await expect(market.hook("setup")).toBeHidden();
  await expectResumed(market, before, recordBefore);
  const die = await market.roll();
  const afterRoll = await market.snapshot();
  const recordAfterRoll = await market.exportRecord();

  // The twin never reloads.
  const twin = await twinPage(browser, testInfo);
  try {
    const { market: m2, rng: rng2 } = await startSeeded(twin.page, 4);
    await m2.playTurn(rng2);
    const die2 = await m2.roll();
    expect(die, "the die hook shows a face after the roll").not.toBeNull();
    expect([1, 2, 3, 4]).toContain(die);
    expect(die, "reloading resumes with the same next die roll").toBe(die2);
    expect(await m2.snapshot()).toEqual(afterRoll);
    expect((await m2.exportRecord()).turns).toEqual(recordAfterRoll.turns);
  } finally {
    await twin.context.close();
  }
});

test("reload after the roll, while placing with nothing selected", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { market, rng } = await startSeeded(page, 3);
  await market.playTurn(rng); // orient
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  const before = await market.snapshot();
  const placements = await market.readPlacements();
  expect(placements.length).toBeGreaterThan(0);
  const recordBefore = await market.exportRecord();
  expect(recordBefore.turns.at(-1)).toHaveProperty("roll");
  expect(recordBefore.turns.at(-1)).not.toHaveProperty("rug");

  await market.reload();
  await expect(market.hook("setup")).toBeHidden();
  await expectResumed(market, before, recordBefore);
  expect(await market.readPlacements()).toEqual(placements);

  // Finish the turn, then roll in the next one.
  await market.playWholeTurn(rng);
  await market.passHandoff();
  await market.playTurn(rng); // orient
  const die = await market.roll();
  const recordAfter = await market.exportRecord();

  const twin = await twinPage(browser, testInfo);
  try {
    const { market: m2, rng: rng2 } = await startSeeded(twin.page, 3);
    await m2.playTurn(rng2);
    await m2.roll();
    await m2.playWholeTurn(rng2);
    await m2.passHandoff();
    await m2.playTurn(rng2);
    const die2 = await m2.roll();
    expect(die).not.toBeNull();
    expect(die, "the roll after the reload is the twin's roll").toBe(die2);
    expect((await m2.exportRecord()).turns).toEqual(recordAfter.turns);
  } finally {
    await twin.context.close();
  }
});

test("a reload on 'Pass to …' brings it back; a reload after the turn's first action does not", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  const rng = makeRng(2222);
  await market.goto(URL);
  await market.startGame({ players: PLAYERS.slice(0, 2), turnOrder: "classic" });
  await market.playUntil(["handoff"], rng);
  await expect(market.hook("handoff-continue")).toBeVisible();
  await market.reload();
  await expect(market.hook("setup")).toBeHidden();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
  await expect(market.hook("rotate-none")).toHaveCount(0);
  await market.hook("handoff-continue").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await market.playTurn(rng); // orient -> roll
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await market.reload();
  await expect(market.hook("setup")).toBeHidden();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
});

test("a rug chosen and not yet laid is still chosen after a reload, and only at that turn", async ({ page }) => {
  test.setTimeout(120_000);
  const { market, rng } = await startSeeded(page, 3);
  const chosen = page.locator('[data-testid="placement"].chosen');
  const reloadAtPlace = async () => {
    await market.reload();
    await expect(market.hook("setup")).toBeHidden();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  };
  await market.playTurn(rng); // orient
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  const placements = await market.readPlacementsInOrder();
  const cells = placements.at(-1);
  await market.selectPlacement(cells);
  await expect(chosen).toHaveAttribute("data-cells", cells);

  await reloadAtPlace();
  await expect(chosen).toHaveAttribute("data-cells", cells);
  await expect(market.hook("confirm-rug")).toBeEnabled();
  await expect(page.locator(`.placement-list button[data-position="${cells}"]`)).toHaveAttribute("aria-pressed", "true");

  // dropped, it stays dropped
  await market.hook("cancel-rug").click();
  await expect(chosen).toHaveCount(0);
  await reloadAtPlace();
  await expect(chosen).toHaveCount(0);
  await expect(market.hook("confirm-rug")).toBeDisabled();

  // chosen again and laid: the rug laid is the one chosen before the reload
  await market.selectPlacement(cells);
  await reloadAtPlace();
  await market.confirmRug();
  const board = await market.readBoard();
  const rugId = await market.rugsLaid();
  const onBoard = board
    .filter((c) => c.rug === rugId)
    .map((c) => `${c.row},${c.col}`)
    .sort()
    .join(" ");
  expect(onBoard).toBe(cells);

  // the next person's turn starts with nothing chosen, after a reload too
  await market.passHandoff();
  await market.playTurn(rng); // orient
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  await reloadAtPlace();
  await expect(chosen).toHaveCount(0);
  await expect(market.hook("confirm-rug")).toBeDisabled();
});
