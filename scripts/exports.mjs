// A wasm module's exports, for scripts/split.mjs: a Leptos dependency (server functions'
// streams, unused in a page without a server) exports classes from the page's wasm, and an
// export keeps its code alive through wasm-opt. Dropping the export lets wasm-opt remove it.

import { leb, toLeb } from "./leb.mjs";

/** `wasm` without the exports whose names `drop` matches, and the names dropped. */
export function dropExports(wasm, drop) {
  const out = [wasm.subarray(0, 8)];
  const dropped = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    const end = body + size;
    if (id !== 7) {
      out.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    // the export section: a count, then (name, kind byte, index)
    let [count, p] = leb(wasm, body);
    const kept = [];
    for (let i = 0; i < count; i++) {
      const start = p;
      const [len, nameAt] = leb(wasm, p);
      const name = wasm.subarray(nameAt, nameAt + len).toString("utf8");
      [, p] = leb(wasm, nameAt + len + 1);
      if (drop.test(name)) dropped.push(name);
      else kept.push(wasm.subarray(start, p));
    }
    const section = Buffer.concat([toLeb(kept.length), ...kept]);
    out.push(Buffer.from([7]), toLeb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(out), dropped };
}
