// A small static host for the built site, as GitHub Pages would serve it: under a
// sub-path (/marrakech/), with gzip when the browser asks for it (and, like GitHub Pages,
// `Access-Control-Allow-Origin: *`).
// Usage: node serve.mjs [DIST_DIR] [PORT]
// For the tests it also serves:
// - /host/: tests/e2e/host/, a page of someone else's site that embeds the game;
// - /site/<name>/: a copy of a build chosen by the test (POST /__site?name=<name>&dir=<abs
//   dir>, the dir under the system's temp dir); posting again with another dir is a new
//   deployment at the same address (the service worker's update test).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = resolve(process.argv[2] ?? "../../dist");
const port = Number(process.argv[3] ?? 4173);
const prefix = "/marrakech/";
const hostDir = join(dirname(fileURLToPath(import.meta.url)), "host");
const sites = new Map(); // name -> directory
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

function mount(pathname) {
  if (pathname.startsWith(prefix)) return { root: dist, rel: pathname.slice(prefix.length) };
  if (pathname.startsWith("/host/")) return { root: hostDir, rel: pathname.slice("/host/".length) };
  const m = pathname.match(/^\/site\/([\w-]+)\/(.*)$/);
  if (m && sites.has(m[1])) return { root: sites.get(m[1]), rel: m[2] };
  return null;
}

createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/__site" && req.method === "POST") {
    const name = url.searchParams.get("name") ?? "";
    const dir = resolve(url.searchParams.get("dir") ?? "");
    const ok = /^[\w-]+$/.test(name) && dir.startsWith(resolve(tmpdir()) + sep);
    if (ok) sites.set(name, dir);
    res.writeHead(ok ? 204 : 400);
    return res.end();
  }
  const where = mount(url.pathname);
  if (!where) {
    res.writeHead(302, { location: prefix });
    return res.end();
  }
  const root = where.root;
  let rel = decodeURIComponent(where.rel) || "index.html";
  if (rel.endsWith("/")) rel += "index.html";
  const file = normalize(join(root, rel));
  if (!file.startsWith(root)) {
    res.writeHead(403);
    return res.end();
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file");
    let body = await readFile(file);
    const headers = {
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
      "access-control-allow-origin": "*",
    };
    if ((req.headers["accept-encoding"] ?? "").includes("gzip")) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  }
}).listen(port, "127.0.0.1", () => {
  console.log(`serving ${dist} at http://127.0.0.1:${port}${prefix}`);
});
