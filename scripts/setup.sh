#!/usr/bin/env bash
# Installs what building, serving and testing the game needs, and skips what is there.
# Works on a fresh Debian machine that reaches only the package registries
# (crates.io, npm, Debian, and rustup's own components): no tool is downloaded from anywhere
# else.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132
export PATH="$HOME/.cargo/bin:$root/.tools/node_modules/.bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# 1. Debian packages: Chromium and its driver for the browser tests, Node for Playwright,
#    Python for the independent perft count.
# SETUP_NO_BROWSER=1 (the Pages workflow: it only builds) skips Chromium.
need_apt=()
if [ "${SETUP_NO_BROWSER:-0}" != 1 ]; then
  command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
fi
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3)
if [ ${#need_apt[@]} -gt 0 ]; then
  say "installing Debian packages: ${need_apt[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# 2. Rust: the wasm target.
if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is missing: install Rust with rustup first" >&2
  exit 1
fi
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2b. The standard library's source and its crates, for a release wasm built with its own
#     standard library (scripts/wasm-std.sh); the build does without them if they can't come.
mark=.tools/wasm-std
if [ "$(cat "$mark" 2>/dev/null)" != "$(rustc --version)" ]; then
  say "fetching the standard library's source for the wasm build"
  mkdir -p .tools
  if timeout 600 rustup component add rust-src >/dev/null \
    && RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
      cargo fetch --quiet --target wasm32-unknown-unknown; then
    rustc --version > "$mark"
  else
    echo "warning: no standard library source: the wasm will be built the plain way (larger)" >&2
  fi
fi

# 3. Trunk, from crates.io (0.22 needs a newer rustc than this machine has).
if ! trunk --version 2>/dev/null | grep -qx "trunk $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (takes a few minutes)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# 4. wasm-bindgen-cli at exactly the version Cargo.lock uses.
wb_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb_version\$"; then
  say "installing wasm-bindgen-cli $wb_version"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

# 4b. wasm-split-cli: splits the page's wasm into the part a first visit needs and the parts
#     fetched after the page is up (scripts/split.mjs, a Trunk hook).
WASM_SPLIT_VERSION=0.2.4
if ! [ -x "$HOME/.cargo/bin/wasm-split-cli" ] || ! grep -qs "^$WASM_SPLIT_VERSION\$" "$HOME/.cargo/wasm-split-cli.version"; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
  echo "$WASM_SPLIT_VERSION" > "$HOME/.cargo/wasm-split-cli.version"
fi

# 5. Node tools: wasm-opt from npm's binaryen (Debian's 108 emits wasm Chromium rejects)
#    and the end-to-end test dependencies (playwright-core drives /usr/bin/chromium).
TERSER_VERSION=5.51.2
if ! grep -qs "\"version\": \"$TERSER_VERSION\"" "$root/.tools/node_modules/terser/package.json"; then
  say "installing terser $TERSER_VERSION (minifies the release build's JavaScript) from npm"
  npm install --prefix "$root/.tools" --no-audit --no-fund --silent "terser@$TERSER_VERSION"
fi
if ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION"; then
  say "installing binaryen $BINARYEN_VERSION (wasm-opt) from npm"
  npm install --prefix "$root/.tools" --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION"
fi
if [ ! -d tests/e2e/node_modules ] || [ tests/e2e/package-lock.json -nt tests/e2e/node_modules/.package-lock.json ]; then
  say "installing the browser-test dependencies"
  (cd tests/e2e && npm ci --no-audit --no-fund --silent)
fi
say "ready"
