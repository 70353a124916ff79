//! The stepper's controls: piece choice, previous / next, a slider over the
//! moves, play / pause with speed, jump to start / end; the current move in
//! words and the 64-bit board of the step with the changed bits highlighted.

use egui::{Align2, FontId, Rect, RichText, Sense, Slider, Stroke, Ui, Vec2, vec2};

use super::stepper::{Choice, StepView, Stepper};
use super::theme;
use crate::model::{Bits, group, units_to_cm};

/// Playback of the stepper.
#[derive(Clone, Copy, Debug, Default)]
pub struct Playback {
    /// Is it playing?
    pub playing: bool,
    /// Input time at which the next move is due.
    pub next_at: Option<f64>,
}

impl Playback {
    /// Advances if a move is due at time `now`; returns the delay to the next
    /// move while playing.
    pub fn tick(&mut self, stepper: &mut Stepper, now: f64, speed: f32) -> Option<f64> {
        if !self.playing {
            self.next_at = None;
            return None;
        }
        let period = 1.0 / f64::from(speed.max(0.1));
        let due = *self.next_at.get_or_insert(now + period);
        if now >= due {
            if !stepper.forward() {
                self.playing = false;
                self.next_at = None;
                return None;
            }
            self.next_at = Some(now + period);
        }
        self.next_at.map(|t| (t - now).max(0.0))
    }

    /// Starts or stops playing (from the start again when at the end).
    pub fn toggle(&mut self, stepper: &mut Stepper) {
        self.playing = !self.playing;
        self.next_at = None;
        if self.playing && stepper.step() >= stepper.last_step() {
            stepper.set_step(0);
        }
    }
}

/// The stepper's panel.
pub fn steps_ui(ui: &mut Ui, stepper: &mut Stepper, play: &mut Playback, speed: &mut f32) {
    if stepper.is_empty() {
        ui.label("Nothing to step through yet: run the solver (or load a path board) first.");
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Piece");
        let names: Vec<String> = stepper
            .paths()
            .iter()
            .enumerate()
            .map(|(i, d)| {
                d.piece
                    .map_or_else(|| format!("#{}", i + 1), |p| p.to_string())
            })
            .collect();
        for (i, name) in names.iter().enumerate() {
            if ui
                .selectable_label(stepper.choice() == Choice::One(i), name)
                .on_hover_text(format!("Show piece {name} ({})", i + 1))
                .clicked()
            {
                stepper.choose(Choice::One(i));
            }
        }
        if ui
            .selectable_label(stepper.choice() == Choice::All, "All")
            .on_hover_text("All four paths together, as the paper's full-path figure (A)")
            .clicked()
        {
            stepper.choose(Choice::All);
        }
    });
    ui.horizontal(|ui| {
        if ui
            .button("|< Start")
            .on_hover_text("Jump to the start (Home)")
            .clicked()
        {
            stepper.set_step(0);
        }
        if ui
            .button("< Prev")
            .on_hover_text("Previous move (Left arrow)")
            .clicked()
        {
            stepper.back();
        }
        let label = if play.playing { "Pause" } else { "Play" };
        if ui
            .button(label)
            .on_hover_text("Play / pause (Space)")
            .clicked()
        {
            play.toggle(stepper);
        }
        if ui
            .button("Next >")
            .on_hover_text("Next move (Right arrow)")
            .clicked()
        {
            stepper.forward();
        }
        if ui
            .button("End >|")
            .on_hover_text("Jump to the end (End)")
            .clicked()
        {
            stepper.set_step(stepper.last_step());
        }
    });
    let mut step = stepper.step();
    let last = stepper.last_step();
    if ui
        .add(Slider::new(&mut step, 0..=last).text("move"))
        .on_hover_text("Scrub through the moves")
        .changed()
    {
        stepper.set_step(step);
    }
    ui.add(
        Slider::new(speed, 0.25..=10.0)
            .logarithmic(true)
            .text("moves/s"),
    )
    .on_hover_text("Playback speed");
    ui.separator();
    for v in stepper.views() {
        view_ui(ui, &v, stepper.rules().colour);
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
}

fn view_ui(ui: &mut Ui, v: &StepView, colour: crate::model::Colour) {
    let line = theme::visible_on_board(
        theme::path_colour(colour, v.piece.unwrap_or(1)),
        ui.visuals().dark_mode,
    );
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
            "Piece {piece}, move {}/{}: {mv}; on tile {}; {} units = {:.4} cm so far",
            v.step,
            v.moves,
            v.tile,
            group(f64::from(v.units)),
            units_to_cm(f64::from(v.units))
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
