// Writes the service worker of a build: web/sw.js with the list of every file of the build
// and a version hashed from their names and contents (so each build gets its own cache and
// hashed file names keep busting caches).
// Runs as a Trunk post-build hook (Trunk.toml), on the staging directory; or by hand on a
// built directory: node scripts/precache.mjs dist
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("usage: node scripts/precache.mjs DIR (or run as a Trunk hook)");
  process.exit(2);
}

// 1. The Content-Security-Policy allows no inline script; Trunk's loader is one, so its
//    hash (and that of any other inline script Trunk wrote) joins script-src.
const indexPath = join(dir, "index.html");
let html = readFileSync(indexPath, "utf8");
const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => m[1].trim() !== "")
  .map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`)
  .filter((h) => !html.includes(h)); // run twice on one build, it adds nothing
if (hashes.length > 0) {
  const csp = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src [^;"]*)/;
  if (!csp.test(html)) throw new Error("index.html has no Content-Security-Policy with script-src");
  html = html.replace(csp, (m) => `${m} ${hashes.join(" ")}`);
  writeFileSync(indexPath, html);
}

// 2. The service worker.
function walk(d) {
  return readdirSync(d).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dir)
  .map((p) => relative(dir, p).split(sep).join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const template = readFileSync(join(root, "web", "sw.js"), "utf8");
const hash = createHash("sha256");
hash.update(template);
for (const f of files) {
  hash.update(`\0${f}\0`);
  hash.update(readFileSync(join(dir, f)));
}
const version = hash.digest("hex").slice(0, 16);
const line = /^const PRECACHE = .*$/m;
if (!line.test(template)) throw new Error("web/sw.js has no PRECACHE line");
const sw = template.replace(line, `const PRECACHE = ${JSON.stringify({ version, files })};`);
writeFileSync(join(dir, "sw.js"), sw);
console.log(`sw.js: version ${version}, ${files.length} files precached; ${hashes.length} inline script(s) allowed by hash`);
