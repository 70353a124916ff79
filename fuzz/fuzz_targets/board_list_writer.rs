//! Fuzz target: see `maedn_fuzz::checks::board_list_writer`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maedn_fuzz::checks::board_list_writer(data));
