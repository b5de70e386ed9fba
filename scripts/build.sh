#!/usr/bin/env bash
# Builds the static site (release: optimised for size) into dist/.
# Deploy by copying dist/ to any static host; it works from any sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
source scripts/wasm-std.sh
trunk build --release "$@"
