// The replay fits every screen: at each size the market, the replay's controls and the
// player panels are on screen together, nothing scrolled, every control a finger's size
// on touch screens; in a 700 px blog frame the embedded replay asks for at most 760 px.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { MarketPage } from "../lib/market-page.js";
import { goldenPath } from "../lib/golden.js";

const SIZES = [
  { name: "phone", width: 390, height: 844, touch: true },
  { name: "phone with its browser bars", width: 390, height: 660, touch: true },
  { name: "phone in landscape", width: 844, height: 390, touch: true },
  { name: "tablet in portrait", width: 768, height: 1024, touch: true },
  { name: "tablet in landscape", width: 1024, height: 768, touch: true },
  { name: "laptop", width: 1280, height: 800, touch: false },
];

const RECORD = readFileSync(goldenPath("4p-elimination.record.json"), "utf8");

/** The link of the golden game, made by the page's own share panel. */
async function linkOf(page) {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importRecord(RECORD);
  await market.confirmDialogIfShown();
  await market.hook("share").click();
  const url = await market.hook("share-url").inputValue();
  await market.hook("close-panel").click();
  return url;
}

async function boxes(page) {
  return page.evaluate(() => {
    const shown = (e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const q = (sel) =>
      [...document.querySelectorAll(sel)].filter(shown).map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height, what: e.dataset.testid || e.tagName };
      });
    return {
      scroll: [window.scrollY, document.scrollingElement.scrollTop, document.scrollingElement.scrollLeft],
      viewport: [innerWidth, innerHeight],
      board: q('[data-testid="board"]'),
      controls: q(".replay-buttons button, [data-testid=replay-close]"),
      scrub: q("[data-testid=replay-scrub]"),
      panels: q('[data-testid="player"]'),
    };
  });
}

for (const size of SIZES) {
  test(`${size.name} ${size.width}x${size.height}: the replay and the market on one screen`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
    const page = await ctx.newPage();
    const url = await linkOf(page);
    const [base, code] = url.split("#");
    await page.goto(`${base}?speed=instant&ply=20#${code}`);
    await expect(page.getByTestId("replay")).toHaveAttribute("data-ply", "20");
    const m = await boxes(page);
    const [vw, vh] = m.viewport;
    expect(m.scroll, "nothing scrolled").toEqual([0, 0, 0]);
    expect(m.controls.length).toBe(6);
    for (const b of [...m.board, ...m.controls, ...m.scrub, ...m.panels.slice(0, 2)]) {
      const where = `${b.what} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)} in ${vw}x${vh}`;
      expect(b.x, where).toBeGreaterThanOrEqual(-1);
      expect(b.y, where).toBeGreaterThanOrEqual(-1);
      expect(b.x + b.w, where).toBeLessThanOrEqual(vw + 1);
      expect(b.y + b.h, where).toBeLessThanOrEqual(vh + 1);
    }
    if (size.touch) {
      for (const b of m.controls) {
        expect(b.w, `${b.what} width`).toBeGreaterThanOrEqual(44);
        expect(b.h, `${b.what} height`).toBeGreaterThanOrEqual(44);
      }
    }
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
  const tallest = await page.evaluate(() => Math.max(...window.heights));
  expect(tallest).toBeLessThanOrEqual(760);
  test.info().annotations.push({ type: "embed", description: `replay frame ${tallest} px high at 700 px wide` });
});
