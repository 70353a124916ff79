#!/bin/sh
# Removes what install.sh installed into ~/.local (or $PREFIX), nothing else:
# the files it recorded, the folders it created once they are empty, and
# the MIME and desktop databases if install.sh created them.
set -eu
prefix=${PREFIX:-$HOME/.local}
record=$prefix/share/maedn/installed
if [ ! -f "$record" ]; then
  echo "maedn is not installed in $prefix (no $record)" >&2
  exit 1
fi
list=$(mktemp)
trap 'rm -f "$list"' EXIT
cp "$record" "$list"
grep '^f ' "$list" | cut -c3- | while IFS= read -r f; do rm -f "$f"; done
generated=$(grep '^g ' "$list" | cut -c3- || true)
# Databases that existed before the install are brought up to date.
case "$generated" in
  *"$prefix/share/mime"*) ;;
  *) command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true ;;
esac
case "$generated" in
  *mimeinfo.cache*) ;;
  *) command -v update-desktop-database >/dev/null &&
       update-desktop-database -q "$prefix/share/applications" || true ;;
esac
# A database this install created is removed only if nothing else uses it.
for g in $generated; do
  case "$g" in
    */share/mime)
      if [ -d "$g/packages" ] && [ -z "$(ls -A "$g/packages")" ]; then rm -rf "$g"; fi ;;
    */mimeinfo.cache)
      if [ -z "$(find "$(dirname "$g")" -name '*.desktop' 2>/dev/null | head -1)" ]; then rm -f "$g"; fi ;;
  esac
done
# Folders the install created, deepest first, if they are empty now.
grep '^d ' "$list" | cut -c3- | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2- |
  while IFS= read -r d; do [ -d "$d" ] && rmdir "$d" 2>/dev/null || true; done
echo "maedn removed from $prefix"
