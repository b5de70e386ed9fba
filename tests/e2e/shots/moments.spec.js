// Screenshots of the moments of a game at the sizes players use, light, dark and in Arabic: the
// welcome, the direction (odds on), the rug step before and after a choice, a payment, the
// final screen, a replay, the lesson, the share panel and the picture it saves.
import { test, expect } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { MarketPage, makeRng } from "../lib/market-page.js";

const OUT = "screenshots/shots";
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { tag: "phone", width: 390, height: 844 },
  { tag: "tablet", width: 768, height: 1024 },
  { tag: "laptop", width: 1280, height: 800 },
  { tag: "phone-dark", width: 390, height: 844, dark: true },
  { tag: "laptop-dark", width: 1280, height: 800, dark: true },
  { tag: "phone-ar", width: 390, height: 844, lang: "ar" },
  { tag: "tablet-ar", width: 768, height: 1024, lang: "ar" },
  { tag: "laptop-ar", width: 1280, height: 800, lang: "ar" },
];

// The address of a moment, in the size's language when it has one.
const at = (size, query) => (size.lang ? `${query}&lang=${size.lang}` : query);

for (const size of SIZES) {
  test(`moments at ${size.tag}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.dark) await page.emulateMedia({ colorScheme: "dark" });
    const shot = (name) => page.screenshot({ path: `${OUT}/${size.tag}-${name}.png` });
    const market = new MarketPage(page);
    await market.goto(at(size, "./?speed=instant&seed=17"));
    await shot("1-welcome");
    await market.hook("open-settings").click();
    await market.hook("setting-odds").setChecked(true);
    await market.hook("close-panel").click();
    await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "medium" }, { name: "Chloé", kind: "easy" }] });
    const rng = makeRng(3);
    // a few turns so rugs lie on the market
    for (let i = 0; i < 4; i++) {
      await expect(market.hook("rotate-none")).toBeVisible({ timeout: 20_000 });
      await market.playTurn(rng);
      await market.playTurn(rng);
      await market.playTurn({ placement: 0 });
    }
    await expect(market.hook("rotate-none")).toBeVisible({ timeout: 20_000 });
    await shot("2-orient-odds");
    await market.rotate("left");
    await shot("3-direction-chosen");
    await market.roll();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
    await shot("4-place");
    const first = (await market.readPlacementsInOrder())[0];
    await market.selectPlacement(first);
    await shot("5-place-chosen");
    await market.confirmRug();
    await market.playUntil("over", rng, 800).catch(() => {});
    // a payment at normal speed
    await market.goto(at(size, "./?seed=29"));
    await market.hook("new-game").click();
    await market.confirmDialogIfShown();
    await market.startGame({ players: [{ name: "Amina", kind: "easy" }, { name: "Bruno", kind: "easy" }] });
    await expect(market.hook("last-payment")).toBeAttached({ timeout: 120_000 });
    await shot("6-payment");
  });

  test(`final, replay, lesson, share at ${size.tag}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.dark) await page.emulateMedia({ colorScheme: "dark" });
    const shot = (name) => page.screenshot({ path: `${OUT}/${size.tag}-${name}.png` });
    const market = new MarketPage(page);
    await market.goto(at(size, "./?speed=instant&seed=5"));
    await market.startGame({ players: [{ name: "Amina", kind: "easy" }, { name: "Bruno", kind: "medium" }, { name: "Chloé", kind: "hard" }] });
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "over", { timeout: 120_000 });
    await shot("7-final");
    await market.hook("watch-again").click();
    await market.hook("replay-play").click();
    await market.hook("replay-scrub").fill("20");
    await shot("8-replay");
    await market.hook("replay-close").click();
    await market.hook("share").click();
    await shot("9-share");
    const [download] = await Promise.all([page.waitForEvent("download"), market.hook("download-picture").click()]);
    await download.saveAs(`${OUT}/${size.tag}-10-picture.png`);
    await market.hook("close-panel").click();
    await market.goto(at(size, "./?speed=instant"));
    await market.hook("new-game").click().catch(() => {});
    await market.confirmDialogIfShown();
    await market.hook("start-lesson").click();
    await expect(market.hook("lesson")).toBeVisible();
    await shot("11-lesson-0");
    await market.hook("lesson-next").click();
    await shot("12-lesson-1");
  });
}

test("a 700 px blog frame", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto("/host/?width=700");
  const frame = page.frameLocator("#marrakech");
  await expect(frame.getByTestId("setup")).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${OUT}/frame700-1-setup.png`, fullPage: true });
  await frame.getByTestId("start-game").click();
  await expect(frame.getByTestId("phase")).toBeVisible();
  await page.screenshot({ path: `${OUT}/frame700-2-game.png`, fullPage: true });
});
