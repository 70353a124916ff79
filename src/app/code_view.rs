//! The code view: the paper's search function as our own readable
//! pseudocode ([`SearchLine`]), the line where the shown call decides marked
//! (a ▶ and a background, not by colour alone), and the call's variables
//! filled in. It shows the same call as the counters and the board: the
//! scrubbed one, or the live one.

use egui::{Frame, RichText, Ui};

use crate::i18n::words::watch::SearchLine;
use crate::i18n::{Tr, units_arg};
use crate::solver::Call;
use crate::tr;
use crate::workspace::{CallDecision, Replay};

/// The marker in front of the highlighted line.
pub const MARK: &str = "▶";

/// The code, then the variables of `call`.
pub fn code_view_ui(ui: &mut Ui, tr: &Tr, replay: &Replay, call: Option<&Call>) {
    ui.heading(tr!(tr, "code-heading"));
    let decision = call.map(|c| replay.decision(c));
    let lit = decision.map(CallDecision::line);
    let highlight = ui.visuals().selection.bg_fill;
    let strong = ui.visuals().strong_text_color();
    for line in SearchLine::ALL {
        let on = Some(line) == lit;
        let mark = if on { MARK } else { " " };
        let text = format!("{mark}{:>3}  {}", line.number(), line.text(tr));
        let rich = RichText::new(text).monospace();
        if on {
            Frame::new()
                .fill(highlight)
                .corner_radius(2.0)
                .show(ui, |ui| {
                    ui.add(egui::Label::new(rich.strong().color(strong)).extend())
                });
        } else {
            ui.add(egui::Label::new(rich).extend());
        }
    }
    ui.separator();
    let (Some(call), Some(decision)) = (call, decision) else {
        ui.label(tr!(tr, "code-none"));
        return;
    };
    ui.strong(tr!(tr, "code-vars"));
    let tile = call.branch.last().copied().unwrap_or(0);
    let depth = call.branch.len().saturating_sub(1) as u64;
    let none = tr!(tr, "counter-none");
    let decided = match decision {
        CallDecision::Prune => tr!(tr, "code-decision-prune"),
        CallDecision::Explore => tr!(tr, "code-decision-explore"),
        CallDecision::Best => tr!(tr, "code-decision-best"),
    };
    let units = |u: f64| tr!(tr, "units-amount", n = units_arg(u));
    let rows = [
        (tr!(tr, "code-var-call"), count_text(tr, call.call)),
        (
            tr!(tr, "code-var-piece"),
            count_text(tr, u64::from(call.piece)),
        ),
        (tr!(tr, "code-var-tile"), count_text(tr, u64::from(tile))),
        (tr!(tr, "code-var-depth"), count_text(tr, depth)),
        (tr!(tr, "code-var-moved"), units(call.moved)),
        (
            tr!(tr, "code-var-left"),
            count_text(tr, u64::from(call.tiles_left)),
        ),
        (tr!(tr, "code-var-bound"), tr.numbers().bound(call.bound)),
        (tr!(tr, "code-var-estimate"), units(call.estimate)),
        (tr!(tr, "code-var-sum"), units(call.moved + call.estimate)),
        (
            tr!(tr, "code-var-best"),
            call.best.map_or_else(|| none.clone(), units),
        ),
        (tr!(tr, "code-var-decision"), decided),
    ];
    egui::Grid::new("code_vars")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (name, value) in rows {
                ui.label(RichText::new(name).monospace());
                ui.label(RichText::new(value).monospace().strong());
                ui.end_row();
            }
        });
}

/// A count in the language's digits.
fn count_text(tr: &Tr, n: u64) -> String {
    tr.numbers().count(n)
}

/// The code view as a panel on the right of the centre.
pub fn code_panel(ui: &mut Ui, tr: &Tr, replay: &Replay, call: Option<&Call>) {
    egui::Panel::right("code_view")
        .resizable(true)
        .default_size(CODE_WIDTH)
        .show(ui, |ui| {
            egui::ScrollArea::both().show(ui, |ui| code_view_ui(ui, tr, replay, call));
        });
}

/// The code panel's width at first, in points.
const CODE_WIDTH: f32 = 420.0;
