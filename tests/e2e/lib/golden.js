// The engine's golden games, read where the engine's own tests read them
// (engine/tests/golden/valid/): each NAME.record.json is a `marrakech-record/1` and
// NAME.state.json the `marrakech-state/1` it replays to (docs/formats.md §2, §3).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DIR = new URL("../../../engine/tests/golden/valid/", import.meta.url);

/** The path of golden file `name` (e.g. "3p-classic-full.record.json"). */
export const goldenPath = (name) => fileURLToPath(new URL(name, DIR));

/** Golden file `name`, parsed. */
export const golden = (name) => JSON.parse(readFileSync(goldenPath(name), "utf8"));
