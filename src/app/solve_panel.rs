//! The left panel: settings, pace, Run / Pause / Cancel, the live counters,
//! the decision of a single-stepped call, the results with their chart and
//! editor buttons, and the bound sweep; in slow motion and single steps the
//! scrubber over the recorded calls, the code view's switch and the Predict
//! prompt. It reads the workspace and produces
//! [`Command`]s.

use egui::{RichText, Ui};

use super::{chart_view, predict, run_panel, scrubber, settings_panel, sweep_panel};
use crate::figures;
use crate::i18n::{Tr, count_arg};
use crate::solver::{Algorithm, Call, Snapshot};
use crate::tr;
use crate::workspace::{Command, PaceKind, Workspace};

/// The run as this frame shows it: counters and watched call read together
/// ([`Workspace::solve_view`]), so the panel and the board never disagree.
pub struct SolveView<'a> {
    /// The counters.
    pub live: &'a Snapshot,
    /// The call being watched, if any.
    pub call: Option<&'a Call>,
}

/// The solver panel's contents.
pub fn solver_panel(
    ui: &mut Ui,
    tr: &Tr,
    ws: &Workspace,
    view: &SolveView<'_>,
    out: &mut Vec<Command>,
) {
    let run = ws.run();
    let prefs = ws.prefs();
    let state = run.state();
    let watched = run.watch().is_some();
    ui.heading(tr!(tr, "solver-heading"));
    settings_panel::settings_ui(
        ui,
        tr,
        prefs,
        ws.settings_refused(),
        state.in_progress(),
        out,
    );
    ui.separator();
    ui.strong(tr!(tr, "solver-pace"));
    let can_change = !state.in_progress() || watched;
    settings_panel::pace_ui(ui, tr, prefs, can_change, out);
    if prefs.pace != PaceKind::Full && prefs.settings.algorithm != Algorithm::Paper {
        ui.label(tr!(tr, "solver-slow-paper-only"));
    }
    ui.separator();
    let single = prefs.pace == PaceKind::Step && (watched || !state.in_progress());
    run_panel::buttons_ui(ui, tr, state, single, out);
    if let Some(e) = run.error() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            crate::workspace::job_error(tr, e),
        );
    }
    run_panel::counters_ui(ui, tr, view.live, run.solution(), run.elapsed());
    if let Some(call) = view.call {
        ui.separator();
        ui.label(RichText::new(run_panel::decision_text(tr, call)).monospace());
    }
    let slow = prefs.pace != PaceKind::Full && prefs.settings.algorithm == Algorithm::Paper;
    if slow || !ws.replay().is_empty() {
        ui.separator();
        scrubber::scrubber_ui(ui, tr, ws.replay(), out);
        let mut code = prefs.show_code;
        if ui
            .checkbox(&mut code, tr!(tr, "code-view"))
            .on_hover_text(tr!(tr, "code-view-hint"))
            .changed()
        {
            out.push(Command::ToggleCodeView);
        }
    }
    if slow {
        ui.separator();
        egui::CollapsingHeader::new(tr!(tr, "predict-heading"))
            .id_salt("solve_predict")
            .default_open(true)
            .show(ui, |ui| predict::solve_prompt(ui, tr, ws, out));
    }
    if let Some(s) = run.solution() {
        ui.separator();
        run_panel::results_ui(ui, tr, s, out);
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(tr, "solver-open-in-editor"));
            for p in &s.pieces {
                if ui
                    .button(tr!(
                        tr,
                        "solver-piece-button",
                        piece = count_arg(u64::from(p.piece))
                    ))
                    .on_hover_text(tr!(
                        tr,
                        "solver-piece-button-hint",
                        piece = count_arg(u64::from(p.piece)),
                        board = p.board.to_string()
                    ))
                    .clicked()
                {
                    out.push(Command::OpenInEditor(p.board));
                }
            }
        });
        if s.settings.algorithm == Algorithm::Paper && s.calls > 0 {
            egui::CollapsingHeader::new(tr!(tr, "solver-chart"))
                .id_salt("effort_chart_header")
                .show(ui, |ui| {
                    let palette = super::theme::palette(ui);
                    let chart = figures::calls_chart(s, tr);
                    chart_view::chart_ui(ui, "effort_chart", &chart, palette, tr.lang());
                });
        }
    }
    ui.separator();
    egui::CollapsingHeader::new(tr!(tr, "solver-sweep"))
        .id_salt("sweep")
        .show(ui, |ui| {
            sweep_panel::sweep_ui(ui, tr, ws.sweep(), prefs.settings.rules, out);
        });
}
