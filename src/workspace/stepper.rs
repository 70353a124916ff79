//! Stepping through path boards move by move: the model behind the Step
//! mode ([`Stepper`]), and its playback clock ([`Playback`]). It takes a list
//! of path boards ([`Stepper::load_with`]), so the solver, the editor and
//! files can all send boards to it. No drawing here: the window builds its
//! board picture from [`Stepper::paths`], [`Stepper::choice`] and
//! [`Stepper::step`].

use crate::model::{Bits, Decoded, Rules, StartSlot, Tile, decode};

/// Which paths are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    /// One path, by its index in the loaded list.
    One(usize),
    /// All paths together (the paper's full-path figure).
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

/// Decodes path boards under `rules`: the boards with a piece on its way, and
/// plain-language problems for the others (and for the paths themselves).
#[must_use]
pub fn decode_paths(rules: &Rules, boards: Vec<Bits>) -> (Vec<Decoded>, Vec<String>) {
    let mut paths = Vec::with_capacity(boards.len());
    let mut problems = Vec::new();
    for board in boards {
        match decode(board, rules) {
            Ok(d) if !d.visited.is_empty() => {
                problems.extend(d.problems.iter().cloned());
                paths.push(d);
            }
            Ok(_) => problems.push(format!("{board}: no piece on the track")),
            Err(e) => problems.push(e.to_string()),
        }
    }
    (paths, problems)
}

/// One path's position at the current step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    /// Piece number (1..=4), if the board names one.
    pub piece: Option<u8>,
    /// Move number shown (0 = standing on A).
    pub step: usize,
    /// Number of moves of this path.
    pub moves: usize,
    /// The tile the piece stands on.
    pub tile: Tile,
    /// Units moved so far.
    pub units: u16,
    /// The roll of the last move (6 for leaving the start field at step 0).
    pub roll: u8,
    /// Length of the last move.
    pub length: f64,
    /// Tiles the last move jumped over.
    pub skipped: Vec<Tile>,
    /// The unfolded bit-board of this step.
    pub board: Bits,
    /// Bits that changed since the previous step.
    pub changed: Bits,
}

/// The stepper.
#[derive(Clone, Debug, Default)]
pub struct Stepper {
    rules: Rules,
    paths: Vec<Decoded>,
    problems: Vec<String>,
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
        self.load_with(self.rules, boards);
    }

    /// Loads path boards read with `rules`, and goes to the start.
    pub fn load_with(&mut self, rules: Rules, boards: Vec<Bits>) {
        self.rules = rules;
        (self.paths, self.problems) = decode_paths(&rules, boards);
        self.choice = Choice::first_of(self.paths.len());
        self.step = 0;
    }

    /// Is anything loaded?
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// The loaded paths.
    #[must_use]
    pub fn paths(&self) -> &[Decoded] {
        &self.paths
    }

    /// Problems found while reading the boards.
    #[must_use]
    pub fn problems(&self) -> &[String] {
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

    /// The single shown path at the current step (`None` for "all").
    #[must_use]
    pub fn current(&self) -> Option<StepView> {
        match self.choice {
            Choice::One(i) => self.paths.get(i).map(|d| step_view(d, self.step)),
            Choice::All => None,
        }
    }
}

/// Something a [`Playback`] moves through one position at a time: the
/// stepper's moves, the game's rolls.
pub trait Scrub {
    /// The position shown.
    fn position(&self) -> usize;
    /// The last position.
    fn last(&self) -> usize;
    /// Goes to `position` (clamped to the last).
    fn go_to(&mut self, position: usize);
}

impl Scrub for Stepper {
    fn position(&self) -> usize {
        self.step
    }

    fn last(&self) -> usize {
        self.last_step()
    }

    fn go_to(&mut self, position: usize) {
        self.set_step(position);
    }
}

/// Playback of the stepper (or of anything [`Scrub`]): a move every
/// `1 / speed` seconds of the window's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Playback {
    playing: bool,
    /// Clock time at which the next move is due.
    next_at: Option<f64>,
}

impl Playback {
    /// Is it playing?
    #[must_use]
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Stops playing.
    pub fn stop(&mut self) {
        self.playing = false;
        self.next_at = None;
    }

    /// Advances `scrub` if a move is due at clock time `now` (seconds);
    /// returns the delay to the next move while playing.
    pub fn tick(&mut self, scrub: &mut impl Scrub, now: f64, speed: f32) -> Option<f64> {
        if !self.playing {
            self.next_at = None;
            return None;
        }
        let period = 1.0 / f64::from(speed.max(0.1));
        let due = *self.next_at.get_or_insert(now + period);
        if now >= due {
            let before = scrub.position();
            scrub.go_to(before + 1);
            if scrub.position() == before {
                self.stop();
                return None;
            }
            self.next_at = Some(now + period);
        }
        self.next_at.map(|t| (t - now).max(0.0))
    }

    /// Starts or stops playing (from the start again when at the end).
    pub fn toggle(&mut self, scrub: &mut impl Scrub) {
        self.playing = !self.playing;
        self.next_at = None;
        if self.playing && scrub.position() >= scrub.last() {
            scrub.go_to(0);
        }
    }
}

/// Path `d` at move `step` (clamped to its last move).
#[must_use]
pub fn step_view(d: &Decoded, step: usize) -> StepView {
    let last = d.visited.len().saturating_sub(1);
    let step = step.min(last);
    let tile = d.visited.get(step).copied().unwrap_or(Tile::A);
    let board = d.unfolded.get(step).copied().unwrap_or(d.board);
    let previous = if step == 0 {
        // Before the exit 6, the piece still sat in its start slot.
        d.piece
            .and_then(|p| StartSlot::new(p - 1))
            .map_or(board, |slot| {
                (board - Bits::tile(Tile::A)) | Bits::slot(slot)
            })
    } else {
        d.unfolded.get(step - 1).copied().unwrap_or(board)
    };
    let (roll, length, skipped) = match step.checked_sub(1).and_then(|i| d.moves.get(i)) {
        Some(m) => (
            m.roll,
            m.length,
            (m.from.index() + 1..m.to.index())
                .filter_map(Tile::new)
                .collect(),
        ),
        None => (6, 0.0, Vec::new()),
    };
    StepView {
        piece: d.piece,
        step,
        moves: last,
        tile,
        units: board.units(),
        roll,
        length,
        skipped,
        board,
        changed: board ^ previous,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_piece_one_steps_through_the_papers_tiles() {
        let mut s = Stepper::new(Rules::paper());
        s.load(vec![Bits::from_raw(0xE820_8822_0841_4C06)]);
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
        s.load(vec![Bits::from_raw(0xE820_8822_0841_4C06)]);
        s.set_step(1);
        let v = s.current().expect("one path");
        // Tile 0 (bit 59) left, tile 6 (bit 53) entered, and the units changed.
        assert!(v.changed.contains(59) && v.changed.contains(53));
        assert_eq!(v.skipped.len(), 5);
        assert_eq!(v.roll, 6);
    }
}
