#!/usr/bin/env bash
# Speed, measured (a report, not a test): random playouts per second natively and in
# the browser's wasm, and the hard bot's decision time in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
source scripts/wasm-std.sh
echo "== native (one core)"
native=$(cargo run --profile native -q -p marrakech-engine --bin bench -- "${BENCH_SECONDS:-3}")
echo "$native"
echo "== browser (wasm in Debian's Chromium, release build with the benchmark page)"
trunk build --release --features bench -d target/dist-bench >/dev/null 2>&1
browser=$(cd tests/e2e && node bench.mjs ../../target/dist-bench)
echo "$browser"
# the ratio of 4-player playouts, wasm in the browser over native
n=$(echo "$native" | awk '/^4 players/ {print $4}')
b=$(echo "$browser" | awk '/playouts_per_second_4p/ {print $3}')
awk -v n="$n" -v b="$b" 'BEGIN { if (n > 0) printf "browser/native, 4-player playouts: %.0f%%\n", 100 * b / n }'
