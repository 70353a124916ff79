//! The rules that decide which rolls are moves and how a move's length is
//! measured (`docs/rules.md`): [`Rules`], its choices and why a setting
//! cannot be solved.

use serde::{Deserialize, Serialize};

use super::bits::UNITS_MAX;
use super::colour::Colour;
use super::geometry::{DEFAULT_SPACING, Geometry};

/// How move lengths are measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LengthMode {
    /// The paper: each move rounded to the nearest unit; the start field counts
    /// `ceil(3s + 4s + √10·s + √17·s)`.
    #[default]
    Rounded,
    /// No rounding anywhere.
    Exact,
}

/// Which rolls may enter or move inside the goal row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GoalRule {
    /// The paper: enter the goal row only by landing exactly on one's own goal tile.
    #[default]
    Paper,
    /// Land on any empty goal tile up to one's own, move on inside the row later.
    Free,
}

crate::names::named_enum!(LengthMode, "length mode", { Rounded => "rounded", Exact => "exact" });
crate::names::named_enum!(GoalRule, "goal-row rule", { Paper => "paper", Free => "free" });

/// Everything that decides a move's legality and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Distance between adjacent tile centres in units (the paper: 850).
    pub spacing: u32,
    /// Rounded (paper) or exact lengths.
    pub lengths: LengthMode,
    /// The paper's goal-row rule or the free goal row.
    pub goal_rule: GoalRule,
    /// Whose pieces move.
    pub colour: Colour,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            spacing: DEFAULT_SPACING,
            lengths: LengthMode::Rounded,
            goal_rule: GoalRule::Paper,
            colour: Colour::Black,
        }
    }
}

/// A setting that cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// Tiles on top of each other.
    ZeroSpacing,
    /// A piece could move further than the 16-bit units field holds.
    UnitsOverflow {
        /// The spacing asked for.
        spacing: u32,
        /// The longest way a piece could take (all ones).
        worst: u64,
        /// The largest spacing that fits.
        max: u32,
    },
}

/// The 43 single steps from A to d: every piece path is at most this many spacings long.
const MAX_STEPS: u32 = 43;

impl Rules {
    /// The paper's rules.
    #[must_use]
    pub fn paper() -> Rules {
        Rules::default()
    }

    /// The largest spacing whose every path fits the 16-bit units field.
    pub const MAX_SPACING: u32 = UNITS_MAX / MAX_STEPS;

    /// Checks that the spacing is positive and that no path can overflow 16 bits
    /// (a move of `r` tiles is never longer than `r` spacings).
    ///
    /// ```
    /// use maedn::model::{Rules, RulesError};
    /// assert!(Rules::paper().validate().is_ok());
    /// let wide = Rules { spacing: 2000, ..Rules::paper() };
    /// assert!(matches!(wide.validate(), Err(RulesError::UnitsOverflow { max: 1524, .. })));
    /// ```
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.spacing == 0 {
            return Err(RulesError::ZeroSpacing);
        }
        let worst = u64::from(self.spacing) * u64::from(MAX_STEPS);
        if worst > u64::from(UNITS_MAX) {
            return Err(RulesError::UnitsOverflow {
                spacing: self.spacing,
                worst,
                max: Self::MAX_SPACING,
            });
        }
        Ok(())
    }

    /// The geometry these rules play on.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        Geometry::new(self.spacing, self.colour)
    }

    /// Applies the length mode to a raw straight-line distance.
    #[must_use]
    pub fn measure(&self, raw: f64) -> f64 {
        match self.lengths {
            LengthMode::Rounded => raw.round(),
            LengthMode::Exact => raw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_spacing_limits() {
        assert_eq!(
            Rules {
                spacing: 0,
                ..Rules::paper()
            }
            .validate(),
            Err(RulesError::ZeroSpacing)
        );
        assert!(
            Rules {
                spacing: Rules::MAX_SPACING,
                ..Rules::paper()
            }
            .validate()
            .is_ok()
        );
        assert!(
            Rules {
                spacing: Rules::MAX_SPACING + 1,
                ..Rules::paper()
            }
            .validate()
            .is_err()
        );
    }
}
