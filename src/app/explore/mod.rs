//! The Explore mode's view: a row of parts above the shown part's picture,
//! its controls, its state (running, cancelled, stale) and its export. Each
//! part's panel is in its own file; they all read the workspace's
//! [`crate::workspace::Explore`] and produce [`Command`]s. Every word comes
//! from the translation files through [`Tr`].

mod compare;
mod count;
mod ordinary;
mod retro;
mod tree;

use std::time::Duration;

use egui::{RichText, Ui};

use crate::app::board_view::BoardView;
use crate::i18n::{Tr, decimals_arg};
use crate::io::{FileKind, Format};
use crate::render::Palette;
use crate::tr;
use crate::workspace::{
    Command, ExploreCommand, ExploreInputs, ExplorePart, FileCommand, Outcome, Workspace, job_error,
};

pub(super) use tree::TreeHover;

/// Space between the view's sections.
const SECTION_GAP: f32 = 8.0;
/// Size of a part's explanation.
const ABOUT_SIZE: f32 = 13.5;
/// Space between a table's columns and rows, in points.
const TABLE_SPACING: [f32; 2] = [14.0, 4.0];
/// A board beside text is at least this large, in points.
const BOARD_MIN: f32 = 240.0;
/// Text goes beside a board only if the board can be this large, in points.
const BESIDE_MIN: f32 = 420.0;
/// A board beside text is at most this large, in points.
const BOARD_MAX: f32 = 620.0;

/// What the Explore view keeps between frames (window state only).
#[derive(Debug, Default)]
pub struct ExploreView {
    /// The tree node under the pointer.
    pub tree: TreeHover,
    /// The board of the tree's selected node and of the heat map.
    pub board: BoardView,
}

/// A part's name on its switch.
#[must_use]
pub fn part_label(tr: &Tr, part: ExplorePart) -> String {
    match part {
        ExplorePart::Compare => tr!(tr, "explore-part-compare"),
        ExplorePart::Tree => tr!(tr, "explore-part-tree"),
        ExplorePart::Count => tr!(tr, "explore-part-count"),
        ExplorePart::Ordinary => tr!(tr, "explore-part-ordinary"),
        ExplorePart::Retro => tr!(tr, "explore-part-retro"),
    }
}

fn part_hint(tr: &Tr, part: ExplorePart) -> String {
    match part {
        ExplorePart::Compare => tr!(tr, "explore-part-compare-hint"),
        ExplorePart::Tree => tr!(tr, "explore-part-tree-hint"),
        ExplorePart::Count => tr!(tr, "explore-part-count-hint"),
        ExplorePart::Ordinary => tr!(tr, "explore-part-ordinary-hint"),
        ExplorePart::Retro => tr!(tr, "explore-part-retro-hint"),
    }
}

/// The figures' palette for the window's theme.
fn palette(ui: &Ui) -> &'static Palette {
    crate::app::theme::palette(ui)
}

/// Where the view's scroll area keeps the bottom of the view as it is
/// when scrolled to the top (see [`unscrolled_fold`]).
fn fold_id() -> egui::Id {
    egui::Id::unique("explore-unscrolled-fold")
}

/// Notes, inside the view's scroll area, where the view's bottom edge lies
/// when the view is scrolled to the top, in this frame's screen position of
/// the content: the clip rectangle's bottom less how far the content is
/// scrolled. A board sized from it keeps its size while the view scrolls
/// (sized from the visible part instead, it grew as the view scrolled down
/// and pushed what is under it out of reach).
fn unscrolled_fold(ui: &Ui) {
    let scrolled = ui.clip_rect().top() - ui.max_rect().top();
    let fold = ui.clip_rect().bottom() - scrolled.max(0.0);
    ui.data_mut(|d| d.insert_temp(fold_id(), fold));
}

/// The side of a board: what fits the width less `text` and the height
/// still visible below the cursor when the view is scrolled to the top,
/// between [`BOARD_MIN`] and [`BOARD_MAX`].
fn board_side(ui: &Ui, text: f32) -> f32 {
    let fold = ui
        .data(|d| d.get_temp::<f32>(fold_id()))
        .unwrap_or_else(|| ui.clip_rect().bottom());
    let visible = fold - ui.cursor().top() - SECTION_GAP;
    (ui.available_width() - text)
        .min(visible)
        .clamp(BOARD_MIN, BOARD_MAX)
}

/// A board with text beside it (`text` points wide) where there is room
/// for a board of [`BESIDE_MIN`] points, else the text below it. `board`
/// draws the board into a square of the side it is given.
fn board_and_text<R>(
    ui: &mut Ui,
    text: f32,
    board: impl FnOnce(&mut Ui) -> R,
    words: impl FnOnce(&mut Ui, R),
) {
    let beside = ui.available_width() - text >= BESIDE_MIN;
    let side = board_side(ui, if beside { text } else { 0.0 });
    let square = egui::Vec2::splat(side);
    if beside {
        ui.horizontal_top(|ui| {
            let r = ui.allocate_ui(square, board).inner;
            ui.vertical(|ui| {
                ui.set_max_width(text);
                words(ui, r);
            });
        });
    } else {
        let r = ui.allocate_ui(square, board).inner;
        words(ui, r);
    }
}

/// The whole view, in the centre of the window.
pub fn explore_ui(
    ui: &mut Ui,
    ws: &Workspace,
    tr: &Tr,
    view: &mut ExploreView,
    out: &mut Vec<Command>,
) {
    let explore = ws.explore();
    let shown = explore.part();
    ensure_figure_fonts(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        for part in ExplorePart::ALL {
            if ui
                .selectable_label(shown == part, part_label(tr, part))
                .on_hover_text(part_hint(tr, part))
                .clicked()
                && shown != part
            {
                out.push(Command::Explore(part));
            }
        }
    });
    ui.separator();
    let inputs = ws.explore_inputs();
    egui::ScrollArea::vertical()
        .id_salt("explore")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            unscrolled_fold(ui);
            match shown {
                ExplorePart::Compare => {
                    compare::compare_ui(ui, explore.compare(), &inputs, tr, out)
                }
                ExplorePart::Tree => tree::tree_ui(ui, ws, tr, view, out),
                ExplorePart::Count => count::count_ui(ui, ws, tr, out),
                ExplorePart::Ordinary => ordinary::ordinary_ui(ui, ws, tr, out),
                ExplorePart::Retro => retro::retro_ui(ui, ws, tr, &mut view.board, out),
            }
        });
}

/// The figures' font, so that the icicle painted here is the exported one
/// (added once; egui takes it in from the next frame).
fn ensure_figure_fonts(ctx: &egui::Context) {
    let family = egui::FontFamily::Name(crate::app::figure_paint::REGULAR_FAMILY.into());
    if !ctx.fonts(|f| f.families().contains(&family)) {
        crate::app::figure_paint::install_fonts(ctx);
    }
}

/// A part's explanation, in a readable size.
fn about(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).size(ABOUT_SIZE));
    ui.add_space(SECTION_GAP);
}

/// The piece switch (1 → d … 4 → a).
fn piece_switch(ui: &mut Ui, piece: u8, tr: &Tr, out: &mut Vec<Command>) {
    ui.label(tr!(tr, "explore-piece"));
    for p in 1..=4u8 {
        if ui
            .selectable_label(piece == p, crate::i18n::words::explore::piece_goal(tr, p))
            .clicked()
            && piece != p
        {
            out.push(Command::ExploreDo(ExploreCommand::SetPiece(p)));
        }
    }
}

/// A running part's Cancel button with its time so far, or how the last
/// computation ended, why what is shown is not what is asked for now
/// (`stale`), and a button to compute again.
fn status_row(
    ui: &mut Ui,
    tr: &Tr,
    running: Option<Duration>,
    outcome: Option<&Outcome>,
    stale: Option<String>,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        if let Some(t) = running {
            ui.spinner();
            ui.label(tr!(
                tr,
                "explore-running",
                seconds = decimals_arg(t.as_secs_f64(), 1)
            ));
            cancel_button(ui, tr, out);
            return;
        }
        outcome_line(ui, outcome, tr);
        if let Some(why) = stale {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
        if ui.button(tr!(tr, "explore-run-again")).clicked() {
            out.push(Command::ExploreDo(ExploreCommand::Run));
        }
        export_buttons(ui, tr, out);
    });
}

/// A striped table with `heads` as its first row.
fn table(ui: &mut Ui, id: &str, heads: &[String], rows: impl FnOnce(&mut Ui)) {
    // Its own horizontal scroll, so a wide table never widens the view.
    egui::ScrollArea::horizontal().id_salt(id).show(ui, |ui| {
        egui::Grid::new(id)
            .striped(true)
            .num_columns(heads.len())
            .spacing(TABLE_SPACING)
            .show(ui, |ui| {
                for head in heads {
                    ui.strong(head);
                }
                ui.end_row();
                rows(ui);
            });
    });
}

/// Says that the last computation was cancelled or why it failed.
fn outcome_line(ui: &mut Ui, outcome: Option<&Outcome>, tr: &Tr) {
    match outcome {
        Some(Outcome::Cancelled) => _ = ui.label(tr!(tr, "explore-cancelled")),
        Some(Outcome::Failed(e)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(tr, "explore-failed", error = job_error(tr, e)),
            );
        }
        Some(Outcome::Finished) | None => {}
    }
}

/// Export SVG… / Export PNG…: the part's figure with caption and legend.
fn export_buttons(ui: &mut Ui, tr: &Tr, out: &mut Vec<Command>) {
    for (label, kind) in [
        (
            tr!(tr, "explore-export-svg"),
            FileKind::Picture(Format::Svg),
        ),
        (
            tr!(tr, "explore-export-png"),
            FileKind::Picture(Format::Png),
        ),
    ] {
        if ui
            .button(label)
            .on_hover_text(tr!(tr, "explore-export-hint"))
            .clicked()
        {
            out.push(Command::File(FileCommand::Save(kind)));
        }
    }
}

/// The inputs' rules in words, under a part's heading.
fn rules_line(ui: &mut Ui, inputs: &ExploreInputs, tr: &Tr) {
    ui.weak(crate::i18n::words::explore::rules(tr, &inputs.rules));
}

/// Cancels the running part.
fn cancel_button(ui: &mut Ui, tr: &Tr, out: &mut Vec<Command>) {
    if ui
        .button(tr!(tr, "explore-cancel"))
        .on_hover_text(tr!(tr, "explore-cancel-hint"))
        .clicked()
    {
        out.push(Command::ExploreDo(ExploreCommand::Cancel));
    }
}
