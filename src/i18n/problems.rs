//! What decode found wrong with a board, in the reader's language: the
//! window's editor and stepper and the exported board figures say it the
//! same way (the command line keeps `DecodeProblem`'s English `Display`,
//! which a test holds equal to the English here).

use super::{Tr, count_arg, units_arg};
use crate::model::{DecodeProblem, UNITS_MAX};
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
            tr!(tr, "decode-problem-not-from-a", tile = tile.to_string())
        }
        DecodeProblem::ImpossibleRoll { roll, from, to } => tr!(
            tr,
            "decode-problem-roll",
            roll = count_arg(u64::from(*roll)),
            from = from.to_string(),
            to = to.to_string()
        ),
        DecodeProblem::ForeignGoal(tile) => {
            tr!(tr, "decode-problem-foreign-goal", tile = tile.to_string())
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
            tile = tile.to_string(),
            max = count_arg(u64::from(UNITS_MAX))
        ),
    }
}
