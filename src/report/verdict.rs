//! The words for what the solver concludes: how optimality was established
//! ([`Optimality`]), the warnings ([`Warning`]) and what a bound sweep tried and
//! found. English only; the window renders the same data through these
//! functions (and later through Fluent).

use std::fmt::{self, Write as _};

use crate::format::{count, units};
use crate::solver::{
    BreakPoint, Optimality, Solution, SweepPlan, SweepPoint, Warning, trim_number,
};

/// How the result's optimality was established, in words.
#[must_use]
pub fn optimality_text(s: &Solution) -> String {
    let dp = units(s.optimum_units());
    match s.optimality {
        Optimality::ExactDp => "exact (dynamic programming)".to_owned(),
        Optimality::ExactAstar {
            agrees_with_dp: true,
        } => "exact (A* with an admissible heuristic), agrees with the DP".to_owned(),
        Optimality::ExactAstar {
            agrees_with_dp: false,
        } => format!("A* with an admissible heuristic, but the DP finds {dp} units"),
        Optimality::PaperProven {
            agrees_with_dp: true,
        } => "proven by the search (admissible bound), agrees with the DP".to_owned(),
        Optimality::PaperProven {
            agrees_with_dp: false,
        } => format!("the bound is admissible, but the DP finds {dp} units"),
        Optimality::PaperNotProven {
            optimal_per_dp: true,
        } => format!(
            "not proven by the search (its bound is not admissible); the exact DP also finds {dp} units"
        ),
        Optimality::PaperNotProven {
            optimal_per_dp: false,
        } => format!(
            "not proven by the search (its bound is not admissible); the exact DP finds {dp} units"
        ),
    }
}

/// A warning in words.
#[must_use]
pub fn warning_text(w: &Warning) -> String {
    match w {
        Warning::InadmissibleBound {
            bound,
            admissible,
            optimal,
            optimum,
        } => {
            let verdict = if *optimal {
                "the exact DP confirms the result is still optimal".to_owned()
            } else {
                format!(
                    "the exact DP finds {} units, so this result is NOT optimal",
                    units(*optimum)
                )
            };
            format!(
                "the bound of {} units per tile is above the cheapest move per tile ({}), so it may \
                 prune the true optimum; {verdict}",
                trim_number(*bound),
                trim_number(*admissible)
            )
        }
        Warning::MissedOptimum { optimum } => format!(
            "the result differs from the exact optimum ({} units): the early return on reaching the \
             goal assumes the triangle inequality, which rounding can break",
            units(*optimum)
        ),
        Warning::RoundedBoards => {
            "exact lengths: the path boards store units rounded to whole numbers".to_owned()
        }
        Warning::PaperProgramFindsNothing { bound, pieces } => format!(
            "the paper's C program starts its best length at 65,535 (the units field's limit) and \
             would find nothing for piece {} at a bound of {} units per tile (moved + tiles left × \
             bound exceeds 65,535 at once); this search starts with no best length and finds a way",
            pieces
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            trim_number(*bound)
        ),
    }
}

/// What a sweep tried and found, in words: the bounds tried (never a claim
/// about bounds it skipped) and the exact break point from the bisection.
#[must_use]
pub fn sweep_summary(plan: SweepPlan, points: &[SweepPoint], found: Option<&BreakPoint>) -> String {
    let mut out = String::new();
    let step = if plan.step() == 1 {
        "every bound".to_owned()
    } else {
        format!("in steps of {}", plan.step())
    };
    let _ = writeln!(
        out,
        "tried {} bound(s) from {} to {} ({step})",
        count(plan.count()),
        plan.first(),
        plan.last()
    );
    let good = points.iter().take_while(|p| p.optimal).last();
    let bad = points.iter().find(|p| !p.optimal);
    match (good, bad) {
        (Some(g), Some(b)) => {
            let _ = writeln!(
                out,
                "the bounds tried up to {} kept the optimum; {} lost it",
                g.bound, b.bound
            );
        }
        (None, Some(b)) => {
            let _ = writeln!(
                out,
                "the first bound tried, {}, already lost the optimum",
                b.bound
            );
        }
        (_, None) => {
            let _ = writeln!(
                out,
                "every bound tried kept the optimum{}",
                if plan.step() > 1 {
                    " (the bounds between them were not tried)"
                } else {
                    ""
                }
            );
        }
    }
    if let Some(b) = found {
        let _ = writeln!(
            out,
            "exact break: {} keeps the optimum, {} loses it (bisection: {} more solve(s))",
            b.last_good.bound,
            b.first_bad.bound,
            b.probes.len()
        );
    }
    out
}

/// A warning in English words ([`warning_text`]); the solver itself holds no text.
impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&warning_text(self))
    }
}
