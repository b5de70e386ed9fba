#!/usr/bin/env bash
# Speed, measured (a report, not a test): random playouts per second natively and in
# the browser's wasm, and the hard bot's decision time in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
echo "== native (one core)"
cargo run --profile native -q -p marrakech-engine --bin bench -- "${BENCH_SECONDS:-3}"
echo "== browser (wasm in Debian's Chromium, release build with the benchmark page)"
trunk build --release --features bench -d target/dist-bench >/dev/null 2>&1
(cd tests/e2e && node bench.mjs ../../target/dist-bench)
