#!/usr/bin/env bash
# scripts/frame-cost.sh BIN LABEL [SCENARIO]: the window's frame cost under software
# rendering (Xvfb 1280x800, Mesa llvmpipe through GL), the scenarios of
# docs/benchmarks.md ("Frames only when something changes"), for one maedn
# binary: hover over the board, the lesson's slide 5, Solve's slow motion at
# 2, 10 and 20 calls a second, and a live solve at full speed (no bound,
# exact lengths: about 8 s). Each runs with fresh settings in a temporary
# HOME (written by a first launch, then edited). Prints one JSON line per
# scenario (scripts/frame-probe.py: frames by X DAMAGE, CPU of the whole
# process and of its busiest threads); screenshots go to $SHOTS (default
# dist/shots). Needs Xvfb, xdotool, imagemagick and python-xlib.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: $0 BIN LABEL [SCENARIO]" >&2; exit 2; }
bin=$1 label=$2 only=${3:-}
probe=$(dirname "$0")/frame-probe.py
shots=${SHOTS:-dist/shots}
mkdir -p "$shots"
export LIBGL_ALWAYS_SOFTWARE=1
disp=:77
Xvfb $disp -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
trap 'kill $xpid 2>/dev/null' EXIT
export DISPLAY=$disp
sleep 1
run() {  # run NAME SETUP_RON_SED KEYS WAIT PROBE_ARGS... -- APP_ARGS...
  local name=$1 sedexpr=$2 keys=$3 wait=$4; shift 4
  [ -z "$only" ] || [ "$name" = "$only" ] || return 0
  local pargs=() ; while [ "$1" != "--" ]; do pargs+=("$1"); shift; done; shift
  local home; home=$(mktemp -d)
  if [ -n "$sedexpr" ]; then  # a first launch to write the settings, then edited
    HOME=$home XDG_DATA_HOME=$home/.local/share "$bin" --no-welcome >/dev/null 2>&1 & local p=$!
    sleep 4; xdotool windowfocus "$(xdotool search --onlyvisible --pid $p | head -1)"; xdotool key ctrl+q; sleep 2; kill $p 2>/dev/null; wait $p 2>/dev/null
    f=$(find "$home" -name app.ron | head -1)
    local was; was=$(cat "$f" 2>/dev/null)
    if [ -z "$was" ] || ! sed -i "$sedexpr" "$f" || [ "$(cat "$f")" = "$was" ]; then
      printf '{"build":"%s","scenario":"%s","error":"settings not written or not changed"}\n' "$label" "$name"
      rm -rf "$home"; return
    fi
  fi
  HOME=$home XDG_DATA_HOME=$home/.local/share "$bin" --no-welcome "$@" >/dev/null 2>&1 & local pid=$!
  local w=; for _ in $(seq 200); do w=$(xdotool search --onlyvisible --pid $pid 2>/dev/null | head -1); [ -n "$w" ] && break; sleep 0.2; done
  if [ -z "$w" ]; then
    printf '{"build":"%s","scenario":"%s","error":"no window"}\n' "$label" "$name"
    kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$home"; return
  fi
  xdotool windowsize "$w" 1280 800 2>/dev/null; xdotool windowmove "$w" 0 0 2>/dev/null
  sleep 1
  xdotool mousemove 1270 790; xdotool windowfocus "$w" 2>/dev/null
  for k in $keys; do xdotool key "$k"; sleep 0.3; done
  sleep "$wait"
  printf '{"build":"%s","scenario":"%s","probe":' "$label" "$name"
  python3 "$probe" --pid $pid --window "$w" "${pargs[@]}" | tr -d '\n'
  echo "}"
  import -window "$w" "$shots/frames-$label-$name.png" 2>/dev/null
  kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$home"
}
run hover "" "" 0 --motion 6 30 300 120 900 700 --after 3 --
run slide5 "" "Page_Down Page_Down Page_Down Page_Down" 2 --still 6 -- --lesson
run slow2 's/pace:Full,rate:20.0/pace:Slow,rate:2.0/' "" 2 --still 6 -- --solve
run slow10 's/pace:Full,rate:20.0/pace:Slow,rate:10.0/' "" 2 --still 6 -- --solve
run slow20 's/pace:Full,rate:20.0/pace:Slow,rate:20.0/' "" 2 --still 6 -- --solve
run live 's/bound:pertile(193)/bound:none/; s/lengths:rounded/lengths:exact/' "" 0 --still 5 -- --solve
