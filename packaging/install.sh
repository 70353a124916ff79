#!/bin/sh
# Installs maedn from this unpacked tarball into ~/.local (or $PREFIX),
# without root: the binary, the menu entry, the icon, the file types, the
# man pages and the shell completions. uninstall.sh removes exactly what
# this wrote (the list is kept in $PREFIX/share/maedn/installed, one entry a
# line, written as the install goes, so a failure halfway leaves a list
# uninstall.sh can clean up with).
#
# It never replaces a file it did not install: if one of its files is there
# already (your own build in ~/.local/bin, say), it stops before writing
# anything and names them. Paths may contain spaces.
set -eu
fail() { echo "install.sh: $*" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${PREFIX:-}" ]; then
  prefix=$PREFIX
elif [ -n "${HOME:-}" ]; then
  prefix=$HOME/.local
else
  fail "HOME is empty and PREFIX is not set: set PREFIX to the folder to install into"
fi
case $prefix in
  /*) ;;
  *) fail "the install folder must be an absolute path, not '$prefix'" ;;
esac
# The menu entry quotes the binary's path: these characters would need
# escapes a desktop entry cannot be relied on to read.
case $prefix in
  *'"'* | *'`'* | *'$'* | *'\'* | *'%'* | *'
'*) fail "the install folder '$prefix' contains \", \`, \$, \\, % or a line break: choose another PREFIX" ;;
esac
record=$prefix/share/maedn/installed
if [ -e "$record" ]; then
  fail "maedn is already installed in $prefix: run uninstall.sh first"
fi
cd "$here"
files=$(mktemp)
trap 'rm -f "$files"' EXIT
find bin share -type f | sort >"$files"

# Nothing is written if any file would replace one that is already there.
taken=
while IFS= read -r f; do
  if [ -e "$prefix/$f" ] || [ -L "$prefix/$f" ]; then
    taken="$taken
  $prefix/$f"
  fi
done <"$files"
if [ -n "$taken" ]; then
  fail "these files are already there and were not installed by install.sh; move them away first:$taken"
fi

# Folders this install creates (removed again if empty), found before any
# is made.
folders=$(
  { cat "$files"; echo share/maedn/installed; } | while IFS= read -r f; do
    d=$(dirname "$prefix/$f")
    while [ ! -d "$d" ]; do
      printf '%s\n' "$d"
      d=$(dirname "$d")
    done
  done | sort -u
)

# The record first, then every entry before what it names is made.
mkdir -p "$(dirname "$record")"
: >"$record"
note() { printf '%s\n' "$1" >>"$record"; }
finished=
on_exit() {
  rm -f "$files"
  if [ -z "$finished" ]; then
    echo "install.sh: the install stopped halfway; run uninstall.sh to remove what was installed" >&2
  fi
}
trap on_exit EXIT
if [ -n "$folders" ]; then
  printf '%s\n' "$folders" | while IFS= read -r d; do note "d $d"; done
fi
# The MIME and desktop databases are generated: if this install creates
# them, uninstall removes them; otherwise it brings them up to date again.
[ -e "$prefix/share/mime/mime.cache" ] || note "g $prefix/share/mime"
[ -e "$prefix/share/applications/mimeinfo.cache" ] ||
  note "g $prefix/share/applications/mimeinfo.cache"

desktop=share/applications/io.github.maedn.Maedn.desktop
while IFS= read -r f; do
  note "f $prefix/$f"
  mkdir -p "$(dirname "$prefix/$f")"
  if [ "$f" = "$desktop" ]; then
    # The menu entry starts this binary even if ~/.local/bin is not on PATH;
    # quoted, so a space in the path is one argument.
    while IFS= read -r line; do
      case $line in
        'Exec=maedn '*) printf 'Exec="%s"%s\n' "$prefix/bin/maedn" "${line#Exec=maedn}" ;;
        'TryExec=maedn') printf 'TryExec=%s\n' "$prefix/bin/maedn" ;;
        *) printf '%s\n' "$line" ;;
      esac
    done <"$f" >"$prefix/$f"
    chmod 644 "$prefix/$f"
  else
    cp "$f" "$prefix/$f"
  fi
  # Its checksum: uninstall.sh leaves a file that was changed since.
  note "k $(cksum <"$prefix/$f" | tr ' ' ':') $prefix/$f"
done <"$files"
note "f $record"
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v update-desktop-database >/dev/null &&
  update-desktop-database -q "$prefix/share/applications" || true
finished=yes
echo "maedn installed in $prefix (bin/maedn; run uninstall.sh to remove it)"
case ":${PATH:-}:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; the menu entry works, a terminal needs the full path" ;;
esac
