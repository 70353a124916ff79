//! The guided lesson (issue 9 §1), without egui: which slide is shown, what
//! the presenter has touched on each slide ([`Choices`]), the numbers being
//! computed for the slides ([`FactsCache`]) and the slow-motion run of the
//! Search slide. The window shows it as the Lesson mode; [`LessonCommand`]s
//! move through it.
//!
//! * [`slide`] — the slides, in order, and their settings;
//! * [`facts`] — what each slide computes in the background, by settings;
//! * [`cache`] — those computations as tasks, each done once;
//! * each slide's board is built in [`crate::figures::scenes::lesson`];
//! * [`texts`] — each slide's words and numbers, from the translation files.

pub mod cache;
pub mod facts;
pub mod slide;
pub mod texts;

pub use cache::FactsCache;
pub use facts::{Facts, FactsKey};
pub use slide::{Slide, beyond_rules, paper_settings};

use super::prefs::Mode;
use super::run::Run;
use super::task::Waker;
use super::watch::{Pace, RATE_RANGE};
use crate::game::{Game, GameRules, random_game};
use crate::model::{Bits, Problem, Rules, Tile};
use crate::solver::{Algorithm, NoObserver, PAPER_BOUND, Progress, Settings, solve_problem};

/// The piece watched in slow motion: piece 3 (goal b) needs the fewest calls.
pub const DEMO_PIECE: u8 = 3;
/// The slow-motion rate the Search slide starts at, calls per second: slow
/// enough to read each decision aloud.
pub const DEMO_RATE: f64 = 2.0;
/// The move the Question slide shows first: tile 36, a roll of 5 (to b),
/// the cheapest move per tile on the paper's board.
pub const FIRST_QUESTION: (u8, u8) = (36, 5);
/// Rolls a second when the whole game plays by itself.
pub const GAME_RATE: f64 = 2.0;

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
    game_clock: Option<f64>,
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

/// The lesson; see the module docs.
#[derive(Debug, Default)]
pub struct Lesson {
    slide: usize,
    return_to: Mode,
    choices: Choices,
    facts: FactsCache,
    demo: Run,
}

impl Lesson {
    /// The slide shown.
    #[must_use]
    pub fn slide(&self) -> Slide {
        Slide::at(self.slide).unwrap_or(Slide::Game)
    }

    /// Its index (0-based).
    #[must_use]
    pub fn index(&self) -> usize {
        self.slide
    }

    /// What the presenter has chosen.
    #[must_use]
    pub fn choices(&self) -> &Choices {
        &self.choices
    }

    /// The numbers computed so far.
    #[must_use]
    pub fn facts(&self) -> &FactsCache {
        &self.facts
    }

    /// The numbers, to wait for one (tests).
    pub fn facts_mut(&mut self) -> &mut FactsCache {
        &mut self.facts
    }

    /// The Search slide's slow-motion run.
    #[must_use]
    pub fn demo(&self) -> &Run {
        &self.demo
    }

    /// The mode that Esc returns to.
    #[must_use]
    pub fn return_to(&self) -> Mode {
        self.return_to
    }

    /// Is the slow-motion run going at its own pace (the window keeps
    /// repainting)?
    #[must_use]
    pub fn is_live(&self) -> bool {
        self.demo.state() == super::RunState::Running && !self.choices.stepping
    }

    /// Enters the lesson from `from` (where Esc goes back to), on the slide
    /// last shown.
    pub fn enter(&mut self, from: Mode, waker: &Waker) {
        if from != Mode::Lesson {
            self.return_to = from;
        }
        self.show(self.slide, waker);
    }

    /// Leaves the lesson: stops the slow-motion run; returns the mode to show.
    pub fn leave(&mut self) -> Mode {
        self.demo = Run::Idle;
        self.return_to
    }

    /// What each slide needs computed: `slide`'s keys under the choices.
    #[must_use]
    pub fn keys(&self, slide: Slide) -> Vec<FactsKey> {
        let paper = Rules::paper();
        let c = &self.choices;
        match slide {
            Slide::Game | Slide::Question | Slide::Bits | Slide::Search => Vec::new(),
            Slide::Size => vec![FactsKey::Count(paper)],
            Slide::Bound => vec![FactsKey::Sweep(paper), FactsKey::BoundPoint(paper, c.bound)],
            Slide::Answer => vec![FactsKey::Answer(paper_settings())],
            Slide::Whole => vec![FactsKey::Whole(paper)],
            Slide::Ordinary => vec![FactsKey::Ordinary(paper)],
            Slide::Beyond => vec![
                FactsKey::Beyond(beyond_rules(c.exact, c.free)),
                FactsKey::Beyond(paper),
                FactsKey::Answer(paper_settings()),
            ],
        }
    }

    /// Takes in finished computations and asks for what the shown slide
    /// (and the next, so it is ready when the presenter gets there) needs.
    pub fn poll(&mut self, waker: &Waker) {
        self.facts.poll();
        self.demo.poll();
        let now = self.slide();
        let next = Slide::at(self.slide + 1);
        for key in self
            .keys(now)
            .into_iter()
            .chain(next.map(|s| self.keys(s)).unwrap_or_default())
        {
            self.facts.request(key, waker);
        }
    }

    /// Does what `command` asks (Leave is the workspace's: see [`Lesson::leave`]).
    pub fn apply(&mut self, command: LessonCommand, waker: &Waker) {
        let last = Slide::COUNT - 1;
        let c = &mut self.choices;
        match command {
            LessonCommand::Next => self.show((self.slide + 1).min(last), waker),
            LessonCommand::Previous => self.show(self.slide.saturating_sub(1), waker),
            LessonCommand::First => self.show(0, waker),
            LessonCommand::Last => self.show(last, waker),
            LessonCommand::Goto(i) if i <= last => self.show(i, waker),
            LessonCommand::Goto(_) | LessonCommand::Leave => {}
            LessonCommand::BringOut => {
                c.brought_out = if c.brought_out >= 4 {
                    0
                } else {
                    c.brought_out + 1
                };
            }
            LessonCommand::PickTile(t) => c.from = t,
            LessonCommand::PickRoll(r) if (1..=6).contains(&r) => c.roll = r,
            LessonCommand::CountPiece(p) if (1..=4).contains(&p) => c.count_piece = p,
            LessonCommand::FlipBit(b) if b < 64 => {
                c.bits.toggle(b);
                c.flipped = Some(b);
            }
            LessonCommand::ResetBits => {
                c.bits = first_bits();
                c.flipped = None;
            }
            LessonCommand::PickRoll(_)
            | LessonCommand::CountPiece(_)
            | LessonCommand::FlipBit(_) => {}
            LessonCommand::WatchRestart => self.start_demo(waker),
            LessonCommand::WatchPause => self.demo.toggle_pause(),
            LessonCommand::WatchStep => {
                if !c.stepping {
                    c.stepping = true;
                    self.set_pace();
                } else {
                    self.demo.next_call();
                }
            }
            LessonCommand::WatchRate(rate) => {
                c.rate = super::watch::usable_rate(rate);
                c.stepping = false;
                self.set_pace();
            }
            LessonCommand::SetBound(b) => {
                c.bound = b;
                let wanted = FactsKey::BoundPoint(Rules::paper(), b);
                // A slider drag passes many bounds: only the last is computed.
                self.facts
                    .forget_pending(|k| matches!(k, FactsKey::BoundPoint(..)) && *k != wanted);
            }
            LessonCommand::AnswerPiece(p) => {
                c.answer_piece = p.filter(|p| (1..=4).contains(p));
                c.answer_rolls = false;
            }
            LessonCommand::AnswerRolls => c.answer_rolls = true,
            LessonCommand::GameRoll(n) => {
                c.game_roll = n;
                c.game_playing = false;
            }
            LessonCommand::GamePlay => {
                let rolls = self.whole_rolls();
                let c = &mut self.choices;
                c.game_playing = !c.game_playing;
                c.game_clock = None;
                if c.game_playing && rolls.is_some_and(|n| c.game_roll >= n) {
                    c.game_roll = 0;
                }
            }
            LessonCommand::PlayOrdinary => {
                c.games_played += 1;
                c.played = GameRules::new(&Rules::paper())
                    .and_then(|r| random_game(&r, c.games_played))
                    .ok();
            }
            LessonCommand::SetExact(on) => c.exact = on,
            LessonCommand::SetFree(on) => c.free = on,
        }
    }

    /// The rolls of the whole game, once computed.
    fn whole_rolls(&self) -> Option<usize> {
        match self.facts.get(FactsKey::Whole(Rules::paper())).ready() {
            Some(Facts::Whole(g)) => Some(g.game.rolls.len()),
            _ => None,
        }
    }

    /// Plays the whole game on at clock time `now` (seconds); returns how
    /// long until the next roll while it plays.
    pub fn tick(&mut self, now: f64) -> Option<f64> {
        let rolls = self.whole_rolls();
        let c = &mut self.choices;
        if !c.game_playing || self.slide != Slide::Whole.index() {
            return None;
        }
        let step = 1.0 / GAME_RATE;
        let Some(rolls) = rolls else {
            return Some(step);
        };
        let shown = *c.game_clock.get_or_insert(now);
        if now - shown >= step {
            c.game_roll = c.game_roll.min(rolls).saturating_add(1);
            c.game_clock = Some(now);
        }
        if c.game_roll >= rolls {
            c.game_playing = false;
            return None;
        }
        Some((step - (now - c.game_clock.unwrap_or(now))).max(0.0))
    }

    /// Shows slide `index`: the slow-motion run goes with the Search slide.
    fn show(&mut self, index: usize, waker: &Waker) {
        let before = self.slide();
        self.slide = index.min(Slide::COUNT - 1);
        let now = self.slide();
        if now != Slide::Search {
            self.demo = Run::Idle;
        } else if before != Slide::Search || self.demo.state() == super::RunState::Idle {
            self.start_demo(waker);
        }
    }

    fn demo_pace(&self) -> Pace {
        if self.choices.stepping {
            Pace::Step
        } else {
            Pace::Slow(
                self.choices
                    .rate
                    .clamp(*RATE_RANGE.start(), *RATE_RANGE.end()),
            )
        }
    }

    fn start_demo(&mut self, waker: &Waker) {
        // Dropping the old run cancels and joins it first.
        self.demo = Run::Idle;
        self.demo = Run::start(
            paper_settings(),
            Problem::piece(DEMO_PIECE),
            self.demo_pace(),
            waker,
        );
    }

    fn set_pace(&self) {
        if let Some(w) = self.demo.watch() {
            w.set_pace(self.demo_pace());
        }
    }
}
