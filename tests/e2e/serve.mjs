// A small static host for the built site, as GitHub Pages would serve it: under a
// sub-path (/marrakech/), with gzip when the browser asks for it.
// Usage: node serve.mjs [DIST_DIR] [PORT]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(process.argv[2] ?? "../../dist");
const port = Number(process.argv[3] ?? 4173);
const prefix = "/marrakech/";
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

createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(302, { location: prefix });
    return res.end();
  }
  let rel = decodeURIComponent(url.pathname.slice(prefix.length)) || "index.html";
  if (rel.endsWith("/")) rel += "index.html";
  const file = normalize(join(dist, rel));
  if (!file.startsWith(dist)) {
    res.writeHead(403);
    return res.end();
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file");
    let body = await readFile(file);
    const headers = {
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
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
