//! "Where does the bound break?": the range, Run/Stop, the chart of the
//! workspace's [`Sweep`] as its points arrive, and what it shows. It makes
//! the difference between an admissible bound and a lucky guess visible.

use egui::{DragValue, Ui};

use super::{charts, format};
use crate::model::{MoveTable, Rules};
use crate::solver::{admissible_bound, last_safe};
use crate::workspace::{Command, MAX_BOUND_PER_TILE, MAX_STEP, Sweep};

/// The panel: range, run/stop, the chart and what it shows.
pub fn sweep_ui(ui: &mut Ui, sweep: &Sweep, rules: Rules, out: &mut Vec<Command>) {
    ui.label("The paper's search for a range of bounds: calls per bound, green where the total is still the optimum.");
    ui.horizontal(|ui| {
        let (mut from, mut to, mut step) = sweep.range();
        ui.add_enabled_ui(!sweep.is_running(), |ui| {
            let l = ui.label("from");
            ui.add(DragValue::new(&mut from).range(0..=MAX_BOUND_PER_TILE))
                .labelled_by(l.id);
            let l = ui.label("to");
            ui.add(DragValue::new(&mut to).range(0..=MAX_BOUND_PER_TILE))
                .labelled_by(l.id);
            let l = ui.label("step");
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
            if ui.button("Stop sweep").clicked() {
                out.push(Command::StopSweep);
            }
            ui.label(format!(
                "{} of {} bounds",
                sweep.points().len(),
                sweep.bounds()
            ));
        } else if ui
            .button("Run sweep")
            .on_hover_text("Solve once per bound on a background thread (low bounds take longer)")
            .clicked()
        {
            out.push(Command::StartSweep);
        }
    });
    if let Some(e) = sweep.error() {
        ui.colored_label(ui.visuals().error_fg_color, e.to_string());
    }
    let points = sweep.points();
    if points.is_empty() {
        return;
    }
    let admissible = admissible_bound(&MoveTable::new(sweep.rules().unwrap_or(&rules)));
    charts::sweep_chart_ui(ui, points, admissible);
    let first_bad = points.iter().find(|p| !p.optimal);
    let text = match (last_safe(points), first_bad) {
        (Some(safe), Some(bad)) => format!(
            "Every bound up to {safe} kept the optimum; {} found {} units instead. The admissible bound is {}.",
            bad.bound,
            format::units(bad.total_units),
            format::trim(admissible)
        ),
        (Some(safe), None) => format!("Every bound tried, up to {safe}, kept the optimum."),
        (None, Some(bad)) => format!("Already {} lost the optimum.", bad.bound),
        (None, None) => String::new(),
    };
    ui.label(text);
}
