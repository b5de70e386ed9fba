// The replay fits every screen: at each size the market, the replay's controls and the
// player panels are on screen together, nothing scrolled, every control a finger's size
// on touch screens; in a 700 px blog frame the embedded replay asks for at most 760 px.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { MarketPage } from "../lib/market-page.js";
import { goldenPath } from "../lib/golden.js";
import { SIZES, measure, expectInside, expectFingerSized } from "../lib/fit.js";
import { withQuery } from "../lib/links.js";


const RECORD = readFileSync(goldenPath("4p-elimination.record.json"), "utf8");

/** The link of the golden game, made by the page's own share panel. */
async function linkOf(page) {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(RECORD);
  return market.shareUrl();
}

for (const size of SIZES) {
  test(`${size.name} ${size.width}x${size.height}: the replay and the market on one screen`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
    const page = await ctx.newPage();
    const url = await linkOf(page);
    await page.goto(withQuery(url, "speed=instant&ply=20"));
    await expect(page.getByTestId("replay")).toHaveAttribute("data-ply", "20");
    const m = await measure(page, {
      board: '[data-testid="board"]',
      controls: ".replay-buttons button",
      scrub: "[data-testid=replay-scrub]",
      panels: '[data-testid="player"]',
    });
    expect(m.scroll, "nothing scrolled").toEqual([0, 0, 0]);
    expect(m.controls.length).toBe(6);
    expectInside(m, [...m.board, ...m.controls, ...m.scrub, ...m.panels.slice(0, 2)], size.name);
    if (size.touch) expectFingerSized(m.controls, size.name);
    await ctx.close();
  });
}

test("in a 700 px blog frame the replay asks for at most 760 px", async ({ page, baseURL }) => {
  const url = await linkOf(page);
  const [, code] = url.split("#");
  const origin = new URL(baseURL).origin;
  await page.route(`${origin}/host/replay.html`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!DOCTYPE html><html><body><script>window.heights=[];addEventListener("message",function(e){if(e.data&&e.data.type==="marrakech:height"){heights.push(e.data.height);document.querySelector("iframe").style.height=e.data.height+"px"}});</script>
        <iframe src="/marrakech/?embed=1&speed=instant&ply=20#${code}" style="width:700px;height:640px;border:0"></iframe></body></html>`,
    }),
  );
  await page.goto(`${origin}/host/replay.html`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByTestId("replay")).toHaveAttribute("data-ply", "20");
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
  await frame.getByTestId("replay-next").click();
  await expect(frame.getByTestId("replay")).toHaveAttribute("data-ply", "21");
  // every button inside the replay's box (the close button stood 6 px out of it, cut by the frame)
  const box = await frame.getByTestId("replay").boundingBox();
  for (const b of await frame.locator(".replay-buttons button").all()) {
    const r = await b.boundingBox();
    expect(r.x, "a replay button's left").toBeGreaterThanOrEqual(box.x);
    expect(r.x + r.width, "a replay button's right").toBeLessThanOrEqual(box.x + box.width);
    expect(r.width, "a finger's size").toBeGreaterThanOrEqual(44);
  }
  const tallest = await page.evaluate(() => Math.max(...window.heights));
  expect(tallest).toBeLessThanOrEqual(760);
  test.info().annotations.push({ type: "embed", description: `replay frame ${tallest} px high at 700 px wide` });
});

// A phone with its browser's bars (390×660) shows a two-player replay's panels whole, money
// and all, at every turn and in the longest languages: the replay's title is for screen
// readers only there (its counter and the turn's words say it is a replay).
test("390x660: a two-player replay keeps its players whole on screen", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 660 }, hasTouch: true });
  const page = await ctx.newPage();
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(readFileSync(goldenPath("2p-elimination.record.json"), "utf8"));
  const url = await market.shareUrl();
  const cut = [];
  for (const lang of ["en", "de", "ar"]) {
    for (const ply of [1, 10, 20, 30, 40]) {
      await page.goto(withQuery(url, `speed=instant&ply=${ply}&lang=${lang}`));
      await expect(page.getByTestId("replay")).toHaveAttribute("data-ply", String(ply));
      const m = await measure(page, { panels: '[data-testid="player"]', board: '[data-testid="board"]' });
      expect(m.panels.length).toBe(2);
      const below = Math.max(...m.panels.map((p) => Math.round(p.y + p.h - m.viewport[1])));
      if (below > 0) cut.push(`${lang}, turn ${ply}: ${below} px below the screen`);
      expect(m.scroll, "nothing scrolled").toEqual([0, 0, 0]);
    }
  }
  expect(cut, "the players' panels cut by the screen's edge").toEqual([]);
  // the title is still read out: hidden from the eyes, not from screen readers
  await expect(page.getByTestId("replay-title")).not.toHaveText("");
  expect(await page.getByTestId("replay-title").evaluate((e) => getComputedStyle(e).display)).not.toBe("none");
  await ctx.close();
});
