// The languages of the game: one words file each (words/<code>.ftl), English first.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const LANGS = [
  "en",
  ...readdirSync(fileURLToPath(new URL("../../../words/", import.meta.url)))
    .filter((f) => f.endsWith(".ftl") && f !== "en.ftl")
    .map((f) => f.slice(0, -4))
    .sort(),
];

/** Languages written from right to left. */
export const RTL = ["ar"];
