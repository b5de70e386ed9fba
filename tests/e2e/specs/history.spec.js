// Finished games are kept on the device: listed with players, scores and the winner after
// a reload, watched again, exported as one file, deleted. The final screen offers Watch
// again and Share.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { MarketPage } from "../lib/market-page.js";
import { expectPageMatchesState } from "../lib/assert-state.js";
import { replayState } from "../lib/replay.js";
import { golden } from "../lib/golden.js";

/** The golden 4-player game one rug before its end, the last turn rolled. */
function oneRugToGo() {
  const record = golden("4p-continue-full.record.json");
  const turns = record.turns.map((t) => ({ ...t }));
  const last = turns[turns.length - 1];
  delete last.rug;
  return { record: { ...record, turns }, lastRug: record.turns[record.turns.length - 1].rug };
}

async function openHistory(market) {
  await market.openMore();
  await market.hook("open-history").click();
  await expect(market.hook("history")).toBeVisible();
}

test("a game that ends is kept: listed after a reload, watched again, exported, deleted", async ({ page }) => {
  test.setTimeout(120_000);
  const { record, lastRug } = oneRugToGo();
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(0);
  await market.hook("close-panel").click();

  await market.importRecord(record);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  // Imported, not finished here: not in the history yet.
  const cells = lastRug.map(([r, c]) => `${r},${c}`);
  const placement = page.locator(
    `[data-testid="placement"][data-cells="${cells.join(" ")}"], [data-testid="placement"][data-cells="${[...cells].reverse().join(" ")}"]`,
  );
  await placement.first().dispatchEvent("click");
  await market.hook("confirm-rug").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  await expect(market.hook("watch-again")).toBeVisible();
  await expect(market.hook("final-share")).toBeVisible();

  await market.reload();
  await openHistory(market);
  const game = market.hook("history-game");
  await expect(game).toHaveCount(1);
  const full = golden("4p-continue-full.record.json");
  const state = replayState(full);
  const winner = full.players[state.winners[0]].name;
  await expect(game).toContainText(winner);
  for (const p of full.players) await expect(game).toContainText(p.name);
  for (const p of state.players) await expect(game).toContainText(String(p.money + p.visible));
  // in Arabic the players are joined by Arabic's comma, not the Latin one
  await market.goto("./?speed=instant&lang=ar");
  await openHistory(market);
  const players = game.locator(".history-text > span:not(.note)");
  await expect(players).toContainText("، ");
  await expect(players).not.toContainText(",");
  await market.goto("./?speed=instant&lang=en");
  await openHistory(market);

  const [download] = await Promise.all([page.waitForEvent("download"), market.hook("history-export").click()]);
  const file = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(file.format).toBe("marrakech-history/1");
  expect(file.games).toHaveLength(1);
  expect(file.games[0].record.turns).toEqual(full.turns);
  expect(Number.isNaN(Date.parse(file.games[0].finished))).toBe(false);

  await game.getByTestId("history-watch").click();
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "0");
  // its opener went with the panel: the focus goes into the replay's bar, even after a click
  // (a screen reader's too), and back to the menu that holds the panel, not to "New game"
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=replay]"))).toBe(true);
  await expect(market.hook("replay")).toHaveAttribute("data-plies", String(full.turns.length));
  await market.hook("replay-last").click();
  await expectPageMatchesState(market, state, { label: "the kept game, at its end" });
  await market.hook("replay-close").click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.dataset.testid)).toBe("menu-more");

  await openHistory(market);
  await market.hook("history-game").getByTestId("history-delete").focus();
  await page.keyboard.press("Enter");
  // deleted, but offered back while the list is open: the row stays, greyed, its button now
  // Undo and in the focus; nothing to watch or export
  await expect(game).toHaveCount(1);
  await expect(game).toHaveClass(/gone/);
  await expect(game.getByTestId("history-undo")).toBeFocused();
  await expect(game.getByTestId("history-watch")).toBeDisabled();
  await expect(market.hook("history-export")).toBeDisabled();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("marrakech:2:history")).value.games)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(game.getByTestId("history-delete")).toBeFocused();
  await expect(game).not.toHaveClass(/gone/);
  await expect(market.hook("history-export")).toBeEnabled();
  await market.reload();
  await openHistory(market);
  await expect(game).toHaveCount(1);
  await game.getByTestId("history-delete").click();
  await expect(game.getByTestId("history-undo")).toBeVisible();
  await market.reload();
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(0);
});

test("the final screen's Watch again replays the game from its first turn", async ({ page }) => {
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importRecord(record);
  await expect(market.hook("watch-again")).toBeVisible();
  await market.hook("watch-again").click();
  const replay = market.hook("replay");
  await expect(replay).toHaveAttribute("data-plies", String(record.turns.length));
  // It plays on by itself.
  await expect.poll(async () => Number(await replay.getAttribute("data-ply"))).toBeGreaterThan(1);
  await market.hook("replay-play").click();
  await expect(market.hook("replay-play")).toHaveAttribute("aria-pressed", "false");
  await market.hook("final-share").or(market.hook("share")).first().click();
  await expect(market.hook("share-url")).toHaveValue(/\?ply=\d+#/);
});

test("on a portrait tablet, Watch again from a final score with the side scrolled shows the replay's buttons", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importRecord(record);
  // the final score's buttons show without a scroll; the side under the market is scrolled
  // down anyway (to the log under them), as a player reading on would leave it
  await expect(market.hook("watch-again")).toBeInViewport();
  expect(await page.locator(".side").evaluate((s) => ((s.scrollTop = s.scrollHeight), s.scrollTop))).toBeGreaterThan(0);
  await expect(market.hook("watch-again")).toBeInViewport();
  await market.hook("watch-again").click();
  await expect(market.hook("replay")).toBeVisible();
  // the replay's pause button is the element at its own centre: not under the market
  const play = market.hook("replay-play");
  await expect
    .poll(() =>
      play.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return b.contains(hit);
      }),
    )
    .toBe(true);
});

test("history that cannot be read is an empty list, not a crash", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await page.evaluate(() => localStorage.setItem("marrakech:history", '{"format":"marrakech-history/1","games":[{"finished":1,"code":"@@"},3]'));
  await market.reload();
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(0);
  await expect(market.hook("crash")).toHaveCount(0);
});

// One kept game of another shape (written by hand, or by a fault) is left out; the others
// are still listed, and the player is told, as for a list that cannot be read at all.
test("a kept game of another shape leaves the other games listed", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const fx = JSON.parse(await readFile(new URL("../fixtures/storage-a28464a/everything.json", import.meta.url), "utf8"));
  const games = JSON.parse(fx.storage["marrakech:history"]).games;
  const odd = { version: 1, value: { games: [games[0], { finished: "yesterday", code: 7 }, games[2]] } };
  await page.evaluate((v) => localStorage.setItem("marrakech:2:history", v), JSON.stringify(odd));
  await market.reload();
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(2);
  await expect(market.hook("notice")).toContainText("could not be read; it is kept aside");
  await expect(market.hook("crash")).toHaveCount(0);
});

// A kept list this version cannot read is said when the history opens (the list shows as
// empty), and the next game kept puts it aside, untouched, rather than over it.
test("a kept history that cannot be read is reported, then put aside by the next game kept", async ({ page }) => {
  test.setTimeout(120_000);
  const garbled = '{"version":1,"value":{"games":[,{"finished":1,"code":"x"}]}}';
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await page.evaluate((v) => localStorage.setItem("marrakech:2:history", v), garbled);
  await market.reload();
  await expect(market.hook("notice")).toHaveCount(0);
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(0);
  await expect(market.hook("notice")).toContainText("could not be read; it is kept aside");
  await market.hook("close-panel").click();

  const { record, lastRug } = oneRugToGo();
  await market.importRecord(record);
  const cells = lastRug.map(([r, c]) => `${r},${c}`);
  await page
    .locator(`[data-testid="placement"][data-cells="${cells.join(" ")}"], [data-testid="placement"][data-cells="${[...cells].reverse().join(" ")}"]`)
    .first()
    .dispatchEvent("click");
  await market.hook("confirm-rug").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
  expect(await page.evaluate(() => localStorage.getItem("marrakech:2:aside:history"))).toBe(garbled);
  await market.reload();
  await openHistory(market);
  await expect(market.hook("history-game")).toHaveCount(1);
  await expect(market.hook("notice")).toHaveCount(0);
});

test("the final score's Watch again, Share and Review each carry an icon of their own", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importRecord(golden("3p-classic-full.record.json"));
  const paths = [];
  for (const id of ["watch-again", "final-share", "open-review"]) {
    await expect(market.hook(id)).toBeVisible();
    paths.push(await market.hook(id).locator("svg path").getAttribute("d"));
  }
  // three icons, none alike: watching again does not look like the coach's review
  expect(new Set(paths).size).toBe(3);
});
