// Undo takes back a misclick within a turn, never across a die roll or a confirmed rug:
// the direction before the roll, a selected but unconfirmed rug.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";

const LEFT_OF = { N: "W", W: "S", S: "E", E: "N" };
const RIGHT_OF = { N: "E", E: "S", S: "W", W: "N" };

async function start(page, seed = 3) {
  const market = new MarketPage(page);
  await market.goto(`./?speed=instant&seed=${seed}`);
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }, { name: "Chloé" }], turnOrder: "classic" });
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  return market;
}

test("the direction can be taken back before the roll", async ({ page }) => {
  const market = await start(page);
  const rng = makeRng(99);
  // Not the very first turn only: play one, then try in the second too.
  for (let turn = 0; turn < 2; turn++) {
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
    const facing = (await market.readAssam()).facing;
    await expect(market.hook("rotate-left")).toBeVisible();
    await expect(market.hook("rotate-right")).toBeVisible();

    await market.rotate("left");
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
    await expect(market.hook("assam")).toHaveAttribute("data-facing", LEFT_OF[facing]);
    const record = await market.exportRecord();
    expect(record.turns.at(-1)).toEqual({ rotate: "left" });

    await expect(market.hook("undo")).toBeVisible();
    await expect(market.hook("undo")).toBeEnabled();
    await market.hook("undo").click();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
    await expect(market.hook("assam")).toHaveAttribute("data-facing", facing);
    const undone = await market.exportRecord();
    expect(undone.turns).toEqual(record.turns.slice(0, -1));

    // Choose again, differently, and play the turn out.
    await market.rotate("right");
    await expect(market.hook("assam")).toHaveAttribute("data-facing", RIGHT_OF[facing]);
    await market.roll();
    expect((await market.exportRecord()).turns.at(-1).rotate).toBe("right");
    await market.playWholeTurn(rng);
    await market.passHandoff();
  }
});

test("a selected rug can be dropped, the roll cannot be taken back", async ({ page }) => {
  const market = await start(page, 4);
  await market.playTurn(makeRng(5)); // orient
  const die = await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  const afterRoll = await market.snapshot();
  const recordAfterRoll = await market.exportRecord();
  const placements = await market.readPlacementsInOrder();
  expect(placements.length).toBeGreaterThan(0);

  // After the roll, with nothing selected, undo is not offered or changes nothing.
  if (await market.usable("undo")) {
    await market.hook("undo").click();
    await market.settle();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  }
  expect(await market.snapshot()).toEqual(afterRoll);
  expect((await market.exportRecord()).turns).toEqual(recordAfterRoll.turns);
  if (die !== null) await expect(market.hook("die")).toHaveAttribute("data-value", String(die));

  // Select, then drop the selection with undo (or cancel-rug where undo is not offered).
  for (const how of ["undo", "cancel-rug"]) {
    await market.selectPlacement(placements[placements.length - 1]);
    await expect(market.hook("confirm-rug")).toBeVisible();
    await expect(market.hook("confirm-rug")).toBeEnabled();
    const button = (await market.usable(how)) ? how : "cancel-rug";
    await market.hook(button).click();
    await expectNoSelection(market);
    expect(await market.snapshot(), `nothing laid after ${button}`).toEqual(afterRoll);
    expect(await market.readPlacementsInOrder()).toEqual(placements);
  }

  // Confirm a rug: it is laid, and undo does not take it back (nor the roll).
  await market.selectPlacement(placements[0]);
  await market.confirmRug();
  await market.passHandoff();
  const afterLay = await market.snapshot();
  const recordAfterLay = await market.exportRecord();
  expect(recordAfterLay.turns).toHaveLength(recordAfterRoll.turns.length);
  expect(recordAfterLay.turns.at(-1)).toHaveProperty("rug");
  if (await market.usable("undo")) {
    await market.hook("undo").click();
    await market.settle();
  }
  expect(await market.snapshot()).toEqual(afterLay);
  expect((await market.exportRecord()).turns).toEqual(recordAfterLay.turns);
});

// The keys do the buttons' work: Ctrl+Z takes back the direction, Escape drops the rug
// chosen; neither reaches through an open panel.
test("Ctrl+Z takes back the direction and Escape drops the rug chosen", async ({ page }) => {
  const market = await start(page);
  const facing = (await market.readAssam()).facing;
  await market.rotate("left");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  // a panel open: the key is not the game's
  await market.hook("open-rules").click();
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Escape");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await page.keyboard.press("Control+z");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", facing);
  await expect(market.hook("undo")).toHaveCount(0);

  await market.rotate("right");
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  const placements = await market.readPlacementsInOrder();
  const before = await market.snapshot();
  await market.selectPlacement(placements[0]);
  await expect(market.hook("cancel-rug")).toBeEnabled();
  // a panel open over the chosen rug: Escape closes the panel, the rug stays chosen
  await market.hook("open-rules").click();
  await page.keyboard.press("Escape");
  await expect(market.hook("open-rules")).toBeFocused();
  await expect(market.hook("cancel-rug")).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(market.hook("cancel-rug")).toBeDisabled();
  await expectNoSelection(market);
  expect(await market.snapshot()).toEqual(before);
});

/** No selection: confirm-rug is hidden or disabled, or (if still clickable) lays nothing. */
async function expectNoSelection(market) {
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  if (await market.usable("confirm-rug")) {
    const before = await market.rugsLaid();
    await market.hook("confirm-rug").click();
    await market.settle();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
    expect(await market.rugsLaid()).toBe(before);
  }
}
