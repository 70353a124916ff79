//! The window's one door to number formatting and to the solver's verdicts
//! in words: bounds as Fluent numbers, how optimality was established and
//! the warnings, each variant its own message in the translation files. The
//! command line keeps its English words (`crate::report::optimality_text`,
//! `warning_text`); these say the same in the window's language.

use crate::i18n::{FluentValue, Tr, decimals_arg, units_arg};
use crate::solver::{Optimality, Solution, Warning};
use crate::tr;

/// Decimals of a bound that is not whole (as `solver::trim_number`).
const BOUND_DECIMALS: usize = 3;

/// A bound (units per tile) as a Fluent number: whole without decimals,
/// otherwise to three places.
#[must_use]
pub fn bound_arg(value: f64) -> FluentValue<'static> {
    let decimals = if value.fract() == 0.0 {
        0
    } else {
        BOUND_DECIMALS
    };
    decimals_arg(value, decimals)
}

/// How the solution's optimality was established, in `tr`'s language.
#[must_use]
pub fn optimality(tr: &Tr, s: &Solution) -> String {
    let dp = units_arg(s.optimum_units());
    match s.optimality {
        Optimality::ExactDp => tr!(tr, "optimality-exact-dp"),
        Optimality::ExactAstar {
            agrees_with_dp: true,
        } => tr!(tr, "optimality-astar-agrees"),
        Optimality::ExactAstar {
            agrees_with_dp: false,
        } => tr!(tr, "optimality-astar-differs", dp = dp),
        Optimality::PaperProven {
            agrees_with_dp: true,
        } => tr!(tr, "optimality-proven-agrees"),
        Optimality::PaperProven {
            agrees_with_dp: false,
        } => tr!(tr, "optimality-proven-differs", dp = dp),
        Optimality::PaperNotProven {
            optimal_per_dp: true,
        } => tr!(tr, "optimality-not-proven-optimal", dp = dp),
        Optimality::PaperNotProven {
            optimal_per_dp: false,
        } => tr!(tr, "optimality-not-proven-not-optimal", dp = dp),
    }
}

/// A warning in `tr`'s language.
#[must_use]
pub fn warning(tr: &Tr, w: &Warning) -> String {
    match w {
        Warning::InadmissibleBound {
            bound,
            admissible,
            optimal: true,
            ..
        } => tr!(
            tr,
            "warning-inadmissible-optimal",
            bound = bound_arg(*bound),
            admissible = bound_arg(*admissible)
        ),
        Warning::InadmissibleBound {
            bound,
            admissible,
            optimal: false,
            optimum,
        } => tr!(
            tr,
            "warning-inadmissible-not-optimal",
            bound = bound_arg(*bound),
            admissible = bound_arg(*admissible),
            optimum = units_arg(*optimum)
        ),
        Warning::MissedOptimum { optimum } => {
            tr!(tr, "warning-missed-optimum", optimum = units_arg(*optimum))
        }
        Warning::RoundedBoards => tr!(tr, "warning-rounded-boards"),
        Warning::PaperProgramFindsNothing { bound, pieces } => tr!(
            tr,
            "warning-paper-program",
            pieces = pieces
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            bound = bound_arg(*bound)
        ),
    }
}

/// The solver's warnings about a solution, as sentences in `tr`'s language.
pub fn warnings<'a>(tr: &'a Tr, solution: &'a Solution) -> impl Iterator<Item = String> + 'a {
    solution.warnings.iter().map(|w| warning(tr, w))
}
