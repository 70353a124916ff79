//! "Where does the bound break?": the range, Run/Stop, the chart of the
//! workspace's [`Sweep`] as its points arrive, and what it tried and found.
//! It makes the difference between an admissible bound and a lucky guess
//! visible.
//!
//! The chart is the export's own description ([`figures::sweep_chart`], drawn
//! by [`chart_view::chart_ui`]), so the window and `maedn figure bound-sweep`
//! show the same bars, colours and labels. The summary is
//! `maedn sweep`'s (`report::sweep_summary`): the bounds tried, never a
//! claim about bounds skipped, then every switch between keeping and losing
//! the optimum among the bounds solved (a larger bound can give it back),
//! said in the window's language ([`summary`]). The chart shows every bound
//! solved, the bisections' too, green or red, so islands show.

use egui::{DragValue, Ui};

use super::chart_view;
use crate::figures::{self, SweepRange};
use crate::i18n::{Tr, count_arg, words};
use crate::model::{MoveTable, Rules};
use crate::solver::{Findings, SweepPlan, SweepPoint, admissible_bound};
use crate::tr;
use crate::workspace::{Command, MAX_BOUND_PER_TILE, MAX_STEP, Sweep};

/// The panel: range, run/stop, the chart and what it shows.
pub fn sweep_ui(ui: &mut Ui, tr: &Tr, sweep: &Sweep, rules: Rules, out: &mut Vec<Command>) {
    ui.label(tr!(tr, "sweep-about"));
    ui.horizontal(|ui| {
        let (mut from, mut to, mut step) = sweep.range();
        ui.add_enabled_ui(!sweep.is_running(), |ui| {
            let l = ui.label(tr!(tr, "sweep-from"));
            ui.add(DragValue::new(&mut from).range(0..=MAX_BOUND_PER_TILE))
                .labelled_by(l.id);
            let l = ui.label(tr!(tr, "sweep-to"));
            ui.add(DragValue::new(&mut to).range(0..=MAX_BOUND_PER_TILE))
                .labelled_by(l.id);
            let l = ui.label(tr!(tr, "sweep-step"));
            ui.add(DragValue::new(&mut step).range(1..=MAX_STEP))
                .labelled_by(l.id);
        });
        if (from, to, step) != sweep.range() {
            out.push(Command::SetSweepRange { from, to, step });
        }
    });
    ui.horizontal(|ui| {
        if sweep.is_running() {
            ui.spinner();
            if ui.button(tr!(tr, "sweep-stop")).clicked() {
                out.push(Command::StopSweep);
            }
            ui.label(progress_text(tr, sweep));
        } else if ui
            .button(tr!(tr, "sweep-run"))
            .on_hover_text(tr!(tr, "sweep-run-hint"))
            .clicked()
        {
            out.push(Command::StartSweep);
        }
    });
    if let Some(e) = sweep.error() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            crate::workspace::job_error(tr, e),
        );
    }
    let (Some(plan), points) = (sweep.plan(), sweep.points()) else {
        return;
    };
    if points.is_empty() {
        return;
    }
    let rules = sweep.rules().unwrap_or(&rules);
    let admissible = admissible_bound(&MoveTable::new(rules));
    let range = SweepRange {
        from: plan.first(),
        to: plan.last(),
        step: plan.step(),
    };
    // Every bound solved so far, the bisections' too.
    let mut solved: Vec<SweepPoint> = points.iter().chain(sweep.probes()).copied().collect();
    solved.sort_by_key(|p| p.bound);
    solved.dedup_by_key(|p| p.bound);
    let chart = figures::with_log_calls(figures::sweep_chart(&solved, admissible, range, tr), tr);
    let palette = super::theme::palette(ui);
    chart_view::chart_ui(ui, "sweep_chart", &chart, palette, tr.lang());
    if sweep.is_complete() {
        ui.label(summary(tr, plan, sweep.found()));
    } else if !sweep.is_running() {
        ui.label(tr!(
            tr,
            "sweep-stopped",
            done = count_arg(points.len() as u64),
            planned = count_arg(plan.count())
        ));
    }
}

/// What a running sweep is doing: its bounds, then the bisections.
fn progress_text(tr: &Tr, sweep: &Sweep) -> String {
    let planned = sweep.plan().map_or(0, |p| p.count());
    let done = sweep.points().len() as u64;
    if done < planned {
        tr!(
            tr,
            "sweep-progress",
            done = count_arg(done),
            planned = count_arg(planned)
        )
    } else {
        tr!(
            tr,
            "sweep-bisecting-switches",
            probes = count_arg(sweep.probes().len() as u64)
        )
    }
}

/// What a sweep tried and established, as `maedn sweep` says it
/// (`report::sweep_summary`), in `tr`'s language: the bounds tried (never a
/// claim about bounds it skipped), then [`words::sweep_findings`].
fn summary(tr: &Tr, plan: SweepPlan, found: Option<&Findings>) -> String {
    let n = |v: u64| count_arg(v);
    // A string selector: Fluent matches a number key only against a number
    // without formatting options.
    let every = if plan.step() == 1 { "yes" } else { "no" };
    let mut lines = vec![tr!(
        tr,
        "sweep-tried",
        count = n(plan.count()),
        first = n(u64::from(plan.first())),
        last = n(u64::from(plan.last())),
        step = n(u64::from(plan.step())),
        every = every
    )];
    if let Some(f) = found {
        lines.extend(words::sweep_findings(tr, f));
    }
    lines.join("\n")
}
