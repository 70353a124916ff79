//! The checks behind maedn's fuzz targets. The same file is compiled into the
//! core's test binary (`tests/core/fuzz_checks.rs`), where proptest feeds it,
//! so stable `cargo test` covers what the fuzzers cover.

pub mod checks;
