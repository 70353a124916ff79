#!/usr/bin/env bash
# Builds the window as a static web site in one command:
#   dist/web/index.html          the page (a canvas and the script that starts it)
#   dist/web/maedn.js            wasm-bindgen's JavaScript for the module
#   dist/web/maedn_bg.wasm       the whole app for wasm32-unknown-unknown (eframe's
#                                WebRunner, painted with WebGL); the fonts are
#                                inside it (egui's and DejaVu Sans)
#   dist/web/sw.js               the offline copy (a service worker)
#   dist/web/icon.svg, manifest.webmanifest
# Any static web server serves it (docs/install.md). The page's address
# takes the window's flags: index.html?lesson&lang=de.
# Toolchain: see scripts/lib/cross.sh (rustup's wasm32 target if installed,
# else Debian's rustc-web building std). wasm-bindgen: the one on PATH if it
# is the version in Cargo.lock, else installed from crates.io (cargo install,
# once per version) into the tool cache outside the checkout
# (~/.cache/maedn-tools, see scripts/lib/cross.sh). wasm-opt (binaryen) shrinks the
# module only when MAEDN_WASM_OPT=1: Debian 12's binaryen 108 turned the
# 19.1 MB module into 12.8 MB that Chromium refused at start
# (WebAssembly.Table.set in wasm-bindgen's externref table).
# Profile: `web` (see Cargo.toml), or MAEDN_WEB_PROFILE (CI: `ci-cross`);
# target folder MAEDN_WEB_TARGET_DIR, the site MAEDN_WEB_OUT.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}
. scripts/lib/cross.sh

target=wasm32-unknown-unknown
profile=${MAEDN_WEB_PROFILE:-web}
CROSS_TARGET_DIR=${MAEDN_WEB_TARGET_DIR:-$root/target/web}
out=${MAEDN_WEB_OUT:-$root/dist/web}
cross_setup "$target"

echo "== wasm build ($profile profile)"
start=$SECONDS
cross_cargo rustc --locked --profile "$profile" --lib --crate-type cdylib
echo "built in $((SECONDS - start)) s"
wasm=$CROSS_TARGET_DIR/$target/$profile/maedn.wasm

echo "== wasm-bindgen"
wasm_bindgen_setup
bindgen=$WASM_BINDGEN_DIR/wasm-bindgen
"$bindgen" --version

echo "== the site"
rm -rf "$out"
mkdir -p "$out"
# The module's `name` section (every function's name, for the browser's
# stack traces) is a quarter of it: 4.8 MB of 19.1 MB, 0.7 MB gzipped. A
# panic's message still names file and line; MAEDN_WEB_NAMES=1 keeps the
# names for debugging.
strip_names=(--remove-name-section --remove-producers-section)
[ "${MAEDN_WEB_NAMES:-0}" = 1 ] && strip_names=()
"$bindgen" --target web --no-typescript "${strip_names[@]}" --out-dir "$out" --out-name maedn "$wasm"
if [ "${MAEDN_WASM_OPT:-0}" = 1 ] && command -v wasm-opt >/dev/null; then
  before=$(stat -c %s "$out/maedn_bg.wasm")
  # The features rustc's wasm32 target uses by default.
  wasm-opt -Os --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue \
    -o "$out/maedn_bg.opt.wasm" "$out/maedn_bg.wasm"
  mv "$out/maedn_bg.opt.wasm" "$out/maedn_bg.wasm"
  echo "wasm-opt: $before -> $(stat -c %s "$out/maedn_bg.wasm") bytes"
fi
cp web/index.html web/manifest.webmanifest "$out/"
cp packaging/io.github.maedn.Maedn.svg "$out/icon.svg"
files='"./", "index.html", "maedn.js", "maedn_bg.wasm", "icon.svg", "manifest.webmanifest"'
build=$(cat "$out"/index.html "$out"/maedn.js "$out"/maedn_bg.wasm | sha256sum | cut -c1-16)
sed -e "s/@BUILD@/$build/" -e "s|@FILES@|$files|" web/sw.js > "$out/sw.js"
ls -l "$out" | awk 'NR > 1 {print $5, $NF}'
gzip -9c "$out/maedn_bg.wasm" | wc -c | awk '{print "maedn_bg.wasm gzipped:", $1, "bytes"}'
