// The fourth level: master bots play a whole game in the browser (thinking against the
// clock, shortened by ?think-ms), and the page answers while they think.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { expectPageMatchesReplay } from "../lib/assert-state.js";

test("the set-up offers master for every seat", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("player-count").selectOption("4");
  for (let seat = 0; seat < 4; seat++) {
    await expect(market.hook(`player-kind-${seat}`).locator('option[value="master"]')).toHaveCount(1);
  }
});

test("four master bots play a game to the end while the page answers", async ({ page }) => {
  test.setTimeout(240_000);
  const market = new MarketPage(page);
  await market.goto("./?seed=11&speed=instant&think-ms=25");
  await market.startGame({
    players: ["A", "B", "C", "D"].map((n) => ({ name: `Master ${n}`, kind: "master" })),
  });
  // while they think, the rules open and close
  await expect
    .poll(async () => Number(await market.hook("player").nth(0).getAttribute("data-rugs-left")), { timeout: 60_000 })
    .toBeLessThan(12);
  await market.hook("open-rules").click();
  await expect(market.hook("close-panel")).toBeVisible();
  await market.hook("close-panel").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over", { timeout: 200_000 });
  const { record } = await expectPageMatchesReplay(market, "four masters");
  expect(record.players.map((p) => p.kind)).toEqual(["master", "master", "master", "master"]);
  await expect(market.hook("winner").first()).toBeVisible();
});

test("a master thinks while the rules are open, and plays as soon as they close", async ({ page }) => {
  test.setTimeout(60_000);
  const market = new MarketPage(page);
  // 5 s a decision: the rules must open before the master's first decision is made (at 3 s
  // a run on a loaded machine found it already past the direction: most likely it had
  // decided before the rules were open)
  await market.goto("./?seed=4&speed=instant&think-ms=5000");
  await market.startGame({
    players: [
      { name: "Master", kind: "master" },
      { name: "Ines", kind: "human" },
    ],
  });
  await market.hook("open-rules").click();
  await expect(market.hook("close-panel")).toBeVisible();
  expect(await market.phase(), "the rules opened before the master decided").toBe("orient");
  // the worker is up (a slow machine may take a while to start it); then twice the master's
  // 5 s a decision: it decides behind the panel, and waits
  await expect(market.hook("app")).toHaveAttribute("data-thinking", "worker", { timeout: 20_000 });
  await page.waitForTimeout(10_000);
  expect(await market.phase()).toBe("orient");
  await market.hook("close-panel").click();
  // its direction is played at once, not worked out again from the start (5 s more)
  await expect.poll(() => market.phase(), { timeout: 2_500 }).not.toBe("orient");
});
