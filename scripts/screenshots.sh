#!/usr/bin/env bash
# Takes the screenshots the README and the AppStream metainfo show from the
# real window, so that they never show an older window:
#   assets/screenshot-solve.png    after solving with the paper's settings
#   assets/screenshot-play.png     Your turn (the Play mode)
#   assets/screenshot-game.png     the whole game
#   assets/screenshot-lesson.png   the guided lesson
#   assets/screenshot-explore.png  Explore: every method compared
# Each at 1280x800 (the window's default size), in English, with a fresh
# home folder (no saved settings, no welcome), under a virtual X server
# with Mesa's software OpenGL. Needs xvfb-run, xdotool and ImageMagick
# (.ci/install-deps.sh). Usage: scripts/screenshots.sh [BINARY]
# (default: target/release/maedn, else target/debug/maedn).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-target}
bin=${1:-}
if [ -z "$bin" ]; then
  for b in "$target/release/maedn" "$target/debug/maedn"; do
    [ -x "$b" ] && { bin=$b; break; }
  done
fi
[ -n "$bin" ] && [ -x "$bin" ] || { echo "screenshots.sh: build maedn first (cargo build --release)" >&2; exit 1; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shot() {
  local name=$1 wait=$2; shift 2
  HOME=$home XDG_DATA_HOME=$home/data LIBGL_ALWAYS_SOFTWARE=1 SHOT_WAIT=$wait SHOT_POINTER=1279,799 \
    xvfb-run -a -s "-screen 0 1280x800x24" \
    bash .ci/screenshot.sh maedn "assets/screenshot-$name.png" \
    "$bin" --no-welcome --lang en "$@"
}
shot solve 8 --solve
shot play 3 --play
shot game 8 --game
shot lesson 3 --lesson
shot explore 8 --explore compare
