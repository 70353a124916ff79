#!/usr/bin/env bash
# Opens the real window under Xvfb, lets it solve with the paper's settings
# (`maedn --solve`), takes a screenshot and fails on a crash or a blank image.
# MAEDN_BIN names a maedn already built (CI passes the release binary the
# package check built, so no second debug build of the crate is compiled
# for this test alone); without it, `cargo build` builds target/debug/maedn.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${MAEDN_BIN:-}
if [ -z "$bin" ]; then
  cargo build --locked
  bin=${CARGO_TARGET_DIR:-target}/debug/maedn
fi
[ -x "$bin" ] || { echo "smoke: no maedn at $bin" >&2; exit 1; }
out=${CARGO_TARGET_DIR:-target}/ci-window.png
home=$(mktemp -d)                               # fresh settings, nothing persisted
HOME=$home XDG_DATA_HOME=$home xvfb-run -a -s "-screen 0 1280x800x24" \
  bash .ci/screenshot.sh maedn "$out" "$bin" --solve
rm -rf "$home"
echo "screenshot: $out ($(identify -format '%wx%h' "$out")) of $bin"
