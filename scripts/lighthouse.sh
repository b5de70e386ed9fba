#!/usr/bin/env bash
# Lighthouse (npm lighthouse@12, Debian's Chromium) against the release build served as a
# static host would (gzip, under /marrakech/): prints the mobile Performance, Accessibility
# and Best Practices scores and any audit that lost points. A report, not a test: timings
# vary from run to run. Build first (bash scripts/build.sh).
# Usage: bash scripts/lighthouse.sh [DIST]   (LH_PORT, CHROME_PATH and LH_OUT may be set)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=$(realpath "${1:-dist}")
port=${LH_PORT:-4599}
out=${LH_OUT:-$(mktemp -d)/lighthouse.json}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}

if [ ! -x tests/lighthouse/node_modules/.bin/lighthouse ] ||
  [ tests/lighthouse/package-lock.json -nt tests/lighthouse/node_modules/.package-lock.json ]; then
  (cd tests/lighthouse && npm ci --no-audit --no-fund --silent)
fi

node tests/e2e/serve.mjs "$dist" "$port" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf -o /dev/null "http://127.0.0.1:$port/marrakech/" && break; sleep 0.1; done

tests/lighthouse/node_modules/.bin/lighthouse "http://127.0.0.1:$port/marrakech/" \
  --only-categories=performance,accessibility,best-practices \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
  --output=json --output-path="$out" --quiet

node - "$out" <<'JS'
const r = JSON.parse(require("node:fs").readFileSync(process.argv[2], "utf8"));
console.log(`Lighthouse ${r.lighthouseVersion}, ${r.configSettings.formFactor}, ${r.finalDisplayedUrl}`);
for (const c of Object.values(r.categories)) {
  console.log(`${c.title.padEnd(16)} ${Math.round(c.score * 100)}`);
  for (const ref of c.auditRefs.filter((a) => a.weight > 0)) {
    const a = r.audits[ref.id];
    if (a.score !== null && a.score < 1) console.log(`  - ${a.id}: ${a.score} ${a.displayValue ?? ""}`);
  }
}
const m = (id) => r.audits[id]?.displayValue ?? "";
console.log(`FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}, SI ${m("speed-index")}`);
console.log(`full report: ${process.argv[2]}`);
JS
