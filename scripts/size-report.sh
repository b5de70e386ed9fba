#!/usr/bin/env bash
# Prints each file of the built site with its raw and gzip size and the total (what a first
# visit downloads); fails if the gzip total is above the hard limit (420 KB for now, to go down to 400).
# Usage: bash scripts/size-report.sh [DIST]   (build first: bash scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/size-report.mjs "${1:-dist}"
