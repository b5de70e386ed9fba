// Runs the engine benchmark page (?bench=1) of the built site in Debian's Chromium and
// prints its numbers. Usage: node bench.mjs [DIST_DIR]
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const dist = process.argv[2] ?? "../../dist";
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const server = spawn("node", ["serve.mjs", dist, String(port)], { stdio: "ignore" });
try {
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/marrakech/?bench=1`);
  const result = page.getByTestId("bench-result");
  await result.filter({ hasText: "{" }).waitFor({ timeout: 600_000 });
  const numbers = JSON.parse(await result.textContent());
  for (const [k, v] of Object.entries(numbers)) console.log(`browser ${k}: ${v}`);
  await browser.close();
} finally {
  server.kill();
}
