// What the first paint waits for, written into the page itself: the style sheet and
// web/shell.js. As files they cost a first visit a round trip before anything is painted
// (both block rendering); inline, the page paints as soon as it arrives. The
// Content-Security-Policy still allows no other inline code: scripts/precache.mjs adds the
// hash of each inline script and style sheet to it. The files go from the build (nothing
// else names them, and the service worker would only cache them for nothing).
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

/** `page` (dir/index.html's text) with its style sheet and shell script inlined. */
export function inlineFirstPaint(dir, page) {
  const tags = [
    [/<link rel="stylesheet" href="\.\/(main-[0-9a-f]+\.css)"[^>]*>/, "style"],
    [/<script src="\.\/(shell-[0-9a-f]+\.js)"[^>]*><\/script>/, "script"],
  ];
  for (const [tag, element] of tags) {
    const m = tag.exec(page);
    if (!m) continue; // run twice on one build, it inlines once
    const read = readFileSync(join(dir, m[1]), "utf8");
    const text = element === "style" ? tighten(read) : read;
    if (new RegExp(`</${element}`, "i").test(text)) throw new Error(`${m[1]} would close its own <${element}>`);
    page = page.replace(m[0], () => `<${element}>${text}</${element}>`);
    rmSync(join(dir, m[1]));
  }
  return page;
}

/** `css` without the blanks Trunk leaves after a colon and round `{ } ; , >` (strings kept
 * as they are); a first visit pays for every byte of the page. */
export function tighten(css) {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, i) => (i % 2 ? part : part.replace(/:\s+/g, ":").replace(/\s*([{};,>])\s*/g, "$1").replace(/;}/g, "}")))
    .join("");
}
