import { chromium } from "@playwright/test";
const base = `http://127.0.0.1:${process.env.PORT}/marrakech/`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const sizes = { phone: [390, 844], tablet: [768, 1024], laptop: [1280, 800], frame: [700, 760] };
for (const [name, [w, h]] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const p = await ctx.newPage();
  await p.goto(base + "?speed=fast&lang=" + (process.env.LANG2 || "en"));
  if (name === "phone") await p.screenshot({ path: `/tmp/l-welcome-${name}.png` });
  await p.getByTestId("start-lesson").click();
  const lesson = p.getByTestId("lesson");
  const shots = { 0: 1, 3: 1, 6: 1, 10: 1, 19: 1 };
  for (let g = 0; g < 60; g++) {
    const step = Number(await lesson.getAttribute("data-step"));
    const want = await lesson.getAttribute("data-expect");
    if (shots[step]) { await p.waitForTimeout(300); await p.evaluate(() => document.querySelectorAll(".side").forEach((e) => (e.scrollTop = 0))); await p.mouse.move(0, 0); await p.screenshot({ path: `/tmp/l-${step}-${name}.png` }); delete shots[step]; }
    if (want === "lesson-finish") break;
    if (want === "wait") { await p.waitForFunction((s) => document.querySelector("[data-testid=lesson]")?.dataset.step !== String(s), step); continue; }
    if (want === "placement") {
      const cells = (await lesson.getAttribute("data-cells")) ?? (await p.locator(".placement-list button").first().getAttribute("data-position"));
      await p.locator(`.placement-list [data-position="${cells}"]`).click();
      await p.getByTestId("confirm-rug").click();
    } else await p.getByTestId(want).click();
    await p.waitForFunction((s) => document.querySelector("[data-testid=lesson]")?.dataset.step !== String(s), step);
  }
  await ctx.close();
}
await browser.close();
