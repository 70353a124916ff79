//! The core's integration tests (model, solver, io, command line), one test
//! binary so that a `cargo test` links it once. Runs with and without the
//! `gui` feature.

mod cli;
mod fuzz_checks;
mod io_files;
mod observer;
mod problems;
mod reference;
mod solver_agreement;
mod strategies;
