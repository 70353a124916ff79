#!/usr/bin/env bash
# CI: the web page and the Windows zip, built and checked (issue 28):
#   tools            what the builds and checks need: Debian packages (apt,
#                    only when missing), wasm-bindgen and playwright-core in
#                    the tool cache outside the checkout (scripts/lib/cross.sh)
#   web build        scripts/web.sh                  -> dist/web/
#   web page         scripts/check-web.sh page       (headless Chromium)
#   web tests        scripts/check-web.sh tests      (the engine under Node)
#   windows build    scripts/windows.sh              -> dist/maedn-*-x86_64-windows.zip
#   windows checks   scripts/check-windows.sh        (Wine and Xvfb)
# Both builds use the `ci-cross` profile (Cargo.toml: opt-level 1, no LTO, no
# debug info), which the checks then run: the same code as a user's build,
# optimised less. Every step runs even when an earlier one failed (a failed
# build skips its own checks); the script fails if any step failed. Each
# step's wall and CPU time (user + sys of everything it ran) is printed, and
# a summary at the end. Screenshots: $SHOTS (default dist/shots).
# Idempotent; needs root (or sudo) for apt when a package is missing.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TERM_COLOR=never
export MAEDN_WEB_PROFILE=ci-cross MAEDN_CROSS_PROFILE=ci-cross
# One target folder for both targets, outside the checkout, as a CI cache
# keeps it: build-std compiles std again in every new folder, and the two
# builds share their host crates (build scripts, proc macros) when they share
# the folder and the profile. Cargo's fingerprints decide what is rebuilt, so
# a stale cache costs time, never correctness; a first run builds it all
# (docs/benchmarks.md has both figures). MAEDN_CROSS_CACHE moves it.
cache=${MAEDN_CROSS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/maedn-ci/cross-target}
mkdir -p "$cache"
export MAEDN_WEB_TARGET_DIR=$cache MAEDN_WINDOWS_TARGET_DIR=$cache
export SHOTS=${SHOTS:-$root/dist/shots}
mkdir -p "$SHOTS"

summary=()
failed=()
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
# cpu_seconds VAR: user + system CPU seconds of this shell's finished
# children (the second line of bash's `times`), so a step's CPU time is
# everything it ran. `times` must run in this shell, not in $(...), whose
# subshell has no children.
cpu_seconds() {
  times > "$times_file"
  printf -v "$1" '%s' "$(awk 'NR == 2 {
    split($1, u, /[ms]/); split($2, s, /[ms]/)
    printf "%.2f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file")"
}
# step NAME COMMAND...: runs it, times it, records the outcome.
step() {
  local name=$1 status t0 t1 c0 c1 line
  shift
  echo "== $name: $*"
  t0=$(date +%s.%N)
  cpu_seconds c0
  "$@"
  status=$?
  cpu_seconds c1
  t1=$(date +%s.%N)
  line=$(awk -v name="$name" -v t0="$t0" -v t1="$t1" -v c0="$c0" -v c1="$c1" \
    -v ok="$([ "$status" -eq 0 ] && echo ok || echo "FAILED ($status)")" \
    'BEGIN { printf "%-15s %6.0f s wall %6.0f s CPU  %s", name, t1 - t0, c1 - c0, ok }')
  echo "-- $line"
  summary+=("$line")
  # .ci/run's kept log of step times (MAEDN_CI_LOG), when it set one.
  [ -z "${MAEDN_CI_LOG:-}" ] || echo "$(date -u +%FT%TZ)   cross: $line" >>"$MAEDN_CI_LOG" 2>/dev/null || true
  ((status == 0)) || failed+=("$name")
  return "$status"
}

tools() {
  . scripts/lib/cross.sh
  cross_apt chromium python3 curl wine wine64 xvfb xauth xdotool imagemagick \
    unzip poppler-utils zip gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 &&
    # Node.js and npm by command, not by package: a machine's own Node.js
    # (e.g. NodeSource's, which brings npm) conflicts with Debian's npm.
    { command -v node >/dev/null || cross_apt nodejs; } &&
    { command -v npm >/dev/null || cross_apt npm; } &&
    cross_setup wasm32-unknown-unknown &&
    wasm_bindgen_setup && playwright_setup &&
    echo "wasm-bindgen: $WASM_BINDGEN_DIR; playwright-core: $PLAYWRIGHT_DIR"
}

echo "load: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
step tools tools
if step "web build" bash scripts/web.sh; then
  step "web page" bash scripts/check-web.sh page
  step "web tests" bash scripts/check-web.sh tests
fi
if step "windows build" bash scripts/windows.sh; then
  step "windows checks" bash scripts/check-windows.sh
fi

echo "== cross builds: the steps"
printf '%s\n' "${summary[@]}"
echo "screenshots: $SHOTS"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
if ((${#failed[@]})); then
  echo "FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "cross builds: all passed"
