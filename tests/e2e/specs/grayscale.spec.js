// The game in grayscale. Busy finished markets (3 and 4 players) are imported and
// photographed through a grayscale filter into screenshots/grayscale-*.png for a person to
// look at; the test itself checks that no colour is told by hue alone: every palette colour
// on the market has its own pattern and its own letter, and the player panels carry them too.
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
    await app.importRecord(goldenPath(`${name}.record.json`));
    await app.confirmDialogIfShown();
    await expect(app.hook("phase")).toHaveAttribute("data-phase", "over");

    // What tells the colours apart besides hue: pattern and letter per colour on the market.
    const looks = await app.hook("cell").evaluateAll((cells) => {
      const byColor = {};
      for (const c of cells) {
        const color = c.getAttribute("data-color");
        if (!color) continue;
        const pattern = c.querySelector(".rug-pattern")?.getAttribute("fill") ?? "";
        const letter = c.querySelector(".rug-letter")?.textContent.trim() ?? "";
        const fill = c.querySelector(".rug")?.getAttribute("fill") ?? "";
        (byColor[color] ??= new Set()).add(JSON.stringify({ pattern, letter, fill }));
      }
      return Object.fromEntries(Object.entries(byColor).map(([k, v]) => [k, [...v].map((s) => JSON.parse(s))]));
    });
    const colors = Object.keys(looks);
    console.log(`${name}: ${JSON.stringify(looks)}`);
    expect(colors.length, "every palette colour in play shows on the market").toBe(4 === players ? 4 : players);
    for (const c of colors) {
      expect(looks[c], `one look for ${c}`).toHaveLength(1);
      expect(looks[c][0].pattern).toMatch(/^url\(#pat-[\w-]+\)$/);
      expect(looks[c][0].letter).toMatch(/^\p{L}$/u);
    }
    const distinct = (key) => new Set(colors.map((c) => looks[c][0][key])).size;
    expect(distinct("pattern"), "a pattern per colour").toBe(colors.length);
    expect(distinct("letter"), "a letter per colour").toBe(colors.length);
    expect(distinct("fill"), "a fill per colour").toBe(colors.length);
    // The patterns are really defined in the market.
    for (const c of colors) {
      const id = looks[c][0].pattern.slice(4, -1);
      await expect(page.locator(`svg.market pattern${id}`)).toHaveCount(1);
    }
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
