// Sub-resource integrity for the build hooks (scripts/split.mjs, scripts/precache.mjs), which
// rewrite files the page names with their hashes.
import { createHash } from "node:crypto";

/** `text` as a regular expression that matches it literally. */
export const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The integrity value of `content` (a string or bytes). */
export const sri = (content) => `sha384-${createHash("sha384").update(content).digest("base64")}`;

/** `page` with every tag naming `./name` given the integrity of `content`. */
export function withIntegrity(page, name, content) {
  const tag = new RegExp(`(<[^>]*\\./${literal(name)}"[^>]*integrity=")[^"]*(")`, "g");
  return page.replace(tag, `$1${sri(content)}$2`);
}
