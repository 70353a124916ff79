#!/usr/bin/env bash
# Opens the real window under Xvfb, lets it solve with the paper's settings
# (`maedn --solve`), takes a screenshot and fails on a crash or a blank image.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --locked
out=target/ci-window.png
home=$(mktemp -d)                               # fresh settings, nothing persisted
HOME=$home XDG_DATA_HOME=$home xvfb-run -a -s "-screen 0 1280x800x24" \
  bash .ci/screenshot.sh maedn "$out" target/debug/maedn --solve
echo "screenshot: $out ($(identify -format '%wx%h' "$out"))"
