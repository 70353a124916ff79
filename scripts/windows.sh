#!/usr/bin/env bash
# Cross-builds maedn for 64-bit Windows (x86_64-pc-windows-gnu) in one command:
#   dist/maedn-VERSION-x86_64-windows.zip   maedn.exe (the window; a GUI program,
#                                           so no console window opens beside it),
#                                           maedn-cli.exe (the same program as a
#                                           console program, for the command line),
#                                           README.md, LICENSE, the guide and the
#                                           install, command-line and handout pages,
#                                           defaults.json.example
# Both executables carry the icon (drawn from packaging/io.github.maedn.Maedn.svg
# into an .ico by `maedn-package-files`) and a version resource (build.rs).
# Toolchain: see scripts/lib/cross.sh (rustup's target if installed, else
# Debian's rustc-web building std). Linker and windres: Debian's mingw-w64,
# installed with apt if missing. Profile: `cross` (see Cargo.toml); set
# MAEDN_CROSS_PROFILE=release for the release profile (CI: `ci-cross`);
# target folder MAEDN_WINDOWS_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}
. scripts/lib/cross.sh

target=x86_64-pc-windows-gnu
profile=${MAEDN_CROSS_PROFILE:-cross}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
CROSS_TARGET_DIR=${MAEDN_WINDOWS_TARGET_DIR:-$root/target/windows}
native_target=${CARGO_TARGET_DIR:-$root/target}

cross_apt gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 zip
cross_setup "$target"
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export WINDRES=x86_64-w64-mingw32-windres

echo "== the icon (.ico from the packaged SVG)"
# scripts/package.sh draws it too (CI runs that first): taken when it is newer
# than the SVG, else drawn here by the same tool.
ico=$native_target/release/package-files/icons/maedn.ico
if ! [ "$ico" -nt packaging/io.github.maedn.Maedn.svg ]; then
  files=$native_target/debug/package-files
  cargo run --locked --quiet --no-default-features --features packaging \
    --bin maedn-package-files -- "$files" >/dev/null
  ico=$files/icons/maedn.ico
fi
export MAEDN_WINDOWS_ICON=$ico

echo "== cross build ($profile profile, $target)"
start=$SECONDS
cross_cargo build --locked --profile "$profile" --features windows-console \
  --bin maedn --bin maedn-cli
echo "built in $((SECONDS - start)) s"
out=$CROSS_TARGET_DIR/$target/$profile

echo "== zip"
name=maedn-$version-x86_64-windows
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
p=$stage/$name
mkdir -p "$p/docs"
cp "$out/maedn.exe" "$out/maedn-cli.exe" "$p/"
cp README.md "$p/README.md"
cp LICENSE "$p/LICENSE.txt"
cp packaging/defaults.json.example "$p/"
cp docs/window.md "$p/docs/guide.md"
cp docs/install.md docs/cli.md docs/handout.md "$p/docs/"
mkdir -p dist
rm -f dist/maedn-*-x86_64-windows.zip
(cd "$stage" && zip -qr -X "$root/dist/$name.zip" "$name")
ls -l "dist/$name.zip" "$out/maedn.exe" "$out/maedn-cli.exe" | awk '{print $5, $NF}'
