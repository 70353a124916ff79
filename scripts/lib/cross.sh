# Sourced by scripts/windows.sh and scripts/web.sh: picks the toolchain for a
# cross build to TARGET and defines `cross_cargo` to run cargo with it.
#
# 1. rustup's own target, when it is installed (`rustup target add TARGET`,
#    the ordinary route on a machine with internet): plain cargo.
# 2. Otherwise Debian's rustc-web (/usr/bin/rustc) with its std sources
#    (rust-web-src), which builds std for TARGET itself:
#    `-Zbuild-std=std,panic_abort`, allowed on a stable compiler by
#    RUSTC_BOOTSTRAP=1, set for this build only. Debian's compiler is named
#    by its absolute path in RUSTC, so `cargo` stays rustup's and every
#    ordinary build keeps rustup's compiler. Installed with apt if missing.
#
# Each target builds in its own folder (CROSS_TARGET_DIR), so std's rebuild
# and the cross artefacts never touch target/debug or target/release.

# apt-get install PACKAGE... when any is missing (root, or sudo).
cross_apt() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  command -v apt-get >/dev/null || {
    echo "missing: ${missing[*]} (install them, or use rustup: see docs/install.md)" >&2
    return 1
  }
  echo "installing: ${missing[*]}"
  local sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# cross_setup TARGET: chooses the toolchain (see above) and says which.
cross_setup() {
  CROSS_TARGET=$1
  CROSS_ENV=()
  CROSS_FLAGS=()
  if command -v rustup >/dev/null &&
     rustup target list --installed 2>/dev/null | grep -qx "$CROSS_TARGET"; then
    echo "toolchain: rustup's $(rustc --version) with its $CROSS_TARGET target"
    return 0
  fi
  # Debian's compiler with std's sources; rust-lld (rust-web-llvm) links wasm.
  cross_apt rustc-web cargo-web rust-web-src rust-web-llvm lld-22
  local rustc=/usr/bin/rustc
  local src
  src="$("$rustc" --print sysroot)/lib/rustlib/src/rust/library"
  [ -d "$src" ] || { echo "no std sources at $src (package rust-web-src)" >&2; return 1; }
  CROSS_ENV=(RUSTC="$rustc" RUSTC_BOOTSTRAP=1)
  CROSS_FLAGS=(-Zbuild-std=std,panic_abort)
  echo "toolchain: Debian's $("$rustc" --version), std built for $CROSS_TARGET from $src"
}

# cross_cargo SUBCOMMAND ARGS...: cargo for CROSS_TARGET in CROSS_TARGET_DIR.
cross_cargo() {
  local sub=$1
  shift
  env "${CROSS_ENV[@]}" CARGO_TARGET_DIR="$CROSS_TARGET_DIR" \
    cargo "$sub" --target "$CROSS_TARGET" "${CROSS_FLAGS[@]}" "$@"
}

# The tools the web build and its checks run, outside the checkout so that a
# fresh clone (every CI run) does not build them again: one folder per tool
# and version under MAEDN_TOOLS ($XDG_CACHE_HOME/maedn-tools, else
# ~/.cache/maedn-tools). Each is installed into a temporary folder beside
# its place and moved there when complete, so an interrupted install is
# never taken for a finished one.
MAEDN_TOOLS=${MAEDN_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/maedn-tools}

# wasm_bindgen_setup: WASM_BINDGEN_DIR, the folder of wasm-bindgen and its
# test runner at the version of the wasm-bindgen crate in Cargo.lock (they
# must match): the ones on PATH if they are that version, else the cached
# ones, installed from crates.io when missing (once per version; measured
# 3 to 4 CPU minutes).
wasm_bindgen_setup() {
  local want candidate dir tmp
  want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print }' Cargo.lock)
  dir=$MAEDN_TOOLS/wasm-bindgen-$want
  for candidate in "$(command -v wasm-bindgen || true)" "$dir/bin/wasm-bindgen"; do
    if [ -x "$candidate" ] && [ -x "$(dirname "$candidate")/wasm-bindgen-test-runner" ] &&
       [ "$("$candidate" --version | awk '{print $2}')" = "$want" ]; then
      WASM_BINDGEN_DIR=$(dirname "$candidate")
      return 0
    fi
  done
  echo "installing wasm-bindgen-cli $want into $dir"
  mkdir -p "$MAEDN_TOOLS"
  tmp=$(mktemp -d "$MAEDN_TOOLS/.wasm-bindgen.XXXXXX")
  chmod 755 "$tmp"
  # Without --locked: one of the CLI's locked dependencies is not on every
  # registry mirror; cargo resolves the newest compatible ones instead.
  # rustup's compiler (plain cargo): the tool runs on this machine.
  if ! env -u RUSTC -u RUSTC_BOOTSTRAP -u CARGO_TARGET_DIR \
       cargo install --quiet wasm-bindgen-cli --version "=$want" --root "$tmp"; then
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$dir"
  mv "$tmp" "$dir"
  WASM_BINDGEN_DIR=$dir/bin
}

# playwright_setup: PLAYWRIGHT_DIR, a folder whose node_modules holds
# playwright-core (which drives the installed Chromium and downloads no
# browser), installed with npm when missing. Pinned: the newest that still
# runs on Debian 12's Node.js 18 (1.62 and later want Node 20).
playwright_setup() {
  local version=1.61.1 tmp
  PLAYWRIGHT_DIR=$MAEDN_TOOLS/playwright-core-$version
  grep -qs "\"version\": \"$version\"" "$PLAYWRIGHT_DIR/node_modules/playwright-core/package.json" &&
    return 0
  echo "installing playwright-core $version into $PLAYWRIGHT_DIR"
  mkdir -p "$MAEDN_TOOLS"
  tmp=$(mktemp -d "$MAEDN_TOOLS/.playwright.XXXXXX")
  chmod 755 "$tmp"
  if ! npm install --prefix "$tmp" --no-save --no-audit --no-fund --loglevel=error \
       "playwright-core@$version" >/dev/null; then
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$PLAYWRIGHT_DIR"
  mv "$tmp" "$PLAYWRIGHT_DIR"
}
