//! What the current board means, shown beside the editor: pieces per area,
//! the current tile, the stored and recomputed units, the moves and the
//! plain-language problems.

use egui::{RichText, Ui};

use crate::i18n::words::decode_problem;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::Decoded;
use crate::model::Tile;
use crate::tr;

/// The decoded board.
pub fn decoded_ui(ui: &mut Ui, tr: &Tr, d: &Decoded) {
    egui::Grid::new("decoded_summary")
        .num_columns(2)
        .spacing([12.0, 2.0])
        .show(ui, |ui| {
            let row = |ui: &mut Ui, name: String, value: String| {
                ui.label(name);
                ui.label(value);
                ui.end_row();
            };
            let list = |items: Vec<String>| {
                if items.is_empty() {
                    tr!(tr, "decoded-none")
                } else {
                    tr!(
                        tr,
                        "decoded-list",
                        count = count_arg(items.len() as u64),
                        items = items.join(" ")
                    )
                }
            };
            let names = |items: &[Tile]| items.iter().map(ToString::to_string).collect();
            row(
                ui,
                tr!(tr, "decoded-start-field"),
                list(d.start_field.iter().map(ToString::to_string).collect()),
            );
            row(ui, tr!(tr, "decoded-finished"), list(names(&d.finished)));
            row(ui, tr!(tr, "decoded-on-the-way"), list(names(&d.visited)));
            let piece = match (d.piece, d.goal) {
                (Some(p), Some(g)) => tr!(
                    tr,
                    "decoded-piece-goal",
                    piece = p.to_string(),
                    goal = g.to_string()
                ),
                (Some(p), None) => p.to_string(),
                _ => tr!(tr, "decoded-unknown"),
            };
            row(ui, tr!(tr, "decoded-piece"), piece);
            row(
                ui,
                tr!(tr, "decoded-current"),
                d.current
                    .map_or_else(|| tr!(tr, "decoded-none"), |t| t.to_string()),
            );
            row(
                ui,
                tr!(tr, "decoded-stored"),
                tr!(
                    tr,
                    "decoded-stored-value",
                    units = count_arg(u64::from(d.units))
                ),
            );
            let recomputed = units_arg(d.recomputed);
            let agrees = if d.consistent {
                tr!(tr, "decoded-recomputed-agrees", units = recomputed)
            } else {
                tr!(tr, "decoded-recomputed-differs", units = recomputed)
            };
            row(ui, tr!(tr, "decoded-recomputed"), agrees);
            let complete = if d.complete {
                tr!(tr, "decoded-yes")
            } else {
                tr!(tr, "decoded-no")
            };
            row(ui, tr!(tr, "decoded-complete"), complete);
        });

    if !d.moves.is_empty() {
        ui.add_space(4.0);
        ui.label(RichText::new(tr!(tr, "decoded-moves")).strong());
        egui::Grid::new("decoded_moves")
            .num_columns(5)
            .striped(true)
            .show(ui, |ui| {
                for h in [
                    tr!(tr, "decoded-col-number"),
                    tr!(tr, "decoded-col-from"),
                    tr!(tr, "decoded-col-to"),
                    tr!(tr, "decoded-col-roll"),
                    tr!(tr, "decoded-col-length"),
                ] {
                    ui.label(RichText::new(h).small());
                }
                ui.end_row();
                for (i, m) in d.moves.iter().enumerate() {
                    ui.label((i + 1).to_string());
                    ui.label(m.from.to_string());
                    ui.label(m.to.to_string());
                    ui.label(m.roll.to_string());
                    ui.label(tr!(tr, "length-label", units = units_arg(m.length)));
                    ui.end_row();
                }
            });
    }

    ui.add_space(4.0);
    if d.problems.is_empty() {
        ui.label(tr!(tr, "decoded-no-problems"));
    } else {
        ui.label(RichText::new(tr!(tr, "decoded-problems")).strong());
        for p in &d.problems {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(tr, "decoded-problem", problem = decode_problem(tr, p)),
            );
        }
    }
}
