//! What finished file operations do to the workspace: open board lists and
//! sessions, save, export; which boards "Save boards" saves ([`BoardSet`]);
//! and a session's results restored by solving its run again and comparing
//! the answer with the file (a result is shown only if computed).

use std::path::PathBuf;
use std::sync::Arc;

use super::export::{Export, ExportAsk, ExportChoice, Picture};
use super::export_failure::ExportFailure;
use super::files::{DialogMode, FileEvent, FileOpError, Loaded};
use super::notice::Notice;
use super::run::Run;
use super::stepper::Choice;
use super::watch::Pace;
use super::{Mode, Workspace, shown_board};
use crate::i18n::Tr;
use crate::io::Format;
use crate::io::{self, FileKind, Session, SessionResults};
use crate::model::{Bits, decode};
use crate::render::{DEFAULT_PNG_SCALE, Theme};

/// The header line of a saved board list.
const BOARDS_HEADER: &str = "maedn bit-boards, one per line";

/// Which boards "Save boards" writes, so the menu can say it:
/// what the current mode shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardSet {
    /// The finished run's path boards (Solve).
    Solution(usize),
    /// Every board in the stepper, all pages (Step).
    Stepper(usize),
    /// The editor's list of boards (Edit, after opening or pasting a list).
    EditorList(usize),
    /// The editor's one board.
    EditorBoard,
}

/// A session whose results are being solved again, to compare with the file.
#[derive(Debug)]
pub(super) struct Restore {
    path: PathBuf,
    saved: SessionResults,
}

impl Workspace {
    /// Which boards "Save boards" would write now, and how many.
    #[must_use]
    pub fn board_set(&self) -> BoardSet {
        self.boards_to_save().0
    }

    /// The boards "Save boards" writes: what the mode shows.
    fn boards_to_save(&self) -> (BoardSet, Arc<[Bits]>) {
        let mode = self.prefs.mode;
        if mode == Mode::Solve
            && let Some(s) = self.run.solution()
        {
            let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
            return (BoardSet::Solution(boards.len()), boards.into());
        }
        let stepper = self.stepper.boards();
        if matches!(mode, Mode::Solve | Mode::Step) && !stepper.is_empty() {
            return (BoardSet::Stepper(stepper.len()), Arc::clone(stepper));
        }
        let (list, _) = self.editor.list();
        if list.len() > 1 {
            (BoardSet::EditorList(list.len()), Arc::from(list))
        } else {
            (BoardSet::EditorBoard, Arc::from([self.editor.board()]))
        }
    }

    /// What a dialog, a read or a write reported.
    pub(super) fn on_file_event(&mut self, event: FileEvent) {
        match event {
            FileEvent::Picked { kind, mode, path } => {
                // A path was given after all: "no dialog could be shown" is over.
                self.forget_no_dialog();
                self.on_path(kind, mode, path);
            }
            FileEvent::Unavailable => self.notify(Notice::DialogUnavailable),
            FileEvent::Loaded {
                path,
                loaded: Loaded::Boards(boards, uneven),
            } => {
                let count = boards.len();
                self.opened = Some(path.clone());
                self.editor.open_list(Arc::clone(&boards));
                self.open_in_stepper(boards);
                self.notify(Notice::OpenedBoards {
                    count,
                    path,
                    uneven,
                });
            }
            FileEvent::Loaded {
                path,
                loaded: Loaded::Session(session),
            } => match session.settings.rules.validate() {
                Ok(()) => self.apply_session(*session, path),
                Err(source) => {
                    self.notify(Notice::Failed(FileOpError::BadSettings { path, source }))
                }
            },
            FileEvent::Loaded {
                path,
                loaded: Loaded::Round(round),
            } => {
                self.opened = Some(path);
                self.open_round(*round);
            }
            FileEvent::Saved(path) => self.notify(Notice::Saved(path)),
            FileEvent::Failed(e) => self.notify(Notice::Failed(e)),
        }
    }

    /// Opens, saves or exports at a chosen path.
    fn on_path(&mut self, kind: FileKind, mode: DialogMode, path: PathBuf) {
        let started = match (kind, mode) {
            (FileKind::Boards | FileKind::Session | FileKind::Round, DialogMode::Open) => {
                self.files.read(path, kind, &self.waker)
            }
            (FileKind::Boards, DialogMode::Save) => {
                let boards = self
                    .save_set
                    .take()
                    .unwrap_or_else(|| self.boards_to_save().1);
                self.files.write(&self.waker, move || {
                    io::save_boards(&path, &boards, BOARDS_HEADER)?;
                    Ok(path)
                })
            }
            (FileKind::Session, DialogMode::Save) => {
                let session = self.session();
                self.files.write(&self.waker, move || {
                    io::save_session(&path, &session)?;
                    Ok(path)
                })
            }
            (FileKind::Round, DialogMode::Save) => match self.round_file() {
                Some(round) => self.files.write(&self.waker, move || {
                    io::save_round(&path, &round)?;
                    Ok(path)
                }),
                None => Ok(()),
            },
            (FileKind::Picture(format), DialogMode::Save) => {
                let ask = self.export.take_awaiting();
                self.export_picture(ask.unwrap_or_else(|| self.picture_ask(format)).at(path))
            }
            (FileKind::Picture(_) | FileKind::Animation(_) | FileKind::Pdf, DialogMode::Open) => {
                Err(FileOpError::PictureOpen)
            }
            (FileKind::Animation(_), DialogMode::Save) => self.start_animation(path),
            (FileKind::Pdf, DialogMode::Save) => self.handout_path(path),
        };
        if let Err(e) = started {
            self.notify(Notice::Failed(e));
        }
    }

    /// Tells the workspace the window's colours (light or dark, as the window
    /// resolved its theme), which the board export draws in.
    pub fn set_window_theme(&mut self, theme: Theme) {
        self.window_theme = theme;
    }

    /// The window's colours, which the board export draws in.
    #[must_use]
    pub fn window_theme(&self) -> Theme {
        self.window_theme
    }

    /// What a picture dialog of `format` exports in the current mode: the
    /// shown Explore part (light), else the board on screen in the window's
    /// colours.
    fn picture_ask(&self, format: Format) -> ExportAsk {
        let (what, theme) = match self.prefs.mode {
            Mode::Explore => (Picture::Explore(self.explore.part()), Theme::Light),
            _ => (Picture::Board, self.window_theme()),
        };
        ExportAsk {
            what,
            format,
            theme,
        }
    }

    /// Remembers what a picture dialog of `format` is opened for (the
    /// named figures' dialog says it itself).
    pub(super) fn await_picture(&mut self, format: Format) {
        let ask = self.picture_ask(format);
        self.export.await_export(ask);
    }

    /// The save dialog's title for the picture awaited: what it shows.
    pub(super) fn picture_title(&self, format: Format) -> Option<String> {
        use super::files::{Exported, export_title};
        let what = match self.export.awaiting()?.what {
            Picture::Board => Exported::Board,
            Picture::Explore(part) => Exported::Explore(part),
            Picture::Named(name) => Exported::Figure(name),
        };
        Some(export_title(Tr::shared(self.lang()), what, format.name()))
    }

    /// Writes `export`: the board on screen and an Explore part's figure are
    /// drawn here, in the window's language, and written in the background;
    /// a named figure is built and written on its own task (with progress
    /// and cancel).
    fn export_picture(&mut self, export: Export) -> Result<(), FileOpError> {
        let Export {
            what,
            format,
            theme,
            path,
        } = export;
        let tr = Tr::shared(self.lang());
        let figure = match what {
            Picture::Board => shown_board::export_figure(self, tr, theme),
            Picture::Explore(part) => self
                .explore
                .figure(part, tr, theme)
                .map_err(|e| FileOpError::Save(e.into()))?,
            Picture::Named(name) => {
                let choice = ExportChoice {
                    name,
                    format,
                    theme,
                };
                let request = self.figure_request();
                return self
                    .export
                    .start(choice, request, path, &self.waker)
                    .map_err(FileOpError::from);
            }
        };
        self.files.write(&self.waker, move || {
            crate::render::save(&figure, &path, format, DEFAULT_PNG_SCALE)
                .map_err(ExportFailure::from)?;
            Ok(path)
        })
    }

    /// Remembers what "Save boards" saves at the moment it is asked for.
    pub(super) fn capture_save_set(&mut self) {
        self.save_set = Some(self.boards_to_save().1);
    }

    /// The board the current mode shows (for the named `board` figure): the
    /// chosen path's board in Solve and Step, else the editor's.
    pub(super) fn shown_board(&self) -> Bits {
        let editor = self.editor.board();
        match self.prefs.mode {
            Mode::Edit => editor,
            _ => self.stepper.current_path().map_or(editor, |d| d.board),
        }
    }

    /// Everything worth keeping, as a session.
    fn session(&self) -> Session {
        let chosen = match self.stepper.choice() {
            Choice::One(i) => Some(i),
            Choice::All => None,
        };
        let page = self.stepper.page();
        Session {
            settings: self.prefs.settings,
            board: self.editor.board(),
            stepper: self.stepper.boards().to_vec(),
            selected_piece: self.stepper.current_path().and_then(|d| d.piece),
            selected_board: chosen
                .and_then(|i| self.stepper.list_position(i))
                .or_else(|| {
                    // "All" on a later page: remember the page by its first board.
                    (page.start > 0).then_some(page.start)
                }),
            step: self.stepper.step(),
            results: self.run.solution().map(|s| SessionResults {
                from: self.last_problem.as_ref().map(|p| p.board()),
                ..SessionResults::from_solution(s)
            }),
            ..Session::default()
        }
    }

    fn apply_session(&mut self, session: Session, path: PathBuf) {
        self.opened = Some(path.clone());
        self.run = Run::Idle;
        self.restoring = None;
        let rules = session.settings.rules;
        self.prefs.settings = session.settings;
        self.settings_refused = None;
        self.editor.set_rules(rules);
        self.editor.open(session.board);
        self.stepper.load_with(rules, session.stepper.into());
        let position = session.selected_board.or_else(|| {
            let piece = session.selected_piece?;
            let boards = self.stepper.boards();
            boards.iter().position(|b| {
                decode(*b, &rules).is_ok_and(|d| d.piece == Some(piece) && !d.visited.is_empty())
            })
        });
        if let Some(position) = position {
            self.stepper.show_page(position);
            if let Some(i) = self.stepper.path_at(position)
                && (session.selected_board.is_some() || session.selected_piece.is_some())
            {
                self.stepper.choose(Choice::One(i));
            }
        }
        self.stepper.set_step(session.step);
        let Some(saved) = session.results else {
            self.notify(Notice::OpenedSession { path });
            return;
        };
        // Results are shown only as computed: solve the same run again and
        // compare the answer with what the file says.
        let problem = saved
            .from
            .and_then(|b| decode(b, &rules).ok())
            .and_then(|d| d.problem());
        if saved.from.is_some() && problem.is_none() {
            self.notify(Notice::SessionNotRestored { path });
            return;
        }
        self.start_run_with(problem, Pace::Full);
        self.restoring = Some(Restore {
            path: path.clone(),
            saved,
        });
        self.notify(Notice::RestoringSession { path });
    }

    /// Once a session's run has been solved again: does it agree with the file?
    pub(super) fn check_restore(&mut self) {
        if self.run.state().in_progress() {
            return;
        }
        let Some(Restore { path, saved }) = self.restoring.take() else {
            return;
        };
        let notice = match self.run.solution() {
            Some(s) => {
                let computed = SessionResults {
                    from: saved.from,
                    ..SessionResults::from_solution(s)
                };
                Notice::SessionRestored {
                    path,
                    agrees: computed == saved,
                }
            }
            None => Notice::SessionNotRestored { path },
        };
        self.notify(notice);
    }
}
