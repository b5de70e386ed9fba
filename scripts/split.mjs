// Splits the page's wasm: what a first visit needs stays in the main module; the parts the
// app marks as split points (`#[wasm_split(...)]`: the rarely opened panels, the thinking on
// the page's thread when the worker fails) go to modules of their own, fetched once the page
// is up (src/lazy.rs) and precached by the service worker.
// Runs as a Trunk post-build hook before scripts/precache.mjs (Trunk.toml), on the staging
// directory: it redoes Trunk's wasm-bindgen step on the split main module (Trunk cannot split)
// and, in release builds, Trunk's wasm-opt step (index.html turns Trunk's off for the page).
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renameIn, shortNames } from "./names.mjs";
import { literal, sri, withIntegrity } from "./integrity.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("usage: node scripts/split.mjs DIR (or run as a Trunk hook)");
  process.exit(2);
}
const release = process.env.TRUNK_PROFILE === "release";
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const raw = join(target, "wasm32-unknown-unknown", release ? "release" : "debug", "marrakech.wasm");

const glue = readdirSync(dir).find((n) => /^marrakech-[0-9a-f]+\.js$/.test(n));
if (!glue) throw new Error(`no marrakech-<hash>.js in ${dir}`);
const stem = glue.slice(0, -3);

const home = process.env.HOME ?? "";
const tool = (name, ...places) => places.find((p) => existsSync(p)) ?? name;
const wasmSplit = tool("wasm-split-cli", join(home, ".cargo", "bin", "wasm-split-cli"));
const wasmBindgen = tool("wasm-bindgen", join(home, ".cargo", "bin", "wasm-bindgen"));
const wasmOpt = tool("wasm-opt", join(root, ".tools", "node_modules", ".bin", "wasm-opt"));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });

/**
 * `page` with the wasm compiled in a worker (web/compile.js) that web/shell.js starts while
 * the page paints: the shell learns the wasm's name and integrity, the loader takes the module
 * the worker answers (or the download the shell falls back to), and the page's own preload of
 * the wasm goes (the worker downloads it; a preload would download it twice).
 */
function compiledInWorker(page, wasm) {
  const shell = readdirSync(dir).find((n) => /^shell-[0-9a-f]+\.js$/.test(n));
  if (!shell) throw new Error(`no shell-<hash>.js in ${dir}`);
  const ref = `./${wasm} ${sri(readFileSync(join(dir, wasm)))}`;
  const code = readFileSync(join(dir, shell), "utf8");
  if (!code.includes(ref)) {
    if (!code.includes('"@page-wasm@"')) throw new Error("web/shell.js has no \"@page-wasm@\" to name the wasm");
    writeFileSync(join(dir, shell), code.replace('"@page-wasm@"', JSON.stringify(ref)));
  }
  page = withIntegrity(page, shell, readFileSync(join(dir, shell)));
  const load = `init({ module_or_path: './${wasm}' })`;
  const fromWorker = `init({ module_or_path: window.marrakechModule || './${wasm}' })`;
  if (!page.includes(load) && !page.includes(fromWorker)) throw new Error("the page's loader is not Trunk's");
  page = page.replace(load, fromWorker);
  // Trunk's loader also hands the glue's exports to `window.wasmBindings`, which nothing here
  // uses, between blank lines: a first visit pays for every byte of the page (-30 bytes gzip)
  page = page
    .replace(/^import init, \* as bindings from /m, "import init from ")
    .replace(/\n+window\.wasmBindings = bindings;\n+/, "\n")
    .replace(/(TrunkApplicationStarted"[^\n]*)\n+<\/script>/, "$1\n</script>");
  if (page.includes("bindings")) throw new Error("the page's loader uses Trunk's bindings after all");
  return page.replace(new RegExp(`<link rel="preload" href="\\./${literal(wasm)}"[^>]*>`), "");
}

const tmp = mkdtempSync(join(tmpdir(), "marrakech-split-"));
try {
  const parts = join(tmp, "parts");
  run(wasmSplit, ["--target", "web", "--out-name", stem, raw, parts]);
  run(wasmBindgen, ["--target", "web", "--keep-lld-exports", "--weak-refs", "--no-typescript",
    "--out-dir", join(tmp, "bg"), "--out-name", stem, join(parts, `${stem}.wasm`)]);

  // wasm-opt as Trunk would run it. The main module may assume its memory starts zeroed and
  // its first kilobyte unused (Rust's data starts at 1 MiB): -2.5 KB gzip; then its control
  // flow rebuilt from a flat form and shrunk again: -1.3 KB gzip, +15 s. A part shares the
  // main module's memory, already written: it assumes neither.
  const optimise = (from, to, main) => {
    if (!release) return copyFileSync(from, to);
    const more = main ? ["--low-memory-unused", "--zero-filled-memory", "--flatten", "--rereloop"] : [];
    run(wasmOpt, ["-Oz", from, "--converge", ...more, "-Oz", "-o", to]);
    // the control flow rebuilt leaves more to a plain pass after it: -0.8 KB gzip, +10 s
    if (main) run(wasmOpt, ["-Oz", to, "--converge", "-o", to]);
  };
  const hash = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

  // The parts, named by their contents (a cached part never meets another build's page).
  let loader = readFileSync(join(parts, "__wasm_split.js"), "utf8");
  // a part per split module (split_<name>.wasm) and one per piece of code two of them share
  // (chunk_<n>.wasm)
  const isPart = (n) => /^(split|chunk)_.*\.wasm$/.test(n);
  for (const old of readdirSync(dir).filter(isPart)) rmSync(join(dir, old));
  for (const part of readdirSync(parts).filter(isPart)) {
    const out = join(tmp, part);
    optimise(join(parts, part), out, false);
    const bytes = readFileSync(out);
    const named = `${part.slice(0, -5)}-${hash(bytes)}.wasm`;
    writeFileSync(join(dir, named), bytes);
    if (!loader.includes(`"./${part}"`)) throw new Error(`the loader does not name ${part}`);
    loader = loader.replaceAll(`"./${part}"`, `"./${named}"`);
  }
  for (const old of readdirSync(dir).filter((n) => /^wasm-split-.*\.js$/.test(n))) rmSync(join(dir, old));
  const loaderName = `wasm-split-${hash(loader)}.js`;
  writeFileSync(join(dir, loaderName), loader);

  let js = readFileSync(join(tmp, "bg", `${stem}.js`), "utf8");
  // The import's path only: the wasm's import module keeps its name.
  const from = /(\bfrom\s*)"\.\/__wasm_split\.js"/g;
  if (!js.match(from)) throw new Error("the glue does not import the loader");
  js = js.replace(from, `$1"./${loaderName}"`);
  // crates/no-streams keeps Leptos's unused stream classes out of the page (-4.1 KB gzip)
  if (/IntoUnderlying/.test(js)) throw new Error("wasm-streams' classes are back in the page: Cargo.toml's [patch.crates-io] no longer applies");
  const bg = join(tmp, "bg", `${stem}_bg.wasm`);
  const main = join(dir, `${stem}_bg.wasm`);
  optimise(bg, main, true);
  // Short names between the wasm and its glue (scripts/names.mjs): -7.9 KB gzip. Only
  // wasm-bindgen's own exports: the split's loader takes `memory`, `__indirect_function_table`
  // and `__wasm_split_shared0` by name, and a plain name (`main`) could mean something else
  // in the glue.
  const ours = /^(__wbindgen_|__wbg_|__externref_|wasm_bindgen_)/;
  const short = shortNames(readFileSync(main), `./${stem}_bg.js`, ours);
  if (!short.map.size) throw new Error(`the wasm imports nothing from ./${stem}_bg.js: wasm-bindgen names its glue otherwise`);
  const renamed = renameIn(js, short.map);
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(short.wasm));
  const given = new Set([...renamed.matchAll(/(?<![\w$])(\$[0-9a-z]+)\s*:/g)].map((m) => m[1]));
  const unnamed = imports.filter((i) => i.module === `./${stem}_bg.js` && !given.has(i.name));
  if (unnamed.length) throw new Error(`the glue does not give the wasm's imports ${unnamed.map((i) => i.name).join(", ")}`);
  writeFileSync(main, short.wasm);
  writeFileSync(join(dir, glue), renamed);

  // The page names the glue and the wasm with their integrity: both changed. The loader is
  // fetched with the glue (the glue imports it), not after it: one round trip less.
  let page = readFileSync(join(dir, "index.html"), "utf8");
  const glueTag = new RegExp(`<link rel="modulepreload" href="\\./${literal(glue)}"[^>]*>`);
  const preload = `<link rel="modulepreload" href="./${loaderName}" crossorigin="anonymous" integrity="${sri(loader)}">`;
  if (!glueTag.test(page)) throw new Error("the page does not preload the glue");
  page = page.replace(/<link rel="modulepreload" href="\.\/wasm-split-[^"]*"[^>]*>/g, "");
  page = page.replace(glueTag, (tag) => `${tag}${preload}`);
  for (const name of [glue, `${stem}_bg.wasm`]) page = withIntegrity(page, name, readFileSync(join(dir, name)));
  page = compiledInWorker(page, `${stem}_bg.wasm`);
  writeFileSync(join(dir, "index.html"), page);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
