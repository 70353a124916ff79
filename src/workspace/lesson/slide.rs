//! The lesson's slides, in the order they are shown ([`Slide::ALL`]), each
//! with the id its texts have in the translation files and the settings its
//! numbers are computed at.

use crate::model::{GoalRule, LengthMode, Rules};
use crate::solver::{Bound, PAPER_BOUND, Settings};

/// One slide of the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slide {
    /// The board, B, A and a–d, the rules in four lines; a piece leaves with a 6.
    Game,
    /// A move along the track against the straight line the hand moves.
    Question,
    /// How many roll sequences there are, counted.
    Size,
    /// What the 64 bits hold; a tile and its bit.
    Bits,
    /// Branch and bound in a sentence, watched in slow motion.
    Search,
    /// Why the bound prunes, and where a guessed bound loses the optimum.
    Bound,
    /// The four paths, per piece and in total, and the rolls used.
    Answer,
    /// The whole four-piece game under the real rules.
    Whole,
    /// Against an ordinary game and the quickest game.
    Ordinary,
    /// Exact lengths, the free goal row, and the DP that proves the optimum.
    Beyond,
}

impl Slide {
    /// Every slide, in the lesson's order.
    pub const ALL: [Slide; 10] = [
        Slide::Game,
        Slide::Question,
        Slide::Size,
        Slide::Bits,
        Slide::Search,
        Slide::Bound,
        Slide::Answer,
        Slide::Whole,
        Slide::Ordinary,
        Slide::Beyond,
    ];

    /// The number of slides.
    pub const COUNT: usize = Slide::ALL.len();

    /// The slide at `index` (0-based), if there is one.
    #[must_use]
    pub fn at(index: usize) -> Option<Slide> {
        Slide::ALL.get(index).copied()
    }

    /// Its place in the lesson (0-based).
    #[must_use]
    pub fn index(self) -> usize {
        Slide::ALL.iter().position(|s| *s == self).unwrap_or(0)
    }

    /// Does the slide name a tile by its number (then its board shows the
    /// track tiles' numbers unless the user turned them off)?
    #[must_use]
    pub const fn names_a_tile(self) -> bool {
        matches!(self, Slide::Question | Slide::Bits | Slide::Search)
    }

    /// The id of its texts: `lesson-<id>-title`, `lesson-<id>-body`, …
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Slide::Game => "game",
            Slide::Question => "question",
            Slide::Size => "size",
            Slide::Bits => "bits",
            Slide::Search => "search",
            Slide::Bound => "bound",
            Slide::Answer => "answer",
            Slide::Whole => "whole",
            Slide::Ordinary => "ordinary",
            Slide::Beyond => "beyond",
        }
    }
}

/// The paper's settings: its search with the bound 193 on its rules.
#[must_use]
pub fn paper_settings() -> Settings {
    Settings {
        bound: Bound::PerTile(PAPER_BOUND),
        rules: Rules::paper(),
        ..Settings::default()
    }
}

/// The rules of the last slide: the paper's, with exact lengths and the free
/// goal row as the presenter chooses.
#[must_use]
pub fn beyond_rules(exact: bool, free: bool) -> Rules {
    Rules {
        lengths: if exact {
            LengthMode::Exact
        } else {
            LengthMode::Rounded
        },
        goal_rule: if free {
            GoalRule::Free
        } else {
            GoalRule::Paper
        },
        ..Rules::paper()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_slides_know_their_place_and_ids_are_distinct() {
        for (i, s) in Slide::ALL.iter().enumerate() {
            assert_eq!(s.index(), i);
            assert_eq!(Slide::at(i), Some(*s));
        }
        assert_eq!(Slide::at(Slide::COUNT), None);
        let mut ids: Vec<&str> = Slide::ALL.iter().map(|s| s.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Slide::COUNT);
    }
}
