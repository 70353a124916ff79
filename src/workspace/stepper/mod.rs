//! Stepping through path boards move by move: the model behind the Step
//! mode ([`Stepper`]), its playback clock ([`Playback`]) and one path at one
//! move ([`StepView`]). It takes a list of path boards ([`Stepper::load_with`]),
//! so the solver, the editor and files can all send boards to it. No drawing
//! here: the window builds its board picture from [`Stepper::paths`],
//! [`Stepper::choice`] and [`Stepper::step`].
//!
//! A list can be long (a file of half a million boards): the stepper keeps
//! every board but decodes and shows one page of at most [`PAGE`] at a time,
//! so loading, drawing and laying out never do per-board work for boards that
//! are not on screen.

mod playback;
mod problem;
mod view;

use std::sync::Arc;

pub use playback::{Cursor, Playback, Scrub};
pub use problem::StepProblem;
pub use view::{StepView, position_board, step_view};

use crate::model::{Bits, Decoded, Rules, decode};

/// The most boards decoded and shown at once (one page): as many as a person
/// steps through and the board can show together.
pub const PAGE: usize = 12;

/// Which paths are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    /// One path, by its index in the page's paths.
    One(usize),
    /// All paths of the page together (the paper's full-path figure).
    #[default]
    All,
}

impl Choice {
    /// What is shown first for `paths` paths: the only one, or all.
    #[must_use]
    pub fn first_of(paths: usize) -> Choice {
        if paths == 1 {
            Choice::One(0)
        } else {
            Choice::All
        }
    }
}

/// Decodes `boards` (the first at list position `offset`): the paths, their
/// positions in the list, and the problems.
fn decode_some(
    rules: &Rules,
    boards: &[Bits],
    offset: usize,
) -> (Vec<Decoded>, Vec<usize>, Vec<StepProblem>) {
    let mut paths = Vec::with_capacity(boards.len());
    let mut positions = Vec::with_capacity(boards.len());
    let mut problems = Vec::new();
    for (i, &board) in boards.iter().enumerate() {
        match decode(board, rules) {
            Ok(d) if !d.visited.is_empty() => {
                problems.extend(d.problems.iter().cloned().map(StepProblem::Decode));
                paths.push(d);
                positions.push(offset + i);
            }
            Ok(_) => problems.push(StepProblem::NoPath(board)),
            Err(e) => problems.push(StepProblem::NoPiece(e)),
        }
    }
    (paths, positions, problems)
}

/// How a path is named in the piece selector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathLabel {
    /// By its piece number: the list holds at most one board per piece.
    Piece(u8),
    /// By its position in the list (1-based), with its piece if known: the
    /// list holds more boards than pieces, or two of one piece.
    Board {
        /// Position in the whole list, counted from 1.
        number: usize,
        /// The piece it belongs to, if the board names one.
        piece: Option<u8>,
    },
}

/// The stepper.
#[derive(Clone, Debug, Default)]
pub struct Stepper {
    rules: Rules,
    /// Every board loaded, shown or not.
    boards: Arc<[Bits]>,
    /// Position in `boards` of the page's first board.
    page: usize,
    /// The page's boards that have a path, decoded.
    paths: Vec<Decoded>,
    /// Position in `boards` of each path.
    positions: Vec<usize>,
    problems: Vec<StepProblem>,
    /// Are the paths named by their piece numbers (see [`PathLabel`])?
    by_piece: bool,
    choice: Choice,
    step: usize,
}

impl Stepper {
    /// An empty stepper under `rules`.
    #[must_use]
    pub fn new(rules: Rules) -> Stepper {
        Stepper {
            rules,
            ..Stepper::default()
        }
    }

    /// The rules the boards are read with.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Loads path boards (one per piece) read with the current rules, and goes to the start.
    /// Boards that cannot be read are reported in [`Stepper::problems`].
    pub fn load(&mut self, boards: Vec<Bits>) {
        self.load_with(self.rules, boards.into());
    }

    /// Loads path boards read with `rules` and shows the first page from its
    /// start. Only that page is decoded, so a long list costs no more than
    /// a short one.
    pub fn load_with(&mut self, rules: Rules, boards: Arc<[Bits]>) {
        self.rules = rules;
        self.boards = boards;
        self.show_page(0);
    }

    /// Shows the page starting at list position `first` (rounded down to a
    /// page boundary, and kept within the list), from its start.
    pub fn show_page(&mut self, first: usize) {
        let last_page = self.boards.len().saturating_sub(1) / PAGE * PAGE;
        self.page = (first / PAGE * PAGE).min(last_page);
        let end = (self.page + PAGE).min(self.boards.len());
        let page = self.boards.get(self.page..end).unwrap_or_default();
        (self.paths, self.positions, self.problems) = decode_some(&self.rules, page, self.page);
        let mut pieces: Vec<u8> = self.paths.iter().filter_map(|d| d.piece).collect();
        pieces.sort_unstable();
        pieces.dedup();
        self.by_piece = self.boards.len() <= PAGE.min(4) && pieces.len() == self.paths.len();
        self.choice = Choice::first_of(self.paths.len());
        self.step = 0;
    }

    /// Is anything loaded?
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// Every board loaded (all pages), as loaded.
    #[must_use]
    pub fn boards(&self) -> &Arc<[Bits]> {
        &self.boards
    }

    /// The list positions of the page shown: `first..end` of [`Stepper::boards`].
    #[must_use]
    pub fn page(&self) -> std::ops::Range<usize> {
        self.page..(self.page + PAGE).min(self.boards.len())
    }

    /// The page's paths, decoded.
    #[must_use]
    pub fn paths(&self) -> &[Decoded] {
        &self.paths
    }

    /// The list position of path `i` of the page.
    #[must_use]
    pub fn list_position(&self, i: usize) -> Option<usize> {
        self.positions.get(i).copied()
    }

    /// The page's path of the board at list position `position`, if it is on
    /// the page and has a path.
    #[must_use]
    pub fn path_at(&self, position: usize) -> Option<usize> {
        self.positions.iter().position(|&p| p == position)
    }

    /// How path `i` of the page is named.
    #[must_use]
    pub fn label(&self, i: usize) -> Option<PathLabel> {
        let d = self.paths.get(i)?;
        Some(match d.piece {
            Some(p) if self.by_piece => PathLabel::Piece(p),
            piece => PathLabel::Board {
                number: self.positions.get(i).copied().unwrap_or(i) + 1,
                piece,
            },
        })
    }

    /// Problems found while reading the page's boards.
    #[must_use]
    pub fn problems(&self) -> &[StepProblem] {
        &self.problems
    }

    /// Which paths are shown.
    #[must_use]
    pub fn choice(&self) -> Choice {
        self.choice
    }

    /// Shows one path or all; keeps the step within range.
    pub fn choose(&mut self, choice: Choice) {
        self.choice = match choice {
            Choice::One(i) if i >= self.paths.len() => Choice::All,
            c => c,
        };
        self.step = self.step.min(self.last_step());
    }

    /// The current step.
    #[must_use]
    pub fn step(&self) -> usize {
        self.step
    }

    /// The last step of what is shown.
    #[must_use]
    pub fn last_step(&self) -> usize {
        self.shown()
            .map(|d| d.visited.len().saturating_sub(1))
            .max()
            .unwrap_or(0)
    }

    /// Goes to step `step` (clamped).
    pub fn set_step(&mut self, step: usize) {
        self.step = step.min(self.last_step());
    }

    /// One move on; returns false at the end.
    pub fn forward(&mut self) -> bool {
        let before = self.step;
        self.set_step(self.step + 1);
        self.step != before
    }

    /// One move back.
    pub fn back(&mut self) {
        self.step = self.step.saturating_sub(1);
    }

    /// The paths shown: all, or the chosen one.
    pub fn shown(&self) -> impl Iterator<Item = &Decoded> {
        self.paths
            .iter()
            .enumerate()
            .filter_map(move |(i, d)| match self.choice {
                Choice::All => Some(d),
                Choice::One(j) => (i == j).then_some(d),
            })
    }

    /// Each shown path at the current step.
    #[must_use]
    pub fn views(&self) -> Vec<StepView> {
        self.shown().map(|d| step_view(d, self.step)).collect()
    }

    /// The single shown path, decoded.
    #[must_use]
    pub fn current_path(&self) -> Option<&Decoded> {
        match self.choice {
            Choice::One(i) => self.paths.get(i),
            Choice::All => None,
        }
    }

    /// The single shown path at the current step (`None` for "all").
    #[must_use]
    pub fn current(&self) -> Option<StepView> {
        self.current_path().map(|d| step_view(d, self.step))
    }

    /// The single shown path's board after the current move, as a path
    /// board that can be edited and solved from ([`position_board`]).
    #[must_use]
    pub fn position(&self) -> Option<Bits> {
        self.current_path()
            .and_then(|d| position_board(d, self.step))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PIECE_1: u64 = 0xE820_8822_0841_4C06;

    #[test]
    fn test_piece_one_steps_through_the_papers_tiles() {
        let mut s = Stepper::new(Rules::paper());
        s.load(vec![Bits::from_raw(PIECE_1)]);
        assert_eq!(s.choice(), Choice::One(0));
        let mut tiles = Vec::new();
        loop {
            let v = s.current().expect("one path");
            tiles.push(v.tile.index());
            if !s.forward() {
                assert_eq!(v.units, 19_462);
                break;
            }
        }
        assert_eq!(tiles, [0, 6, 12, 16, 22, 26, 32, 37, 43]);
        s.back();
        assert_eq!(s.current().map(|v| v.tile.index()), Some(37));
    }

    #[test]
    fn test_changed_bits_of_a_move() {
        let mut s = Stepper::new(Rules::paper());
        s.load(vec![Bits::from_raw(PIECE_1)]);
        s.set_step(1);
        let v = s.current().expect("one path");
        // Tile 0 (bit 59) left, tile 6 (bit 53) entered, and the units changed.
        assert!(v.changed.contains(59) && v.changed.contains(53));
        assert_eq!(v.skipped.len(), 5);
        assert_eq!(v.roll, 6);
    }

    /// A long list keeps every board but decodes one page.
    #[test]
    fn test_a_long_list_is_shown_a_page_at_a_time() {
        let mut s = Stepper::new(Rules::paper());
        let boards: Arc<[Bits]> = vec![Bits::from_raw(PIECE_1); 100_000].into();
        s.load_with(Rules::paper(), boards);
        assert_eq!(s.boards().len(), 100_000);
        assert_eq!(s.paths().len(), PAGE);
        assert_eq!(s.page(), 0..PAGE);
        s.show_page(99_999);
        assert_eq!(s.page(), 99_996..100_000);
        assert_eq!(s.paths().len(), 4);
        assert_eq!(
            s.label(3),
            Some(PathLabel::Board {
                number: 100_000,
                piece: Some(1)
            })
        );
    }

    /// With more boards than pieces, boards are named by position.
    #[test]
    fn test_labels_are_unambiguous() {
        let mut s = Stepper::new(Rules::paper());
        s.load(vec![
            Bits::from_raw(PIECE_1),
            Bits::from_raw(0xC820_8822_0883_43A3),
        ]);
        assert_eq!(s.label(1), Some(PathLabel::Piece(2)));
        s.load(vec![Bits::from_raw(PIECE_1); 2]);
        assert_eq!(
            s.label(1),
            Some(PathLabel::Board {
                number: 2,
                piece: Some(1)
            })
        );
        assert_eq!(s.label(2), None);
    }
}
