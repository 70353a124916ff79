//! `maedn sweep`: the paper's search for a range of bounds, each printed as
//! it is solved, then every switch between keeping and losing the optimum
//! among them, each narrowed by bisection to two neighbouring bounds.

use std::process::ExitCode;

use clap::Args;

use super::args::RuleArgs;
use super::fail;
use crate::format::count;
use crate::model::Rules;
use crate::output::{self, OutputError};
use crate::report;
use crate::solver::{Progress, SweepPlan, SweepPoint, SwitchKind, refine};

#[derive(Debug, Args)]
#[command(
    after_help = "Tries --from, --from + --step, … up to --to (at most 1,000 solves; each can \
    take over a second; bounds go up to 2,000), printing each bound as it is solved. Keeping \
    the optimum is not monotone in the bound (a larger bound can give it back), so between every \
    two neighbouring bounds tried that differ it bisects to two neighbouring whole bounds: a \
    switch, not necessarily the first. It names the first bound that loses the optimum only \
    when every bound below it was solved or is admissible.\n\n\
    With --json, stdout gets one JSON object at the end ({\"tried\", \"points\", \
    \"switches\", \"first_lost\", \"bisection\"}) and stderr one progress line per bound as it \
    is solved."
)]
pub(super) struct SweepArgs {
    /// First bound, in units per tile.
    #[arg(long, default_value_t = 150)]
    from: u32,
    /// Last bound.
    #[arg(long, default_value_t = 260)]
    to: u32,
    /// Step between bounds.
    #[arg(long, default_value_t = 5)]
    step: u32,
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object at the end instead of the table (progress on stderr).
    #[arg(long)]
    json: bool,
}

/// One row of the sweep table.
fn sweep_row(p: &SweepPoint) -> String {
    format!(
        "{:>10} {:>10} {:>12} {:>12}  {:>10}  {}",
        p.bound,
        crate::format::units(p.total_units),
        count(p.calls),
        count(p.prunes),
        if p.admissible { "yes" } else { "no" },
        if p.optimal { "yes" } else { "NO" }
    )
}

/// `maedn sweep`: checks the range, then runs it.
pub(super) fn sweep_command(args: &SweepArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    let plan = match SweepPlan::new(args.from, args.to, args.step) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    match run_sweep(&rules, plan, args.json) {
        Ok(code) => code,
        Err(e) => e.exit(),
    }
}

/// Runs a checked sweep, printing as it goes; a write error stops it.
fn run_sweep(rules: &Rules, plan: SweepPlan, json: bool) -> Result<ExitCode, OutputError> {
    let progress = Progress::default();
    let mut write_error = None;
    let mut emit = |line: String, progress: &Progress| {
        if write_error.is_some() {
            return;
        }
        let r = if json {
            output::status(&format!("{line}\n"));
            Ok(())
        } else {
            output::print_line(&line)
        };
        if let Err(e) = r {
            write_error = Some(e);
            progress.cancel();
        }
    };
    let total = plan.count();
    if !json {
        emit(
            format!(
                "{:>10} {:>10} {:>12} {:>12}  admissible  optimal",
                "bound", "total", "calls", "prunes"
            ),
            &progress,
        );
    }
    let mut done = 0u64;
    let swept = crate::solver::sweep(rules, plan.bounds(), &progress, |p| {
        done += 1;
        let line = if json {
            format!("maedn: sweep {done}/{total}: {}", sweep_row(p).trim_start())
        } else {
            sweep_row(p)
        };
        emit(line, &progress);
    });
    let probed = swept.and_then(|points| {
        let mut first_probe = true;
        let b = refine(rules, &points, &progress, |p| {
            if json {
                emit(
                    format!("maedn: bisection: {}", sweep_row(p).trim_start()),
                    &progress,
                );
            } else {
                if first_probe {
                    emit("bisection:".to_owned(), &progress);
                }
                emit(sweep_row(p), &progress);
            }
            first_probe = false;
        })?;
        Ok((points, b))
    });

    if let Some(e) = write_error {
        return Err(e);
    }
    let (points, found) = match probed {
        Ok(r) => r,
        Err(e) => return Ok(fail(&e.to_string())),
    };
    if json {
        let row = |p: &SweepPoint| {
            serde_json::json!({
                "bound": p.bound, "total_units": p.total_units, "calls": p.calls,
                "prunes": p.prunes, "admissible": p.admissible, "optimal": p.optimal,
            })
        };
        let value = serde_json::json!({
            "tried": {"from": plan.first(), "to": plan.last(), "step": plan.step(), "count": plan.count()},
            "points": points.iter().map(row).collect::<Vec<_>>(),
            "switches": found.switches.iter().map(|s| serde_json::json!({
                "below": s.below.bound, "above": s.above.bound,
                "kind": match s.kind() { SwitchKind::Lost => "lost", SwitchKind::Regained => "regained" },
            })).collect::<Vec<_>>(),
            "first_lost": found.first_lost,
            "bisection": found.probes.iter().map(row).collect::<Vec<_>>(),
        });
        output::print_line(&value.to_string())?;
    } else {
        output::print(&report::sweep_summary(plan, &found))?;
    }
    Ok(ExitCode::SUCCESS)
}
