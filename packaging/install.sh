#!/bin/sh
# Installs maedn from this unpacked tarball into ~/.local (or $PREFIX),
# without root: the binary, the menu entry, the icon, the file types, the
# man pages and the shell completions. uninstall.sh removes exactly what
# this wrote (the list is kept in $PREFIX/share/maedn/installed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
record=$prefix/share/maedn/installed
if [ -e "$record" ]; then
  echo "maedn is already installed in $prefix: run uninstall.sh first" >&2
  exit 1
fi
cd "$here"
list=$(mktemp)
trap 'rm -f "$list"' EXIT
# Folders this install creates (removed again if empty), deepest last.
for f in $(find bin share -type f | sort) share/maedn/installed; do
  d=$(dirname "$prefix/$f")
  missing=
  while [ ! -d "$d" ]; do missing="$d $missing"; d=$(dirname "$d"); done
  for m in $missing; do
    grep -qx "d $m" "$list" 2>/dev/null || echo "d $m" >>"$list"
  done
  mkdir -p "$(dirname "$prefix/$f")"
done
# The MIME and desktop databases are generated: if this install creates
# them, uninstall removes them; otherwise it brings them up to date again.
[ -e "$prefix/share/mime/mime.cache" ] || echo "g $prefix/share/mime" >>"$list"
[ -e "$prefix/share/applications/mimeinfo.cache" ] ||
  echo "g $prefix/share/applications/mimeinfo.cache" >>"$list"
for f in $(find bin share -type f | sort); do
  cp "$f" "$prefix/$f"
  echo "f $prefix/$f" >>"$list"
done
# The menu entry starts this binary even if ~/.local/bin is not on PATH.
desktop=$prefix/share/applications/io.github.maedn.Maedn.desktop
sed -i "s|^Exec=maedn |Exec=$prefix/bin/maedn |; s|^TryExec=maedn\$|TryExec=$prefix/bin/maedn|" "$desktop"
echo "f $record" >>"$list"
cp "$list" "$record"
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v update-desktop-database >/dev/null &&
  update-desktop-database -q "$prefix/share/applications" || true
echo "maedn installed in $prefix (bin/maedn; run uninstall.sh to remove it)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; the menu entry works, a terminal needs the full path" ;;
esac
