//! What the current board means, shown beside the editor: pieces per area,
//! the current tile, the stored and recomputed units, the moves and the
//! plain-language problems.

use egui::{RichText, Ui};

use crate::format::{count, units};
use crate::model::Decoded;

/// The decoded board.
pub fn decoded_ui(ui: &mut Ui, d: &Decoded) {
    egui::Grid::new("decoded_summary")
        .num_columns(2)
        .spacing([12.0, 2.0])
        .show(ui, |ui| {
            let row = |ui: &mut Ui, name: &str, value: String| {
                ui.label(name);
                ui.label(value);
                ui.end_row();
            };
            let list = |items: Vec<String>| {
                if items.is_empty() {
                    "none".to_owned()
                } else {
                    format!("{} ({})", items.join(" "), items.len())
                }
            };
            row(
                ui,
                "Start field",
                list(d.start_field.iter().map(ToString::to_string).collect()),
            );
            row(
                ui,
                "Finished",
                list(d.finished.iter().map(ToString::to_string).collect()),
            );
            row(
                ui,
                "On the way",
                list(d.visited.iter().map(ToString::to_string).collect()),
            );
            let piece = match (d.piece, d.goal) {
                (Some(p), Some(g)) => format!("{p} (goal {g})"),
                (Some(p), None) => p.to_string(),
                _ => "unknown".to_owned(),
            };
            row(ui, "Piece", piece);
            row(
                ui,
                "Current tile",
                d.current
                    .map_or_else(|| "none".to_owned(), |t| t.to_string()),
            );
            row(
                ui,
                "Units stored",
                format!("{} units", count(u64::from(d.units))),
            );
            let agrees = if d.consistent {
                "agrees"
            } else {
                "does not agree"
            };
            row(
                ui,
                "Recomputed",
                format!("{} units: {agrees}", units(d.recomputed)),
            );
            row(
                ui,
                "Complete",
                if d.complete { "yes" } else { "no" }.to_owned(),
            );
        });

    if !d.moves.is_empty() {
        ui.add_space(4.0);
        ui.label(RichText::new("Moves").strong());
        egui::Grid::new("decoded_moves")
            .num_columns(5)
            .striped(true)
            .show(ui, |ui| {
                for h in ["#", "from", "to", "roll", "length"] {
                    ui.label(RichText::new(h).small());
                }
                ui.end_row();
                for (i, m) in d.moves.iter().enumerate() {
                    ui.label((i + 1).to_string());
                    ui.label(m.from.to_string());
                    ui.label(m.to.to_string());
                    ui.label(m.roll.to_string());
                    ui.label(units(m.length));
                    ui.end_row();
                }
            });
    }

    ui.add_space(4.0);
    if d.problems.is_empty() {
        ui.label("No problems: a well-formed path board.");
    } else {
        ui.label(RichText::new("Problems").strong());
        for p in &d.problems {
            ui.colored_label(ui.visuals().warn_fg_color, format!("– {p}"));
        }
    }
}
