//! What a bound sweep established, in words: the bisections' extra solves,
//! every switch between keeping and losing the optimum among the bounds
//! solved, that a larger bound can give the optimum back, and the first bound
//! that loses it only where that is proven. The window and `maedn sweep`
//! (its English) say the same lines.

use crate::i18n::{Tr, bound_arg, count_arg};
use crate::solver::{Findings, SwitchKind};
use crate::tr;

/// The lines that say what `f` established, in `tr`'s language.
#[must_use]
pub fn sweep_findings(tr: &Tr, f: &Findings) -> Vec<String> {
    let n = |v: u32| count_arg(u64::from(v));
    let mut lines = Vec::new();
    if !f.probes.is_empty() {
        lines.push(tr!(
            tr,
            "sweep-bisection",
            probes = count_arg(f.probes.len() as u64)
        ));
    }
    let lost_any = f.solved.iter().any(|p| !p.optimal);
    if f.switches.is_empty() {
        if !f.solved.is_empty() {
            lines.push(if lost_any {
                tr!(tr, "sweep-none-kept-all-lost")
            } else {
                tr!(tr, "sweep-none-lost-all-kept")
            });
        }
    } else {
        lines.push(tr!(
            tr,
            "sweep-switch-count",
            count = count_arg(f.switches.len() as u64),
            solved = count_arg(f.solved.len() as u64)
        ));
        for s in &f.switches {
            lines.push(match s.kind() {
                SwitchKind::Lost => tr!(
                    tr,
                    "sweep-switch-lost",
                    good = n(s.below.bound),
                    bad = n(s.above.bound)
                ),
                SwitchKind::Regained => tr!(
                    tr,
                    "sweep-switch-regained",
                    bad = n(s.below.bound),
                    good = n(s.above.bound)
                ),
            });
        }
    }
    if f.regained() {
        lines.push(tr!(tr, "sweep-regained"));
    }
    match f.first_lost {
        Some(b) => lines.push(tr!(
            tr,
            "sweep-first-lost-proven",
            bad = n(b),
            admissible = bound_arg(f.admissible, tr.numbers())
        )),
        None if lost_any => lines.push(tr!(tr, "sweep-first-unknown")),
        None => {}
    }
    lines
}
