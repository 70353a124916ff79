#!/usr/bin/env bash
# Checks the Windows zip that scripts/windows.sh built, under Wine and a
# virtual X server (CI runs it): the command line (`maedn-cli.exe --version`,
# `solve` with the paper's 83,047 units and counters 18,526,851 /
# 15,422,842, `handout lesson` writing a PDF), the GUI program's own
# `--version`, and the window: it opens, a screenshot shows the board
# (saved as $SHOTS/windows-board.png, default dist/shots), and its settings
# land in %APPDATA%\maedn\data when it is closed.
# Debian 12's Wine 8.0 lacks bcryptprimitives.dll (ProcessPrng, which
# Rust's std uses on Windows): a stand-in built from .ci/wine/ with mingw
# goes beside the .exe in the test folder only, never into the zip.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/lib/cross.sh
cross_apt wine wine64 xvfb xauth xdotool imagemagick unzip poppler-utils \
  gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64
shots=${SHOTS:-$root/dist/shots}
mkdir -p "$shots"

zip=$(ls dist/maedn-*-x86_64-windows.zip 2>/dev/null | head -1)
[ -n "$zip" ] || { echo "no dist/maedn-*-x86_64-windows.zip: run scripts/windows.sh" >&2; exit 1; }
work=$(mktemp -d)
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  WINEPREFIX=$work/prefix wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
unzip -q "$zip" -d "$work"
dir=$(echo "$work"/maedn-*-x86_64-windows)
x86_64-w64-mingw32-gcc -shared -O2 -o "$dir/bcryptprimitives.dll" \
  .ci/wine/bcryptprimitives.c .ci/wine/bcryptprimitives.def -lbcrypt

# A display of our own for Wine and the window.
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=$display
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEARCH=win64
# No Mono or Gecko installers at the prefix's first start.
export WINEDLLOVERRIDES="mscoree,mshtml="
start=$SECONDS
wine wineboot --init >/dev/null 2>&1
echo "a fresh Wine prefix in $((SECONDS - start)) s ($(wine --version))"

fail() { echo "FAIL: $*" >&2; exit 1; }
cli() { wine "$dir/maedn-cli.exe" "$@" 2>&1 | tr -d '\r'; }

echo "== maedn-cli.exe --version"
out=$(cli --version)
echo "$out"
[[ $out == "maedn "[0-9]* ]] || fail "--version printed: $out"

echo "== maedn.exe --version (the GUI program, output redirected)"
wine "$dir/maedn.exe" --version > "$work/gui-version.txt" 2>&1 || fail "maedn.exe --version failed"
tr -d '\r' < "$work/gui-version.txt"
grep -q "^maedn [0-9]" "$work/gui-version.txt" || fail "maedn.exe --version printed nothing"

echo "== maedn-cli.exe solve (the paper's settings)"
start=$SECONDS
out=$(cli solve)
echo "$out" | grep -E "^(total|calls)"
echo "(in $((SECONDS - start)) s under Wine)"
echo "$out" | grep -Eq "^total +83,047 " || fail "solve: no total of 83,047 units"
echo "$out" | grep -q "calls       18,526,851   prunes 15,422,842" || fail "solve: not the paper's counters"

echo "== maedn-cli.exe handout lesson"
cli handout lesson --out 'C:\lesson.pdf' | tail -2
pdf=$WINEPREFIX/drive_c/lesson.pdf
pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
echo "lesson.pdf: $pages pages, $(stat -c %s "$pdf") bytes"
[ "${pages:-0}" -ge 10 ] || fail "the lesson PDF has ${pages:-no} pages"

echo "== the window under Wine"
wine "$dir/maedn.exe" --no-welcome --board 0xE820882208414C06 >/dev/null 2>&1 &
pids+=($!)
wid=
for _ in $(seq 150); do   # up to 30 s: Wine starts slowly
  wid=$(xdotool search --onlyvisible --name '^maedn' 2>/dev/null | head -1 || true)
  [ -n "$wid" ] && break
  sleep 0.2
done
[ -n "$wid" ] || fail "no window appeared"
sleep 4   # the first frames
shot=$shots/windows-board.png
import -window root -crop 1280x800+0+0 "$shot"
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
colours=$(convert "$shot" -format '%k' info:)
echo "screenshot $shot: $colours colours, standard deviation $sd"
awk -v s="$sd" 'BEGIN { exit !(s > 0.05) }' || fail "blank window"
[ "$colours" -gt 200 ] || fail "too few colours for the board: $colours"

echo "== settings in %APPDATA% when the window closes"
xdotool key --window "$wid" ctrl+q
for _ in $(seq 50); do
  kill -0 "${pids[-1]}" 2>/dev/null || break
  sleep 0.2
done
state=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/maedn/data/app.ron' | head -1)
[ -n "$state" ] || fail "no settings under AppData/Roaming/maedn/data"
echo "settings: ${state#"$WINEPREFIX/"}"
echo "Windows checks: all passed"
