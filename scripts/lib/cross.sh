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

# wasm_bindgen_setup: WASM_BINDGEN_DIR, the folder of wasm-bindgen and its
# test runner at the version of the wasm-bindgen crate in Cargo.lock (they
# must match): the ones on PATH if they are that version, else installed
# from crates.io into target/web-tools (once; a few minutes).
wasm_bindgen_setup() {
  local want candidate
  want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print }' Cargo.lock)
  for candidate in "$PWD/target/web-tools/bin/wasm-bindgen" "$(command -v wasm-bindgen || true)"; do
    if [ -x "$candidate" ] && [ "$("$candidate" --version | awk '{print $2}')" = "$want" ]; then
      WASM_BINDGEN_DIR=$(dirname "$candidate")
      return 0
    fi
  done
  # Without --locked: one of the CLI's locked dependencies is not on every
  # registry mirror; cargo resolves the newest compatible ones instead.
  cargo install wasm-bindgen-cli --version "=$want" --root "$PWD/target/web-tools"
  WASM_BINDGEN_DIR=$PWD/target/web-tools/bin
}
