//! # maedn
//!
//! The shortest *physical* path to victory in "Mensch ärgere Dich nicht": if
//! every roll is chosen and every move is a straight line between tile centres,
//! how far must a player's hand move the pieces?
//!
//! * [`model`] — the board (tiles, colours, coordinates in units), the 64-bit
//!   [`model::Bits`] bit-board of the paper, move lengths and the decoding of
//!   path boards. No egui, no I/O.
//! * [`solver`] — the paper's branch-and-bound search with its exact call and
//!   prune counters, live [`solver::Progress`] and a zero-cost observer, plus two
//!   exact solvers (dynamic programming and A*) that serve as oracles.
//! * [`format`] — how every number is shown: units, cm, counts, percentages.
//! * [`report`] — results and decoded boards as text tables and JSON.
//! * [`cli`] — the `maedn` command line.
//! * `app` (feature `gui`) — the egui window, a thin shell over the above.
#![warn(missing_docs)]

pub mod bench;
pub mod cli;
pub mod format;
pub mod io;
pub mod model;
pub mod output;
pub mod report;
pub mod solver;

#[cfg(feature = "gui")]
pub mod app;
