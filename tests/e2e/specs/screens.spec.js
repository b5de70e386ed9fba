// Screenshots of the main screens at four sizes, SIZES below (saved as
// screenshots/NAME-WIDTHxHEIGHT.png for a person to look at), with the layout checks that a
// machine can make: no horizontal scrolling, touch targets of at least 44 x 44 CSS px
// (the seam handles of rug positions: 24 px, see below).
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesState } from "../lib/assert-state.js";
import { golden, goldenPath } from "../lib/golden.js";

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const MIN_TARGET = 44;
const finishedGame = goldenPath("3p-classic-full.record.json");
const finishedState = golden("3p-classic-full.state.json");

async function expectNoHorizontalScroll(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: no horizontal scrollbar`).toBeLessThanOrEqual(innerWidth);
}

async function expectTouchTarget(locator, what, min = MIN_TARGET) {
  const box = await locator.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(box.width, `${what} width`).toBeGreaterThanOrEqual(min);
  expect(box.height, `${what} height`).toBeGreaterThanOrEqual(min);
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test.describe(`at ${tag}`, () => {
    test.use({ viewport: size });

    test(`screens at ${tag}`, async ({ page }) => {
      test.setTimeout(120_000);
      const market = new MarketPage(page);
      const shot = (name) => page.screenshot({ path: `screenshots/${name}-${tag}.png`, fullPage: true });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await market.goto("./?speed=instant&seed=17");

      // Set-up.
      await expect(market.hook("setup")).toBeVisible();
      await expectNoHorizontalScroll(page, "set-up");
      await expectTouchTarget(market.hook("start-game"), "start-game");
      await shot("setup");
      await market.startGame({
        players: [{ name: "Amina" }, { name: "Bruno" }, { name: "Chloé" }, { name: "Dawid" }],
        turnOrder: "classic",
      });
      await market.passHandoff();

      // Orient and roll.
      await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
      for (const dir of ["left", "none", "right"]) await expectTouchTarget(market.hook(`rotate-${dir}`), `rotate-${dir}`);
      await expectNoHorizontalScroll(page, "orient");
      await shot("orient");
      await market.rotate("none");
      await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
      await expectTouchTarget(market.hook("roll"), "roll");
      await market.roll();

      // Placing: the legal positions shown, then one selected (ghost preview).
      await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
      const placements = market.hook("placement");
      await expect(placements.first()).toBeVisible();
      const n = await placements.count();
      // The cells are the touch targets of a rug (first cell, then second): 44 px at every
      // size. The handles on the seams are a shortcut that must fit between neighbouring
      // seams, so they keep WCAG 2.2's minimum of 24 px only.
      const cellHooks = market.hook("cell");
      for (let i = 0; i < 49; i++) await expectTouchTarget(cellHooks.nth(i), `cell ${i}`);
      for (let i = 0; i < n; i++) await expectTouchTarget(placements.nth(i), `placement ${i}`, 24);
      await expectNoHorizontalScroll(page, "place");
      await shot("place");
      const cells = await market.readPlacementsInOrder();
      await market.selectPlacement(cells[makeRng(3)(cells.length)]);
      await expect(market.hook("confirm-rug")).toBeVisible();
      await expectTouchTarget(market.hook("confirm-rug"), "confirm-rug");
      await expectTouchTarget(market.hook("cancel-rug"), "cancel-rug");
      await shot("place-selected");
      await market.confirmRug();

      // Handoff (on by default: ASSUMPTION of the settings default).
      await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
      await expectTouchTarget(market.hook("handoff-continue"), "handoff-continue");
      await expectNoHorizontalScroll(page, "handoff");
      await shot("handoff");
      await market.passHandoff();

      // Final screen: a finished game imported.
      await market.importRecord(finishedGame);
      await expectPageMatchesState(market, finishedState, {
        timeout: 10_000,
        beforeEach: () => market.confirmDialogIfShown(),
      });
      await expect(market.hook("winner").first()).toBeVisible();
      await expect(market.hook("board")).toBeVisible();
      await expectTouchTarget(market.hook("rematch"), "rematch");
      await expectNoHorizontalScroll(page, "final");
      await shot("final");
    });
  });
}
