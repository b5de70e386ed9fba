#!/usr/bin/env bash
# Sets everything up and runs every test: formatting, lints, engine and app tests,
# then the browser tests against the built site in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
export CARGO_TERM_COLOR=never

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "format"
cargo fmt --all -- --check

step "lints (native and wasm)"
cargo clippy --workspace --all-targets --all-features --locked -- -D warnings
cargo clippy -p marrakech -p marrakech-thinking --target wasm32-unknown-unknown --locked -- -D warnings

step "engine and app tests"
cargo test --workspace --locked

step "perft cross-checked with the independent Python count"
python3 engine/tests/golden/perft.py

step "release build of the site"
bash scripts/build.sh

step "size of the site (fails above the hard limit)"
bash scripts/size-report.sh

step "browser tests (Playwright, Debian's Chromium)"
# A free port, so a second run on the same machine does not collide with the first.
E2E_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
export E2E_PORT
(cd tests/e2e && npx playwright test)
