//! The command line's words for what the solver concludes: how optimality
//! was established and the warnings (the English of [`crate::i18n::words`],
//! shared with the window) and what a bound sweep tried and found.

use std::fmt::Write as _;

use crate::format::count;
use crate::i18n::{Lang, Tr, words};
use crate::solver::{BreakPoint, Solution, SweepPlan, SweepPoint};

/// How the result's optimality was established, in English.
#[must_use]
pub fn optimality_text(s: &Solution) -> String {
    words::optimality(Tr::shared(Lang::En), s)
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
