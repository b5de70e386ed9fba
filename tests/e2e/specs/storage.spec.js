// Never lose a game: a corrupt or future-version save does not break the page, and a crash
// shows a calm screen while the saved game survives.
import { test, expect } from "@playwright/test";
import { MarketPage } from "../lib/market-page.js";
import { golden } from "../lib/golden.js";

const SAVE_KEY = "marrakech:2:game";
const envelope = (record) => JSON.stringify({ version: 1, value: { rev: 3, record } });
const IMPOSSIBLE_RUG = "[[6,6],[6,5]]";
/** A record of the right shape whose second rug lies far from Assam: it cannot be replayed. */
function impossible() {
  const record = golden("3p-classic-mid-turn.record.json");
  record.turns[1].rug = JSON.parse(IMPOSSIBLE_RUG);
  return record;
}

// Whatever cannot be read is reported and kept: "start fresh" puts it aside, never deletes it.
for (const [what, key, bad] of [
  ["corrupt", SAVE_KEY, "{not json at all"],
  ["future-format", SAVE_KEY, envelope({ format: "marrakech-record/2", players: [] })],
  ["wrong-shape", SAVE_KEY, envelope({ format: "marrakech-record/1", players: "everyone" })],
  ["first version's corrupt", "marrakech:game", "{not json at all"],
  ["badly-played", SAVE_KEY, envelope(impossible())],
]) {
  test(`a ${what} save is reported and the player may start fresh`, async ({ page }) => {
    const market = new MarketPage(page);
    await page.goto("./?speed=instant&seed=3");
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, bad]);
    await page.reload();
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/your saved game could not be (opened|read)/i);
    // what the browser kept is not a file the player chose
    await expect(alert).not.toContainText(/file/i);
    // The page still works: the set-up form is there, and the bad save is kept until the
    // player decides.
    await expect(market.hook("setup")).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(bad);
    await alert.getByRole("button", { name: /start fresh/i }).click();
    await expect(alert).toHaveCount(0);
    const kept = await page.evaluate((rug) => Object.entries(localStorage).filter(([, v]) => v.includes("not json") || v.includes("everyone") || v.includes("record/2") || v.includes(rug)), IMPOSSIBLE_RUG);
    expect(kept.length, "the unreadable save is kept aside").toBe(1);
    await page.reload();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
    await expect(market.hook("cell")).toHaveCount(49);
  });
}

test("a save made by a newer version of the app is left untouched", async ({ page }) => {
  const market = new MarketPage(page);
  const newer = JSON.stringify({ version: 9, value: { something: "new" } });
  await page.goto("./?speed=instant&seed=3");
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, newer]);
  await page.reload();
  // the cause is said: a newer version kept it, which a reload brings
  await expect(market.hook("notice")).toContainText(/saved game was kept by a newer version.*reload the page/i);
  await market.hook("notice").getByRole("button").click();
  await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await market.passHandoff();
  await market.rotate("left");
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe(newer);
  // the game played is not saved over it, and the player is told why: not that something
  // was "kept aside", which nothing was
  await market.roll();
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  await expect(market.hook("notice")).toContainText(/newer version.*reload the page/i);
  await expect(market.hook("notice")).not.toContainText(/aside/i);
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe(newer);
});

// Settings that cannot be read are said, not silently dropped: the defaults stand in, and the
// old value stays until a setting is changed, which puts a garbled one aside (a newer
// version's is never written over).
for (const [what, bad, aside] of [
  ["garbled", "not json{", true],
  ["wrong-shape", JSON.stringify({ version: 1, value: "x" }), true],
  ["newer", JSON.stringify({ version: 9, value: { theme: "plaid" } }), false],
]) {
  test(`${what} settings are reported and kept`, async ({ page }) => {
    const market = new MarketPage(page);
    await page.goto("./?speed=instant&seed=3");
    await page.evaluate((v) => localStorage.setItem("marrakech:2:settings", v), bad);
    await page.reload();
    await expect(market.hook("notice")).toContainText(/could not be read; it is kept aside/i);
    await expect(market.hook("setup")).toBeVisible();
    await market.hook("notice").getByRole("button", { name: "OK" }).click();
    expect(await page.evaluate(() => localStorage.getItem("marrakech:2:settings"))).toBe(bad);
    await market.hook("open-settings").click();
    await market.hook("setting-speed").selectOption("fast");
    await market.hook("close-panel").click();
    const kept = await page.evaluate(() => [localStorage.getItem("marrakech:2:settings"), localStorage.getItem("marrakech:2:aside:settings")]);
    if (aside) expect(kept[1], "the garbled settings are put aside").toBe(bad);
    else expect(kept, "a newer version's settings are left as they are").toEqual([bad, null]);
  });
}

test("a crash shows the crash screen; the saved game survives and resumes", async ({ page }) => {
  const market = new MarketPage(page);
  await page.goto("./?speed=instant&seed=8");
  await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }, { name: "Kasia" }] });
  await market.passHandoff();
  await market.rotate("left");
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  const before = await market.readBoard();
  const assam = await market.readAssam();
  const saved = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  expect(saved).toContain("marrakech-record/1");

  await page.goto("./?speed=instant&test-crash=1");
  const crash = market.hook("crash");
  await expect(crash).toBeVisible();
  await expect(crash.locator("textarea")).toHaveValue(/RuntimeError/);
  await expect(crash).toContainText("Your game is saved");
  const reload = crash.getByRole("link", { name: /reload/i });
  await expect(reload).toBeVisible();
  // the reload does not ask for the crash again
  expect(await reload.getAttribute("href")).toMatch(/\?speed=instant$/);
  // the app under it can no longer be reached
  await expect(page.locator("body > .app")).toHaveAttribute("inert", "");
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe(saved);

  await page.goto("./?speed=instant");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  expect(await market.readBoard()).toEqual(before);
  expect(await market.readAssam()).toEqual(assam);
});

test("a crash before any game is saved promises no saved game", async ({ page }) => {
  const market = new MarketPage(page);
  await page.goto("./?lang=fr&test-crash=1");
  const crash = market.hook("crash");
  await expect(crash).toBeVisible();
  await expect(crash).toContainText("Rechargez la page pour recommencer");
  await expect(crash).not.toContainText("enregistrée");
  expect(await crash.getByRole("link").getAttribute("href")).toMatch(/\?lang=fr$/);
});

test("a trap while the app is still being made leaves the crash screen alone: no app is drawn after it", async ({ page }) => {
  const market = new MarketPage(page);
  // the page's script calls the crash screen when the wasm traps; here it is called as soon as
  // the module installs it, as a trap in another task before the mount would
  await page.addInitScript(() => {
    let screen;
    Object.defineProperty(window, "marrakechCrash", {
      configurable: true,
      get: () => screen,
      set: (f) => {
        screen = f;
        setTimeout(() => f("RuntimeError: unreachable (a test's trap before the mount)"), 0);
      },
    });
  });
  await page.goto("./?speed=instant");
  await expect(market.hook("crash")).toBeVisible();
  // long after the words file and the tab's answer, when the app would have been mounted
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2000);
  const reachable = await page.evaluate(() =>
    [...document.body.children].filter((e) => e.dataset.testid !== "crash" && !e.hasAttribute("inert")).map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(reachable).toEqual([]);
  await expect(page.locator("body > .app")).toHaveCount(0);
});

test("at normal speed the die tumbles and Assam walks before the rug is laid; the next player sees it greyed", async ({ page }) => {
  const market = new MarketPage(page);
  await page.goto("./?seed=21");
  await market.startGame({ players: [{ name: "Ines" }, { name: "Jan" }] });
  await market.passHandoff();
  // before any roll the die only waits: no face, and nothing greyed
  await expect(market.hook("die")).toHaveAttribute("data-value", "");
  await expect(market.hook("die")).not.toHaveClass(/stale/);
  await market.rotate("none");
  await market.hook("roll").click();
  // The roll is shown: the die has no value while it tumbles, the phase is `moving`.
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "moving");
  await expect(market.hook("die")).toHaveAttribute("data-value", "");
  // Then the face shows and the player lays a rug.
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place", { timeout: 15_000 });
  await expect(market.hook("die")).toHaveAttribute("data-value", /^[1-4]$/);
  await expect(market.hook("die")).not.toHaveClass(/stale/);
  const face = await market.dieValue();
  // The next player sees the last roll greyed until their own.
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "handoff");
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(market.hook("die")).toHaveClass(/stale/);
  await expect(market.hook("die")).toHaveAttribute("data-value", String(face));
  await expect(market.hook("die")).toHaveAttribute("aria-label", `Last roll: ${face}`);
  await market.rotate("none");
  await market.hook("roll").click();
  await expect(market.hook("die")).not.toHaveClass(/stale/);
});
