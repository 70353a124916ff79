#!/usr/bin/env bash
# scripts/dev-profile.sh [--check]: the test build's optimised dependencies.
#
# Cargo.toml's [profile.dev.package] builds every dependency at opt-level 0
# except the crates the tests spend their time in (lines marked `# hot`)
# and everything those depend on, at opt-level 1. The whole closure must be
# there: at opt-level 0 and 1 rustc shares generic code between crates, so
# a hot crate that depends on an unoptimised one calls that crate's
# unoptimised copies of core's and alloc's generics (measured: the window's
# tests took 102 s instead of 75; docs/benchmarks.md, Builds).
#
# Prints the closure's lines, to paste into Cargo.toml. With --check, exits
# 1 and names what differs when Cargo.toml's list is not the closure (after
# a dependency changed). Needs python3; cargo may download the manifests of
# other platforms' crates.
set -euo pipefail
cd "$(dirname "$0")/.."
check=${1:-}
host=$(rustc -vV | sed -n 's/^host: //p')
mapfile -t roots < <(sed -n 's/^\([A-Za-z0-9_-]*\) = { opt-level = 1 } # hot$/\1/p' Cargo.toml)
[ ${#roots[@]} -gt 0 ] || { echo "no '# hot' crates in Cargo.toml's [profile.dev.package]" >&2; exit 1; }
closure=$(cargo metadata --format-version 1 --locked --filter-platform "$host" \
    | python3 -c '
import json, sys
meta = json.load(sys.stdin)
roots = set(sys.argv[1:])
macro = {p["id"] for p in meta["packages"] if any("proc-macro" in t["kind"] for t in p["targets"])}
name = {p["id"]: p["name"] for p in meta["packages"]}
deps = {n["id"]: [d["pkg"] for d in n["deps"]
                  if d["pkg"] not in macro and any(k["kind"] is None for k in d["dep_kinds"])]
        for n in meta["resolve"]["nodes"]}
todo = [i for i in deps if name[i] in roots and i not in macro]
seen = set(todo)
while todo:
    for d in deps[todo.pop()]:
        if d not in seen:
            seen.add(d)
            todo.append(d)
print("\n".join(sorted({name[i] for i in seen})))
' "${roots[@]}")
listed=$(sed -n 's/^\([A-Za-z0-9_-]*\) = { opt-level = 1 }.*$/\1/p' Cargo.toml | sort -u)
if [ "$check" = --check ]; then
    missing=$(comm -23 <(echo "$closure") <(echo "$listed"))
    extra=$(comm -13 <(echo "$closure") <(echo "$listed"))
    if [ -n "$missing$extra" ]; then
        [ -z "$missing" ] || echo "dev profile: depended on by a hot crate, not at opt-level 1: $(echo $missing)" >&2
        [ -z "$extra" ] || echo "dev profile: at opt-level 1, not hot and no hot crate's dependency: $(echo $extra)" >&2
        echo "run scripts/dev-profile.sh and paste its lines into Cargo.toml" >&2
        exit 1
    fi
    echo "dev profile: the $(echo "$closure" | wc -l) crates at opt-level 1 are the hot crates and their dependencies"
else
    for c in $closure; do
        if printf '%s\n' "${roots[@]}" | grep -qx "$c"; then echo "$c = { opt-level = 1 } # hot"
        else echo "$c = { opt-level = 1 }"; fi
    done
fi
