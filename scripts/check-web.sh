#!/usr/bin/env bash
# Checks the web build that scripts/web.sh made (CI runs it through
# .ci/cross.sh). Two parts, both by default, or one named:
#   page    serves the site on localhost, opens it in Debian's headless
#           Chromium (WebGL through SwiftShader) and checks from the page
#           that it paints the board, that a click on a tile toggles that
#           tile's bit, that a solve at the paper's settings ends with the
#           paper's counters, and that the lesson opens in German and in
#           Present (scripts/lib/web-check.mjs, through playwright-core,
#           which drives the installed Chromium and downloads no browser).
#           Screenshots go to $SHOTS (default dist/shots).
#   tests   the engine's unit tests (model/, solver/) and tests/wasm.rs
#           (the paper's counters) compiled for wasm32 without the window,
#           under Node with wasm-bindgen's test runner.
# The site is $MAEDN_WEB_OUT (default dist/web); the profile and target
# folder are scripts/web.sh's (MAEDN_WEB_PROFILE, MAEDN_WEB_TARGET_DIR).
# Installs chromium, python3 (the server), curl and Node.js with apt, and
# playwright-core and wasm-bindgen into the tool cache (scripts/lib/cross.sh)
# when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}
. scripts/lib/cross.sh
parts=("$@")
((${#parts[@]})) || parts=(page tests)
site=${MAEDN_WEB_OUT:-$root/dist/web}
profile=${MAEDN_WEB_PROFILE:-web}

check_page() {
  cross_apt chromium python3 curl
  # Node.js and npm: the machine's own (Debian's nodejs and npm where none is).
  command -v node >/dev/null || cross_apt nodejs
  command -v npm >/dev/null || cross_apt npm
  local shots=${SHOTS:-$root/dist/shots}
  mkdir -p "$shots"
  [ -f "$site/index.html" ] || { echo "no $site: run scripts/web.sh" >&2; return 1; }
  playwright_setup

  # port, server and run are global: the trap that stops the server and
  # removes the folder runs after this function.
  port=$((20000 + RANDOM % 20000))
  python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
  server=$!
  # The check beside a link to the cached node_modules: Node resolves an
  # ES module's imports from the module's own folder.
  run=$(mktemp -d)
  trap 'kill "$server" 2>/dev/null || true; rm -rf "$run"' EXIT
  for _ in $(seq 50); do
    curl -fs "http://127.0.0.1:$port/" >/dev/null && break
    sleep 0.1
  done
  ln -s "$PLAYWRIGHT_DIR/node_modules" "$run/node_modules"
  cp scripts/lib/web-check.mjs "$run/"

  echo "== the page in headless Chromium"
  node "$run/web-check.mjs" "http://127.0.0.1:$port/" "$shots"
  kill "$server" 2>/dev/null || true
}

check_tests() {
  echo "== the engine's tests compiled for wasm32, under Node"
  command -v node >/dev/null || cross_apt nodejs
  # The page's toolchain, target folder and profile, so std is not built
  # again and the engine runs optimised as in the page. Without the window:
  # with it the crate's unit tests include the window's, some of which use
  # desktop-only code (app/saved_state.rs's repair_file). Measured in the
  # `web` profile: 162 crates built again (their features differ without
  # the window), 14 CPU minutes, then the tests run in half a second.
  cross_setup wasm32-unknown-unknown
  CROSS_TARGET_DIR=${MAEDN_WEB_TARGET_DIR:-$root/target/web}
  wasm_bindgen_setup
  local log start=$SECONDS status=0
  log=$(mktemp)
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=$WASM_BINDGEN_DIR/wasm-bindgen-test-runner \
    cross_cargo test --locked --profile "$profile" --no-default-features --lib --test wasm 2>&1 |
    tee "$log" || status=$?
  # Every test the runner found passed, and it found them (a runner that
  # saw no test would pass too).
  local passed
  passed=$(awk '/^test result: ok\./ { n += $4 } END { print n + 0 }' "$log")
  rm -f "$log"
  echo "built and run in $((SECONDS - start)) s: $passed tests passed"
  [ "$status" -eq 0 ] || return 1
  # 49 unit tests of the model and the solver, the die's, 2 in tests/wasm.rs.
  [ "$passed" -ge 51 ] || { echo "FAIL: only $passed wasm32 tests ran, not 51" >&2; return 1; }
}

for part in "${parts[@]}"; do
  case $part in
    page) check_page ;;
    tests) check_tests ;;
    *) echo "usage: scripts/check-web.sh [page] [tests]" >&2; exit 2 ;;
  esac
done
echo "web checks (${parts[*]}): all passed"
