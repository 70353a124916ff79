//! proptest strategies shared by the core's property tests.

use maedn::model::{Colour, GoalRule, LengthMode, Rules};
use proptest::prelude::*;

/// Any valid rules with a spacing of at least `min_spacing`.
pub fn rules(min_spacing: u32) -> impl Strategy<Value = Rules> {
    (
        min_spacing..=Rules::MAX_SPACING,
        prop_oneof![Just(LengthMode::Rounded), Just(LengthMode::Exact)],
        prop_oneof![Just(GoalRule::Paper), Just(GoalRule::Free)],
        0usize..4,
    )
        .prop_map(|(spacing, lengths, goal_rule, c)| Rules {
            spacing,
            lengths,
            goal_rule,
            colour: Colour::try_from_index(c).unwrap_or_default(),
        })
}
