//! The words of watching a search: the paper's search function as our own
//! readable pseudocode, line by line ([`SearchLine`]), and the Predict
//! prompts' questions and how each guess compares with the engine's answer.

use crate::i18n::{Tr, count_arg};
use crate::tr;

/// One line of the search function as the code view shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchLine {
    /// `search(tile, depth, moved):`
    Header,
    /// The call is counted.
    Count,
    /// The bound's test.
    Test,
    /// Pruned: counted, return.
    Prune,
    /// The loop over the rolls, 6 down to 1 (a call that is not pruned).
    Loop,
    /// A roll past the goal or onto a taken tile is skipped.
    Skip,
    /// Does the roll reach the goal?
    Goal,
    /// A new best length.
    NewBest,
    /// Return after reaching the goal.
    Return,
    /// The recursive call.
    Recurse,
}

impl SearchLine {
    /// Every line, in order.
    pub const ALL: [SearchLine; 10] = [
        SearchLine::Header,
        SearchLine::Count,
        SearchLine::Test,
        SearchLine::Prune,
        SearchLine::Loop,
        SearchLine::Skip,
        SearchLine::Goal,
        SearchLine::NewBest,
        SearchLine::Return,
        SearchLine::Recurse,
    ];

    /// How deep the line is indented (in steps of four spaces).
    #[must_use]
    pub fn indent(self) -> usize {
        match self {
            SearchLine::Header => 0,
            SearchLine::Count | SearchLine::Test | SearchLine::Loop => 1,
            SearchLine::Prune | SearchLine::Skip | SearchLine::Goal | SearchLine::Recurse => 2,
            SearchLine::NewBest | SearchLine::Return => 3,
        }
    }

    /// The line's number, from 1.
    #[must_use]
    pub fn number(self) -> usize {
        SearchLine::ALL
            .iter()
            .position(|l| *l == self)
            .map_or(0, |i| i + 1)
    }

    /// The line in `tr`'s language, indented.
    #[must_use]
    pub fn text(self, tr: &Tr) -> String {
        let words = match self {
            SearchLine::Header => tr!(tr, "code-line-1"),
            SearchLine::Count => tr!(tr, "code-line-2"),
            SearchLine::Test => tr!(tr, "code-line-3"),
            SearchLine::Prune => tr!(tr, "code-line-4"),
            SearchLine::Loop => tr!(tr, "code-line-5"),
            SearchLine::Skip => tr!(tr, "code-line-6"),
            SearchLine::Goal => tr!(tr, "code-line-7"),
            SearchLine::NewBest => tr!(tr, "code-line-8"),
            SearchLine::Return => tr!(tr, "code-line-9"),
            SearchLine::Recurse => tr!(tr, "code-line-10"),
        };
        format!("{}{}", "    ".repeat(self.indent()), words.trim())
    }
}

/// "How many calls will the paper's search need for piece 1?"
#[must_use]
pub fn predict_calls(tr: &Tr, piece: u8) -> String {
    tr!(tr, "predict-calls", piece = count_arg(u64::from(piece)))
}

/// "Which roll does the optimum take first from tile 26 (piece 1)?"
#[must_use]
pub fn predict_first_roll(tr: &Tr, piece: u8, tile: u8) -> String {
    tr!(
        tr,
        "predict-first-roll",
        piece = count_arg(u64::from(piece)),
        tile = crate::model::Tile::new(tile)
            .map_or_else(|| tile.to_string(), |t| super::tile_ref(tr, t))
    )
}

/// "Will a bound of 230 units per tile keep the optimum?"
#[must_use]
pub fn predict_keeps(tr: &Tr, bound: u32) -> String {
    tr!(tr, "predict-keeps", bound = count_arg(u64::from(bound)))
}

/// Yes or no.
#[must_use]
pub fn yes_no(tr: &Tr, yes: bool) -> String {
    if yes {
        tr!(tr, "predict-yes")
    } else {
        tr!(tr, "predict-no")
    }
}

/// The computed number: "Computed: 1,234".
#[must_use]
pub fn truth_count(tr: &Tr, value: u64) -> String {
    tr!(tr, "predict-truth", value = count_arg(value))
}

/// The computed yes or no.
#[must_use]
pub fn truth_yes_no(tr: &Tr, yes: bool) -> String {
    tr!(tr, "predict-truth", value = yes_no(tr, yes))
}

/// The optimum's first roll, and the other rolls that are just as short.
#[must_use]
pub fn truth_roll(tr: &Tr, roll: u64, optimal: &[u64]) -> String {
    let others: Vec<String> = optimal
        .iter()
        .filter(|r| **r != roll)
        .map(u64::to_string)
        .collect();
    if others.is_empty() {
        tr!(tr, "predict-truth-roll", roll = count_arg(roll))
    } else {
        tr!(
            tr,
            "predict-truth-roll-also",
            roll = count_arg(roll),
            others = others.join(", ")
        )
    }
}

/// Guess `n` (from 1), shown as `value`, is right or wrong.
#[must_use]
pub fn guess_judged(tr: &Tr, n: usize, value: &str, right: bool) -> String {
    let n = count_arg(n as u64);
    if right {
        tr!(tr, "predict-guess-right", n = n, value = value)
    } else {
        tr!(tr, "predict-guess-wrong", n = n, value = value)
    }
}

/// Guess `n` (from 1), `value`, is `by` away from the truth (signed), that
/// is `share` of it (`None` when the truth is 0).
#[must_use]
pub fn guess_off(tr: &Tr, n: usize, value: u64, by: i128, share: Option<f64>) -> String {
    let nums = tr.numbers();
    let sign = if by > 0 { "+" } else { "−" };
    let by_text = format!(
        "{sign}{}",
        nums.count(u64::try_from(by.unsigned_abs()).unwrap_or(u64::MAX))
    );
    let n = count_arg(n as u64);
    let value = count_arg(value);
    match share {
        Some(s) => tr!(
            tr,
            "predict-guess-off",
            n = n,
            value = value,
            by = by_text,
            share = format!("{sign}{}", nums.percent(s.abs(), 1.0))
        ),
        None => tr!(
            tr,
            "predict-guess-off-zero",
            n = n,
            value = value,
            by = by_text
        ),
    }
}

/// A guess before the answer is revealed: "Guess 2: 12,000".
#[must_use]
pub fn guess_line(tr: &Tr, n: usize, value: &str) -> String {
    tr!(
        tr,
        "predict-guess-line",
        n = count_arg(n as u64),
        value = value
    )
}

/// A roll offered as an answer: "roll 6".
#[must_use]
pub fn roll_choice(tr: &Tr, roll: u64) -> String {
    tr!(tr, "predict-roll", roll = count_arg(roll))
}
