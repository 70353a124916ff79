//! What the presenter does in the lesson ([`LessonCommand`]) and what they
//! have chosen on each slide so far ([`Choices`]).

use super::{DEMO_RATE, FIRST_QUESTION, paper_settings};
use crate::game::Game;
use crate::model::{Bits, Problem, Tile};
use crate::solver::{Algorithm, NoObserver, PAPER_BOUND, Progress, Settings, solve_problem};

/// Something the presenter does in the lesson.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LessonCommand {
    /// The next slide (stays on the last).
    Next,
    /// The previous slide (stays on the first).
    Previous,
    /// The first slide.
    First,
    /// The last slide.
    Last,
    /// The slide at this index (0-based); ignored past the last.
    Goto(usize),
    /// Leave the lesson for the mode shown before it.
    Leave,
    /// Game: roll a 6 and bring the next piece out of B (after the fourth,
    /// all go back).
    BringOut,
    /// Question: the move starts from this tile.
    PickTile(Tile),
    /// Question: the roll (1..=6).
    PickRoll(u8),
    /// Size: the piece whose ways are shown (1..=4).
    CountPiece(u8),
    /// Bits: flip this bit (0..=63).
    FlipBit(u8),
    /// Bits: back to piece 1's optimal path board.
    ResetBits,
    /// Search: start the slow-motion run again.
    WatchRestart,
    /// Search: pause or resume.
    WatchPause,
    /// Search: one call at a time (switches to single steps).
    WatchStep,
    /// Search: calls per second (switches to slow motion).
    WatchRate(f64),
    /// Bound: units per tile of the slider.
    SetBound(u32),
    /// Answer: one piece's path, or all (`None`).
    AnswerPiece(Option<u8>),
    /// Answer: the rolls histogram instead of the board.
    AnswerRolls,
    /// Whole: show the game after this many rolls (and stop playing).
    GameRoll(usize),
    /// Whole: play the game roll by roll, or pause (from the start again
    /// when it is at its end).
    GamePlay,
    /// Ordinary: play one ordinary game (a new seed each time).
    PlayOrdinary,
    /// Beyond: exact lengths on or off.
    SetExact(bool),
    /// Beyond: the free goal row on or off.
    SetFree(bool),
}

/// What the presenter has chosen on each slide.
#[derive(Clone, Debug, PartialEq)]
pub struct Choices {
    /// Game: pieces brought out of B so far (0..=4).
    pub brought_out: u8,
    /// Question: the move's start tile.
    pub from: Tile,
    /// Question: its roll.
    pub roll: u8,
    /// Size: the piece shown (1..=4).
    pub count_piece: u8,
    /// Bits: the board.
    pub bits: Bits,
    /// Bits: the bit flipped last.
    pub flipped: Option<u8>,
    /// Search: calls per second.
    pub rate: f64,
    /// Search: single steps instead of slow motion.
    pub stepping: bool,
    /// Bound: units per tile.
    pub bound: u32,
    /// Answer: one piece or all.
    pub answer_piece: Option<u8>,
    /// Answer: the rolls histogram is shown instead of the board.
    pub answer_rolls: bool,
    /// Whole: rolls played so far in the picture (past the last: all).
    pub game_roll: usize,
    /// Whole: is the game playing by itself?
    pub game_playing: bool,
    /// Whole: when the last roll was shown while playing (clock seconds).
    pub(super) game_clock: Option<f64>,
    /// Ordinary: games played so far (the next game's seed).
    pub games_played: u64,
    /// Ordinary: the last game played.
    pub played: Option<Game>,
    /// Beyond: exact lengths.
    pub exact: bool,
    /// Beyond: the free goal row.
    pub free: bool,
}

impl Default for Choices {
    fn default() -> Self {
        Choices {
            brought_out: 0,
            from: Tile::new(FIRST_QUESTION.0).unwrap_or(Tile::A),
            roll: FIRST_QUESTION.1,
            count_piece: 1,
            bits: first_bits(),
            flipped: None,
            rate: DEMO_RATE,
            stepping: false,
            bound: PAPER_BOUND,
            answer_piece: None,
            answer_rolls: false,
            game_roll: usize::MAX,
            game_playing: false,
            game_clock: None,
            games_played: 0,
            played: None,
            exact: false,
            free: false,
        }
    }
}

/// Piece 1's optimal path board under the paper's rules, from the exact DP
/// (the paper's `0xE820882208414C06`); the start board if that fails.
#[must_use]
pub fn first_bits() -> Bits {
    let settings = Settings {
        algorithm: Algorithm::Dp,
        ..paper_settings()
    };
    Problem::piece(1)
        .and_then(|p| solve_problem(&settings, &p, &Progress::default(), NoObserver).ok())
        .and_then(|s| s.pieces.first().map(|p| p.board))
        .unwrap_or(Bits::STARTING_BOARD)
}
