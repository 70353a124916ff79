//! The board the window shows, and that same board exported:
//! [`mode_scene`] picks the current mode's picture from the workspace (the
//! screen paints it; the scenes themselves are built in
//! [`crate::figures::scenes`]), [`export_figure`] frames that very scene with
//! a caption and its legend as a [`Figure`], which File → Export board as
//! SVG / PNG writes through [`crate::render::save`]. The PNG is the SVG
//! rasterised, so the two exports are one picture, and it is the picture on
//! screen plus its caption.

use super::board_scenes::{game_scene, solve_scene, step_scene};
use super::{Choice, Mode, Workspace, position_board};
use crate::figures;
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::edit::editor_scene;
use crate::i18n::words::{
    board_title, checked, full_title, piece_title, rules as rules_line, settings as settings_line,
};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::Rules;
use crate::render::{Caption, Figure, Theme};
use crate::tr;

/// The name of an exported board figure.
const FIGURE_NAME: &str = "board";

/// The current mode's board picture, its tiles numbered when the View menu
/// says so.
#[must_use]
pub fn mode_scene(ws: &Workspace, tr: &Tr) -> BoardScene {
    let mut board = bare_scene(ws, tr);
    board.scene.tile_numbers = ws.tile_numbers();
    board
}

fn bare_scene(ws: &Workspace, tr: &Tr) -> BoardScene {
    let rules = ws.prefs().settings.rules;
    match ws.mode() {
        Mode::Solve => ws
            .replay()
            .scene(&rules, tr)
            .unwrap_or_else(|| solve_scene(ws.run(), &rules, tr)),
        Mode::Step => step_scene(ws.stepper(), tr),
        Mode::Edit => editor_scene(ws.editor().board(), &rules, tr),
        Mode::Game => game_scene(ws.game(), &rules, tr),
        Mode::Play => super::play::play_scene(ws.play(), &rules, tr),
        // The lesson and Explore draw their own views (and Explore exports
        // its own figures); a board asked for there is the last search's.
        Mode::Lesson | Mode::Explore => solve_scene(ws.run(), &rules, tr),
    }
}

/// The board on screen as a figure: the same scene, its legend, tile names
/// and a caption saying what it shows (settings, lengths, how they were
/// checked), in `theme` and the window's colours.
#[must_use]
pub fn export_figure(ws: &Workspace, tr: &Tr, theme: Theme) -> Figure {
    let mut scene = mode_scene(ws, tr).scene;
    // The figure speaks the window's language: the window's `Tr` is the
    // figure's texts.
    scene.tile_names = crate::figures::scenes::tile_names(tr, scene.colour);
    if scene.caption.is_none() {
        scene.caption = Some(caption(ws, tr));
    }
    let look = crate::render::Look::new(theme, ws.prefs().colours);
    figures::board_figure(FIGURE_NAME, &scene, look)
}

/// What the mode's board shows, in words.
fn caption(ws: &Workspace, tr: &Tr) -> Caption {
    let settings = ws.prefs().settings;
    let rules = &settings.rules;
    match ws.mode() {
        Mode::Solve => match ws.run().solution() {
            Some(s) => {
                let title = match s.pieces.as_slice() {
                    [p] if s.start_field_units == 0.0 => piece_title(tr, p.piece, p.goal, p.units),
                    _ => full_title(tr, s.total_units),
                };
                Caption {
                    title,
                    lines: vec![settings_line(tr, &s.settings), checked(tr, s)],
                }
            }
            None => Caption {
                title: match ws.run().best_path() {
                    Some((piece, _)) => tr!(
                        tr,
                        "board-export-best-so-far",
                        piece = count_arg(u64::from(piece))
                    ),
                    None => tr!(tr, "board-export-no-result"),
                },
                lines: vec![settings_line(tr, &settings)],
            },
        },
        Mode::Step => step_caption(ws, tr, rules),
        Mode::Edit => figures::decoded_scene(ws.editor().board(), rules, tr.lang())
            .caption
            .unwrap_or_else(|| Caption {
                title: ws.editor().board().to_hex(),
                lines: vec![rules_line(tr, rules)],
            }),
        Mode::Game => Caption {
            title: tr!(tr, "board-export-game"),
            lines: vec![rules_line(tr, rules)],
        },
        Mode::Play => Caption {
            title: tr!(tr, "board-export-play"),
            lines: vec![rules_line(tr, rules)],
        },
        Mode::Lesson | Mode::Explore => Caption {
            title: tr!(tr, "board-export-no-result"),
            lines: vec![rules_line(tr, rules)],
        },
    }
}

/// The stepped paths at the move shown: each path so far with its board.
fn step_caption(ws: &Workspace, tr: &Tr, rules: &Rules) -> Caption {
    let stepper = ws.stepper();
    let step = stepper.step();
    let lines_of = |d: &crate::model::Decoded| {
        let upto = step.min(d.visited.len().saturating_sub(1));
        let moved = d.moved.get(upto).copied().unwrap_or(0.0);
        let board = position_board(d, step).unwrap_or(d.board);
        board_title(tr, &board.to_hex(), d.piece, moved)
    };
    let mut lines = vec![rules_line(tr, rules)];
    let title = match stepper.choice() {
        Choice::One(_) => match stepper.current() {
            Some(v) => tr!(
                tr,
                "board-export-step-one",
                piece = count_arg(u64::from(v.piece.unwrap_or(0))),
                step = count_arg(v.step as u64),
                moves = count_arg(v.moves as u64),
                units = units_arg(v.moved)
            ),
            None => tr!(tr, "board-export-no-result"),
        },
        Choice::All => tr!(
            tr,
            "board-export-step-all",
            paths = count_arg(stepper.paths().len() as u64),
            step = count_arg(step as u64)
        ),
    };
    lines.extend(stepper.shown().map(lines_of));
    Caption { title, lines }
}
