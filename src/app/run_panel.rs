//! Run / Pause / Cancel, the live counters, the single-step explanation and
//! the results table. Each produces [`Command`]s for the window to apply
//! after layout.

use std::time::Duration;

use egui::{Frame, RichText, Ui};

use super::format::{cm, group, trim, warnings};
use super::shortcuts::hint;
use super::theme;
use crate::solver::{Snapshot, Solution};
use crate::workspace::{CallSnapshot, Command, RunState};

/// The Run / Pause / Cancel row.
pub fn buttons_ui(ui: &mut Ui, state: RunState, single_step: bool, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let run_label = if state.in_progress() {
            "Restart"
        } else {
            "Run"
        };
        if ui
            .button(run_label)
            .on_hover_text(hint(
                "Start solving with these settings",
                &Command::RunOrPause,
            ))
            .clicked()
        {
            out.push(Command::Run);
        }
        let pause_label = if state == RunState::Paused {
            "Resume"
        } else {
            "Pause"
        };
        if ui
            .add_enabled(state.in_progress(), egui::Button::new(pause_label))
            .on_hover_text(hint("Pause or resume the search", &Command::RunOrPause))
            .clicked()
        {
            out.push(Command::TogglePause);
        }
        if ui
            .add_enabled(state.in_progress(), egui::Button::new("Cancel"))
            .on_hover_text(hint("Stop the search", &Command::Cancel))
            .clicked()
        {
            out.push(Command::Cancel);
        }
        if single_step
            && ui
                .add_enabled(state == RunState::Running, egui::Button::new("Next call"))
                .on_hover_text(hint("Let the search make one call", &Command::NextCall))
                .clicked()
        {
            out.push(Command::NextCall);
        }
    });
    ui.label(format!("State: {}", state.label()));
}

/// The live (or final) counters.
pub fn counters_ui(ui: &mut Ui, live: &Snapshot, elapsed: Duration) {
    let secs = elapsed.as_secs_f64();
    let share = if live.calls > 0 {
        100.0 * live.prunes as f64 / live.calls as f64
    } else {
        0.0
    };
    let rate = if secs > 0.0 {
        live.calls as f64 / secs
    } else {
        0.0
    };
    egui::Grid::new("counters")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            row(ui, "Calls", &group(live.calls as f64));
            row(ui, "Prunes", &group(live.prunes as f64));
            row(ui, "Prune share", &format!("{share:.1} %"));
            let best = live
                .best
                .map_or_else(|| "–".to_owned(), |b| format!("{} units", group(b)));
            row(ui, "Best so far", &best);
            row(ui, "Depth", &live.depth.to_string());
            row(
                ui,
                "Piece",
                &if live.piece == 0 {
                    "–".to_owned()
                } else {
                    live.piece.to_string()
                },
            );
            row(ui, "Calls per second", &group(rate));
            row(ui, "Elapsed", &format!("{secs:.3} s"));
            if live.expanded > 0 {
                row(ui, "States expanded", &group(live.expanded as f64));
            }
        });
}

fn row(ui: &mut Ui, name: &str, value: &str) {
    ui.label(name);
    ui.label(RichText::new(value).monospace())
        .on_hover_text(name);
    ui.end_row();
}

/// The current call's decision in words and numbers, e.g. "call 1,234: tile 26,
/// 3,620 units so far; 17 tiles left × 193 = 3,281; 3,620 + 3,281 = 6,901 ≤ best
/// 19,462: try rolls 6…1".
#[must_use]
pub fn decision_text(call: &CallSnapshot) -> String {
    let tile = call.branch.last().copied().unwrap_or(0);
    let head = format!(
        "call {}: piece {}, tile {tile}, {} units so far; {} tiles left × {} = {}",
        group(call.call as f64),
        call.piece,
        group(call.moved),
        call.tiles_left,
        trim(call.bound),
        group(call.estimate)
    );
    let sum = call.moved + call.estimate;
    match call.best {
        None => format!("{head}; no best yet: try rolls 6…1"),
        Some(best) if call.pruned => format!(
            "{head}; {} + {} = {} > best {}: pruned",
            group(call.moved),
            group(call.estimate),
            group(sum),
            group(best)
        ),
        Some(best) => format!(
            "{head}; {} + {} = {} ≤ best {}: try rolls 6…1",
            group(call.moved),
            group(call.estimate),
            group(sum),
            group(best)
        ),
    }
}

/// The results of a finished run, with "step through these paths".
pub fn results_ui(ui: &mut Ui, s: &Solution, out: &mut Vec<Command>) {
    for w in warnings(s) {
        Frame::new()
            .fill(theme::WARNING_BG)
            .inner_margin(6.0)
            .corner_radius(4.0)
            .show(ui, |ui| {
                ui.label(RichText::new(format!("Warning: {w}")).color(egui::Color32::WHITE));
            });
    }
    egui::Grid::new("results")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Piece", "Goal", "Units", "cm", "Rolls"] {
                ui.strong(h);
            }
            ui.end_row();
            for p in &s.pieces {
                let c = theme::piece_colour(ui, p.piece);
                ui.label(RichText::new(p.piece.to_string()).color(c).strong())
                    .on_hover_text("The colour of this piece's path on the board");
                ui.label(p.goal.to_string());
                ui.label(RichText::new(group(p.units)).monospace());
                ui.label(RichText::new(cm(p.units)).monospace());
                let rolls: Vec<String> = p.rolls.iter().map(u8::to_string).collect();
                ui.label(rolls.join("-"));
                ui.end_row();
            }
            if s.start_field_units > 0.0 {
                ui.label("Start field");
                ui.label("");
                ui.label(RichText::new(group(s.start_field_units)).monospace());
                ui.label(RichText::new(cm(s.start_field_units)).monospace());
                ui.label("");
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(format!(
            "Total: {} units = {} cm",
            group(s.total_units),
            cm(s.total_units)
        ))
        .strong()
        .size(16.0),
    );
    if s.optimal {
        ui.label(RichText::new("Optimal (checked against the exact DP)").color(theme::OK_TEXT));
    } else {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "Not optimal: the exact DP finds {} units",
                group(s.optimum_units())
            ),
        );
    }
    if !s.admissible {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "bound {} > admissible {}: pruning may cut the optimum",
                trim(s.bound_per_tile),
                trim(s.admissible_bound)
            ),
        );
    }
    if ui
        .button("Step through these paths")
        .on_hover_text("Open the four path boards in the stepper")
        .clicked()
    {
        out.push(Command::StepThroughSolution);
    }
}
