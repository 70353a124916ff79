//! Predict, then watch: a question put to the class before the answer is
//! shown ([`Question`]), the guesses entered (one per group, say), and the
//! truth, computed by the engine on a background job (resumable work,
//! `steps.rs`: on the web between frames) when the question is first asked and shown only when the presenter reveals it. Nothing here is
//! written down: how many calls a piece needs is the paper's search's count,
//! the optimum's first roll is the backward DP's, whether a bound keeps the
//! optimum is the sweep's verdict at that bound.

use std::collections::HashMap;
use std::sync::Arc;

use super::job::{JobError, Keyed, Status};
use super::task::Waker;
use crate::i18n::Tr;
use crate::i18n::words::watch::{
    predict_calls, predict_first_roll, predict_keeps, truth_count, truth_roll, truth_yes_no,
};
use crate::model::Rules;
use crate::solver::{Cancelled, Progress, Settings};
pub(in crate::workspace) use steps::TruthSteps;

mod steps;

/// At most this many guesses per question (a class in groups).
pub const MAX_GUESSES: usize = 12;

/// A question the class answers before the engine does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// How many calls will the paper's search need for `piece` (from A,
    /// with `settings`)? Answered with a number.
    Calls {
        /// The search's settings.
        settings: Settings,
        /// Piece 1..=4.
        piece: u8,
    },
    /// Which roll does the optimum take first from `tile` to `piece`'s
    /// goal? Answered with a roll, 1..=6.
    FirstRoll {
        /// The rules.
        rules: Rules,
        /// Piece 1..=4 (its goal).
        piece: u8,
        /// The tile the piece stands on.
        tile: u8,
    },
    /// Will the paper's search with `bound` units per tile still find the
    /// optimum (all four pieces)? Answered yes (1) or no (0).
    KeepsOptimum {
        /// The rules.
        rules: Rules,
        /// Units per tile.
        bound: u32,
    },
}

/// How a question is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerKind {
    /// A typed whole number.
    Number,
    /// One of the rolls 1..=6.
    Roll,
    /// Yes (1) or no (0).
    YesNo,
}

impl Question {
    /// How the question is answered.
    #[must_use]
    pub fn kind(&self) -> AnswerKind {
        match self {
            Question::Calls { .. } => AnswerKind::Number,
            Question::FirstRoll { .. } => AnswerKind::Roll,
            Question::KeepsOptimum { .. } => AnswerKind::YesNo,
        }
    }
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Truth {
    /// The answer (calls; the roll taken first; 1 for yes, 0 for no).
    pub value: u64,
    /// Every answer that is right: for a roll, every roll that starts an
    /// optimal way (the optimum takes the highest); otherwise `value` alone.
    pub right: Vec<u64>,
}

/// Computes the truth of `question` to its end on this thread (the teacher's
/// guide handout asks for its answers this way; the window steps the same
/// work as a job).
///
/// # Errors
/// Rules the engine refuses, a piece or tile that does not exist, a cancel.
pub fn compute(question: &Question, progress: Arc<Progress>) -> Result<Truth, JobError> {
    // Without a deadline the work runs to its end in one call.
    TruthSteps::new(question, progress)
        .advance(None)
        .unwrap_or(Err(JobError::Cancelled(Cancelled)))
}

/// The question in words.
#[must_use]
pub fn question_text(tr: &Tr, q: &Question) -> String {
    match *q {
        Question::Calls { piece, .. } => predict_calls(tr, piece),
        Question::FirstRoll { piece, tile, .. } => predict_first_roll(tr, piece, tile),
        Question::KeepsOptimum { bound, .. } => predict_keeps(tr, bound),
    }
}

/// The engine's answer in words: "Computed: 656,508".
#[must_use]
pub fn truth_text(tr: &Tr, kind: AnswerKind, t: &Truth) -> String {
    match kind {
        AnswerKind::Number => truth_count(tr, t.value),
        AnswerKind::Roll => truth_roll(tr, t.value, &t.right),
        AnswerKind::YesNo => truth_yes_no(tr, t.value != 0),
    }
}

/// How far a guess is from the truth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Off {
    /// Right (for a number: exactly).
    Right,
    /// A choice that is wrong.
    Wrong,
    /// A number this much too high (positive) or too low, and that as a
    /// share of the truth (`None` when the truth is 0).
    By(i128, Option<f64>),
}

/// How far `guess` is from `truth` for a question answered as `kind`.
#[must_use]
pub fn off(kind: AnswerKind, guess: u64, truth: &Truth) -> Off {
    if truth.right.contains(&guess) {
        return Off::Right;
    }
    match kind {
        AnswerKind::Roll | AnswerKind::YesNo => Off::Wrong,
        AnswerKind::Number => {
            let by = i128::from(guess) - i128::from(truth.value);
            let share = (truth.value > 0).then(|| by as f64 / truth.value as f64);
            Off::By(by, share)
        }
    }
}

/// What the window asks of a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredictCommand {
    /// The question is shown: start computing its truth (once).
    Ask(Question),
    /// One more guess.
    Guess(Question, u64),
    /// Show the truth beside the guesses.
    Reveal(Question),
    /// Forget the guesses and hide the truth again (the next class).
    Reset(Question),
}

/// One question's guesses and truth, as the window reads them.
#[derive(Clone, Copy, Debug)]
pub struct Prompt<'a> {
    /// The guesses, in the order entered.
    pub guesses: &'a [u64],
    /// Has the truth been revealed?
    pub revealed: bool,
    /// The truth: being computed, computed, or why it could not be.
    pub truth: Status<'a, Truth>,
}

impl<'a> Prompt<'a> {
    /// The truth, once computed.
    #[must_use]
    pub fn truth(self) -> Option<&'a Truth> {
        self.truth.ready()
    }
}

/// One question's guesses, and whether its truth is shown.
#[derive(Debug, Default)]
struct Guesses {
    guesses: Vec<u64>,
    revealed: bool,
}

/// Every question asked so far; see the module docs.
#[derive(Debug, Default)]
pub struct Predictions {
    prompts: HashMap<Question, Guesses>,
    /// Each question's truth, computed once.
    truths: Keyed<Question, Truth>,
}

impl Predictions {
    /// The prompt of `question`, if it was asked.
    #[must_use]
    pub fn get(&self, question: &Question) -> Option<Prompt<'_>> {
        let p = self.prompts.get(question)?;
        Some(Prompt {
            guesses: &p.guesses,
            revealed: p.revealed,
            truth: self.truths.get(*question),
        })
    }

    /// Is any truth still being computed?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.truths.is_running()
    }

    fn prompt(&mut self, question: Question, waker: &Waker) -> &mut Guesses {
        self.truths.request_steps(question, "predict", waker, |p| {
            TruthSteps::new(&question, Arc::clone(p))
        });
        self.prompts.entry(question).or_default()
    }

    /// Carries out `command`; `waker` is told when a truth is computed.
    pub fn apply(&mut self, command: PredictCommand, waker: &Waker) {
        match command {
            PredictCommand::Ask(q) => {
                self.prompt(q, waker);
            }
            PredictCommand::Guess(q, value) => {
                let p = self.prompt(q, waker);
                if p.guesses.len() < MAX_GUESSES {
                    p.guesses.push(value);
                }
            }
            PredictCommand::Reveal(q) => self.prompt(q, waker).revealed = true,
            PredictCommand::Reset(q) => {
                let p = self.prompt(q, waker);
                p.guesses.clear();
                p.revealed = false;
            }
        }
    }

    /// Takes in the truths computed.
    pub fn poll(&mut self) {
        self.truths.poll();
    }

    /// Waits (up to `timeout`) for the truth of `question` (tests).
    pub fn wait(&mut self, question: &Question, timeout: std::time::Duration) {
        self.truths.wait(*question, timeout);
    }
}

impl super::Workspace {
    /// The Predict prompts.
    #[must_use]
    pub fn predictions(&self) -> &Predictions {
        &self.predictions
    }

    /// The Predict prompts, to wait for a truth (tests).
    pub fn predictions_mut(&mut self) -> &mut Predictions {
        &mut self.predictions
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::model::{MoveTable, Tile};
    use crate::solver::{Bound, NoObserver, Progress, retro, solve_problem, sweep};
    use crate::workspace::no_waker;
    use crate::workspace::task::Backend;

    fn paper() -> Settings {
        crate::workspace::lesson::paper_settings()
    }

    fn truth_of(q: Question) -> Truth {
        let mut p = Predictions::default();
        p.apply(PredictCommand::Ask(q), &no_waker());
        p.wait(&q, Duration::from_secs(120));
        match p.get(&q).map(|p| p.truth) {
            Some(Status::Ready(t)) => t.clone(),
            other => panic!("no truth: {other:?}"),
        }
    }

    #[test]
    fn test_the_calls_are_the_searchs_own_count_for_that_piece() {
        let settings = paper();
        let q = Question::Calls { settings, piece: 3 };
        let alone = Problem::piece(3).map(|pr| {
            solve_problem(&settings, &pr, &Progress::default(), NoObserver).map(|s| s.calls)
        });
        let Some(Ok(alone)) = alone else {
            panic!("piece 3 solves")
        };
        assert_eq!(truth_of(q).value, alone);
    }

    use crate::model::Problem;

    /// On the web's backend the search behind a truth runs in many short
    /// polls, with the same answer. (It used to be one closure: the first
    /// poll searched to the end.)
    #[test]
    fn test_a_truth_in_slices_takes_many_short_polls() {
        let q = Question::Calls {
            settings: paper(),
            piece: 3,
        };
        let mut p = Predictions::default();
        p.apply(PredictCommand::Ask(q), &no_waker().on(Backend::Slices));
        let mut polls = 0;
        while p.is_computing() {
            p.poll();
            polls += 1;
            assert!(polls < 1_000_000, "never ends");
        }
        // More than one poll: work of one step ends in the first; how many more
        // depends on the machine and the build's optimisation (opt-level 1
        // searches the paper's 18.5 million calls in a few 8 ms slices).
        assert!(polls > 1, "{polls} polls");
        let Some(Status::Ready(sliced)) = p.get(&q).map(|p| p.truth) else {
            panic!("no truth")
        };
        assert_eq!(sliced, &truth_of(q));
    }

    #[test]
    fn test_the_first_roll_is_the_dps_and_every_optimal_roll_is_right() {
        let rules = Rules::paper();
        let q = Question::FirstRoll {
            rules,
            piece: 1,
            tile: 26,
        };
        let t = truth_of(q);
        let map = retro(
            &MoveTable::new(&rules),
            Tile::goal_of_piece(1).unwrap_or(Tile::A),
        );
        let from = Tile::new(26).unwrap_or(Tile::A);
        let path = map.best_path(from);
        assert_eq!(t.value, u64::from(path[1].index() - from.index()));
        assert!(t.right.contains(&t.value));
        assert_eq!(off(AnswerKind::Roll, t.value, &t), Off::Right);
        let wrong = (1..=6).find(|r| !t.right.contains(r));
        if let Some(w) = wrong {
            assert_eq!(off(AnswerKind::Roll, w, &t), Off::Wrong);
        }
    }

    #[test]
    fn test_keeps_the_optimum_is_the_sweeps_verdict() {
        let rules = Rules::paper();
        for bound in [170, 230] {
            let q = Question::KeepsOptimum { rules, bound };
            let point = sweep(&rules, [bound], &Progress::default(), |_| {})
                .ok()
                .and_then(|v| v.first().cloned());
            let Some(point) = point else {
                panic!("bound {bound} solves")
            };
            assert_eq!(truth_of(q).value, u64::from(point.optimal), "bound {bound}");
        }
        // The admissible bound keeps it by construction.
        assert_eq!(
            truth_of(Question::KeepsOptimum { rules, bound: 170 }).value,
            1
        );
    }

    #[test]
    fn test_guesses_are_kept_revealed_and_reset() {
        let q = Question::Calls {
            settings: Settings {
                bound: Bound::PerTile(400),
                ..paper()
            },
            piece: 1,
        };
        let mut p = Predictions::default();
        let w = no_waker();
        for g in 0..20 {
            p.apply(PredictCommand::Guess(q, g), &w);
        }
        assert_eq!(p.get(&q).map(|p| p.guesses.len()), Some(MAX_GUESSES));
        assert_eq!(p.get(&q).map(|p| p.revealed), Some(false));
        p.apply(PredictCommand::Reveal(q), &w);
        assert_eq!(p.get(&q).map(|p| p.revealed), Some(true));
        p.apply(PredictCommand::Reset(q), &w);
        assert_eq!(
            p.get(&q).map(|p| (p.guesses.len(), p.revealed)),
            Some((0, false))
        );
        let t = Truth {
            value: 200,
            right: vec![200],
        };
        assert_eq!(off(AnswerKind::Number, 250, &t), Off::By(50, Some(0.25)));
        assert_eq!(off(AnswerKind::Number, 150, &t), Off::By(-50, Some(-0.25)));
        assert_eq!(off(AnswerKind::Number, 200, &t), Off::Right);
    }
}
