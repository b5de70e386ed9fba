// What a first visit downloads: every file of the build (the service worker precaches them
// all, so even the icons and the manifest count), raw and gzip-compressed (zlib level 6, as a static host
// such as GitHub Pages serves them). Fails above the hard limit.
// Usage: node scripts/size-report.mjs [DIST] (limits in KB: SIZE_LIMIT_KB, SIZE_GOAL_KB)
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.argv[2] ?? "dist";
const KB = 1024;
// 420 while the words of every language are compiled in; 400 once only the shown language comes
const limit = Number(process.env.SIZE_LIMIT_KB ?? 420) * KB;
const goal = Number(process.env.SIZE_GOAL_KB ?? 150) * KB;

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
const raw = rows.reduce((a, r) => a + r.raw, 0);
const gzip = rows.reduce((a, r) => a + r.gzip, 0);
console.log(`${"total".padEnd(width)} ${kb(raw)} ${kb(gzip)}`);
console.log(`goal ${goal / KB} KB gzip: ${gzip <= goal ? "met" : `${((gzip - goal) / KB).toFixed(1)} KB over`}; hard limit ${limit / KB} KB`);
if (gzip > limit) {
  console.error(`FAIL: the site is ${(gzip / KB).toFixed(1)} KB gzip, above the ${limit / KB} KB limit`);
  process.exit(1);
}
