//! Run / Pause / Cancel, the live counters, the single-step explanation and
//! the results table. Each produces [`Command`]s for the window to apply
//! after layout.
//!
//! Every number is said as it was obtained: how optimality was
//! established ([`crate::i18n::words::optimality`]: the DP is exact, A* agrees with
//! the DP, the paper's search proved it or not), the algorithm's own time
//! apart from the DP check, and lengths formatted from the one computed value
//! through [`crate::format`]'s rule.

use std::time::Duration;

use egui::{Frame, RichText, Ui};

use super::shortcuts::{SingleKeys, hint};
use super::theme;
use crate::i18n::bound_arg;
use crate::i18n::words::{optimality, warnings};
use crate::i18n::{Tr, cm_arg, decimals_arg, units_arg};
use crate::solver::{Algorithm, Call, Snapshot, Solution};
use crate::tr;
use crate::workspace::{Command, ReplayCommand, RunState};

/// Milliseconds per second, for the DP check's time.
const MS_PER_S: f64 = 1000.0;

/// The Run / Pause / Cancel row.
pub fn buttons_ui(
    ui: &mut Ui,
    tr: &Tr,
    state: RunState,
    single_step: bool,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let run_label = if state.in_progress() {
            tr!(tr, "run-restart")
        } else {
            tr!(tr, "run-run")
        };
        if ui
            .button(run_label)
            .on_hover_text(hint(
                tr,
                &tr!(tr, "run-run-hint"),
                &Command::RunOrPause,
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(Command::Run);
        }
        let words = [tr!(tr, "run-pause"), tr!(tr, "run-resume")];
        let pause = super::steady::button(ui, &words, usize::from(state == RunState::Paused));
        if ui
            .add_enabled(state.in_progress(), pause)
            .on_hover_text(hint(
                tr,
                &tr!(tr, "run-pause-hint"),
                &Command::RunOrPause,
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(Command::TogglePause);
        }
        if ui
            .add_enabled(
                state.in_progress(),
                egui::Button::new(tr!(tr, "run-cancel")),
            )
            .on_hover_text(hint(
                tr,
                &tr!(tr, "run-cancel-hint"),
                &Command::Cancel,
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(Command::Cancel);
        }
        if single_step
            && ui
                .add_enabled(
                    state == RunState::Running,
                    egui::Button::new(tr!(tr, "run-next-call")),
                )
                .on_hover_text(hint(
                    tr,
                    &tr!(tr, "run-next-call-hint"),
                    &Command::Replay(ReplayCommand::Forward),
                    SingleKeys::of(ui.ctx()),
                ))
                .clicked()
        {
            out.push(Command::NextCall);
        }
    });
    ui.label(tr!(tr, "run-state", state = state.label()));
}

/// The live (or final) counters, each with a sentence saying what it counts;
/// once the search has its `answer`, the total instead of the last piece's
/// best so far (which read like a second answer beside it).
pub fn counters_ui(
    ui: &mut Ui,
    tr: &Tr,
    live: &Snapshot,
    answer: Option<&Solution>,
    elapsed: Duration,
) {
    let n = tr.numbers();
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        live.calls as f64 / secs
    } else {
        0.0
    };
    let none = || tr!(tr, "counter-none");
    egui::Grid::new("counters")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            row(
                ui,
                &tr!(tr, "counter-calls"),
                &n.count(live.calls),
                &tr!(tr, "counter-calls-hint"),
            );
            row(
                ui,
                &tr!(tr, "counter-prunes"),
                &n.count(live.prunes),
                &tr!(tr, "counter-prunes-hint"),
            );
            row(
                ui,
                &tr!(tr, "counter-prune-share"),
                &n.percent(live.prunes as f64, live.calls as f64),
                &tr!(tr, "counter-prune-share-hint"),
            );
            if let Some(s) = answer {
                row(
                    ui,
                    &tr!(tr, "counter-total"),
                    &tr!(tr, "units-amount", n = units_arg(s.total_units)),
                    &tr!(tr, "counter-total-hint"),
                );
            } else {
                let best = live
                    .best
                    .map_or_else(none, |b| tr!(tr, "units-amount", n = units_arg(b)));
                row(
                    ui,
                    &tr!(tr, "counter-best"),
                    &best,
                    &tr!(tr, "counter-best-hint"),
                );
            }
            row(
                ui,
                &tr!(tr, "counter-depth"),
                &live.depth.to_string(),
                &tr!(tr, "counter-depth-hint"),
            );
            let piece = if live.piece == 0 {
                none()
            } else {
                live.piece.to_string()
            };
            row(
                ui,
                &tr!(tr, "counter-piece"),
                &piece,
                &tr!(tr, "counter-piece-hint"),
            );
            row(
                ui,
                &tr!(tr, "counter-rate"),
                &n.whole(rate),
                &tr!(tr, "counter-rate-hint"),
            );
            row(
                ui,
                &tr!(tr, "counter-elapsed"),
                &tr!(tr, "counter-seconds", seconds = decimals_arg(secs, 3)),
                &tr!(tr, "counter-elapsed-hint"),
            );
            if live.expanded > 0 {
                row(
                    ui,
                    &tr!(tr, "counter-expanded"),
                    &n.count(live.expanded),
                    &tr!(tr, "counter-expanded-hint"),
                );
            }
        });
}

/// One counter: its name and value, both explaining themselves on hover.
fn row(ui: &mut Ui, name: &str, value: &str, what: &str) {
    ui.label(name).on_hover_text(what);
    ui.label(RichText::new(value).monospace())
        .on_hover_text(what);
    ui.end_row();
}

/// The current call's decision in words and numbers, e.g. "call 1,234: tile 26,
/// 3,620 units so far; 17 tiles left × 193 = 3,281; 3,620 + 3,281 = 6,901 ≤ best
/// 19,462: try rolls 6…1".
#[must_use]
pub fn decision_text(tr: &Tr, call: &Call) -> String {
    crate::i18n::words::decision_line(tr, call)
}

/// The results of a finished run, with "step through these paths".
pub fn results_ui(ui: &mut Ui, tr: &Tr, s: &Solution, out: &mut Vec<Command>) {
    let n = tr.numbers();
    for w in warnings(tr, s) {
        Frame::new()
            .fill(theme::WARNING_BG)
            .inner_margin(6.0)
            .corner_radius(4.0)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(tr!(tr, "results-warning", text = w)).color(egui::Color32::WHITE),
                );
            });
    }
    let dark = ui.visuals().dark_mode;
    egui::Grid::new("results")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in [
                tr!(tr, "results-col-piece"),
                tr!(tr, "results-col-goal"),
                tr!(tr, "results-col-units"),
                tr!(tr, "results-col-cm"),
                tr!(tr, "results-col-rolls"),
            ] {
                ui.strong(h);
            }
            ui.end_row();
            for p in &s.pieces {
                let c = theme::piece_colour(ui, p.piece);
                ui.label(RichText::new(p.piece.to_string()).color(c).strong())
                    .on_hover_text(tr!(tr, "results-piece-hint"));
                ui.label(p.goal.to_string());
                ui.label(RichText::new(n.units(p.units)).monospace());
                ui.label(RichText::new(n.cm(p.units)).monospace());
                let rolls: Vec<String> = p.rolls.iter().map(u8::to_string).collect();
                ui.label(rolls.join("-"));
                ui.end_row();
            }
            if s.start_field_units > 0.0 {
                ui.label(tr!(tr, "results-start-field"));
                ui.label("");
                ui.label(RichText::new(n.units(s.start_field_units)).monospace());
                ui.label(RichText::new(n.cm(s.start_field_units)).monospace());
                ui.label("");
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(tr!(
            tr,
            "results-total",
            units = units_arg(s.total_units),
            cm = cm_arg(s.total_units)
        ))
        .strong()
        .size(16.0),
    );
    let how = optimality(tr, s);
    if s.optimal {
        ui.label(RichText::new(tr!(tr, "results-optimal", how = how)).color(theme::ok_text(dark)));
    } else {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(tr, "results-not-optimal", how = how),
        );
    }
    let time = decimals_arg(s.elapsed.as_secs_f64(), 3);
    ui.label(match s.settings.algorithm {
        Algorithm::Dp => tr!(tr, "results-time-dp", seconds = time),
        _ => tr!(
            tr,
            "results-time",
            seconds = time,
            check = decimals_arg(s.check_elapsed.as_secs_f64() * MS_PER_S, 3)
        ),
    })
    .on_hover_text(tr!(tr, "results-time-hint"));
    if !s.admissible {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                tr,
                "results-inadmissible",
                bound = bound_arg(s.bound_per_tile, tr.numbers()),
                admissible = bound_arg(s.admissible_bound, tr.numbers())
            ),
        );
    }
    if ui
        .button(tr!(tr, "results-step-through"))
        .on_hover_text(tr!(tr, "results-step-through-hint"))
        .clicked()
    {
        out.push(Command::StepThroughSolution);
    }
}
