//! The Step mode's panel: piece choice, previous / next, a slider over the
//! moves, play / pause with speed, jump to start / end; the current move in
//! words and the 64-bit board of the step with the changed bits highlighted;
//! buttons to edit the position or the path and to solve the rest of the way
//! from the move shown. It reads the workspace's [`Stepper`] and produces
//! [`Command`]s.
//!
//! A long list is shown a page at a time, so nothing off screen is laid out, and
//! its boards are named by their place in the list when piece numbers would
//! repeat; lengths are the computed ones ([`StepView::moved`]).

use egui::{Align2, FontId, Rect, RichText, Sense, Slider, Stroke, Ui, Vec2, vec2};

use super::shortcuts::{SingleKeys, hint};
use super::steady::{Transport, transport_row};
use super::theme;
use crate::i18n::{Tr, cm_arg, count_arg, units_arg};
use crate::model::{Bits, decode};
use crate::tr;
use crate::workspace::step_problem;
use crate::workspace::{Choice, Command, PAGE, PLAY_SPEED_RANGE, PathLabel, StepView, Stepper};

/// The stepper's panel: piece choice, buttons, slider, speed, each shown
/// path's move in words, problems, the step's bits and the edit buttons.
pub fn steps_ui(
    ui: &mut Ui,
    tr: &Tr,
    stepper: &Stepper,
    playing: bool,
    speed: f32,
    solving: Option<u64>,
    out: &mut Vec<Command>,
) {
    if stepper.is_empty() && stepper.boards().is_empty() {
        ui.label(tr!(tr, "steps-empty"));
        // The run fills the stepper when it ends: nothing to leave Step for.
        match solving {
            Some(calls) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!(tr, "steps-solving", calls = count_arg(calls)));
                });
            }
            None => {
                if ui
                    .button(tr!(tr, "steps-run"))
                    .on_hover_text(hint(
                        tr,
                        &tr!(tr, "steps-run-hint"),
                        &Command::TogglePlay,
                        SingleKeys::of(ui.ctx()),
                    ))
                    .clicked()
                {
                    out.push(Command::Run);
                }
            }
        }
        return;
    }
    page_ui(ui, tr, stepper, out);
    choice_ui(ui, tr, stepper, out);
    if stepper.is_empty() {
        ui.label(tr!(tr, "step-no-path-on-page"));
        problems_ui(ui, tr, stepper);
        return;
    }
    let buttons = vec![
        Transport::one(
            tr!(tr, "steps-start"),
            tr!(tr, "steps-start-hint"),
            Command::StepTo(0),
        ),
        Transport::one(
            tr!(tr, "steps-prev"),
            tr!(tr, "steps-prev-hint"),
            Command::StepBack,
        ),
        Transport {
            words: vec![tr!(tr, "steps-play"), tr!(tr, "steps-pause")],
            shown: usize::from(playing),
            what: tr!(tr, "steps-play-hint"),
            command: Command::TogglePlay,
        },
        Transport::one(
            tr!(tr, "steps-next"),
            tr!(tr, "steps-next-hint"),
            Command::StepForward,
        ),
        Transport::one(
            tr!(tr, "steps-end"),
            tr!(tr, "steps-end-hint"),
            Command::StepLast,
        ),
    ];
    transport_row(ui, buttons, tr, out);
    let mut step = stepper.step();
    if ui
        .add(Slider::new(&mut step, 0..=stepper.last_step()).text(tr!(tr, "steps-slider")))
        .on_hover_text(tr!(tr, "steps-slider-hint"))
        .changed()
    {
        out.push(Command::StepTo(step));
    }
    let mut new_speed = speed;
    ui.add(
        Slider::new(&mut new_speed, PLAY_SPEED_RANGE)
            .logarithmic(true)
            .text(tr!(tr, "steps-speed")),
    )
    .on_hover_text(tr!(tr, "steps-speed-hint"));
    if new_speed.to_bits() != speed.to_bits() {
        out.push(Command::SetPlaySpeed(new_speed));
    }
    ui.separator();
    for v in stepper.views() {
        view_ui(ui, tr, &v);
    }
    problems_ui(ui, tr, stepper);
    if let Some(v) = stepper.current() {
        ui.separator();
        ui.strong(tr!(tr, "steps-bits-heading"));
        bits_ui(ui, tr, v.board, v.changed);
    }
    edit_buttons(ui, tr, stepper, out);
}

/// "Boards 13–24 of 450,000" with the previous and next pages, for a list
/// longer than a page.
fn page_ui(ui: &mut Ui, tr: &Tr, stepper: &Stepper, out: &mut Vec<Command>) {
    let total = stepper.boards().len();
    if total <= PAGE {
        return;
    }
    let page = stepper.page();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                page.start > 0,
                egui::Button::new(tr!(tr, "step-page-previous")),
            )
            .clicked()
        {
            out.push(Command::StepperPage(page.start.saturating_sub(PAGE)));
        }
        ui.label(tr!(
            tr,
            "step-page",
            first = count_arg(page.start as u64 + 1),
            last = count_arg(page.end as u64),
            total = count_arg(total as u64)
        ))
        .on_hover_text(tr!(tr, "step-page-hint", page = count_arg(PAGE as u64)));
        if ui
            .add_enabled(
                page.end < total,
                egui::Button::new(tr!(tr, "step-page-next")),
            )
            .clicked()
        {
            out.push(Command::StepperPage(page.end));
        }
    });
}

/// One button per path of the page, named unambiguously, and "All".
fn choice_ui(ui: &mut Ui, tr: &Tr, stepper: &Stepper, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(tr, "steps-piece"));
        for i in 0..stepper.paths().len() {
            let Some(label) = stepper.label(i) else {
                continue;
            };
            let (name, what) = match label {
                PathLabel::Piece(p) => (
                    p.to_string(),
                    tr!(tr, "step-show-piece", piece = count_arg(u64::from(p))),
                ),
                PathLabel::Board { number, piece } => (
                    tr!(tr, "step-board-label", number = count_arg(number as u64)),
                    match piece {
                        Some(p) => tr!(
                            tr,
                            "step-show-board-of-piece",
                            number = count_arg(number as u64),
                            piece = count_arg(u64::from(p))
                        ),
                        None => tr!(tr, "step-show-board", number = count_arg(number as u64)),
                    },
                ),
            };
            if ui
                .selectable_label(stepper.choice() == Choice::One(i), name)
                .on_hover_text(what)
                .clicked()
            {
                out.push(Command::Choose(Choice::One(i)));
            }
        }
        if ui
            .selectable_label(stepper.choice() == Choice::All, tr!(tr, "steps-all"))
            .on_hover_text(hint(
                tr,
                &tr!(tr, "steps-all-hint"),
                &Command::Choose(Choice::All),
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(Command::Choose(Choice::All));
        }
    });
}

fn problems_ui(ui: &mut Ui, tr: &Tr, stepper: &Stepper) {
    if !stepper.problems().is_empty() {
        ui.separator();
        for p in stepper.problems() {
            ui.colored_label(ui.visuals().warn_fg_color, step_problem(tr, p));
        }
    }
}

/// "Edit this position", "Edit this path" and "Solve the rest from move N"
/// under the stepper. The position is the path board up to the move shown,
/// which the editor reads as consistent.
fn edit_buttons(ui: &mut Ui, tr: &Tr, stepper: &Stepper, out: &mut Vec<Command>) {
    let (Some(view), Some(d)) = (stepper.current(), stepper.current_path()) else {
        return;
    };
    let position = stepper.position();
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if let Some(board) = position
            && ui
                .button(tr!(tr, "steps-edit-position"))
                .on_hover_text(tr!(
                    tr,
                    "step-edit-position-hint",
                    board = board.to_string()
                ))
                .clicked()
        {
            out.push(Command::OpenInEditor(board));
        }
        if ui
            .button(tr!(tr, "steps-edit-path"))
            .on_hover_text(tr!(tr, "steps-edit-path-hint", board = d.board.to_string()))
            .clicked()
        {
            out.push(Command::OpenInEditor(d.board));
        }
        let problem = position
            .and_then(|b| decode(b, stepper.rules()).ok())
            .and_then(|p| p.problem());
        let solve = ui
            .add_enabled(
                problem.is_some(),
                egui::Button::new(tr!(
                    tr,
                    "step-solve-rest",
                    step = count_arg(view.step as u64)
                )),
            )
            .on_hover_text(tr!(tr, "step-solve-rest-hint"))
            .on_disabled_hover_text(tr!(tr, "step-solve-rest-disabled"));
        if solve.clicked()
            && let Some(p) = problem
        {
            out.push(Command::RunFrom(p));
        }
    });
}

fn view_ui(ui: &mut Ui, tr: &Tr, v: &StepView) {
    let line = theme::piece_colour(ui, v.piece.unwrap_or(1));
    let piece = v
        .piece
        .map_or_else(|| tr!(tr, "steps-unknown-piece"), |p| p.to_string());
    let mv = if v.step == 0 {
        tr!(tr, "steps-move-out")
    } else if v.skipped.is_empty() {
        tr!(
            tr,
            "steps-move-roll",
            roll = count_arg(u64::from(v.roll)),
            units = units_arg(v.length)
        )
    } else {
        let skipped: Vec<String> = v.skipped.iter().map(ToString::to_string).collect();
        tr!(
            tr,
            "steps-move-roll-over",
            roll = count_arg(u64::from(v.roll)),
            units = units_arg(v.length),
            skipped = skipped.join(", ")
        )
    };
    ui.label(
        RichText::new(tr!(
            tr,
            "steps-line",
            piece = piece,
            step = count_arg(v.step as u64),
            moves = count_arg(v.moves as u64),
            action = mv,
            tile = crate::i18n::words::tile_ref(tr, v.tile),
            moved = units_arg(v.moved),
            cm = cm_arg(v.moved)
        ))
        .monospace()
        .color(line),
    );
}

/// The 64 bits, 63 first, eight to a row; set bits filled, changed bits ringed.
pub fn bits_ui(ui: &mut Ui, tr: &Tr, board: Bits, changed: Bits) {
    ui.label(RichText::new(board.to_hex()).monospace());
    let cell = ((ui.available_width() - 8.0) / 8.0).clamp(18.0, 40.0);
    let (rect, _) = ui.allocate_exact_size(vec2(cell * 8.0, cell * 8.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let text = ui.visuals().text_color();
    let grid = ui.visuals().widgets.noninteractive.bg_stroke;
    for i in 0..64u8 {
        let bit = 63 - i;
        let (row, col) = (f32::from(i / 8), f32::from(i % 8));
        let r = Rect::from_min_size(rect.min + vec2(col * cell, row * cell), Vec2::splat(cell))
            .shrink(1.5);
        let set = board.contains(bit);
        if set {
            painter.rect_filled(r, 3.0, theme::SET_BIT);
        }
        painter.rect_stroke(r, 3.0, grid, egui::StrokeKind::Inside);
        if changed.contains(bit) {
            painter.rect_stroke(
                r,
                3.0,
                Stroke::new(3.0, theme::CHANGED_BIT),
                egui::StrokeKind::Inside,
            );
        }
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            bit.to_string(),
            FontId::monospace(cell * 0.38),
            if set { egui::Color32::WHITE } else { text },
        );
    }
    ui.label(tr!(tr, "steps-bits-legend"));
}
