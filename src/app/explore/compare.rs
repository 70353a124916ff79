//! Algorithms side by side: what the methods run on, Run all / Cancel, the
//! live table (method, effort with its unit, time, memory, answer, proof,
//! agreement with the DP) and the effort chart on a log scale — the same
//! [`crate::render::Chart`] the export draws.

use egui::{Grid, RichText, Ui};

use super::{about, cancel_button, export_buttons, outcome_line, palette, rules_line};
use crate::app::chart_view::chart_ui;
use crate::figures::explore::{EffortBar, compare_chart};
use crate::i18n::Tr;
use crate::i18n::words::explore as words;
use crate::solver::MethodRun;
use crate::tr;
use crate::workspace::{
    Command, CompareTarget, CompareView, ExploreCommand, ExploreInputs, RowState,
};

/// Columns of the table.
const COLUMNS: usize = 7;
/// The widest a wrapped cell (memory, proof) grows, in points.
const CELL_WIDTH: f32 = 150.0;
/// The widest a column head grows before it wraps.
const HEAD_WIDTH: f32 = 110.0;
/// The widest a method's name grows before it wraps.
const METHOD_WIDTH: f32 = 180.0;

/// The part's view.
pub(super) fn compare_ui(
    ui: &mut Ui,
    view: &CompareView,
    inputs: &ExploreInputs,
    tr: &Tr,
    out: &mut Vec<Command>,
) {
    about(ui, &tr!(tr, "explore-compare-about"));
    rules_line(ui, inputs, tr);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(tr, "explore-compare-target"));
        let mut targets = vec![(CompareTarget::All, tr!(tr, "explore-compare-all"))];
        targets.extend((1..=4u8).map(|p| {
            (
                CompareTarget::Piece(p),
                tr!(tr, "explore-compare-one", piece = p.to_string()),
            )
        }));
        for (target, label) in targets {
            if ui
                .selectable_label(view.target() == target, label)
                .clicked()
                && view.target() != target
            {
                out.push(Command::ExploreDo(ExploreCommand::SetCompareTarget(target)));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(RichText::new(tr!(tr, "explore-compare-run-all")).strong())
            .on_hover_text(tr!(tr, "explore-compare-run-all-hint"))
            .clicked()
        {
            out.push(Command::ExploreDo(ExploreCommand::Run));
        }
        if view.is_running() {
            ui.spinner();
            cancel_button(ui, tr, out);
        } else {
            export_buttons(ui, tr, out);
        }
    });
    outcome_line(ui, view.outcome(), tr);
    if view.is_stale(inputs) {
        ui.colored_label(ui.visuals().warn_fg_color, tr!(tr, "explore-stale"));
    }
    if let Some(optimum) = view.optimum() {
        ui.label(tr!(
            tr,
            "explore-compare-optimum",
            length = words::length(tr, optimum)
        ));
    }
    ui.add_space(super::SECTION_GAP);
    table(ui, view, inputs.paper_bound, tr, out);
    ui.add_space(super::SECTION_GAP);
    let bars: Vec<EffortBar> = view
        .rows()
        .iter()
        .filter_map(|r| match r.state {
            RowState::Done(run) => Some(EffortBar {
                method: r.method,
                effort: run.effort,
            }),
            RowState::Running { effort, .. } => Some(EffortBar {
                method: r.method,
                effort,
            }),
            RowState::NotRun | RowState::Queued => None,
        })
        .collect();
    if !bars.is_empty() {
        let paper_bound = view
            .computed_for()
            .map_or(inputs.paper_bound, |(s, _)| s.paper_bound);
        let chart = compare_chart(&bars, paper_bound, tr);
        chart_ui(ui, "explore_compare_chart", &chart, palette(ui), tr.lang());
    }
}

/// The table: one row per method, its name a button that runs it alone.
fn table(ui: &mut Ui, view: &CompareView, paper_bound: u32, tr: &Tr, out: &mut Vec<Command>) {
    egui::ScrollArea::horizontal()
        .id_salt("explore_compare_table")
        .show(ui, |ui| {
            Grid::new("explore_compare_grid")
                .striped(true)
                .num_columns(COLUMNS)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    for head in [
                        tr!(tr, "explore-compare-col-method"),
                        tr!(tr, "explore-compare-col-effort"),
                        tr!(tr, "explore-compare-col-time"),
                        tr!(tr, "explore-compare-col-memory"),
                        tr!(tr, "explore-compare-col-answer"),
                        tr!(tr, "explore-compare-col-proof"),
                        tr!(tr, "explore-compare-col-dp"),
                    ] {
                        narrow(ui, HEAD_WIDTH, |ui| {
                            ui.add(egui::Label::new(RichText::new(head).strong()).wrap());
                        });
                    }
                    ui.end_row();
                    for row in view.rows() {
                        let name = words::method_label(tr, row.method, paper_bound);
                        let clicked = narrow(ui, METHOD_WIDTH, |ui| {
                            ui.add(egui::Button::new(name).wrap())
                                .on_hover_text(tr!(tr, "explore-compare-run-one-hint"))
                                .clicked()
                        });
                        if clicked {
                            out.push(Command::ExploreDo(ExploreCommand::RunMethod(row.method)));
                        }
                        match row.state {
                            RowState::Done(run) => done_cells(ui, run, tr),
                            RowState::Running { effort, elapsed } => {
                                ui.label(words::effort(tr, row.method.unit(), effort));
                                ui.label(tr!(
                                    tr,
                                    "explore-compare-so-far",
                                    ms = crate::i18n::decimals_arg(
                                        elapsed.as_secs_f64() * 1000.0,
                                        0
                                    )
                                ));
                                ui.label(tr!(tr, "explore-compare-running"));
                                for _ in 0..3 {
                                    ui.label("");
                                }
                            }
                            RowState::Queued => {
                                ui.weak(tr!(tr, "explore-compare-queued"));
                                for _ in 0..5 {
                                    ui.label("");
                                }
                            }
                            RowState::NotRun => {
                                for _ in 0..6 {
                                    ui.weak(tr!(tr, "explore-none"));
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

fn done_cells(ui: &mut Ui, run: &MethodRun, tr: &Tr) {
    ui.label(words::effort(tr, run.method.unit(), run.effort))
        .on_hover_text(words::unit_meaning(tr, run.method.unit()));
    ui.label(words::millis(tr, run.elapsed));
    wrapped(ui, words::memory(tr, &run.memory), None);
    ui.label(run.total_units.map_or_else(
        || tr!(tr, "explore-compare-no-answer"),
        |u| words::units(tr, u),
    ));
    let proof = words::proof(tr, &run.proof);
    let warn = (!run.proof.is_proven()).then(|| ui.visuals().warn_fg_color);
    wrapped(ui, proof, warn);
    if run.matches_dp {
        ui.label(tr!(tr, "explore-yes"));
    } else {
        ui.colored_label(ui.visuals().error_fg_color, tr!(tr, "explore-no"));
    }
}

/// A cell at most `width` wide (its text wraps).
fn narrow<R>(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    ui.vertical(|ui| {
        ui.set_max_width(width);
        add(ui)
    })
    .inner
}

/// A cell whose text wraps at [`CELL_WIDTH`], in `colour` if given.
fn wrapped(ui: &mut Ui, text: String, colour: Option<egui::Color32>) {
    let text = match colour {
        Some(c) => RichText::new(text).color(c),
        None => RichText::new(text),
    };
    narrow(ui, CELL_WIDTH, |ui| ui.add(egui::Label::new(text).wrap()));
}
