// Playwright drives Debian's Chromium (/usr/bin/chromium): no browser is downloaded.
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./global-setup.js",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Once more on failure: a test that passes only the second time is reported as flaky in
  // the summary (seen under load: Chromium failing an offline reload that its service
  // worker serves every other time). One that fails twice fails the run.
  retries: process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES) : 1,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}/marrakech/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node serve.mjs ${process.env.DIST ?? "../../dist"} ${port}`,
    url: `http://127.0.0.1:${port}/marrakech/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
