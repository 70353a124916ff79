//! [`Command`]: everything the user can ask for, as one enum. Every panel,
//! menu entry, button and shortcut produces commands during layout; the
//! window applies them after layout, in order, several per frame, through
//! [`super::Workspace::apply`]. Nothing changes the workspace mid-layout.
//!
//! CITE: the egui demo's `Command` returned from the UI and applied by
//! `run_cmd` after all panels are drawn (`egui_demo_app/src/wrap_app.rs`).

use std::path::PathBuf;

use super::editor::EditCommand;
use super::explore::{ExploreCommand, ExplorePart};
use super::export::ExportCommand;
use super::files::DialogMode;
use super::game::GameCommand;
use super::lesson::LessonCommand;
use super::play::PlayCommand;
use super::prefs::{Mode, PaceKind};
use super::stepper::Choice;
use crate::i18n::Lang;
use crate::io::FileKind;
use crate::model::{Bits, Problem};
use crate::solver::Settings;

/// Something the user asked for.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    // ---- modes and view
    /// Show this mode.
    SetMode(Mode),
    /// Presentation mode on or off (full screen, side panels hidden).
    TogglePresent,
    /// Show or hide the list of keyboard shortcuts.
    ToggleShortcuts,
    /// Draw the board and the charts in these colours (remembered).
    SetColours(crate::render::Scheme),
    /// Single-key shortcuts on or off, motion reduced or not (remembered).
    SetAccess(super::Access),
    /// The lesson's live part (board or chart) to the whole window, or back.
    ToggleLiveZoom,
    /// Preview the whole window as this colour vision sees it (not remembered).
    SetVision(crate::render::vision::Vision),
    /// Speak this language (takes effect at once, and is remembered).
    SetLang(Lang),
    /// The window's zoom follows its size (on), or stays as it is (off).
    SetZoomFit(bool),
    /// Close the first-run welcome for good.
    DismissWelcome,
    /// Open or close one side panel.
    TogglePanel(PanelSide),
    /// Close both side panels if either is open, else open both.
    TogglePanels,
    /// A step through the lesson, or a slide's control.
    Lesson(LessonCommand),
    /// Show the Explore mode at this part (a stable way in for the lesson).
    Explore(ExplorePart),
    /// Something asked for in the Explore mode.
    ExploreDo(ExploreCommand),
    /// Show or hide the legend beside the board.
    ToggleLegend,
    /// Show or hide the track tiles' numbers on every board.
    ToggleTileNumbers,

    // ---- settings (locked while a run is in progress)
    /// New solver settings; forgets the last result and the stepped paths.
    SetSettings(Settings),
    /// The units per tile offered when the bound is "per tile".
    SetBoundPerTile(u32),
    /// The paper's settings.
    PaperSettings,
    /// The pace of the next run (and of a watched run in progress).
    SetPace(PaceKind),
    /// The slow-motion rate, calls per second.
    SetRate(f64),

    // ---- the solver
    /// Start a run of all four pieces (cancelling any run in progress).
    Run,
    /// Start a run of one piece from a position (an edited board); shows Solve.
    RunFrom(Problem),
    /// Run when idle; pause or resume a run in progress.
    RunOrPause,
    /// Pause or resume.
    TogglePause,
    /// Cancel the run.
    Cancel,
    /// Let a single-stepped search make one call.
    NextCall,
    /// Step back or forward through a watched run's recorded calls.
    Replay(super::replay::ReplayCommand),
    /// Show or hide the search as code beside the board.
    ToggleCodeView,
    /// A Predict prompt's guess, reveal or reset.
    Predict(super::predict::PredictCommand),
    /// Open the finished run's path boards in the stepper.
    StepThroughSolution,

    // ---- the stepper
    /// Load path boards into the stepper and show Step.
    OpenInStepper(Vec<Bits>),
    /// Show the page of a long list that starts at this list position.
    StepperPage(usize),
    /// Show one path or all.
    Choose(Choice),
    /// Go to a move.
    StepTo(usize),
    /// One move on.
    StepForward,
    /// One move back.
    StepBack,
    /// The last move.
    StepLast,
    /// Play or pause.
    TogglePlay,
    /// Playback speed, moves per second.
    SetPlaySpeed(f32),

    // ---- the editor
    /// Open a board in the editor and show Edit.
    OpenInEditor(Bits),
    /// A change to the editor's board.
    Edit(EditCommand),

    // ---- the bound sweep
    /// The bounds tried: `from`, `from + step`, … up to `to`.
    SetSweepRange {
        /// First bound.
        from: u32,
        /// Last bound.
        to: u32,
        /// Step between bounds.
        step: u32,
    },
    /// Start the sweep (cancelling one in progress).
    StartSweep,
    /// Stop the sweep; the points so far stay.
    StopSweep,

    // ---- the whole game
    /// The Game view: compute, choose shortest or quickest, play and scrub.
    Game(GameCommand),
    /// The Play mode: choose rolls or pieces, a seed, the replay.
    Play(PlayCommand),
    /// The class round: teams, turns, the scoreboard.
    Round(super::play::RoundCommand),

    // ---- files
    /// The figure export: choose a figure and a format, export, cancel.
    Export(ExportCommand),
    /// The Export animation dialog.
    Animation(super::animation_job::AnimationCommand),
    /// The handouts (the lesson as PDF, a worksheet): choose, write, cancel.
    Handout(super::handout::HandoutCommand),
    /// Open a file dialog to open or save a file of this kind.
    File(FileCommand),
    /// A path typed where no dialog could be shown.
    PathChosen {
        /// What for.
        kind: FileKind,
        /// Open or save.
        mode: DialogMode,
        /// The path.
        path: PathBuf,
    },
    /// Close the typed-path window without a path.
    CancelTypedPath,
    /// Yes: save although it replaces a file or its extension does not fit.
    ConfirmSave,
    /// No: do not save.
    CancelSave,
    /// Clear the status line.
    DismissStatus,

    // ---- the window itself
    /// Something only the window can do; the workspace has no part in it.
    Window(WindowCommand),
}

/// What only the window can carry out (its zoom, theme, clipboard and
/// viewport): panels, menus and shortcuts queue it as a [`Command::Window`]
/// among the rest, in order, and the window applies it itself, so the list
/// lives here once and the workspace names none of them.
///
/// CITE: rerun's `UICommand`, the viewer's own commands beside the data's.
#[derive(Clone, Debug, PartialEq)]
pub enum WindowCommand {
    /// Zoom the whole window.
    Zoom(Zoom),
    /// Light, dark or the system's theme.
    SetTheme(ThemeChoice),
    /// Put text on the clipboard.
    CopyText(String),
    /// Put the figure on screen (the board or chart) on the clipboard as an
    /// image.
    CopyFigure,
    /// Ask the system for the clipboard's text (it arrives as a paste).
    RequestPaste,
    /// Close the window.
    Quit,
    /// Quit although a class round is being played (it is kept with the
    /// settings and offered again at the next start).
    QuitAnyway,
}

/// A File-menu entry or shortcut asking for a dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileCommand {
    /// Open a file of this kind.
    Open(FileKind),
    /// Save or export a file of this kind.
    Save(FileKind),
}

/// One of the two side panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PanelSide {
    /// The solver's panel on the left.
    Left,
    /// The mode's panel on the right (Step, Edit).
    Right,
}

/// A zoom step of the whole window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zoom {
    /// Larger.
    In,
    /// Smaller.
    Out,
    /// Back to 100 %.
    Reset,
}

/// The window's colour theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThemeChoice {
    /// Light.
    Light,
    /// Dark.
    Dark,
    /// Follow the system.
    System,
}
