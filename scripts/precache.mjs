// Writes the service worker of a build: web/sw.js with the list of every file of the build
// and a version hashed from their names and contents (so each build gets its own cache and
// hashed file names keep busting caches).
// Runs as a Trunk post-build hook (Trunk.toml), on the staging directory; or by hand on a
// built directory: node scripts/precache.mjs dist
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { inlineFirstPaint } from "./inline.mjs";
import { withIntegrity } from "./integrity.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("usage: node scripts/precache.mjs DIR (or run as a Trunk hook)");
  process.exit(2);
}

// 0. Release builds: the JavaScript files (wasm-bindgen's glue and its snippets, the page's
//    scripts, the service worker below) are minified with terser (installed by
//    scripts/setup.sh into .tools), and the sub-resource integrity hashes in index.html follow. Trunk's own minifier cannot parse
//    the glue, and minifying the HTML would reorder the CSP meta tag's attributes.
const release = process.env.TRUNK_PROFILE === "release" || process.argv.includes("--minify");
let terser;
if (release) {
  const require = createRequire(join(root, ".tools", "package.json"));
  try {
    terser = require("terser");
  } catch {
    console.warn("terser is not installed (bash scripts/setup.sh): JavaScript left as it is");
  }
}
if (terser) {
  let page = readFileSync(join(dir, "index.html"), "utf8");
  // the page's own scripts and the glue's snippets (imported by the glue, with hashes too)
  const scripts = walk(dir)
    .map((p) => relative(dir, p).split(sep).join("/"))
    .filter((n) => n.endsWith(".js") && n !== "sw.js");
  for (const name of scripts) {
    const path = join(dir, name);
    const code = readFileSync(path, "utf8");
    const out = await terser.minify(code, { module: true, compress: { passes: 2 }, mangle: true });
    if (!out.code || out.code.length >= code.length) continue;
    writeFileSync(path, out.code);
    page = withIntegrity(page, name, out.code);
  }
  // The style sheet: comments and spacing go (a whitespace-only minifier: nothing in it
  // changes what a rule means); step 1 writes it into the page.
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".css"))) {
    const path = join(dir, name);
    const css = readFileSync(path, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .replace(/\s*([{};])\s*/g, "$1")
      .trim();
    writeFileSync(path, css);
  }
  // Comments of index.html (notes for developers, not for the browser).
  page = page.replace(/<!--[\s\S]*?-->\s*/g, "");
  writeFileSync(join(dir, "index.html"), page);
}

// 1. The style sheet and the shell's script go into the page (scripts/inline.mjs).
const indexPath = join(dir, "index.html");
let html = inlineFirstPaint(dir, readFileSync(indexPath, "utf8"));

// 2. The Content-Security-Policy allows no inline script or style sheet; Trunk's loader and
//    the two above are, so their hashes join script-src and style-src.
const allow = (element, directive) => {
  const hashes = [...html.matchAll(new RegExp(`<${element}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${element}>`, "g"))]
    .filter((m) => m[1].trim() !== "")
    .map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`)
    .filter((h) => !html.includes(h)); // run twice on one build, it adds nothing
  if (hashes.length === 0) return 0;
  const csp = new RegExp(`(<meta http-equiv="Content-Security-Policy" content="[^"]*${directive} [^;"]*)`);
  if (!csp.test(html)) throw new Error(`index.html has no Content-Security-Policy with ${directive}`);
  html = html.replace(csp, (m) => `${m} ${hashes.join(" ")}`);
  return hashes.length;
};
const hashes = allow("script", "script-src");
const styles = allow("style", "style-src");
writeFileSync(indexPath, html);

// 3. English is compiled into the app and never fetched: its words file (copied with the
//    others by Trunk's copy-dir) would only cost every visitor's precache 8 KB gzip. The
//    others are served packed (src/i18n/ftl.rs, `parse_packed`): a first line `#! packed`
//    and the hash of English's ids in order (FNV-1a, as build.rs computes it), then every
//    message of en.ftl in its order as `= text`, without its id (`=` alone: one the file
//    lacks). The ids cost 2.1 KB gzip a file; comments and blank lines go too. Each language
//    comes in two files: `<lang>.ftl` with what the table and the set-up say, and
//    `<lang>.later.ftl` with the words only the views split off the page's wasm show (the
//    rules, the review, about, share, the finished games, the settings' notes, the final
//    screen, the two questions: src/screens/later.rs fetches these words with their code)
//    and the lesson's steps (fetched when it starts), each with the other's messages left
//    out (`=`).
const PACKED = "#! packed ";
const LATER =
  /^((rules|review|about|share|picture|theme)-.*|embed-code|picture|history-note|history-empty|export-all|theme|letters|letters-note|reduce-motion-note|show-odds-note|keys-hint|coach-review-(best|loss|summary)|lesson-step-\d+|lesson-wait|lesson-not-that|tie-(shared|richer-share|richer)|out-of-money-on-turn|winner|score-rule|rematch|new-players|ranking|watch-again|log-wins|log-share-win|table-score-detail|confirm-(title|body|import-title|import-body|lesson-title|lesson-body)|replace)$/;
/** A words file's messages in order: [id, lines], the first line the text after `=`. */
function messages(src) {
  const out = [];
  for (const line of src.replace(/\r/g, "").split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (/^[ \t}]/.test(line)) {
      if (out.length === 0) throw new Error(`an indented line before any message: ${line}`);
      out[out.length - 1][1].push(line);
      continue;
    }
    const eq = line.indexOf("=");
    if (eq < 0) throw new Error(`\`id = text\` expected: ${line}`);
    out.push([line.slice(0, eq).trim(), [line.slice(eq + 1).trim()]]);
  }
  return out;
}
const englishIds = messages(readFileSync(join(root, "words", "en.ftl"), "utf8")).map(([id]) => id);
let order = 0x811c9dc5;
for (const b of Buffer.from(englishIds.map((id) => `${id}\n`).join(""), "utf8")) {
  order = Math.imul(order ^ b, 0x01000193) >>> 0;
}
const wordsDir = join(dir, "words");
rmSync(join(wordsDir, "en.ftl"), { force: true });
for (const name of existsSync(wordsDir) ? readdirSync(wordsDir).filter((n) => /^[a-z]+\.ftl$/.test(n)) : []) {
  const path = join(wordsDir, name);
  const src = readFileSync(path, "utf8");
  if (src.startsWith(PACKED)) continue; // run twice on one build, it packs once
  const texts = new Map(messages(src));
  const pack = (later) => {
    const lines = [`${PACKED}${order.toString(16).padStart(8, "0")}`];
    for (const id of englishIds) {
      const [first, ...more] = LATER.test(id) === later ? (texts.get(id) ?? [""]) : [""];
      lines.push(first === "" ? "=" : `= ${first}`, ...more);
    }
    return `${lines.join("\n")}\n`;
  };
  writeFileSync(path, pack(false));
  writeFileSync(path.replace(/\.ftl$/, ".later.ftl"), pack(true));
}

// 4. The service worker.
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
const precache = `const PRECACHE = ${JSON.stringify({ version, files })};`;
let sw = template.replace(line, precache);
if (terser) {
  // The rest minified (a classic script: its top-level names are its own); the PRECACHE line
  // stays whole on a line of its own, for whoever reads the list.
  const rest = template.replace(line, "");
  const out = await terser.minify(rest, { toplevel: true, compress: { passes: 2 }, mangle: { reserved: ["PRECACHE"] } });
  // the directive must come first to count
  const strict = /^"use strict";/;
  if (out.code) sw = `${strict.test(out.code) ? '"use strict";\n' : ""}${precache}\n${out.code.replace(strict, "")}`;
}
writeFileSync(join(dir, "sw.js"), sw);
console.log(`sw.js: version ${version}, ${files.length} files precached; ${hashes} inline script(s) and ${styles} style sheet(s) allowed by hash`);
