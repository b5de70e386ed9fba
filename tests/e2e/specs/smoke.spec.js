// The pipeline works: the built site loads on the set-up form, starts a game with the
// defaults in one tap, and draws the market.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";

test("the set-up form starts a game: 49 cells and Assam in the centre", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await expect(market.hook("setup")).toBeVisible();
  await expect(market.hook("start-game")).toBeVisible();
  await expect(market.hook("player-count")).toBeVisible();
  await market.startGame();
  const board = market.hook("board");
  await expect(board).toBeVisible();
  await expect(board.getByTestId("cell")).toHaveCount(49);
  const assam = market.hook("assam");
  await expect(assam).toHaveAttribute("data-row", "3");
  await expect(assam).toHaveAttribute("data-col", "3");
  await expect(assam).toHaveAttribute("data-facing", /^[NESW]$/);
  await page.screenshot({ path: "screenshots/smoke.png", fullPage: true });
});
