//! Fuzz target: see `maedn_fuzz::checks::solve`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maedn_fuzz::checks::solve(data));
