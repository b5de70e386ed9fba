// Nothing is lost by an upgrade: what an earlier version kept in the browser (captured by
// fixtures/make.spec.js from that version's build) opens unchanged in this one.
import { test, expect } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { MarketPage } from "../lib/market-page.js";

const versions = readdirSync(new URL("../fixtures/", import.meta.url)).filter((d) => d.startsWith("storage-"));

function fixture(version, name) {
  return JSON.parse(readFileSync(new URL(`../fixtures/${version}/${name}.json`, import.meta.url), "utf8"));
}

/** A page whose storage holds exactly `storage`, opened afresh. */
async function opened(page, storage, query = "?speed=instant") {
  const market = new MarketPage(page);
  await page.goto("./?speed=instant");
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, storage);
  await market.goto(`./${query}`);
  return market;
}

/** Plays the person's turns (the bots play theirs) until the game is over. */
async function playPersonToEnd(market) {
  for (let i = 0; i < 400; i++) {
    const phase = await market.waitForPhase();
    if (phase === "over") return;
    const mine = (await market.readPanels()).find((p) => p.current)?.seat === 0;
    const ready = { orient: "rotate-none", roll: "roll", place: "placement" }[phase];
    if (mine && ready && (await market.usable(ready))) {
      await market.playTurn({ rotate: "none", placement: 0 });
    } else {
      await market.settle();
    }
  }
  throw new Error("the game did not end");
}

for (const version of versions) {
  test(`${version}: the game in progress, settings, language, set-up, history and hints`, async ({ page }) => {
    const { storage, expect: want } = fixture(version, "everything");
    // no ?speed: the speed setting kept is the one in force
    const market = await opened(page, storage, "");
    // the game resumes at the same moment
    await expect(market.hook("phase")).toHaveAttribute("data-phase", want.phase);
    expect(await market.readBoard()).toEqual(want.board);
    expect(await market.readAssam()).toEqual(want.assam);
    expect(await market.readPanels()).toEqual(want.panels);
    // the language
    await expect(page.locator("html")).toHaveAttribute("lang", want.lang);
    await expect(market.hook("language")).toHaveValue(want.lang);
    // the settings
    await market.hook("open-settings").click();
    await expect(market.hook("setting-handoff")).toBeChecked({ checked: want.settings.handoff });
    await expect(market.hook("setting-odds")).toBeChecked({ checked: want.settings.odds });
    await expect(market.hook("setting-sound")).toBeChecked({ checked: want.settings.sound });
    await expect(market.hook("setting-speed")).toHaveValue(want.settings.speed);
    await market.hook("close-panel").click();
    await market.goto("./?speed=instant");
    // every finished game is listed
    await market.openMore();
    await market.hook("open-history").click();
    await expect(market.hook("history-game")).toHaveCount(want.history);
    await market.hook("close-panel").click();
    // the set-up form starts from the last names
    await market.requestNewGame();
    await market.confirmDialogIfShown();
    await expect(market.hook("setup")).toBeVisible();
    for (const [seat, name] of want.setup.entries()) {
      await expect(market.hook(`player-name-${seat}`)).toHaveValue(name);
    }
    // the hints asked are still counted: the game played on to its end tells them
    await market.goto("./?speed=instant");
    await playPersonToEnd(market);
    await expect(market.hook("hints-used").and(page.locator("[data-seat='0']"))).toContainText(String(want.hintsSeat0));
  });

  test(`${version}: a finished game opens on its final screen`, async ({ page }) => {
    const { storage, expect: want } = fixture(version, "finished");
    const market = await opened(page, storage);
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
    expect(await market.readBoard()).toEqual(want.board);
    expect(await market.readPanels()).toEqual(want.panels);
    expect(await market.winners()).toEqual(want.winners);
    await market.openMore();
    await market.hook("open-history").click();
    await expect(market.hook("history-game")).toHaveCount(want.history);
  });

  test(`${version}: a game by link comes back (as a watcher: its key stayed in the other browser)`, async ({ page }) => {
    const { storage, expect: want } = fixture(version, "by-link");
    const market = await opened(page, storage);
    expect(await market.readBoard()).toEqual(want.board);
    expect(await market.readPanels()).toEqual(want.panels);
    await expect(market.hook("remote-panel")).toBeVisible();
    // it is listed among the games by link on the set-up screen
    await market.requestNewGame();
    await market.confirmDialogIfShown();
    await expect(market.hook("remote-game")).toHaveCount(1);
  });

  test(`${version}: a tab of that version still open cannot overwrite what this one keeps`, async ({ page }) => {
    const { storage } = fixture(version, "everything");
    const market = await opened(page, storage);
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
    await market.playTurn({ placement: 0 });
    // the bots play theirs; the person's turn comes round again
    await expect(market.hook("rotate-none")).toBeVisible({ timeout: 20_000 });
    const after = await market.snapshot();
    // the old tab saves its own game and settings, in its own keys, as it always did
    await page.evaluate((all) => {
      localStorage.setItem("marrakech:game", all["marrakech:game"]);
      localStorage.setItem("marrakech:settings", "handoff=1;speed=normal;sound=1;odds=0;taught=1");
    }, storage);
    await market.goto("./");
    expect(await market.snapshot()).toEqual(after);
    await market.hook("open-settings").click();
    await expect(market.hook("setting-speed")).toHaveValue("fast");
  });
}

test("storage that is full says so, and the game plays on", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  // fill the origin's storage to the brim
  await page.evaluate(() => {
    const big = "x".repeat(256 * 1024);
    for (let i = 0; i < 400; i++) {
      try {
        localStorage.setItem(`pad${i}`, big);
      } catch {
        break;
      }
    }
    const small = "x".repeat(1024);
    for (let i = 0; i < 4000; i++) {
      try {
        localStorage.setItem(`bit${i}`, small);
      } catch {
        break;
      }
    }
  });
  await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await expect(market.hook("notice")).toContainText(/storage is full/i);
  await market.hook("notice").getByRole("button").click();
  await market.passHandoff();
  await market.playTurn({ rotate: "left" });
  await market.playTurn({});
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
});
