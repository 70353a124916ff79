//! Counting every way: the four goals' counts (exact integers), and the
//! chosen goal's distribution of lengths with the optimum and its ties
//! marked — the same chart the export draws.

use egui::Ui;

use super::{about, palette, piece_switch, rules_line, status_row, table};
use crate::app::chart_view::chart_ui;
use crate::figures::explore::{count_chart, ties};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg};
use crate::model::Tile;
use crate::tr;
use crate::workspace::{Command, Workspace};

/// The part's view.
pub(super) fn count_ui(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let explore = ws.explore();
    let view = explore.count();
    let inputs = ws.explore_inputs();
    about(ui, &tr!(tr, "explore-count-about"));
    rules_line(ui, &inputs, tr);
    ui.horizontal_wrapped(|ui| piece_switch(ui, explore.piece(), tr, out));
    status_row(
        ui,
        tr,
        view.running_for(),
        view.outcome(),
        view.is_stale(&inputs.rules)
            .then(|| tr!(tr, "explore-stale")),
        out,
    );
    if let Some((piece, tiles)) = view.live() {
        ui.label(tr!(
            tr,
            "explore-count-counting",
            piece = piece.to_string(),
            tiles = count_arg(tiles)
        ));
    }
    let Some(counts) = view.counts() else { return };
    ui.add_space(super::SECTION_GAP);
    let heads = [
        tr!(tr, "explore-count-col-goal"),
        tr!(tr, "explore-count-col-sequences"),
        tr!(tr, "explore-count-col-lengths"),
        tr!(tr, "explore-count-col-optimum"),
        tr!(tr, "explore-count-col-mean"),
        tr!(tr, "explore-count-col-longest"),
    ];
    table(ui, "explore_count_grid", &heads, |ui| {
        for (piece, goal) in (1u8..).zip(&counts.goals) {
            let name = words::piece_goal(tr, piece);
            if piece == explore.piece() {
                ui.strong(name);
            } else {
                ui.label(name);
            }
            ui.label(tr.numbers().wide_count(goal.sequences));
            ui.label(tr.numbers().count(goal.lengths.len() as u64));
            ui.label(goal.optimum().map_or_else(
                || tr!(tr, "explore-none"),
                |o| {
                    tr!(
                        tr,
                        "explore-count-with",
                        units = words::units(tr, o.units),
                        n = ties(tr, o.sequences)
                    )
                },
            ));
            ui.label(words::units(tr, goal.mean));
            ui.label(goal.longest().map_or_else(
                || tr!(tr, "explore-none"),
                |l| {
                    tr!(
                        tr,
                        "explore-count-with",
                        units = words::units(tr, l.units),
                        n = tr.numbers().wide_count(l.sequences)
                    )
                },
            ));
            ui.end_row();
        }
    });
    ui.add_space(super::SECTION_GAP);
    let goal = Tile::goal_of_piece(explore.piece())
        .and_then(|g| counts.goals.iter().find(|c| c.goal == g));
    if let Some(goal) = goal {
        ui.strong(tr!(
            tr,
            "explore-count-title",
            n = tr.numbers().wide_count(goal.sequences),
            goal = words::tile(goal.goal),
            piece = explore.piece().to_string()
        ));
        chart_ui(
            ui,
            "explore_count_chart",
            &count_chart(goal, tr),
            palette(ui),
            tr.lang(),
        );
    }
}
