// Thinking comes back later than it was asked: an answer for a game no longer on screen is
// dropped, never played.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";

test("a master's decision that comes after New game is not played in the new game", async ({ page }) => {
  const market = new MarketPage(page);
  // a master thinks 3 s: long enough to leave while it thinks
  await market.goto("./?speed=instant&seed=5&think-ms=3000");
  await market.startGame({ players: [{ name: "Ana", kind: "human" }, { name: "Master", kind: "master" }] });
  await market.playTurn();
  await market.playTurn();
  await market.playTurn();
  // Ana's rug is down: the master's turn has begun, it is thinking
  await expect.poll(async () => "rug" in ((await market.exportRecord()).turns[0] ?? {}), { timeout: 10_000 }).toBe(true);
  expect((await market.exportRecord()).turns).toHaveLength(1);
  await market.requestNewGame();
  await market.confirmDialog();
  await market.startGame({ players: [{ name: "Bea", kind: "human" }, { name: "Cy", kind: "human" }] });
  await page.waitForTimeout(4000);
  const record = await market.exportRecord();
  expect(record.players.map((p) => p.kind)).toEqual(["human", "human"]);
  expect(record.turns).toEqual([]);
});
