#!/usr/bin/env bash
# Screenshots of the moments a player sees, at the sizes players use, light and dark, for a
# person to look at: tests/e2e/screenshots/shots/*.png (not committed). Builds the site first
# unless SKIP_BUILD=1.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
if [ "${SKIP_BUILD:-0}" != 1 ]; then bash scripts/build.sh; fi
E2E_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
export E2E_PORT E2E_SKIP_REPLAY_BUILD=1
(cd tests/e2e && npx playwright test --config shots.config.js "$@")
echo "screenshots: tests/e2e/screenshots/shots/"
