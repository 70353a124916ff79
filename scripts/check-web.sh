#!/usr/bin/env bash
# Checks the web build that scripts/web.sh made (CI runs it): serves
# dist/web on localhost, opens it in Debian's headless Chromium (WebGL
# through SwiftShader) and checks from the page that it paints the board and
# that a click on a tile toggles that tile's bit (scripts/lib/web-check.mjs,
# through playwright-core from npm, which drives the installed Chromium and
# downloads no browser). Screenshots go to $SHOTS (default dist/shots).
# Installs chromium, python3 (the server) and curl with apt and
# playwright-core into target/web-tools/node when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/lib/cross.sh
cross_apt chromium python3 curl
# Node.js and npm: the machine's own (Debian's nodejs and npm where none is).
command -v node >/dev/null || cross_apt nodejs
command -v npm >/dev/null || cross_apt npm
shots=${SHOTS:-$root/dist/shots}
mkdir -p "$shots"
[ -f dist/web/index.html ] || { echo "no dist/web: run scripts/web.sh" >&2; exit 1; }

# Pinned: the newest playwright-core that still runs on Debian 12's Node.js
# 18 (1.62 and later want Node 20).
playwright=1.61.1
node_dir=$root/target/web-tools/node
if ! grep -qs "\"version\": \"$playwright\"" "$node_dir/node_modules/playwright-core/package.json"; then
  mkdir -p "$node_dir"
  npm install --prefix "$node_dir" --no-save --no-audit --no-fund "playwright-core@$playwright" >/dev/null
fi

port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist/web >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -fs "http://127.0.0.1:$port/" >/dev/null && break
  sleep 0.1
done

echo "== the page in headless Chromium"
cp scripts/lib/web-check.mjs "$node_dir/"
node "$node_dir/web-check.mjs" "http://127.0.0.1:$port/" "$shots"

echo "== the engine's tests compiled for wasm32, under Node"
# The model's and the solver's unit tests and tests/wasm.rs (the paper's
# counters), without the window; the same toolchain, target folder and
# profile as scripts/web.sh, so std and the dependencies whose features are
# the same without the window are the page's, and the engine runs optimised
# as in the page. The rest is built again: measured 162 crates (libtest
# included), 14 CPU minutes; the 51 tests then run in half a second.
cross_setup wasm32-unknown-unknown
CROSS_TARGET_DIR=${MAEDN_WEB_TARGET_DIR:-$root/target/web}
profile=${MAEDN_WEB_PROFILE:-web}
wasm_bindgen_setup
start=$SECONDS
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=$WASM_BINDGEN_DIR/wasm-bindgen-test-runner \
  cross_cargo test --locked --profile "$profile" --no-default-features --lib --test wasm
echo "built and run in $((SECONDS - start)) s"
echo "web checks: all passed"
