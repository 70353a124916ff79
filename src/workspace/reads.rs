//! What the window reads from the [`Workspace`]: its settings, the mode, each
//! feature's state, the file operations and the status line, as borrowed
//! views (the window changes nothing except through [`super::Command`]s).

use super::{
    EditorState, Explore, ExploreInputs, FigureExport, Files, GamePlay, Lesson, Mode, Notice,
    Prefs, Run, Stepper, Sweep, Workspace,
};
use crate::model::{Problem, RulesError};

impl Workspace {
    /// The program's name, the window's whole title while no file is open.
    pub const APP_NAME: &str = "maedn";

    /// The file last opened (a session, a board list or a class round).
    #[must_use]
    pub fn opened_file(&self) -> Option<&std::path::Path> {
        self.opened.as_deref()
    }

    /// The window's title: the open file's name and the program's, as a
    /// desktop lists documents ("lesson.json — maedn"), or the program's
    /// name alone.
    #[must_use]
    pub fn window_title(&self) -> String {
        match self.opened.as_deref().and_then(std::path::Path::file_name) {
            Some(name) => format!("{} — {}", name.to_string_lossy(), Self::APP_NAME),
            None => Self::APP_NAME.to_owned(),
        }
    }
    /// The settings and choices that persist.
    #[must_use]
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// What to persist now (with the editor's current board).
    #[must_use]
    pub fn prefs_to_save(&self) -> Prefs {
        Prefs {
            editor_board: self.editor.board().raw(),
            round: self.round_to_keep(),
            ..self.prefs.clone()
        }
    }

    /// Is the legend shown beside the board? The user's choice (L), or by
    /// default only in presentation mode (and the lesson), where a class
    /// needs it.
    #[must_use]
    pub fn legend_shown(&self) -> bool {
        self.prefs
            .show_legend
            .unwrap_or(self.presenting || self.prefs.mode == Mode::Lesson)
    }

    /// Are the track tiles' numbers drawn beside the board? The user's
    /// choice (View → *Tile numbers*), or by default only on the lesson's
    /// slides that name a tile.
    #[must_use]
    pub fn tile_numbers_shown(&self) -> bool {
        self.prefs
            .show_tile_numbers
            .unwrap_or(self.prefs.mode == Mode::Lesson && self.lesson.slide().names_a_tile())
    }

    /// The size of the numbers a board of the window gets, in tile spacings
    /// (a desk's size: Present mode sets them larger), or `None` when they
    /// are not shown.
    #[must_use]
    pub fn tile_numbers(&self) -> Option<f32> {
        self.tile_numbers_shown()
            .then_some(crate::render::tile_numbers::NUMBER_SIZE)
    }

    /// The mode shown.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.prefs.mode
    }

    /// Is presentation mode on?
    #[must_use]
    pub fn presenting(&self) -> bool {
        self.presenting
    }

    /// The solver run.
    #[must_use]
    pub fn run(&self) -> &Run {
        &self.run
    }

    /// The paths being stepped.
    #[must_use]
    pub fn stepper(&self) -> &Stepper {
        &self.stepper
    }

    /// Is the stepper playing?
    #[must_use]
    pub fn playing(&self) -> bool {
        self.playback.is_playing()
    }

    /// The editor's board and history.
    #[must_use]
    pub fn editor(&self) -> &EditorState {
        &self.editor
    }

    /// The bound sweep.
    #[must_use]
    pub fn sweep(&self) -> &Sweep {
        &self.sweep
    }

    /// The guided lesson.
    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Should the first-run welcome show?
    #[must_use]
    pub fn shows_welcome(&self) -> bool {
        !self.prefs.welcome_seen && self.prefs.mode != Mode::Lesson
    }

    /// The whole game (the Game view).
    #[must_use]
    pub fn game(&self) -> &GamePlay {
        &self.game
    }

    /// The figure export (File → Export figure…).
    #[must_use]
    pub fn export(&self) -> &FigureExport {
        &self.export
    }

    /// The Explore mode's parts.
    #[must_use]
    pub fn explore(&self) -> &Explore {
        &self.explore
    }

    /// What the Explore mode computes from: the solver panel's rules and
    /// bound, and its per-tile bound for the comparison's paper row.
    #[must_use]
    pub fn explore_inputs(&self) -> ExploreInputs {
        let settings = &self.prefs.settings;
        ExploreInputs {
            rules: settings.rules,
            bound: settings.bound,
            paper_bound: match settings.bound {
                crate::solver::Bound::PerTile(n) => n,
                _ => self.prefs.bound_per_tile,
            },
        }
    }

    /// The language the window and its exports speak: the one chosen, or
    /// the system's until one is chosen.
    #[must_use]
    pub fn lang(&self) -> crate::i18n::Lang {
        self.prefs.lang.unwrap_or_else(crate::i18n::Lang::system)
    }

    /// The file operations in flight.
    #[must_use]
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The file operations, to change how dialogs are judged (tests).
    #[doc(hidden)]
    pub fn files_mut(&mut self) -> &mut Files {
        &mut self.files
    }

    /// The status line's message.
    #[must_use]
    pub fn status(&self) -> Option<&Notice> {
        self.status.as_ref()
    }

    /// Why the last settings change was refused, if it was (the settings
    /// stayed as they were).
    #[must_use]
    pub fn settings_refused(&self) -> Option<&RulesError> {
        self.settings_refused.as_ref()
    }

    /// The position the current or last run continued from (*Solve from
    /// here*), if any.
    #[must_use]
    pub fn last_problem(&self) -> Option<&Problem> {
        self.last_problem.as_ref()
    }

    /// Is a session's run being solved again to restore its results?
    #[must_use]
    pub fn is_restoring(&self) -> bool {
        self.restoring.is_some()
    }
}
