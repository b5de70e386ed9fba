// Short names for what the page's wasm and its glue say to each other, for scripts/split.mjs.
// wasm-bindgen names every import after its function and a 16-digit hash
// (`__wbg_classList_97e966c261669b85`) and every closure's export after its whole Rust type;
// both files carry each name, and hashes hardly compress: about 7 KB gzip of a first visit.
// The glue is the only reader of these names, so both sides get `$0`, `$1`, ... instead.

import { leb, toLeb } from "./leb.mjs";

const name = (s) => {
  const bytes = Buffer.from(s, "utf8");
  return Buffer.concat([toLeb(bytes.length), bytes]);
};

const readName = (wasm, at) => {
  const [len, from] = leb(wasm, at);
  return [wasm.subarray(from, from + len).toString("utf8"), from + len];
};

/** Where an import's description (after its two names) ends. */
function descEnd(wasm, at) {
  const kind = wasm[at++];
  const limits = (p) => {
    const flags = wasm[p++];
    [, p] = leb(wasm, p);
    if (flags & 1) [, p] = leb(wasm, p);
    return p;
  };
  switch (kind) {
    case 0: // a function: its type
    case 4: // a tag: an attribute byte, then its type
      return leb(wasm, kind === 4 ? at + 1 : at)[1];
    case 1: // a table: its element type, then limits
      return limits(at + 1);
    case 2: // a memory: limits
      return limits(at);
    case 3: // a global: its type and mutability
      return at + 2;
    default:
      throw new Error(`names.mjs: an import of unknown kind ${kind}`);
  }
}

/**
 * `wasm` with short names for the imports from `module` and for the exports whose names
 * `ours` matches, and the map from each old name to its new one.
 */
export function shortNames(wasm, module, ours) {
  const map = new Map();
  const short = (old) => {
    if (!map.has(old)) map.set(old, `$${map.size.toString(36)}`);
    return map.get(old);
  };
  const out = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    const end = body + size;
    if (id !== 2 && id !== 7) {
      out.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = leb(wasm, body);
    const entries = [toLeb(count)];
    for (let i = 0; i < count; i++) {
      if (id === 2) {
        // an import: module, field, description
        const [from, fieldAt] = readName(wasm, p);
        const [field, descAt] = readName(wasm, fieldAt);
        p = descEnd(wasm, descAt);
        const renamed = from === module ? short(field) : field;
        entries.push(name(from), name(renamed), wasm.subarray(descAt, p));
      } else {
        // an export: name, kind byte, index
        const [field, kindAt] = readName(wasm, p);
        [, p] = leb(wasm, kindAt + 1);
        const renamed = ours.test(field) ? short(field) : field;
        entries.push(name(renamed), wasm.subarray(kindAt, p));
      }
    }
    if (p !== end) throw new Error(`names.mjs: section ${id} does not end where its size says`);
    const section = Buffer.concat(entries);
    out.push(Buffer.from([id]), toLeb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(out), map };
}

/** `js` with every old name of `map` (a whole identifier) replaced by its new one. */
export function renameIn(js, map) {
  return js.replace(/[A-Za-z_$][\w$]*/g, (word) => map.get(word) ?? word);
}
