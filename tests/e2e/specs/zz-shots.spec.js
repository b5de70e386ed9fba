import { test } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
const CSS = process.env.NOCSS ? "" : `@media (orientation: portrait) and (max-width: 600px) and (max-height: 720px) {
  .players { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
  .players:has(> :nth-child(4)) .rugs-left { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
}`;
const cases = [];
for (const [w, h] of [[390, 660], [360, 640]]) for (const lang of ["en", "de", "ar"]) for (const n of [2, 3, 4]) cases.push({ name: `${n}p-${w}x${h}-${lang}${process.env.NOCSS ? "-before" : ""}`, w, h, lang, n });
for (const c of cases) {
  test(c.name, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: c.w, height: c.h }, hasTouch: true, bypassCSP: true });
    const page = await ctx.newPage();
    const market = new MarketPage(page);
    await market.goto(`./?speed=instant&lang=${c.lang}`);
    if (CSS) await page.addStyleTag({ content: CSS });
    await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "easy" }, { name: "Chloé" }, { name: "Wolfgang Amadeus" }].slice(0, c.n) });
    const rng = makeRng(3);
    for (let i = 0; i < 5; i++) await market.playWholeTurn(rng);
    await market.passHandoff();
    const info = async (step) => {
      const r = await page.evaluate(() => {
        const t = document.querySelector(".turn");
        const ps = [...document.querySelectorAll('[data-testid="player"]')].map((p) => Math.round(p.getBoundingClientRect().bottom));
        return { turnH: Math.round(t.getBoundingClientRect().height), turnScroll: t.scrollHeight - t.clientHeight, panelsBottom: Math.max(...ps), vh: innerHeight, side: document.querySelector(".side").scrollHeight - document.querySelector(".side").clientHeight, cell: Math.round(document.querySelector('[data-testid="cell"]').getBoundingClientRect().width) };
      });
      console.log(c.name, step, JSON.stringify(r));
    };
    await info("orient");
    await page.screenshot({ path: `/tmp/shots/${c.name}-orient.png` });
    await market.rotate("left");
    await info("roll");
    await market.roll();
    await info("place");
    await page.screenshot({ path: `/tmp/shots/${c.name}-place.png` });
    await ctx.close();
  });
}
