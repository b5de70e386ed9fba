// Runs the engine's command-line replay tool (docs/formats.md §4) on a record and returns the
// `marrakech-state/1` it prints, or the error line it prints on exit 1.
//
// The binary: $REPLAY_BIN, else ../../target/release/replay relative to tests/e2e
// (built by global-setup.js with `cargo build --release -p marrakech-engine --bin replay`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = resolve(e2eDir, "../..");

export function replayBin() {
  return process.env.REPLAY_BIN
    ? resolve(process.env.REPLAY_BIN)
    : resolve(e2eDir, "../../target/release/replay");
}

export function replayAvailable() {
  return existsSync(replayBin());
}

/**
 * @param {object|string} record the record (object or JSON text)
 * @returns {{ok: true, state: object} | {ok: false, error: string, status: number}}
 */
export function replay(record) {
  const bin = replayBin();
  if (!existsSync(bin)) {
    throw new Error(
      `replay tool not found at ${bin}: build it with ` +
        "`cargo build --release -p marrakech-engine --bin replay` or set REPLAY_BIN",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "marrakech-replay-"));
  const file = join(dir, "record.json");
  try {
    writeFileSync(file, typeof record === "string" ? record : JSON.stringify(record));
    const run = spawnSync(bin, [file], { encoding: "utf8", timeout: 30_000 });
    if (run.error) throw run.error;
    if (run.status === 0) return { ok: true, state: JSON.parse(run.stdout) };
    return { ok: false, status: run.status, error: (run.stderr || run.stdout).trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The state a record replays to; throws with the tool's message if it refuses the record. */
export function replayState(record) {
  const r = replay(record);
  if (!r.ok) throw new Error(`replay refused the record (exit ${r.status}): ${r.error}`);
  return r.state;
}

/** A copy of `record` keeping only its first k turns. */
export function prefix(record, k) {
  return { ...record, turns: record.turns.slice(0, k) };
}
