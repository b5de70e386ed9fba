// Devices for games played by link: each a browser context of its own (its own storage,
// keys and IndexedDB), opening the links the others send.
import { expect } from "@playwright/test";
import { MarketPage } from "./market-page.js";
import { withQuery } from "./links.js";

/** A new device showing the site. */
export async function device(browser, url = "./?speed=instant") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const market = new MarketPage(page);
  await market.goto(url);
  return market;
}

/** The link this device asks to send (waits until it is signed and shown). */
export async function turnUrl(market) {
  const input = market.hook("turn-url");
  await expect(input).toHaveValue(/#/, { timeout: 20_000 });
  // what a person could not see they could not send (the final screen hid the last link)
  await expect(input).toBeVisible();
  await expect(market.hook("turn-url-copy")).toBeVisible();
  return input.inputValue();
}

/** Opens `url` on `market`'s device, at instant speed: a new page load the first time,
 *  then a new fragment in the open page (as a link opened in the same tab). */
export async function open(market, url, query = "speed=instant") {
  await market.page.goto(withQuery(url, query));
  await market.waitForApp();
}

/** The seat marked current in the players' panels (-1 once the game is over). */
export async function currentSeat(market) {
  const panels = await market.readPanels();
  return panels.findIndex((p) => p.current);
}

/**
 * Plays this device's turns (people here; bots here play by themselves) until the game
 * waits for another device or is over; returns that phase.
 */
export async function playHere(market, rng, bots = []) {
  for (let i = 0; i < 400; i++) {
    const phase = await market.waitForPhase();
    if (phase === "remote" || phase === "over") return phase;
    if (phase === "moving") {
      await market.waitUntilNotMoving();
      continue;
    }
    if (bots.includes(await currentSeat(market))) {
      await expect
        .poll(async () => (await currentSeat(market)) !== -1 && !bots.includes(await currentSeat(market)) || ["remote", "over"].includes(await market.phase()), { timeout: 20_000 })
        .toBe(true);
      continue;
    }
    await market.playTurn(rng);
  }
  throw new Error("this device kept playing");
}

/** What two devices must agree on: the market, Assam and the players. */
export async function table(market) {
  await market.waitUntilNotMoving();
  const { board, panels, assam } = await market.snapshot();
  return { board, panels: panels.map(({ current, ...p }) => p), assam };
}

/**
 * Two devices send the game back and forth until it is over: `devices[to]` opens `link`
 * (`onArrival(hop, to, link)` runs then), plays its turns and sends the next link. Gives the
 * index of the device that played last.
 */
export async function relay(devices, link, rng, { to = 0, bots = [[], []], onArrival } = {}) {
  for (let hop = 0; hop < 200; hop++) {
    await open(devices[to], link);
    if (onArrival) await onArrival(hop, to, link);
    if ((await playHere(devices[to], rng, bots[to])) === "over") return to;
    link = await turnUrl(devices[to]);
    to = 1 - to;
  }
  throw new Error("the game did not end");
}
