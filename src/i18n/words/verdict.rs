//! The solver's verdicts in words: how optimality was established
//! ([`Optimality`]) and the warnings ([`Warning`]), each variant its own
//! message. The window says them in its language; the command line's report
//! and `Warning`'s `Display` are their English.

use std::fmt;

use super::explore;
use crate::i18n::{Tr, bound_arg, units_arg};
use crate::solver::{Optimality, Solution, Warning};
use crate::tr;

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
            bound_admissible: false,
        } => tr!(tr, "optimality-not-proven-optimal", dp = dp),
        Optimality::PaperNotProven {
            optimal_per_dp: false,
            bound_admissible: false,
        } => tr!(tr, "optimality-not-proven-not-optimal", dp = dp),
        Optimality::PaperNotProven {
            optimal_per_dp: true,
            bound_admissible: true,
        } => tr!(tr, "optimality-not-proven-early-optimal", dp = dp),
        Optimality::PaperNotProven {
            optimal_per_dp: false,
            bound_admissible: true,
        } => tr!(tr, "optimality-not-proven-early-not-optimal", dp = dp),
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
            bound = bound_arg(*bound, tr.numbers()),
            admissible = bound_arg(*admissible, tr.numbers())
        ),
        Warning::InadmissibleBound {
            bound,
            admissible,
            optimal: false,
            optimum,
        } => tr!(
            tr,
            "warning-inadmissible-not-optimal",
            bound = bound_arg(*bound, tr.numbers()),
            admissible = bound_arg(*admissible, tr.numbers()),
            optimum = units_arg(*optimum)
        ),
        Warning::EarlyReturnUnsafe {
            from,
            via,
            to,
            optimal,
            optimum,
        } => {
            let (from, via, to) = (
                explore::tile(*from),
                explore::tile(*via),
                explore::tile(*to),
            );
            if *optimal {
                tr!(
                    tr,
                    "warning-early-return-optimal",
                    from = from,
                    via = via,
                    to = to
                )
            } else {
                tr!(
                    tr,
                    "warning-early-return-not-optimal",
                    from = from,
                    via = via,
                    to = to,
                    optimum = units_arg(*optimum)
                )
            }
        }
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
            bound = bound_arg(*bound, tr.numbers())
        ),
    }
}

/// The solver's warnings about a solution, as sentences in `tr`'s language.
pub fn warnings<'a>(tr: &'a Tr, solution: &'a Solution) -> impl Iterator<Item = String> + 'a {
    solution.warnings.iter().map(|w| warning(tr, w))
}

/// A warning in the command line's English, as it prints it (the engine's
/// other `Display`s speak the same; it parses only the messages it needs).
impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&warning(Tr::command_line(), self))
    }
}
