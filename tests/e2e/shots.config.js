// The screenshots of the moments a player sees (shots/moments.spec.js), for a person to look
// at: `bash scripts/screens.sh` writes them into tests/e2e/screenshots/shots/ (not committed).
import base from "./playwright.config.js";

export default { ...base, testDir: "./shots", workers: 1, timeout: 180_000 };
