//! The core's integration tests (model, solver, io, command line), one test
//! binary so that a `cargo test` links it once. Runs with and without the
//! `gui` feature.

mod animate;
mod animate_more;
mod claims;
mod cli;
mod cli_arguments;
mod compare;
mod count;
mod cues;
mod exact_ties;
mod explore_cli;
mod explore_figures;
mod figures;
mod figures_german;
mod fuzz_checks;
mod game;
mod game_cli;
mod game_figures;
mod handout;
mod handout_guide;
mod handout_worksheet;
mod i18n;
mod io_files;
mod lesson;
mod literals;
mod observer;
mod output_faults;
mod palettes;
mod play;
mod problems;
mod reference;
mod retro;
mod ship;
mod solver_agreement;
mod strategies;
mod support;
mod sweep_cli;
mod tree;
mod tree_memory;
mod workspace;
mod workspace_explore;
mod workspace_export;
mod workspace_files;
mod workspace_game;
mod workspace_says_what_it_does;
