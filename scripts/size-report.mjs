// Every file of the build, raw and gzip-compressed (zlib level 6, as a static host such as
// GitHub Pages serves them), and two figures: what a first visit downloads before the page is
// interactive (scripts/first-visit.mjs: English is compiled in, another language's words file
// comes with it; the largest is counted, the worst case), and all the files (the service
// worker precaches them after the page is up). Each figure is printed against its target
// (320 KB before the first move, 480 KB in all) and fails above its hard limit, the target
// itself for both. The limits are those of the build scripts/wasm-std.sh makes here: with the
// wasm's own standard library (320 and 480 KB), or the plain, larger build where setup could
// not fetch it (350 and 510).
// Usage: node scripts/size-report.mjs [DIST] (hard limits in KB: SIZE_LIMIT_KB for the first
// visit, SIZE_ALL_LIMIT_KB for all files)
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { beforeInteractive } from "./first-visit.mjs";

const dist = process.argv[2] ?? "dist";
const KB = 1024;
const ownStd = (() => {
  try {
    const mark = join(dirname(fileURLToPath(import.meta.url)), "..", ".tools", "wasm-std");
    return readFileSync(mark, "utf8").trim() === execFileSync("rustc", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return false;
  }
})();
const limit = Number(process.env.SIZE_LIMIT_KB ?? (ownStd ? 320 : 350)) * KB;
const allLimit = Number(process.env.SIZE_ALL_LIMIT_KB ?? (ownStd ? 480 : 510)) * KB;
const target = 320 * KB;
const allTarget = 480 * KB;

const walk = (d) =>
  readdirSync(d).flatMap((n) => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const rows = walk(dist)
  .map((p) => {
    const data = readFileSync(p);
    return { file: relative(dist, p), raw: data.length, gzip: gzipSync(data) /* level 6, as servers compress */.length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / KB).toFixed(1)} KB`.padStart(10);
const width = Math.max(...rows.map((r) => r.file.length), 5);
console.log(`${"file".padEnd(width)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
for (const r of rows) console.log(`${r.file.padEnd(width)} ${kb(r.raw)} ${kb(r.gzip)}`);
const sum = (list, k) => list.reduce((a, r) => a + r[k], 0);
const langs = rows.map((r) => /^words\/([a-z]+)\.ftl$/.exec(r.file)?.[1]).filter(Boolean);
const visit = (lang) => sum(rows.filter((r) => beforeInteractive(r.file, lang)), "gzip");
const english = visit("en");
// the worst language: the largest words file
const worst = langs.reduce((a, l) => (visit(l) > visit(a) ? l : a), "en");
const first = visit(worst);
const all = sum(rows, "gzip");
console.log(`${"total".padEnd(width)} ${kb(sum(rows, "raw"))} ${kb(all)}`);
console.log(`first visit in English, before the page is interactive: ${kb(english).trim()} gzip`);
// the margin in bytes too: at one decimal a KB, 319.9 hides whether 10 or 100 bytes are left
const against = (n, t) =>
  `target ${t / KB} KB: ${n <= t ? `met (${n.toLocaleString("en")} bytes, ${(t - n).toLocaleString("en")} to spare)` : `${((n - t) / KB).toFixed(1)} KB over`}`;
console.log(`first visit in any language (the worst, ${worst}): ${kb(first).trim()} gzip; ${against(first, target)}; hard limit ${limit / KB} KB`);
console.log(`all files (the service worker precaches them after the page is up): ${kb(all).trim()} gzip; ${against(all, allTarget)}; hard limit ${allLimit / KB} KB`);
let failed = false;
if (first > limit) {
  console.error(`FAIL: a first visit downloads ${(first / KB).toFixed(1)} KB gzip before the first move, above the ${limit / KB} KB limit`);
  failed = true;
}
if (all > allLimit) {
  console.error(`FAIL: the site is ${(all / KB).toFixed(1)} KB gzip, above the ${allLimit / KB} KB limit`);
  failed = true;
}
if (failed) process.exit(1);
