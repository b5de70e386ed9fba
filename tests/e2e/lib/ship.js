// Helpers for the "ship it" tests: the service worker, the page's CSP reports, copies of
// the build served as separate sites by serve.mjs (/site/<name>/).
import { expect } from "@playwright/test";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { repoRoot } from "./replay.js";

export const distDir = resolve(process.env.DIST ?? join(repoRoot, "dist"));

/** Waits until the page's service worker is activated and controls the page. */
export async function waitForServiceWorker(page) {
  // A plain predicate: waitForFunction takes an async one's promise as a truthy answer at
  // once (this wait used to return before the service worker had even installed). The
  // controller is activated once it has cached every file (its install waits for that).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", null, {
    polling: 100,
    timeout: 30_000,
  });
}

/** The version and files the service worker precaches, read from the page's sw.js. */
export async function precacheOf(page) {
  const text = await page.evaluate(async () => (await fetch("sw.js", { cache: "no-store" })).text());
  const m = text.match(/^const PRECACHE = (.*);$/m);
  expect(m, "sw.js has its PRECACHE line").toBeTruthy();
  return JSON.parse(m[1]);
}

/** Records every CSP violation (the event, and console messages that mention the policy). */
export async function recordCspViolations(page) {
  const found = [];
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(msg.text())) found.push(msg.text());
  });
  return async () => [...found, ...(await page.evaluate(() => window.__csp ?? []))];
}

/** Copies the build to a new temporary directory and returns it. */
export async function copyBuild(from = distDir) {
  const dir = await mkdtemp(join(tmpdir(), "marrakech-site-"));
  await cp(from, dir, { recursive: true });
  return dir;
}

/** A "new deployment": a copy of the build whose index.html carries a marker, with its
 *  service worker rewritten (new precache version) by the build's own script. */
export async function newDeployment(from, marker) {
  const dir = await copyBuild(from);
  const index = join(dir, "index.html");
  const html = await readFile(index, "utf8");
  await writeFile(index, html.replace("<head>", `<head>\n    <meta name="build" content="${marker}" />`));
  execFileSync("node", [join(repoRoot, "scripts", "precache.mjs"), dir], { stdio: "pipe" });
  return dir;
}

/** Serves `dir` at /site/<name>/ (see serve.mjs); returns the site's URL. */
export async function serveSite(request, baseURL, name, dir) {
  const origin = new URL(baseURL).origin;
  const res = await request.post(`${origin}/__site?name=${name}&dir=${encodeURIComponent(dir)}`);
  expect(res.status(), "serve.mjs accepted the site").toBe(204);
  return `${origin}/site/${name}/`;
}
