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
//! * [`game`] — the whole four-piece game under the standard rules: the
//!   shortest and quickest games with chosen rolls, and ordinary random play.
//! * [`format`](mod@format) — how every number is shown: units, cm, counts, percentages.
//! * [`i18n`] — languages and Project Fluent translations of every window and
//!   figure text.
//! * [`report`] — results and decoded boards as text tables and JSON.
//! * [`render`] — a board scene or a chart as one egui-free drawing, written
//!   as SVG and rasterised to PNG (resvg), with captions and legends.
//! * [`figures`] — the figure catalogue: runs the solvers and builds every
//!   named figure and board scene.
//! * [`cli`] — the `maedn` command line.
//! * [`workspace`] — what the window's user works on (settings, the run, the
//!   stepped paths, the editor, the sweep, files), its commands and
//!   background tasks; no egui, so it is tested without the window.
//! * `app` (feature `gui`) — the egui window, a thin shell over the workspace.
#![warn(missing_docs)]

pub mod cli;
pub mod figures;
pub mod format;
pub mod game;
pub mod i18n;
pub mod io;
pub mod model;
pub mod output;
pub mod render;
pub mod report;
pub mod solver;
pub mod workspace;

#[cfg(feature = "gui")]
pub mod app;
