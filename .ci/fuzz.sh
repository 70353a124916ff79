#!/usr/bin/env bash
# Runs each cargo-fuzz target of fuzz/ for a short time (FUZZ_SECONDS, default
# 20) when a nightly toolchain is present; otherwise says why it skips and
# exits 0. The seed corpus in fuzz/corpus/<target> is read, never written:
# new inputs go to fuzz/work/<target>. A crash fails the script.
# FUZZ_SANITIZER (default address, cargo-fuzz's own) picks the sanitizer;
# CI passes `none`: maedn and the fuzz crate forbid unsafe code, so what the
# targets find are panics and failed assertions, which libFuzzer catches
# without AddressSanitizer, and the uninstrumented build is cheaper to
# compile and runs each input faster.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-20}
sanitizer=${FUZZ_SANITIZER:-address}
targets=(board_parse decode board_list board_list_writer session solve)

if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "fuzz: skipped: no nightly toolchain (cargo-fuzz needs one); the proptests in tests/core/fuzz_checks.rs cover the same checks"
  exit 0
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: installing cargo-fuzz"
  if ! cargo install cargo-fuzz --locked >/dev/null 2>&1; then
    echo "fuzz: skipped: cargo-fuzz could not be installed; the proptests cover the same checks"
    exit 0
  fi
fi
cargo +nightly fuzz build --sanitizer "$sanitizer"
for t in "${targets[@]}"; do
  mkdir -p "fuzz/work/$t"
  echo "fuzz: $t for ${seconds}s (sanitizer: $sanitizer)"
  cargo +nightly fuzz run --sanitizer "$sanitizer" "$t" "fuzz/work/$t" "fuzz/corpus/$t" -- \
    -max_total_time="$seconds" -print_final_stats=1 2>&1 |
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|Done [0-9]+ runs|ERROR|panicked|SUMMARY" || true
  # grep hides the fuzzer's chatter; the exit status of the run is what counts.
  status=${PIPESTATUS[0]}
  if [[ $status -ne 0 ]]; then
    echo "fuzz: $t FAILED (exit $status); the input is under fuzz/artifacts/$t"
    exit 1
  fi
done
echo "fuzz: all ${#targets[@]} targets ran ${seconds}s each without a failure"
