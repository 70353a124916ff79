//! The exact solution as a picture: the board with every tile's distance to
//! the chosen goal (the retrograde values as a heat map, the optimal moves as
//! arrows — the scene the export draws), and beside it the hovered tile's
//! value as the minimum over its six rolls.

use egui::{RichText, Ui};

use super::{about, board_and_text, piece_switch, rules_line};
use crate::app::board_view::{BoardScene, BoardView};
use crate::figures::explore::{RetroLook, own_tile, retro_legend, retro_scene};
use crate::i18n::Tr;
use crate::i18n::words::explore as words;
use crate::tr;
use crate::workspace::{Command, Workspace, job_error};

/// Room kept beside the board for the hovered tile's lines, in points.
const TEXT_WIDTH: f32 = 330.0;
/// Size of the hovered tile's lines.
const LINE_SIZE: f32 = 15.0;

/// The part's view.
pub(super) fn retro_ui(
    ui: &mut Ui,
    ws: &Workspace,
    tr: &Tr,
    board: &mut BoardView,
    out: &mut Vec<Command>,
) {
    let explore = ws.explore();
    let inputs = ws.explore_inputs();
    about(ui, &tr!(tr, "explore-retro-about"));
    rules_line(ui, &inputs, tr);
    ui.horizontal_wrapped(|ui| {
        piece_switch(ui, explore.piece(), tr, out);
        ui.separator();
        super::export_buttons(ui, tr, out);
    });
    if let Some(e) = explore.retro().error() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(tr, "explore-failed", error = job_error(tr, e)),
        );
    }
    // Solved as the part is shown (microseconds), before this frame's layout.
    let Some(retro) = explore.retro().retro() else {
        return;
    };
    let Some(map) = retro
        .maps
        .get(usize::from(explore.piece().saturating_sub(1)))
    else {
        return;
    };
    let mut scene = retro_scene(map, &retro.rules, tr, RetroLook::Explore);
    scene.legend = retro_legend(tr);
    scene.tile_numbers = ws.tile_numbers();
    let shown = BoardScene {
        scene,
        spacing: retro.rules.spacing,
        edit_mode: false,
    };
    let legend = ws.legend_shown();
    board_and_text(
        ui,
        TEXT_WIDTH,
        |ui| board.ui(ui, &shown, legend, tr),
        |ui, response| {
            let hovered = response
                .hovered
                .and_then(|t| own_tile(retro.rules.colour, t));
            match hovered {
                Some(tile) => {
                    for line in words::retro_lines(tr, map, tile) {
                        ui.label(RichText::new(line).size(LINE_SIZE));
                    }
                }
                None => {
                    ui.label(RichText::new(tr!(tr, "explore-retro-hover-none")).size(LINE_SIZE));
                }
            }
            ui.add_space(super::SECTION_GAP);
            let caption = crate::figures::explore::retro_caption(retro, map, explore.piece(), tr);
            for line in caption.lines.iter().take(1) {
                ui.label(line);
            }
        },
    );
}
