//! The guided lesson (`docs/window.md#the-lesson`), without egui: which slide is shown, what
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
mod choices;
pub mod facts;
pub mod guide;
pub mod predict;
pub mod slide;
pub mod texts;

pub use cache::FactsCache;
pub use choices::{Choices, LessonCommand, first_bits};
pub use facts::{Facts, FactsKey};
pub use slide::{Slide, beyond_rules, paper_settings};

use super::prefs::Mode;
use super::run::Run;
use super::task::Waker;
use super::watch::{Pace, RATE_RANGE};
use crate::game::{Game, GameRules, random_game};
use crate::model::{Problem, Rules};

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

    /// Is the slow-motion run going at a pace the window must repaint for
    /// on a clock (not single steps, nor a rate slow enough that the search
    /// wakes the window per call)?
    #[must_use]
    pub fn is_live(&self) -> bool {
        self.demo.state() == super::RunState::Running
            && !self.demo.watch().is_some_and(super::Watch::wakes_each_call)
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
            cache::request(&mut self.facts, key, waker);
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
                    .forget_running(|k| matches!(k, FactsKey::BoundPoint(..)) && *k != wanted);
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

    /// The game the class played itself (Your turn, a fair die): the
    /// Ordinary slide shows it beside the others.
    pub fn take_class_game(&mut self, game: Game) {
        self.choices.played = Some(game);
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
