import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
const port = 4398;
const server = spawn("node", ["serve.mjs", "../../dist", String(port)], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 600));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const sizes = (process.env.SIZES ?? "390x844,390x660,844x390,768x1024,1024x768,1280x800").split(",");
for (const size of sizes) {
  const [w, h] = size.split("x").map(Number);
  const page = await browser.newPage({ viewport: { width: w, height: h }, hasTouch: true });
  await page.goto(`http://127.0.0.1:${port}/marrakech/?seed=11&speed=instant`);
  const hook = (id) => page.getByTestId(id);
  await hook("setup").waitFor();
  await page.screenshot({ path: `/tmp/s-${size}-setup.png` });
  await hook("player-count").selectOption("4");
  await hook("player-kind-1").selectOption("easy");
  await hook("player-kind-2").selectOption("easy");
  await hook("player-kind-3").selectOption("easy");
  await hook("start-game").click();
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(100);
    const phase = await hook("phase").getAttribute("data-phase");
    if (phase === "orient") { if (i > 10) await page.screenshot({ path: `/tmp/s-${size}-orient.png` }); await hook("rotate-left").click(); }
    else if (phase === "roll" && (await hook("roll").count())) { if (i > 10) await page.screenshot({ path: `/tmp/s-${size}-roll.png` }); await hook("roll").click(); }
    else if (phase === "place" && (await hook("confirm-rug").count())) { await page.locator(".placement-list button").first().click(); if (i > 10) await page.screenshot({ path: `/tmp/s-${size}-place.png` }); await hook("confirm-rug").click(); }
  }
  console.log(size, "scrollY", await page.evaluate(() => [scrollY, document.documentElement.scrollHeight]));
  await page.close();
}
await browser.close();
server.kill();
