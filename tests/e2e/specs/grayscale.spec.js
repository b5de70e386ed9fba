// The game in grayscale. Busy finished markets (3 and 4 players) are imported and
// photographed through a grayscale filter into screenshots/grayscale-*.png for a person to
// look at; the test itself checks that no colour is told by hue alone: every palette colour
// on the market has a motif of its own (and a letter of its own with the letters setting), and the
// player panels carry them too.
import { test, expect } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { MarketPage } from "../lib/market-page.js";
import { goldenPath } from "../lib/golden.js";

const shot = (name) => fileURLToPath(new URL(`../screenshots/${name}`, import.meta.url));

for (const [name, players] of [["3p-classic-full", 3], ["4p-continue-full", 4]]) {
  test(`grayscale: ${name}`, async ({ browser }) => {
    // The page's CSP forbids injected <style>: bypass it for the filter only.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const app = new MarketPage(page);
    await app.goto("./?lang=en&speed=instant");
    await app.importFinished(goldenPath(`${name}.record.json`));

    // What tells the colours apart besides hue: each colour's rugs carry a motif of their
    // own (and, with the letters setting, a letter of their own).
    const rugLooks = () =>
      page.getByTestId("rug").evaluateAll((rugs) => {
        const byLook = {};
        for (const r of rugs) {
          const motif = [...r.querySelectorAll("rect")].map((e) => e.getAttribute("fill")).find((f) => f?.startsWith("url(")) ?? "";
          const letter = r.querySelector(".rug-letter")?.textContent.trim() ?? "";
          const fill = r.querySelectorAll("rect")[1]?.getAttribute("fill") ?? "";
          (byLook[r.getAttribute("data-look")] ??= new Set()).add(JSON.stringify({ motif, letter, fill }));
        }
        return Object.fromEntries(Object.entries(byLook).map(([k, v]) => [k, [...v].map((s) => JSON.parse(s))]));
      });
    const colors = await app.hook("cell").evaluateAll((cells) => [...new Set(cells.map((c) => c.getAttribute("data-color")).filter(Boolean))]);
    expect(colors.length, "every palette colour in play shows on the market").toBe(4 === players ? 4 : players);
    let looks = await rugLooks();
    console.log(`${name}: ${JSON.stringify(looks)}`);
    const kinds = Object.keys(looks);
    expect(kinds.length, "one look per colour").toBe(colors.length);
    const distinct = (key) => new Set(kinds.map((c) => looks[c][0][key])).size;
    for (const c of kinds) {
      expect(looks[c], `one look for ${c}`).toHaveLength(1);
      expect(looks[c][0].motif).toMatch(/^url\(#art-motif-\d\)$/);
      expect(looks[c][0].letter, "no letters unless asked for").toBe("");
    }
    expect(distinct("motif"), "a motif per colour").toBe(colors.length);
    expect(distinct("fill"), "a fill per colour").toBe(colors.length);
    for (const c of kinds) {
      const id = looks[c][0].motif.slice(4, -1);
      await expect(page.locator(`svg pattern${id}`)).toHaveCount(1);
    }
    // the letters setting puts a letter of its own on each colour's rugs
    await app.hook("open-settings").click();
    await app.hook("setting-letters").setChecked(true);
    await app.hook("close-panel").click();
    looks = await rugLooks();
    for (const c of kinds) expect(looks[c][0].letter).toMatch(/^\p{L}$/u);
    expect(distinct("letter"), "a letter per colour").toBe(colors.length);
    // Each player's panel shows its colour by swatch (pattern class and a name), not hue alone.
    const panels = await app.hook("player").evaluateAll((els) =>
      els.map((e) => [...e.querySelectorAll(".swatch")].map((s) => `${s.className}|${s.getAttribute("aria-label")}`)),
    );
    expect(panels).toHaveLength(players);
    for (const p of panels) {
      expect(p.length).toBeGreaterThan(0);
      for (const s of p) expect(s).toMatch(/pat-[\w-]+.*\|\S+/);
    }
    expect(new Set(panels.map((p) => p.join())).size, "owners' swatches differ").toBe(players);

    await page.addStyleTag({ content: "html { filter: grayscale(1); }" });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter))
      .toBe("grayscale(1)");
    await page.screenshot({ path: shot(`grayscale-${name}.png`), fullPage: true });
    await app.hook("board").screenshot({ path: shot(`grayscale-${name}-market.png`) });
    await context.close();
  });
}
