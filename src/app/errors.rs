//! The engine's errors as the window says them, in its language: a run that
//! failed, a sweep that could not run, what is wrong with a board (decode's
//! problems, the stepper's, a board that cannot be solved from). The command
//! line keeps the engine's English `Display`; the causes underneath that only
//! a broken build can produce (a position the solver's constructor refuses)
//! are quoted as they come.

use crate::game::{GameError, MAX_GAMES};
pub use crate::i18n::decode_problem;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{BoardError, NoPieceError};
use crate::solver::{self, MAX_SWEEP_SOLVES, SolveError};
use crate::tr;
use crate::workspace::{GameFailure, RunError, StepProblem, SweepError, rules_error, task_error};

/// A board without any piece.
#[must_use]
pub fn no_piece(tr: &Tr, e: &NoPieceError) -> String {
    tr!(tr, "error-no-piece", board = e.0.clone())
}

/// What the stepper found while reading its page.
#[must_use]
pub fn step_problem(tr: &Tr, p: &StepProblem) -> String {
    match p {
        StepProblem::Decode(p) => decode_problem(tr, p),
        StepProblem::NoPath(board) => tr!(tr, "step-problem-no-path", board = board.to_string()),
        StepProblem::NoPiece(e) => no_piece(tr, e),
    }
}

/// Why a board cannot be solved from.
#[must_use]
pub fn board_error(tr: &Tr, e: &BoardError) -> String {
    match e {
        BoardError::NoPiece(e) => no_piece(tr, e),
        BoardError::Problems { board, problems } => tr!(
            tr,
            "error-board-problems",
            board = board.to_string(),
            problems = problems
                .iter()
                .map(|p| decode_problem(tr, p))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        BoardError::NoPieceOut(board) => {
            tr!(tr, "error-board-no-piece-out", board = board.to_string())
        }
        BoardError::Finished(board) => tr!(tr, "error-board-finished", board = board.to_string()),
        BoardError::NotAPosition { board, reason } => tr!(
            tr,
            "error-board-not-a-position",
            board = board.to_string(),
            reason = reason.to_string()
        ),
    }
}

/// Why a solve failed.
#[must_use]
pub fn solve_error(tr: &Tr, e: &SolveError) -> String {
    match e {
        SolveError::Rules(rules) => rules_error(tr, rules),
        SolveError::Cancelled(_) => tr!(tr, "error-cancelled"),
        SolveError::DoesNotFit { piece, units } => tr!(
            tr,
            "error-does-not-fit",
            piece = count_arg(u64::from(*piece)),
            units = units_arg(*units)
        ),
        SolveError::Board(board) => tr!(tr, "error-board", reason = board_error(tr, board)),
    }
}

/// Why the whole game could not be computed.
#[must_use]
pub fn game_failure(tr: &Tr, e: &GameFailure) -> String {
    match e {
        GameFailure::Game(GameError::Rules(e)) => rules_error(tr, e),
        GameFailure::Game(GameError::Cancelled(_)) => tr!(tr, "error-cancelled"),
        GameFailure::Game(GameError::Pieces(n)) => {
            tr!(tr, "game-error-pieces", pieces = count_arg(u64::from(*n)))
        }
        GameFailure::Game(GameError::Games(n)) => tr!(
            tr,
            "game-error-games",
            games = count_arg(*n),
            max = count_arg(MAX_GAMES)
        ),
        GameFailure::Game(GameError::NoGame) => tr!(tr, "game-error-no-game"),
        GameFailure::Task(e) => task_error(tr, e),
    }
}

/// Why a run failed.
#[must_use]
pub fn run_error(tr: &Tr, e: &RunError) -> String {
    match e {
        RunError::Solve(e) => solve_error(tr, e),
        RunError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
    }
}

/// Why a sweep could not run or stopped.
#[must_use]
pub fn sweep_error(tr: &Tr, e: &SweepError) -> String {
    let n = |v: u32| count_arg(u64::from(v));
    match e {
        SweepError::Range(solver::SweepError::EmptyRange { from, to }) => {
            tr!(tr, "error-sweep-empty", from = n(*from), to = n(*to))
        }
        SweepError::Range(solver::SweepError::ZeroStep) => tr!(tr, "error-sweep-zero-step"),
        SweepError::Range(solver::SweepError::TooMany {
            from,
            to,
            step,
            count,
        }) => tr!(
            tr,
            "error-sweep-too-many",
            from = n(*from),
            to = n(*to),
            step = n(*step),
            count = count_arg(*count),
            max = count_arg(MAX_SWEEP_SOLVES)
        ),
        SweepError::Solve(e) => solve_error(tr, e),
        SweepError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::{Bits, DecodeProblem, Tile};

    fn problems() -> Vec<DecodeProblem> {
        let t = |i| Tile::new(i).unwrap_or(Tile::A);
        vec![
            DecodeProblem::AllInStartField,
            DecodeProblem::SeveralOnTheWay {
                on_way: 2,
                finished: 0,
            },
            DecodeProblem::StartField { piece: 3 },
            DecodeProblem::NothingOnTheWay,
            DecodeProblem::NotFromA(t(5)),
            DecodeProblem::ImpossibleRoll {
                roll: 7,
                from: t(12),
                to: t(19),
            },
            DecodeProblem::ForeignGoal(t(41)),
            DecodeProblem::UnitsDisagree {
                stored: 19_000,
                recomputed: 19_462.25,
            },
            DecodeProblem::TooLong(t(30)),
        ]
    }

    #[test]
    fn test_decode_problems_in_english_are_the_command_lines_words() {
        let en = Tr::new(Lang::En);
        for p in problems() {
            assert_eq!(decode_problem(&en, &p), p.to_string());
        }
        let board = Bits::from_raw(0xC800_0000_0000_0000);
        let e = BoardError::Problems {
            board,
            problems: problems(),
        };
        assert_eq!(board_error(&en, &e), e.to_string());
        for e in [BoardError::NoPieceOut(board), BoardError::Finished(board)] {
            assert_eq!(board_error(&en, &e), e.to_string());
        }
    }

    #[test]
    fn test_decode_problems_in_german() {
        let de = Tr::new(Lang::De);
        let texts: Vec<String> = problems().iter().map(|p| decode_problem(&de, p)).collect();
        assert!(
            texts[1].contains("2 Figuren haben das Startfeld verlassen, aber keine ist im Ziel")
        );
        assert!(texts[7].contains("stehen 19.000, die Züge ergeben zusammen aber 19.462,25."));
        assert!(texts[8].contains("länger als 65.535 Einheiten"));
        assert!(texts.iter().all(|t| !t.contains("tile ")), "{texts:?}");
        let one = DecodeProblem::SeveralOnTheWay {
            on_way: 3,
            finished: 1,
        };
        assert!(decode_problem(&de, &one).contains("verlassen, aber nur eine ist im Ziel:"));
        let en = Tr::new(Lang::En);
        assert_eq!(decode_problem(&en, &one), one.to_string());
    }

    #[test]
    fn test_game_failures_in_both_languages() {
        let (en, de) = (Tr::new(Lang::En), Tr::new(Lang::De));
        for e in [GameError::Pieces(5), GameError::NoGame] {
            let failure = GameFailure::Game(e);
            assert_eq!(game_failure(&en, &failure), failure.to_string());
        }
        // The window groups its numbers; the command line's Display does not.
        let none = GameFailure::Game(GameError::Games(0));
        assert_eq!(
            game_failure(&en, &none),
            "simulate 1 to 1,000,000 games, not 0"
        );
        let games = GameFailure::Game(GameError::Games(2_000_000));
        assert_eq!(
            game_failure(&de, &games),
            "Simuliert werden 1 bis 1.000.000 Partien, nicht 2.000.000."
        );
    }
}
