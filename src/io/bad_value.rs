//! Why a value read from a session or a class round cannot be right
//! ([`BadValue`]): the rule it breaks, with the numbers of that rule, never a
//! sentence; `crate::i18n::words` words it in the reader's language.

use crate::model::{BoardError, RulesError};

/// The rule a value read from a file breaks.
#[derive(Clone, Debug, PartialEq)]
pub enum BadValue {
    /// A spacing the rules refuse.
    Rules(RulesError),
    /// A piece number outside 1..=4.
    Piece,
    /// A board number past the stepper's boards (numbered from 0).
    StepperBoard {
        /// The boards the stepper holds.
        boards: usize,
    },
    /// A move past the longest way.
    Step {
        /// The most moves a way has.
        max: usize,
    },
    /// A length that is not a number from 0 to `max`.
    Length {
        /// The longest length allowed.
        max: f64,
    },
    /// A board the run continued from that cannot be continued from.
    From(BoardError),
    /// A roll outside 1..=6.
    Roll,
    /// Too few or too many teams.
    Teams {
        /// The fewest teams.
        min: usize,
        /// The most teams.
        max: usize,
    },
    /// A team's name too long or with control characters.
    Name {
        /// The most characters.
        max: usize,
    },
    /// More choices than a game has.
    Choices {
        /// The most choices.
        max: usize,
    },
    /// A move that is not written `from-to`.
    Move,
}
