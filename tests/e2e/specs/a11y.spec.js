// axe-core (WCAG 2 A and AA) finds nothing on any screen, in English, French and
// Polish: set-up, handoff, orient, roll, place (with a rug selected), a turn just after a
// payment, the final screen, the rules and the settings, the share panel, a replay and the
// finished games; games by link; the coach (the lesson, odds, a hint, the areas, the review).
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectNoAxeViolations } from "../lib/a11y.js";
import { goldenPath } from "../lib/golden.js";

const LANGS = ["en", "fr", "pl", "ar"];

/** Opens a panel through its hook, scans it, and goes back to the game. */
async function scanPanel(app, page, hook, screen) {
  await app.hook(hook).click();
  await expect(app.hook("close-panel")).toBeVisible();
  await expectNoAxeViolations(page, screen);
  await app.hook("close-panel").click();
  await expect(app.hook("close-panel")).toHaveCount(0);
}

for (const lang of LANGS) {
  test.describe(`axe, ${lang}`, () => {
    test(`set-up, turn phases, handoff, payment, panels (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const app = new MarketPage(page);
      await app.goto(`./?lang=${lang}&speed=instant&seed=7`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);

      await expect(app.hook("setup")).toBeVisible();
      await expectNoAxeViolations(page, `${lang} set-up`);
      await scanPanel(app, page, "open-rules", `${lang} rules (from set-up)`);
      await scanPanel(app, page, "open-settings", `${lang} settings (from set-up)`);

      await app.hook("start-game").click();
      await app.waitForPhase();

      const seen = new Set();
      const scanOnce = async (key) => {
        if (seen.has(key)) return;
        seen.add(key);
        await expectNoAxeViolations(page, `${lang} ${key}`);
      };

      const rng = makeRng(11);
      let moneyAtTurnStart = null;
      for (let step = 0; step < 300; step++) {
        const phase = await app.waitForPhase();
        if (phase === "over") break;
        if (phase === "handoff") {
          await expect(app.hook("handoff-continue")).toBeVisible();
          await scanOnce("handoff");
        }
        if (phase === "orient") {
          moneyAtTurnStart = (await app.readPanels()).map((p) => p.money);
          await scanOnce("orient");
        }
        if (phase === "roll") await scanOnce("roll");
        if (phase === "place") {
          // A payment just happened this turn: the log and the panels show it.
          const money = (await app.readPanels()).map((p) => p.money);
          const paid = moneyAtTurnStart && money.some((m, i) => m !== moneyAtTurnStart[i]);
          if (paid) await scanOnce("after a payment (place)");
          if (!seen.has("place, rug selected")) {
            const cells = (await app.readPlacementsInOrder())[0];
            await app.selectPlacement(cells);
            await expect(app.hook("confirm-rug")).toBeEnabled();
            await scanOnce("place, rug selected");
            await app.confirmRug();
            continue;
          }
        }
        if (["handoff", "orient", "roll", "place"].every((k) => seen.has(k === "place" ? "place, rug selected" : k)) &&
          seen.has("after a payment (place)")) break;
        await app.playTurn(rng);
      }
      for (const k of ["handoff", "orient", "roll", "place, rug selected", "after a payment (place)"]) {
        expect(seen.has(k), `screen "${k}" was reached and scanned`).toBe(true);
      }

      // The panels open over a game in progress too.
      await scanPanel(app, page, "open-rules", `${lang} rules (in game)`);
      await scanPanel(app, page, "open-settings", `${lang} settings (in game)`);
    });

    test(`final screen (${lang})`, async ({ page }) => {
      const app = new MarketPage(page);
      await app.goto(`./?lang=${lang}&speed=instant`);
      await app.importFinished(goldenPath("3p-classic-full.record.json"));
      await expect(app.hook("winner").first()).toBeVisible();
      await expectNoAxeViolations(page, `${lang} final screen`);
      // The sharing screens: the share panel, the replay, the finished games.
      await scanPanel(app, page, "final-share", `${lang} share panel`);
      await app.hook("watch-game").click();
      await app.hook("replay-first").click();
      await app.hook("replay-next").click();
      await expect(app.hook("replay")).toHaveAttribute("data-ply", "1");
      await expectNoAxeViolations(page, `${lang} replay`);
      await app.hook("replay-close").click();
      await app.openMore();
      await scanPanel(app, page, "open-history", `${lang} finished games`);
    });
  });
}

test("axe after switching the language with the `language` select", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?speed=instant&seed=3");
  for (const lang of ["pl", "fr", "en"]) {
    await app.hook("language").selectOption(lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoAxeViolations(page, `set-up after choosing ${lang}`);
  }
  await app.hook("start-game").click();
  await app.waitForPhase();
  await app.hook("language").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectNoAxeViolations(page, "game after choosing fr");
});

for (const lang of LANGS) {
  test(`axe finds nothing on a game by link: the invitation, a seat to claim, the list (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { device, turnUrl, open } = await import("../lib/by-link.js");
    const amina = await device(browser, `./?lang=${lang}&speed=instant`);
    await amina.hook("player-kind-1").selectOption("remote");
    await expectNoAxeViolations(amina.page, `${lang} set-up with a friend by link`);
    await amina.hook("start-game").click();
    const invitation = await turnUrl(amina);
    await expectNoAxeViolations(amina.page, `${lang} invitation`);
    const bruno = await device(browser, `./?lang=${lang}&speed=instant`);
    await open(bruno, invitation, `speed=instant&lang=${lang}`);
    await expect(bruno.hook("claim-seat")).toBeVisible();
    await expectNoAxeViolations(bruno.page, `${lang} claim a seat`);
    await bruno.hook("claim-seat").click();
    await turnUrl(bruno);
    await expectNoAxeViolations(bruno.page, `${lang} send it back`);
    await amina.hook("new-game").click();
    await expect(amina.hook("remote-game")).toHaveCount(1);
    await expectNoAxeViolations(amina.page, `${lang} games by link on the set-up screen`);
  });
}

for (const lang of LANGS) {
  test(`axe finds nothing on the coach: the lesson, odds, a hint, the areas, the review (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const app = new MarketPage(page);
    await app.goto(`./?lang=${lang}&speed=instant&seed=4`);
    await app.hook("start-lesson").click();
    // the lesson begins once its words have come
    await expect(app.hook("lesson")).toBeVisible();
    await expectNoAxeViolations(page, `${lang} lesson, first step`);
    await app.hook("lesson-next").click();
    await app.hook("rotate-right").click();
    await app.hook("roll").click();
    await expect(app.hook("lesson")).toHaveAttribute("data-expect", "placement");
    await expectNoAxeViolations(page, `${lang} lesson, a rug to lay`);
    await app.hook("lesson-skip").click();
    await app.hook("start-game").click();
    await app.passHandoff();
    await app.hook("open-settings").click();
    await app.hook("setting-odds").setChecked(true);
    await expectNoAxeViolations(page, `${lang} settings with the odds`);
    await app.hook("close-panel").click();
    await app.hook("get-hint").click();
    await expect(app.hook("hint")).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, `${lang} odds and a hint`);
    await app.playUntil(["place"], makeRng(2));
    await app.selectPlacement((await app.readPlacementsInOrder())[0]);
    await expect(app.hook("odds-area").first()).toBeVisible();
    await expectNoAxeViolations(page, `${lang} the areas a rug changes`);
    await app.importFinished(goldenPath("3p-classic-full.record.json"));
    await app.hook("open-review").click();
    await expect(app.hook("review-turn").first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, `${lang} the review`);
  });
}

test("axe finds nothing in the dark theme: set-up, a turn with odds and a hint, a rug chosen, the final screen, the replay, the lesson", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: "dark" });
  const app = new MarketPage(page);
  await app.goto("./?lang=en&speed=instant&seed=4");
  const dark = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(dark).toContain("dark");
  await expectNoAxeViolations(page, "dark set-up");
  await scanPanel(app, page, "open-settings", "dark settings");
  await app.hook("start-game").click();
  await app.passHandoff();
  await app.hook("open-settings").click();
  await app.hook("setting-odds").setChecked(true);
  await app.hook("close-panel").click();
  await app.hook("get-hint").click();
  await expect(app.hook("hint")).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, "dark orient with odds and a hint");
  await app.playUntil(["place"], makeRng(2));
  await app.selectPlacement((await app.readPlacementsInOrder())[0]);
  await expectNoAxeViolations(page, "dark place, a rug chosen");
  // The question comes once the file is read: importFinished waits for it.
  await app.importFinished(goldenPath("3p-classic-full.record.json"));
  await expectNoAxeViolations(page, "dark final screen");
  await app.hook("watch-game").click();
  await app.hook("replay-first").click();
  await app.hook("replay-next").click();
  await expectNoAxeViolations(page, "dark replay");
  await app.hook("replay-close").click();
  await app.hook("open-rules").click();
  await app.hook("start-lesson").click();
  await expect(app.hook("lesson")).toBeVisible();
  await expectNoAxeViolations(page, "dark lesson");
});
