//! The command line's words for what the solver concludes: how optimality
//! was established and the warnings (the English of [`crate::i18n::words`],
//! shared with the window) and what a bound sweep tried and established.

use std::fmt::Write as _;

use crate::format::count;
use crate::i18n::{Tr, words};
use crate::solver::{Findings, Solution, SweepPlan};

/// How the result's optimality was established, in English.
#[must_use]
pub fn optimality_text(s: &Solution) -> String {
    words::optimality(Tr::command_line(), s)
}

/// What a sweep tried and established, in words: the bounds tried (never a
/// claim about bounds it skipped), then every switch between keeping and
/// losing the optimum among the bounds solved, narrowed by bisection, and
/// the first bound that loses it only where every bound below was solved or
/// is admissible ([`words::sweep_findings`], in English).
#[must_use]
pub fn sweep_summary(plan: SweepPlan, findings: &Findings) -> String {
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
    for line in words::sweep_findings(Tr::command_line(), findings) {
        let _ = writeln!(out, "{line}");
    }
    out
}
