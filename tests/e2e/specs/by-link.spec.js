// Play by link: devices (browser contexts) send each other links; each checks every link
// with the engine and the signatures with Web Crypto; the markets agree after every link.
import { test, expect } from "@playwright/test";
import { makeRng } from "../lib/market-page.js";
import { device, turnUrl, open, playHere, table } from "../lib/by-link.js";

test("a whole 2-player game between two devices, to the final screen", async ({ browser }) => {
  test.setTimeout(600_000);
  const amina = await device(browser);
  await amina.startGame({ players: [{ name: "Amina", kind: "human" }, { name: "Bruno", kind: "remote" }] });
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "remote");
  const invitation = await turnUrl(amina);
  expect(invitation).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/marrakech\/#[A-Za-z0-9_-]+$/);

  const bruno = await device(browser);
  await open(bruno, invitation);
  await expect(bruno.hook("claim-seat")).toHaveCount(1);
  await expect(bruno.hook("claim-seat")).toHaveText("I am Bruno");
  await bruno.hook("claim-seat").click();
  await expect(bruno.hook("claim-seat")).toHaveCount(0);
  await expect(bruno.hook("phase")).toHaveAttribute("data-phase", "remote");
  let link = await turnUrl(bruno);

  const devices = [amina, bruno];
  let to = 0;
  const rng = makeRng(14);
  for (let hop = 0; hop < 120; hop++) {
    await open(devices[to], link);
    const sender = devices[1 - to];
    expect(await table(devices[to]), `hop ${hop}`).toEqual(await table(sender));
    const phase = await playHere(devices[to], rng);
    if (phase === "over") break;
    link = await turnUrl(devices[to]);
    to = 1 - to;
  }
  // the last link brings the other device to the final screen too
  const last = await turnUrl(devices[to]);
  await open(devices[1 - to], last);
  for (const d of devices) await expect(d.hook("phase")).toHaveAttribute("data-phase", "over");
  expect(await table(amina)).toEqual(await table(bruno));
  expect(await amina.winners()).toEqual(await bruno.winners());
});
