//! What is wrong with a board or a solve, in the reader's language: decode's
//! problems, a board that cannot be solved from, a position that is not a
//! problem, a solve that failed or was cancelled. The window, the exported
//! board figures and the command line (the English `Display` of
//! [`DecodeProblem`], [`BoardError`], [`NoPieceError`], [`ProblemError`],
//! [`SolveError`] and [`Cancelled`], here) all say it with these words.

use super::{goal_letter, rules_error, tile_ref};
use crate::i18n::{FluentValue, Tr, count_arg, units_arg};
use crate::model::{BoardError, DecodeProblem, NoPieceError, ProblemError, UNITS_MAX};
use crate::solver::{Cancelled, SolveError};
use crate::tr;

/// What decode found wrong with a board.
#[must_use]
pub fn decode_problem(tr: &Tr, p: &DecodeProblem) -> String {
    let n = |v: usize| count_arg(v as u64);
    match p {
        DecodeProblem::AllInStartField => tr!(tr, "decode-problem-all-in-start"),
        // Fluent's number keys ([0]) do not match numbers with options: none
        // finished is its own message.
        DecodeProblem::SeveralOnTheWay {
            on_way,
            finished: 0,
        } => tr!(tr, "decode-problem-several-none", on_way = n(*on_way)),
        DecodeProblem::SeveralOnTheWay { on_way, finished } => tr!(
            tr,
            "decode-problem-several",
            on_way = n(*on_way),
            finished = n(*finished)
        ),
        DecodeProblem::StartField { piece } => tr!(
            tr,
            "decode-problem-start-field",
            piece = count_arg(u64::from(*piece))
        ),
        DecodeProblem::NothingOnTheWay => tr!(tr, "decode-problem-nothing-on-the-way"),
        DecodeProblem::NotFromA(tile) => {
            tr!(tr, "decode-problem-not-from-a", tile = tile_ref(tr, *tile))
        }
        DecodeProblem::ImpossibleRoll { roll, from, to } => tr!(
            tr,
            "decode-problem-roll",
            roll = count_arg(u64::from(*roll)),
            from = tile_ref(tr, *from),
            to = tile_ref(tr, *to)
        ),
        DecodeProblem::ForeignGoal(tile) => {
            tr!(tr, "decode-problem-foreign-goal", tile = goal_letter(*tile))
        }
        DecodeProblem::UnitsDisagree { stored, recomputed } => tr!(
            tr,
            "decode-problem-units",
            stored = count_arg(u64::from(*stored)),
            recomputed = units_arg(*recomputed)
        ),
        DecodeProblem::TooLong(tile) => tr!(
            tr,
            "decode-problem-too-long",
            tile = tile_ref(tr, *tile),
            max = count_arg(u64::from(UNITS_MAX))
        ),
    }
}

/// A board without any piece.
#[must_use]
pub fn no_piece(tr: &Tr, e: &NoPieceError) -> String {
    tr!(tr, "error-no-piece", board = e.0.clone())
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
            reason = problem_error(tr, reason)
        ),
    }
}

/// Why a position is not a single-piece problem.
#[must_use]
pub fn problem_error(tr: &Tr, e: &ProblemError) -> String {
    match e {
        ProblemError::Piece(piece) => tr!(
            tr,
            "problem-error-piece",
            piece = count_arg(u64::from(*piece))
        ),
        ProblemError::Goal {
            piece,
            goal,
            expected,
        } => tr!(
            tr,
            "problem-error-goal",
            piece = count_arg(u64::from(*piece)),
            goal = goal.to_string(),
            expected = expected.to_string()
        ),
        ProblemError::EmptyPath => tr!(tr, "problem-error-empty-path"),
        ProblemError::PathStart(tile) => {
            tr!(tr, "problem-error-path-start", tile = tile.to_string())
        }
        ProblemError::Step { from, to } => tr!(
            tr,
            "problem-error-step",
            from = from.to_string(),
            to = to.to_string()
        ),
        ProblemError::PastGoal { tile, goal } => tr!(
            tr,
            "problem-error-past-goal",
            tile = tile.to_string(),
            goal = goal.to_string()
        ),
        ProblemError::Finished(tile) => {
            tr!(tr, "problem-error-finished", tile = tile.to_string())
        }
        // A NaN or an infinity is said as it is.
        ProblemError::Moved(units) => {
            let units = if units.is_finite() {
                units_arg(*units)
            } else {
                FluentValue::from(units.to_string())
            };
            tr!(tr, "problem-error-moved", units = units)
        }
        ProblemError::Board { board, expected } => tr!(
            tr,
            "problem-error-board",
            board = board.to_string(),
            expected = expected.to_string()
        ),
    }
}

/// A computation the user cancelled.
#[must_use]
pub fn cancelled(tr: &Tr, _: &Cancelled) -> String {
    tr!(tr, "error-cancelled")
}

/// Why a solve failed.
#[must_use]
pub fn solve_error(tr: &Tr, e: &SolveError) -> String {
    match e {
        SolveError::Rules(rules) => rules_error(tr, rules),
        SolveError::Cancelled(c) => cancelled(tr, c),
        SolveError::DoesNotFit { piece, units } => tr!(
            tr,
            "error-does-not-fit",
            piece = count_arg(u64::from(*piece)),
            units = units_arg(*units)
        ),
        SolveError::Board(board) => tr!(tr, "error-board", reason = board_error(tr, board)),
    }
}

super::english_display!(
    DecodeProblem => decode_problem,
    NoPieceError => no_piece,
    BoardError => board_error,
    ProblemError => problem_error,
    SolveError => solve_error,
    Cancelled => cancelled,
);

impl std::error::Error for DecodeProblem {}

impl std::error::Error for NoPieceError {}

/// No source: the reason of `NotAPosition` is quoted in the text already.
impl std::error::Error for BoardError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::{Bits, Tile};

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
    fn test_the_command_lines_english() {
        let board = Bits::from_raw(0xC800_0000_0000_0000);
        let e = BoardError::Problems {
            board,
            problems: problems(),
        };
        assert!(e.to_string().starts_with("board "), "{e}");
        assert!(e.to_string().contains(
            "the units field says 19,000 but the moves add up to 19,462.25; the path is longer \
             than 65,535\u{a0}units at tile 30"
        ));
    }

    #[test]
    fn test_decode_problems_in_german() {
        let de = Tr::shared(Lang::De);
        let texts: Vec<String> = problems().iter().map(|p| decode_problem(de, p)).collect();
        assert!(
            texts[1].contains("2 Figuren haben das Startfeld verlassen, aber keine ist im Ziel")
        );
        assert!(texts[7].contains("stehen 19.000, die Züge ergeben zusammen aber 19.462,25."));
        assert!(texts[8].contains("länger als 65.535\u{a0}Einheiten"));
        assert!(texts.iter().all(|t| !t.contains("tile ")), "{texts:?}");
        let one = DecodeProblem::SeveralOnTheWay {
            on_way: 3,
            finished: 1,
        };
        assert!(decode_problem(de, &one).contains("verlassen, aber nur eine ist im Ziel:"));
        assert_eq!(
            one.to_string(),
            "3 pieces have left the start field but only 1 finished: the paper's path boards \
             have one piece on the track"
        );
    }
}
