// Runs the engine benchmark page (?bench=1) of the built site in Debian's Chromium and
// prints its numbers. Usage: node bench.mjs [DIST_DIR]
import { chromium } from "@playwright/test";
import { serveDist } from "./lib/served.mjs";

const dist = process.argv[2] ?? "../../dist";
const site = await serveDist(dist);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  await page.goto(`${site.base}?bench=1`);
  const result = page.getByTestId("bench-result");
  await result.filter({ hasText: "{" }).waitFor({ timeout: 600_000 });
  const numbers = JSON.parse(await result.textContent());
  for (const [k, v] of Object.entries(numbers)) console.log(`browser ${k}: ${v}`);
  await browser.close();
} finally {
  site.close();
}
