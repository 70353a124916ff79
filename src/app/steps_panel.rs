//! The Step mode's panel: piece choice, previous / next, a slider over the
//! moves, play / pause with speed, jump to start / end; the current move in
//! words and the 64-bit board of the step with the changed bits highlighted;
//! buttons to edit the position or the path. It reads the workspace's
//! [`Stepper`] and produces [`Command`]s.

use egui::{Align2, FontId, Rect, RichText, Sense, Slider, Stroke, Ui, Vec2, vec2};

use super::format::{cm, group};
use super::shortcuts::hint;
use super::theme;
use crate::model::Bits;
use crate::workspace::{Choice, Command, PLAY_SPEED_RANGE, StepView, Stepper};

/// The stepper's panel: piece choice, buttons, slider, speed, each shown
/// path's move in words, problems, the step's bits and the edit buttons.
pub fn steps_ui(ui: &mut Ui, stepper: &Stepper, playing: bool, speed: f32, out: &mut Vec<Command>) {
    if stepper.is_empty() {
        ui.label("Nothing to step through yet: run the solver (or load a path board) first.");
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Piece");
        for (i, d) in stepper.paths().iter().enumerate() {
            let name = d
                .piece
                .map_or_else(|| format!("#{}", i + 1), |p| p.to_string());
            if ui
                .selectable_label(stepper.choice() == Choice::One(i), &name)
                .on_hover_text(format!("Show piece {name} ({})", i + 1))
                .clicked()
            {
                out.push(Command::Choose(Choice::One(i)));
            }
        }
        if ui
            .selectable_label(stepper.choice() == Choice::All, "All")
            .on_hover_text(hint(
                "All four paths together, as the paper's full-path figure",
                &Command::Choose(Choice::All),
            ))
            .clicked()
        {
            out.push(Command::Choose(Choice::All));
        }
    });
    ui.horizontal(|ui| {
        let play = if playing { "Pause" } else { "Play" };
        for (label, what, command) in [
            ("|< Start", "Jump to the start", Command::StepTo(0)),
            ("< Prev", "Previous move", Command::StepBack),
            (play, "Play / pause", Command::TogglePlay),
            ("Next >", "Next move", Command::StepForward),
            ("End >|", "Jump to the end", Command::StepLast),
        ] {
            if ui
                .button(label)
                .on_hover_text(hint(what, &command))
                .clicked()
            {
                out.push(command);
            }
        }
    });
    let mut step = stepper.step();
    if ui
        .add(Slider::new(&mut step, 0..=stepper.last_step()).text("move"))
        .on_hover_text("Scrub through the moves")
        .changed()
    {
        out.push(Command::StepTo(step));
    }
    let mut new_speed = speed;
    ui.add(
        Slider::new(&mut new_speed, PLAY_SPEED_RANGE)
            .logarithmic(true)
            .text("moves/s"),
    )
    .on_hover_text("Playback speed");
    if new_speed.to_bits() != speed.to_bits() {
        out.push(Command::SetPlaySpeed(new_speed));
    }
    ui.separator();
    for v in stepper.views() {
        view_ui(ui, &v);
    }
    if !stepper.problems().is_empty() {
        ui.separator();
        for p in stepper.problems() {
            ui.colored_label(ui.visuals().warn_fg_color, p);
        }
    }
    if let Some(v) = stepper.current() {
        ui.separator();
        ui.strong("Bit-board of this step");
        bits_ui(ui, v.board, v.changed);
    }
    edit_buttons(ui, stepper, out);
}

/// "Edit this position" / "Edit this path" under the stepper.
fn edit_buttons(ui: &mut Ui, stepper: &Stepper, out: &mut Vec<Command>) {
    let Some(view) = stepper.current() else {
        return;
    };
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Edit this position")
            .on_hover_text(format!(
                "Open the single-position board {} in the editor",
                view.board
            ))
            .clicked()
        {
            out.push(Command::OpenInEditor(view.board));
        }
        if let Choice::One(i) = stepper.choice()
            && let Some(d) = stepper.paths().get(i)
            && ui
                .button("Edit this path")
                .on_hover_text(format!("Open the path board {} in the editor", d.board))
                .clicked()
        {
            out.push(Command::OpenInEditor(d.board));
        }
    });
}

fn view_ui(ui: &mut Ui, v: &StepView) {
    let line = theme::piece_colour(ui, v.piece.unwrap_or(1));
    let piece = v.piece.map_or_else(|| "?".to_owned(), |p| p.to_string());
    let mv = if v.step == 0 {
        "leaves the start field with a 6".to_owned()
    } else {
        let skipped: Vec<String> = v.skipped.iter().map(ToString::to_string).collect();
        format!(
            "rolls {} ({} units{})",
            v.roll,
            group(v.length),
            if skipped.is_empty() {
                String::new()
            } else {
                format!(", over {}", skipped.join(", "))
            }
        )
    };
    ui.label(
        RichText::new(format!(
            "Piece {piece}, move {}/{}: {mv}; on tile {}; {} units = {} cm so far",
            v.step,
            v.moves,
            v.tile,
            group(f64::from(v.units)),
            cm(f64::from(v.units))
        ))
        .monospace()
        .color(line),
    );
}

/// The 64 bits, 63 first, eight to a row; set bits filled, changed bits ringed.
pub fn bits_ui(ui: &mut Ui, board: Bits, changed: Bits) {
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
    ui.label("bits 63..60 start field · 59..20 track · 19..16 goal · 15..0 units");
}
