// The menu's "More" list behaves like a menu: Escape closes it and leaves the focus on its
// button, and a press anywhere outside it closes it, so it never
// stays over the turn's buttons.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";

const isOpen = (market) => market.hook("menu-more").evaluate((s) => s.parentElement.open);

test("Escape closes the More list and keeps the focus on its button", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Omar", kind: "human" }] });
  await market.hook("menu-more").click();
  await expect(market.hook("open-about")).toBeVisible();
  await market.hook("open-about").focus();
  await page.keyboard.press("Escape");
  await expect.poll(() => isOpen(market)).toBe(false);
  await expect(market.hook("open-about")).toBeHidden();
  await expect(market.hook("menu-more")).toBeFocused();
  // a second Escape goes to the game, which has nothing to close
  await page.keyboard.press("Escape");
  await expect(market.hook("crash")).toHaveCount(0);
});

test("a press outside the More list closes it", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Omar", kind: "human" }] });
  await market.hook("menu-more").click();
  await expect(market.hook("open-history")).toBeVisible();
  // outside: a player's card, far from the list
  const card = await page.locator('[data-testid="player"]').last().boundingBox();
  await page.mouse.click(card.x + card.width / 2, card.y + card.height / 2);
  await expect.poll(() => isOpen(market)).toBe(false);
  await expect(market.hook("open-history")).toBeHidden();
  // and it opens again as before
  await market.hook("menu-more").click();
  await expect(market.hook("open-history")).toBeVisible();
});
