// Clicks at the wrong time never break the game: hundreds of random clicks on whatever
// button, cell, rug position or select is on screen (menus, undo, new game, language,
// settings included), with random keys, while bots play at every speed. No crash screen,
// no panic, no error in the console, and the page still answers at the end.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";

for (const seed of [1, 2, 3]) {
  test(`random clicks and keys never break the game (seed ${seed})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const market = new MarketPage(page);
    await market.goto(`./?seed=${seed}&speed=${["fast", "normal", "instant"][seed % 3]}`);
    await market.startGame({
      players: [
        { name: "Ines", kind: "human" },
        { name: "Bot", kind: ["easy", "medium", "hard"][seed % 3] },
        { name: "Jan", kind: seed % 2 ? "easy" : "human" },
      ],
      turnOrder: seed % 2 ? "classic" : "roll-first",
    });
    const int = makeRng(seed * 13);
    const rng = () => int(1_000_000) / 1_000_000;
    const clicked = [];
    for (let i = 0; i < 800; i++) {
      const what = await page.evaluate(
        ([a, b]) => {
          const els = [
            ...document.querySelectorAll('button, [data-testid="cell"], [data-testid="placement"], select'),
          ].filter((e) => e.getClientRects().length > 0 && !e.disabled);
          if (!els.length) return null;
          const e = els[Math.floor(a * els.length)];
          const id = e.getAttribute("data-testid") || e.textContent.trim().slice(0, 20);
          if (id === "export-game") return null; // a download, nothing to break
          if (e.tagName === "SELECT") {
            e.value = e.options[Math.floor(b * e.options.length)].value;
            e.dispatchEvent(new Event("change", { bubbles: true }));
          } else {
            e.dispatchEvent(new MouseEvent("click", { bubbles: true }));
          }
          return id;
        },
        [rng(), rng()],
      );
      if (what) clicked.push(what);
      if (rng() < 0.05) await page.waitForTimeout(150);
      if (rng() < 0.03) {
        await page.keyboard.press(["r", "ArrowLeft", "ArrowRight", "Enter", "Escape", "z"][Math.floor(rng() * 6)]);
      }
      if (i % 50 === 0 && (await page.getByTestId("crash").count())) break;
    }
    const why = `${errors.join("\n")}\nlast clicks: ${clicked.slice(-30).join(" | ")}`;
    expect(await page.getByTestId("crash").count(), why).toBe(0);
    expect(errors, why).toEqual([]);
    expect(clicked.length).toBeGreaterThan(700);
    // still alive: the page answers and shows a game, the lesson (which hides the prompt
    // under its own words) or the set-up form
    await expect(page.locator('[data-testid="phase"]:visible, [data-testid="lesson"]:visible, [data-testid="setup"]:visible').first()).toBeVisible();
  });
}
