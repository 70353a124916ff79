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
//! * [`cpu_clock`] — the benchmarks' clock: CPU time, which a busy machine
//!   does not skew, and the load printed beside it.
//! * [`i18n`] — languages and Project Fluent translations of every window and
//!   figure text.
//! * [`report`] — results and decoded boards as text tables and JSON.
//! * [`render`] — a board scene or a chart as one egui-free drawing, written
//!   as SVG and rasterised to PNG (resvg), with captions and legends.
//! * [`figures`] — the figure catalogue: runs the solvers and builds every
//!   named figure and board scene.
//!
//! The binary's own layers are private (so that rustc reports what nothing
//! uses); what the binary, the tests and the benchmarks need of them is
//! re-exported by name:
//!
//! * `cli` — the `maedn` command line ([`main`]; [`bench`](mod@bench) for `cargo bench`).
//! * `workspace` — what the window's user works on (settings, the run, the
//!   stepped paths, the editor, the sweep, files), its commands and
//!   background tasks; no egui, so it is tested without the window.
//! * `app` (feature `gui`) — the egui window, a thin shell over the workspace.
//!
//!   [`window`] holds the workspace's and the window's items the tests drive.
//! * `web` (feature `gui`, `wasm32` only) — the window in a web page:
//!   `WebHandle`, which the page's script starts on a canvas.
#![warn(missing_docs)]

pub mod cpu_clock;
pub mod figures;
pub mod format;
pub mod game;
pub mod i18n;
pub mod io;
pub mod model;
pub mod names;
pub mod output;
pub mod render;
pub mod report;
pub mod solver;

// The window and the command line are the binary's, not the library's: they
// stay private so that rustc reports what nothing uses, and the few items the
// binary, the tests and the benchmarks need are re-exported below by name.
#[cfg(feature = "gui")]
mod app;
mod cli;
// The page's entry (scripts/web.sh): the window in a web browser.
#[cfg(all(feature = "gui", target_arch = "wasm32"))]
mod web;
mod workspace;

#[cfg(all(feature = "gui", target_arch = "wasm32"))]
pub use web::WebHandle;

/// The command line's clap definition (for the package's man pages and completions).
pub use cli::command;
pub use cli::main;

/// `maedn bench`: the benchmark `cargo bench` runs and the paper's C program
/// the reference tests compare the counters with.
pub mod bench {
    pub use crate::cli::bench::{BenchArgs, BuildError, CProgram, paper_program, run};
}

/// The window: the egui-free [`Workspace`](window::Workspace) its modes read
/// and the [`Command`](window::Command)s they send it, so the tests drive it without a screen, and
/// (feature `gui`) the egui app and the widgets the UI tests draw alone.
pub mod window {
    /// The board painted as shapes, not as a picture, for the tests that
    /// read its shapes.
    #[cfg(feature = "gui")]
    #[doc(hidden)]
    pub use crate::app::board_view::as_shapes as paint_board_as_shapes;
    #[cfg(feature = "gui")]
    pub use crate::app::{
        Launch, MaednApp, board_view::BoardResponse, board_view::BoardScene, board_view::BoardView,
        editor::editor_ui, files::typed_path_ui, saved_state::repair_saved_state,
        shortcuts::collect as collect_shortcuts,
    };
    /// The Export animation dialog's commands and state.
    pub use crate::workspace::animation_job::{AnimationCommand, AnimationExport};
    pub use crate::workspace::defaults::{
        DefaultsProblem, SiteDefaults, defaults_files, load_defaults, parse_defaults,
    };
    #[cfg(feature = "gui")]
    pub use crate::workspace::fitting_zoom;
    pub use crate::workspace::shown_board::export_figure;
    /// Scripted file dialogs for the tests: a desktop's and a web page's.
    #[doc(hidden)]
    pub use crate::workspace::testing::{FakeBrowserPicker, FakePicker};
    pub use crate::workspace::{
        Backend, BoardSet, BrowserLimit, Choice, Command, CompareTarget, DialogMode, ERROR_SECONDS,
        EditCommand, EditorState, ExploreCommand, ExplorePart, ExportCommand, Field, FileCommand,
        FilePicker, GameCommand, INFO_SECONDS, LIVE_REFRESH, Lesson, LessonCommand, Mode, NoPicker,
        Notice, Outcome, PAGE, PaceKind, PanelSide, PickedFile, PickedSink, Prefs, PrefsIssue,
        RowState, RunState, Slide, Status, StepView, TREE_LEVELS, ThemeChoice, Waker,
        WindowCommand, Workspace, no_waker,
    };
    pub use crate::workspace::{Play, PlayCommand, PlayKind};
    pub use crate::workspace::{
        Round, RoundCommand, RoundStage, Standing, TeamScore, move_key, standings,
    };

    /// The handouts (the lesson as PDF, the worksheet), which the tests render
    /// back and check against the engine.
    pub mod handout {
        pub use crate::workspace::HandoutKind;
        pub use crate::workspace::handout::lesson::{LessonPages, lesson_pages};
        pub use crate::workspace::handout::{
            HandoutCommand, HandoutRequest, PageShape, VERSION, build,
        };
    }

    /// The lesson's facts and slide words, which the tests check against the
    /// engine.
    pub mod lesson {
        pub use crate::workspace::lesson::facts::{ORDINARY_GAMES, ORDINARY_SEED, sweep_plan};
        pub use crate::workspace::lesson::guide::{Answer as GuideAnswer, guide};
        pub use crate::workspace::lesson::texts::{
            Asked, SlideText, slide_text, title as slide_title,
        };
        pub use crate::workspace::lesson::{
            Facts, FactsKey, GAME_RATE, beyond_rules, paper_settings,
        };
    }

    /// Predict prompts, the recorded calls of a watched run and the code
    /// view's lines, which the tests check against the engine.
    pub mod watching {
        pub use crate::i18n::words::watch::SearchLine;
        pub use crate::workspace::lesson::predict::question as lesson_question;
        pub use crate::workspace::predict::{
            AnswerKind, Off, PredictCommand, Question, Truth, compute, off, truth_text,
        };
        pub use crate::workspace::replay::{CallDecision, REPLAY_CAP, ReplayCommand};
    }
}
