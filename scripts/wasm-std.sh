# Sourced by the scripts that build the site (build.sh, play.sh, bench.sh): the release wasm
# is built with Rust's standard library compiled for it, set to stop at a panic at once.
# That leaves the panic machinery, its messages and their formatting out of both wasm
# modules (the page's -26.8 KB gzip, the worker's -5.2 KB). The crash screen still shows: the
# page's script catches the trap (web/shell.js).
#
# It needs the standard library's source (rustup's rust-src) and its crates, which
# scripts/setup.sh fetches and then marks in .tools/wasm-std; it runs with stable Rust's
# RUSTC_BOOTSTRAP, as the compiler's own build does. Without the mark (setup could not fetch
# them) the build is the plain one: the same game, a larger wasm.
wasm_std_mark="$(dirname "${BASH_SOURCE[0]}")/../.tools/wasm-std"
if [ "$(cat "$wasm_std_mark" 2>/dev/null)" = "$(rustc --version)" ]; then
  export RUSTC_BOOTSTRAP=1
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  # RUSTFLAGS replaces .cargo/config.toml's flags for the wasm target: they are repeated here.
  # -Zlocation-detail=none leaves out the file, line and column of each panic site, which
  # nothing reads once a panic aborts at once: measured, the Arabic first visit 327,670 ->
  # 327,532 bytes gzip and all files 491,486 -> 491,353 (with French's no-break spaces in).
  export RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
else
  echo "note: the wasm is built without its own standard library (run scripts/setup.sh): it is larger" >&2
fi
