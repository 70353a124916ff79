//! The window's one door to number formatting: thousands separators, units,
//! centimetres, bounds and the solver's warnings. Today these forward to
//! [`crate::model::group`], [`crate::report`] and [`crate::solver`]; when the
//! crate gains its own formatting module, only this file changes.

use crate::solver::Solution;

/// A number without a trailing ".0" when whole (bounds, units per tile).
#[must_use]
pub fn trim(value: f64) -> String {
    crate::solver::trim_number(value)
}

/// The solver's warnings about a solution, as sentences.
pub fn warnings(solution: &Solution) -> impl Iterator<Item = String> + '_ {
    solution.warnings.iter().map(ToString::to_string)
}
