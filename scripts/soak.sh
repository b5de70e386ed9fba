#!/usr/bin/env bash
# Soak benchmark (a report, not a test): 200 bot-only games in one page at instant speed;
# prints the JS heap and the wasm memory after game 20 and after the last. GAMES=N for
# another count.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
[ -f dist/index.html ] || bash scripts/build.sh >/dev/null
cd tests/e2e && node soak.mjs ../../dist "${GAMES:-200}"
