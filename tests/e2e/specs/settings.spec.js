// Settings: the handoff screen can be switched off; the speed can be chosen.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";

test("with the handoff screen switched off, the next player's turn starts at once", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=29");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }, { name: "Chloé" }], turnOrder: "classic" });
  await market.passHandoff();
  await market.setSettings({ handoff: false, speed: "instant" });
  const rng = makeRng(29);
  for (let turn = 0; turn < 3; turn++) {
    const current = (await market.readPanels()).find((p) => p.current).seat;
    await market.playTurn(rng); // orient
    await market.playTurn(rng); // roll
    if ((await market.phase()) !== "place") continue; // eliminated by the payment
    await market.playTurn(rng); // place
    await expect(market.hook("phase")).toHaveAttribute("data-phase", /^(orient|over)$/);
    const next = (await market.readPanels()).find((p) => p.current);
    if (next) expect(next.seat).not.toBe(current);
  }
  // The setting is kept.
  await market.hook("open-settings").click();
  await expect(market.hook("setting-handoff")).not.toBeChecked();
  await expect(market.hook("setting-speed")).toHaveValue("instant");
  await market.hook("close-panel").click();
});

// A panel opened from the set-up screen closes with "Close": there is no game to go back to (it
// said "Back to the game": a playtest); from a game it says "Back to the game".
test("a panel's way out says Close on the set-up screen and Back to the game in a game", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&lang=fr");
  await expect(market.hook("start-game")).toHaveText("Lancer la partie");
  for (const opener of ["open-settings", "open-rules"]) {
    await market.hook(opener).click();
    await expect(market.hook("close-panel")).toHaveText("Fermer");
    await expect(market.hook("close-panel-corner")).toHaveAttribute("aria-label", "Fermer");
    await market.hook("close-panel").click();
  }
  await market.hook("quick-pass").click();
  await market.passHandoff();
  await market.hook("open-settings").click();
  await expect(market.hook("close-panel")).toHaveText("Retour au jeu");
});
