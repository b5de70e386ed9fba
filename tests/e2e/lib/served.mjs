// The built site served as a static host would (serve.mjs) on a free port, for the
// benchmark scripts: `const site = await serveDist(dist)`, then `site.base`, `site.port`,
// and `site.close()`.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export async function serveDist(dist) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  const serve = fileURLToPath(new URL("../serve.mjs", import.meta.url));
  const server = spawn("node", [serve, dist, String(port)], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  return { port, base: `http://127.0.0.1:${port}/marrakech/`, close: () => server.kill() };
}
