#!/usr/bin/env bash
# Prints each file of the built site with its raw and gzip size, what a first visit downloads
# before the first move (hard limit and target 320 KB gzip) and all the files (hard limit and target
# 480); 350 and 510 for a wasm built without its own standard library (scripts/wasm-std.sh).
# Usage: bash scripts/size-report.sh [DIST]   (build first: bash scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/size-report.mjs "${1:-dist}"
