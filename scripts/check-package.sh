#!/usr/bin/env bash
# Checks the release artefacts as a school's machine would meet them
# (CI calls it; needs root for apt-get, and the tools .ci/install-deps.sh
# installs):
#   the .deb: lintian (pedantic shown) without errors or warnings, md5sums
#   for every file, no `.comment` section in the binary, the third-party
#   licences installed, `apt-get install ./…deb`, the installed
#   `maedn --version` and `maedn solve`, desktop-file-validate, appstreamcli
#   validate, `man maedn` renders, bash completes `maedn so<TAB>`, the window
#   starts under Xvfb at 1024x768 with Mesa's software OpenGL (llvmpipe),
#   without a display it says what to install (no panic), and after
#   `apt-get purge` none of its files is left;
#   the tarball: install.sh into a temporary HOME, the same checks of the
#   installed files, uninstall.sh leaves that HOME as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
id=io.github.maedn.Maedn
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
fail() { echo "check-package: $*" >&2; exit 1; }

bash scripts/package.sh
deb=$(ls "$root"/dist/maedn_*.deb)
tarball=$root/dist/maedn-$version-x86_64-linux.tar.gz

echo "== the glibc the binary needs, against the package's Depends"
need=$(objdump -T "${CARGO_TARGET_DIR:-target}/release/maedn" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)
need=${need#GLIBC_}
declared=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed -n 's/^ *libc6 (>= \([0-9.]*\)).*/\1/p' | sort -V | tail -1)
[ -n "$declared" ] || fail "the package does not declare its glibc"
echo "needs glibc $need; the package declares libc6 (>= $declared)"
[ "$(printf '%s\n%s\n' "$need" "$declared" | sort -V | tail -1)" = "$declared" ] ||
  fail "the binary needs glibc $need, newer than the declared $declared"

echo "== lintian"
lintian --pedantic --fail-on error,warning --suppress-tags-from-file /dev/null "$deb" ||
  fail "lintian reports errors or warnings"

echo "== md5sums, the binary's sections"
sums=$(dpkg-deb -I "$deb" md5sums) || fail "no md5sums in the package"
files=$(dpkg-deb -c "$deb" | grep -c '^-')
[ "$(wc -l <<<"$sums")" -eq "$files" ] || fail "md5sums lists $(wc -l <<<"$sums") of $files files"
readelf -S "${CARGO_TARGET_DIR:-target}/release/package-files/maedn" | grep -q '\.comment' &&
  fail "the shipped binary has a .comment section"
echo "md5sums: $files files; no .comment section"

echo "== apt-get install ./$(basename "$deb")"
# Depends only (the recommended file-dialog portal pulls in GTK; CI has
# no use for it).
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
installed=$(mktemp)
trap 'rm -f "$installed"' EXIT
dpkg -L maedn | sort >"$installed"
[ "$(command -v maedn)" = /usr/bin/maedn ] || fail "maedn is not /usr/bin/maedn"

echo "== the installed maedn"
out=$(maedn --version); echo "$out"
grep -qx "maedn $version" <<<"$out" || fail "--version"
out=$(maedn solve); echo "$out"
grep -q "^total *83,047" <<<"$out" || fail "maedn solve does not give the paper's total"

echo "== desktop entry, metainfo, MIME type"
desktop-file-validate /usr/share/applications/$id.desktop
appstreamcli validate --no-net /usr/share/metainfo/$id.metainfo.xml
grep -q 'application/x-maedn-session' /usr/share/mime/packages/$id.mime.xml
for size in 16 24 32 48 64 128 256 512; do
  [ -s /usr/share/icons/hicolor/${size}x${size}/apps/$id.png ] || fail "no ${size}px icon"
done

[ -s /usr/share/doc/maedn/third-party-licences.md ] || fail "no third-party licences"
grep -q 'third-party-licences.md' /usr/share/doc/maedn/copyright || fail "copyright does not name them"

echo "== man pages"
# `man NAME` finds the installed page, but rendering goes by the installed
# file itself: man-db's cache of formatted pages keeps an older page of the
# same name and date (reinstalled packages carry SOURCE_DATE_EPOCH dates).
man -w maedn | grep -qx /usr/share/man/man1/maedn.1.gz || fail "man does not find maedn(1)"
render() { MANPAGER=cat MANWIDTH=80 man -l "/usr/share/man/man1/$1.1.gz" 2>/dev/null; }
render maedn | grep -q "maedn-solve" || fail "man maedn does not render"
render maedn-solve | grep -q -- "--bound" || fail "man maedn-solve"
page=$(render maedn)
for section in FILES ENVIRONMENT EXAMPLES "SEE ALSO"; do
  grep -q "^$section" <<<"$page" || fail "man maedn has no $section"
done
grep -q -- "--lang <de|en>" <<<"$page" || fail "man maedn's synopsis drops the option values"
render maedn-bench | grep -q -- "--release" && fail "man maedn-bench says --release"
render maedn-solve | grep -q "maedn $version" || fail "man maedn-solve has no version"

echo "== bash completion: maedn so<TAB>"
rc=$(mktemp)
cat >"$rc" <<'EOS'
. /usr/share/bash-completion/bash_completion
_completion_loader maedn
spec=$(complete -p maedn) || { echo "no completion for maedn"; exit 1; }
fn=$(sed -n 's/.*-F \([^ ]*\).*/\1/p' <<<"$spec")
COMP_LINE="maedn so"; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(maedn so); COMP_CWORD=1
"$fn" maedn so maedn
printf '%s\n' "${COMPREPLY[@]}"
exit 0
EOS
words=$(bash --rcfile "$rc" -i </dev/null 2>/dev/null)
rm -f "$rc"
grep -qx solve <<<"$words" || fail "bash completion of 'maedn so' gave: $words"
echo "maedn so<TAB> -> $(tr '\n' ' ' <<<"$words")"

echo "== no display: one line, what to install, no panic"
set +e
msg=$(env -u DISPLAY -u WAYLAND_DISPLAY -u WAYLAND_SOCKET maedn 2>&1 </dev/null)
code=$?
set -e
echo "$msg"
[ "$code" -ne 0 ] || fail "no display: exit status 0"
[ "$(wc -l <<<"$msg")" -eq 1 ] || fail "no display: more than one line"
grep -qi "panick\|backtrace" <<<"$msg" && fail "no display: a panic"
grep -q "DISPLAY" <<<"$msg" || fail "no display: the message does not say what is missing"

if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
  echo "== the installed window, software OpenGL, 1024x768"
  home=$(mktemp -d)
  shot=${CARGO_TARGET_DIR:-$root/target}/ci-package-window.png
  mkdir -p "$(dirname "$shot")"
  HOME=$home LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    bash .ci/screenshot.sh maedn "$shot" /usr/bin/maedn --no-welcome
  rm -rf "$home"
fi

echo "== apt-get purge: nothing left"
"${sudo_cmd[@]}" apt-get purge -y -qq maedn >/dev/null
! dpkg -s maedn >/dev/null 2>&1 || fail "maedn is still registered"
left=0
while IFS= read -r path; do
  # Shared folders (/usr, /usr/share/…) stay; every file of the package must go.
  if [ -e "$path" ] && [ ! -d "$path" ]; then echo "left: $path" >&2; left=1; fi
done <"$installed"
[ "$left" -eq 0 ] || fail "files left after purge"
echo "purged: $(wc -l <"$installed") paths checked"

echo "== the tarball into a temporary HOME"
home=$(mktemp -d)
unpack=$(mktemp -d)
tar -xzf "$tarball" -C "$unpack"
before=$(cd "$home" && find . | sort)
HOME=$home PATH=$home/.local/bin:$PATH bash "$unpack/maedn-$version-x86_64-linux/install.sh"
"$home/.local/bin/maedn" --version | grep -qx "maedn $version" || fail "tarball: --version"
desktop-file-validate "$home/.local/share/applications/$id.desktop"
appstreamcli validate --no-net "$home/.local/share/metainfo/$id.metainfo.xml"
MANPAGER=cat man -l "$home/.local/share/man/man1/maedn.1.gz" 2>/dev/null | grep -q "maedn-solve" ||
  fail "tarball: man page"
[ -s "$home/.local/share/icons/hicolor/256x256/apps/$id.png" ] || fail "tarball: icon"
[ -s "$home/.local/share/doc/maedn/third-party-licences.md" ] || fail "tarball: third-party licences"
echo "== a defaults file beside the tarball's binary: a bad value is named, not fatal"
bin=$unpack/maedn-$version-x86_64-linux/bin
printf '{"lang": "de", "zoom": 7}\n' >"$bin/defaults.json"
set +e
msg=$(env -u DISPLAY -u WAYLAND_DISPLAY -u WAYLAND_SOCKET HOME=$home "$bin/maedn" 2>&1 </dev/null)
set -e
echo "$msg"
grep -q '"zoom" is 7: expected a number from 0.5 to 2; ignored' <<<"$msg" || fail "defaults: bad zoom not named"
grep -q 'no display' <<<"$msg" || fail "defaults: the launch did not go on"
rm -f "$bin/defaults.json"
HOME=$home bash "$unpack/maedn-$version-x86_64-linux/uninstall.sh"
after=$(cd "$home" && find . | sort)
if [ "$before" != "$after" ]; then
  diff <(echo "$before") <(echo "$after") >&2 || true
  fail "tarball: uninstall.sh left files"
fi
rm -rf "$home" "$unpack"
echo "check-package: all checks passed"
