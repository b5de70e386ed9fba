// LEB128, the wasm binary format's way of writing an unsigned number, for the scripts that
// rewrite a wasm module's sections (scripts/names.mjs).

/** The number at `at` in `bytes`, and where the next field starts. */
export const leb = (bytes, at) => {
  let n = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [n, at];
  }
};

/** `n` written as LEB128. */
export const toLeb = (n) => {
  const out = [];
  do {
    let b = n & 0x7f;
    n = Math.floor(n / 128);
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return Buffer.from(out);
};
