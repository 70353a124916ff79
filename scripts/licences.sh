#!/usr/bin/env bash
# Writes assets/licences/third-party.md: every crate the programs are built
# from, with its licence, and each licence's text (with the fonts the crates
# embed), from Cargo.lock, by cargo-about with packaging/licences/about.toml
# and the template beside it. Run it after a dependency changes and commit
# the result: the package, the tarball and the window's About ship that
# file, and a test (tests/core/licences.rs) fails while a crate of the
# shipped tree is missing from it. Nothing else (CI, package.sh) needs
# cargo-about.
#   cargo install cargo-about --locked --features cli
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-about >/dev/null || {
  echo "licences.sh: needs cargo-about (cargo install cargo-about --locked --features cli)" >&2
  exit 1
}
out=assets/licences/third-party.md
mkdir -p "$(dirname "$out")"
# Offline, from the crates cargo has fetched (no crate is looked up online).
cargo about generate --frozen \
  -c packaging/licences/about.toml packaging/licences/third-party.hbs -o "$out.new"
mv "$out.new" "$out"
echo "$out: $(grep -c '^- ' "$out") crates, $(grep -c '^### ' "$out") licence texts"
