// Builds the native replay tool the tests compare the page with (docs/formats.md §4), unless
// REPLAY_BIN points at one or E2E_SKIP_REPLAY_BUILD is set. Cargo makes this a no-op when the
// binary is up to date.
import { spawnSync } from "node:child_process";
import { repoRoot, replayBin } from "./lib/replay.js";

export default function globalSetup() {
  if (process.env.REPLAY_BIN || process.env.E2E_SKIP_REPLAY_BUILD) return;
  const run = spawnSync(
    "cargo",
    ["build", "--release", "-q", "-p", "marrakech-engine", "--bin", "replay"],
    { cwd: repoRoot, stdio: "inherit" },
  );
  if (run.status !== 0) {
    console.warn(`[e2e] could not build the replay tool (${replayBin()}); tests that need it will fail`);
  }
}
