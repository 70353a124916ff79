#!/usr/bin/env python3
"""Frames that reach the screen, and what they cost, for one X window.

Counts the window's frames by X DAMAGE (each time its contents change on the
X server, as a user sees them, not by the app's own clock), optionally moves
the pointer over it with XTest, and reads the whole process's CPU time from
/proc/PID/stat (every thread: the window's, the renderer's, llvmpipe's).
Prints one line of figures as JSON. Used for docs/benchmarks.md ("The
window's frame cost"); needs python-xlib (`pip install python-xlib`) and an X
server (Xvfb) with the DAMAGE and XTEST extensions.

    frame-probe.py --pid PID [--window ID] [--still S]
                   [--motion SECONDS RATE X0 Y0 X1 Y1] [--after S]

--motion moves the pointer RATE times a second for SECONDS between two
points of the window (back and forth), then --after S seconds still; the
latency of a move is the time to the next frame. Without --motion it counts
the frames of --still S seconds with the pointer still.
"""

import argparse
import json
import os
import select
import subprocess
import time

from Xlib import X, display
from Xlib.ext import damage, xtest

TICKS = os.sysconf("SC_CLK_TCK")
SAME_FRAME_S = 0.004  # damage events closer than this are one frame


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 (1-based); after the ")" split,
    # the state is index 0, so they are 11 and 12.
    return (int(fields[11]) + int(fields[12])) / TICKS


def thread_seconds(pid):
    """CPU seconds of each thread name of the process (summed over threads
    of one name)."""
    out = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                head, rest = f.read().rsplit(")", 1)
        except OSError:
            continue  # the thread ended meanwhile
        name = head.split("(", 1)[1]
        fields = rest.split()
        out[name] = out.get(name, 0) + (int(fields[11]) + int(fields[12])) / TICKS
    return out


def busiest(before, after, span):
    """Cores used by each thread name in `span` seconds, busiest first."""
    used = {n: after[n] - before.get(n, 0) for n in after}
    top = sorted(used.items(), key=lambda kv: -kv[1])[:5]
    return {n: round(s / span, 2) for n, s in top if s > 0}


def window_of(pid):
    out = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True, text=True, check=False,
    ).stdout.split()
    if not out:
        raise SystemExit(f"no visible window of process {pid}")
    return int(out[0])


class Frames:
    """DAMAGE events of one window, merged into frames."""

    def __init__(self, d, wid):
        self.d = d
        self.win = d.create_resource_object("window", wid)
        # The server refuses DAMAGE requests before a client's QueryVersion.
        d.damage_query_version()
        self.damage = self.win.damage_create(damage.DamageReportNonEmpty)
        self.times = []
        d.flush()

    def pump(self, until):
        """Reads events until the time `until` (monotonic)."""
        fd = self.d.fileno()
        while True:
            left = until - time.monotonic()
            if left <= 0 and not self.d.pending_events():
                return
            if not self.d.pending_events():
                select.select([fd], [], [], max(left, 0))
            while self.d.pending_events():
                ev = self.d.next_event()
                if ev.type == self.d.extension_event.DamageNotify:
                    now = time.monotonic()
                    if not self.times or now - self.times[-1] > SAME_FRAME_S:
                        self.times.append(now)
                    self.d.damage_subtract(self.damage)
                    self.d.flush()

    def between(self, a, b):
        return [t for t in self.times if a <= t < b]


def pct(xs, p):
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pid", type=int, required=True)
    ap.add_argument("--window", type=lambda s: int(s, 0))
    ap.add_argument("--still", type=float, default=6.0)
    ap.add_argument("--motion", nargs=6, type=float)
    ap.add_argument("--after", type=float, default=3.0)
    a = ap.parse_args()

    d = display.Display()
    if not d.has_extension("DAMAGE") or not d.has_extension("XTEST"):
        raise SystemExit("the X server lacks DAMAGE or XTEST")
    wid = a.window or window_of(a.pid)
    frames = Frames(d, wid)
    frames.pump(time.monotonic() + 0.5)  # settle: the probe's own start
    out = {"window": hex(wid), "load": open("/proc/loadavg").read().split()[:3]}

    start, cpu0, threads0 = time.monotonic(), cpu_seconds(a.pid), thread_seconds(a.pid)
    if a.motion:
        secs, rate, x0, y0, x1, y1 = a.motion
        geo = frames.win.get_geometry()
        origin = frames.win.translate_coords(d.screen().root, 0, 0)
        ox, oy = -origin.x, -origin.y
        moves, n = [], int(secs * rate)
        for i in range(n):
            f = (i % 20) / 19 if (i // 20) % 2 == 0 else 1 - (i % 20) / 19
            x, y = int(ox + x0 + f * (x1 - x0)), int(oy + y0 + f * (y1 - y0))
            xtest.fake_input(d, X.MotionNotify, x=x, y=y)
            d.flush()
            moves.append(time.monotonic())
            frames.pump(start + (i + 1) / rate)
        moved_end = time.monotonic()
        cpu_moved = cpu_seconds(a.pid) - cpu0
        frames.pump(moved_end + a.after)
        lat = []
        for t in moves:
            nxt = next((f for f in frames.times if f > t), None)
            if nxt is not None and nxt - t < 1.0:
                lat.append((nxt - t) * 1000)
        during = frames.between(start, moved_end)
        span = moved_end - start
        out.update({
            "moves": n, "fps": round(len(during) / span, 1),
            "cores": round(cpu_moved / span, 2),
            "cpu_ms_per_frame": round(cpu_moved * 1000 / max(len(during), 1), 1),
            "latency_median_ms": round(pct(lat, 50) or 0, 1),
            "latency_p90_ms": round(pct(lat, 90) or 0, 1),
            "frames_after_stop": len(frames.between(moved_end, moved_end + a.after)),
            "window_size": [geo.width, geo.height],
            "threads_cores": busiest(threads0, thread_seconds(a.pid), time.monotonic() - start),
        })
    else:
        frames.pump(start + a.still)
        span = time.monotonic() - start
        cpu = cpu_seconds(a.pid) - cpu0
        n = len(frames.between(start, start + span))
        out.update({
            "seconds": round(span, 2), "frames": n, "fps": round(n / span, 1),
            "cpu_s": round(cpu, 2), "cores": round(cpu / span, 2),
            "cpu_ms_per_frame": round(cpu * 1000 / max(n, 1), 1),
            "threads_cores": busiest(threads0, thread_seconds(a.pid), span),
        })
    print(json.dumps(out))


if __name__ == "__main__":
    main()
