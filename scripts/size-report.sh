#!/usr/bin/env bash
# Prints each file of the built site with its raw and gzip size, what a first visit downloads
# before the first move (hard limit 420 KB gzip for now, aiming at 400) and all the files (hard limit 480 KB).
# Usage: bash scripts/size-report.sh [DIST]   (build first: bash scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/size-report.mjs "${1:-dist}"
