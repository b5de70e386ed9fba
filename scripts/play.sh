#!/usr/bin/env bash
# Sets everything up, builds the game and serves it on http://127.0.0.1:8080/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$(pwd)/.tools/node_modules/.bin:$PATH"
source scripts/wasm-std.sh
echo "Building; the game will be at http://127.0.0.1:8080/ (Ctrl-C stops it)"
exec trunk serve --release --address 127.0.0.1 --port 8080
