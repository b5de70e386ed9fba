// Draws the app icons (a Marrakech rug on terracotta) as small indexed-colour PNGs, with
// nothing but Node's zlib. Run once after changing the design: node scripts/make-icons.mjs
// With zopflipng on the path (Debian's zopfli) it then recompresses each, losslessly: the
// committed icons are 0.7 KB gzip smaller so (the site's files have no spare room).
// Writes icons/icon-192.png, icons/icon-512.png (rounded square, "any"),
// icons/maskable-192.png, icons/maskable-512.png (full bleed, motif inside the safe zone) and
// icons/icon-32.png (the page's own icon, a browser tab's: a first visit fetches it).
import { deflateSync } from "node:zlib";
import { writeFileSync, readFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "icons");
// 0 transparent, 1 terracotta, 2 gold, 3 indigo, 4 sand, 5 dark red
const PALETTE = [[0, 0, 0], [0x7a, 0x2e, 0x1d], [0xe0, 0xa5, 0x26], [0x1f, 0x3b, 0x73], [0xf6, 0xea, 0xd2], [0x4a, 0x1a, 0x0e]];

/** The colour index at (u, v), both in [-0.5, 0.5]. */
function paint(u, v, { maskable }) {
  const rugW = maskable ? 0.28 : 0.36; // half width of the rug
  const rugH = maskable ? 0.17 : 0.22; // half height
  const bg = 1;
  if (!maskable) {
    // Rounded square with transparent corners.
    const r = 0.2, e = 0.5 - r;
    const dx = Math.max(Math.abs(u) - e, 0), dy = Math.max(Math.abs(v) - e, 0);
    if (dx * dx + dy * dy > r * r) return 0;
  }
  const au = Math.abs(u), av = Math.abs(v);
  // Fringes on the short sides.
  const fringe = rugW * 0.14;
  if (au > rugW && au <= rugW + fringe && av <= rugH * 0.9) {
    return Math.floor((v + 0.5) / (rugH * 0.18)) % 2 === 0 ? 4 : bg;
  }
  if (au > rugW || av > rugH) return bg;
  const band = rugH * 0.2;
  if (au > rugW - band || av > rugH - band) return 2; // gold border
  if (au > rugW - band * 1.45 || av > rugH - band * 1.45) return 5; // dark line
  const d = au / (rugH * 1.25) + av / (rugH * 0.62); // the central diamond
  if (d <= 0.55) return 2;
  if (d <= 1) return 4;
  // Small diamonds at the two ends of the field.
  const ue = au - rugW * 0.68;
  if (Math.abs(ue) / (rugH * 0.3) + av / (rugH * 0.3) <= 1) return 4;
  return 3;
}

function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, opts) {
  const raw = Buffer.alloc((size + 1) * size);
  const S = 4; // 4x4 supersampling, majority colour
  for (let y = 0; y < size; y++) {
    raw[y * (size + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const votes = new Array(PALETTE.length).fill(0);
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++)
          votes[paint((x + (sx + 0.5) / S) / size - 0.5, (y + (sy + 0.5) / S) / size - 0.5, opts)]++;
      raw[y * (size + 1) + 1 + x] = votes.indexOf(Math.max(...votes));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const chunks = [
    chunk("IHDR", ihdr),
    chunk("PLTE", Buffer.from(PALETTE.flat())),
  ];
  if (!opts.maskable) chunks.push(chunk("tRNS", Buffer.from([0])));
  chunks.push(chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function write(file, data) {
  writeFileSync(file, data);
  try {
    execFileSync("zopflipng", ["-m", "-y", file, file], { stdio: "ignore" });
  } catch {
    // no zopflipng: zlib's own compression stays
  }
  console.log(`${file}: ${readFileSync(file).length} bytes`);
}

mkdirSync(out, { recursive: true });
write(join(out, "icon-32.png"), png(32, { maskable: false }));
for (const size of [192, 512]) {
  for (const maskable of [false, true]) write(join(out, `${maskable ? "maskable" : "icon"}-${size}.png`), png(size, { maskable }));
}
