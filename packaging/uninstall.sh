#!/bin/sh
# Removes what install.sh installed into ~/.local (or $PREFIX), nothing else:
# the files it recorded (one a line in $PREFIX/share/maedn/installed), the
# folders it created once they are empty, and the MIME and desktop
# databases if install.sh created them. A recorded file that was changed
# since the install is left where it is, and named; a recorded path outside
# the install folder is never touched.
set -eu
fail() { echo "uninstall.sh: $*" >&2; exit 1; }
if [ -n "${PREFIX:-}" ]; then
  prefix=$PREFIX
elif [ -n "${HOME:-}" ]; then
  prefix=$HOME/.local
else
  fail "HOME is empty and PREFIX is not set: set PREFIX to the folder maedn was installed into"
fi
case $prefix in
  /*) ;;
  *) fail "the install folder must be an absolute path, not '$prefix'" ;;
esac
record=$prefix/share/maedn/installed
if [ ! -f "$record" ]; then
  fail "maedn is not installed in $prefix (no $record)"
fi
list=$(mktemp)
trap 'rm -f "$list"' EXIT
cp "$record" "$list"

# Is this recorded path inside the install folder (and not the folder itself)?
ours() {
  case $1 in
    "$prefix"/*) case $1 in */../* | */..) return 1 ;; esac ;;
    *) return 1 ;;
  esac
}
# The checksum install.sh recorded for a file, if any ("k CRC:SIZE PATH").
recorded_sum() {
  while IFS= read -r line; do
    case $line in
      "k "*)
        rest=${line#k }
        if [ "${rest#* }" = "$1" ]; then
          printf '%s\n' "${rest%% *}"
          return 0
        fi ;;
    esac
  done <"$list"
}

kept=
while IFS= read -r line; do
  case $line in "f "*) ;; *) continue ;; esac
  f=${line#f }
  if ! ours "$f"; then
    echo "uninstall.sh: not removed, outside $prefix: $f" >&2
    continue
  fi
  [ -e "$f" ] || [ -L "$f" ] || continue
  [ "$f" = "$record" ] && continue
  sum=$(recorded_sum "$f")
  if [ -n "$sum" ] && { [ -L "$f" ] || [ "$(cksum <"$f" | tr ' ' ':')" != "$sum" ]; }; then
    kept="$kept
  $f"
    continue
  fi
  rm -f "$f"
done <"$list"

# Databases that existed before the install are brought up to date; one
# this install created is removed only if nothing else uses it.
made_mime=
made_desktop=
while IFS= read -r line; do
  case $line in
    "g $prefix/share/mime") made_mime=yes ;;
    "g $prefix/share/applications/mimeinfo.cache") made_desktop=yes ;;
  esac
done <"$list"
mime=$prefix/share/mime
apps=$prefix/share/applications
if [ -n "$made_mime" ]; then
  if [ -d "$mime/packages" ] && [ -z "$(ls -A "$mime/packages")" ]; then rm -rf "$mime"; fi
else
  command -v update-mime-database >/dev/null && update-mime-database "$mime" || true
fi
if [ -n "$made_desktop" ]; then
  if [ -z "$(find "$apps" -name '*.desktop' 2>/dev/null | head -1)" ]; then rm -f "$apps/mimeinfo.cache"; fi
else
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$apps" || true
fi
rm -f "$record"

# Folders the install created (the install folder itself, if it made it),
# deepest first, if they are empty now.
while IFS= read -r line; do
  case $line in "d "*) ;; *) continue ;; esac
  d=${line#d }
  # rmdir removes only empty folders; still, never a relative path.
  case $d in /*) ;; *) continue ;; esac
  printf '%s %s\n' "${#d}" "$d"
done <"$list" | sort -rn | cut -d' ' -f2- |
  while IFS= read -r d; do [ -d "$d" ] && rmdir "$d" 2>/dev/null || true; done
if [ -n "$kept" ]; then
  echo "uninstall.sh: these files were changed since the install and are left where they are:$kept" >&2
fi
echo "maedn removed from $prefix"
