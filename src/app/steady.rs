//! Buttons that keep their size while their words change (Play ↔ Pause,
//! Pause ↔ Resume): each is as wide as the widest of its words, so the row
//! it stands in never reflows and the buttons after it never wrap to a
//! second row when it is pressed; and the transport row of Game and Step
//! (|< Start, < Back, Play, Next >, End >|), laid out so it never wraps.

use egui::{Button, Ui, WidgetText};

use super::shortcuts::{SingleKeys, hint};
use crate::i18n::Tr;
use crate::workspace::Command;

/// A button showing `words[shown]` (or nothing if out of range), as wide as
/// the widest of `words` in the ui's button font; add it with `ui.add` or
/// `ui.add_enabled`.
pub fn button(ui: &Ui, words: &[String], shown: usize) -> Button<'static> {
    let text = words.get(shown).cloned().unwrap_or_default();
    Button::new(text).min_size(egui::vec2(width(ui, words), 0.0))
}

/// The width of a button as wide as the widest of `words`.
fn width(ui: &Ui, words: &[String]) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let widest = words
        .iter()
        .map(|w| {
            WidgetText::from(w.as_str())
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    font.clone(),
                )
                .size()
                .x
        })
        .fold(0.0, f32::max);
    widest + 2.0 * ui.spacing().button_padding.x
}

/// One button of a transport row: its words (the play button's two: play,
/// pause), the one shown, what it does in words and its command.
pub struct Transport {
    pub words: Vec<String>,
    pub shown: usize,
    pub what: String,
    pub command: Command,
}

impl Transport {
    /// A button of one word.
    #[must_use]
    pub fn one(word: String, what: String, command: Command) -> Transport {
        Transport {
            words: vec![word],
            shown: 0,
            what,
            command,
        }
    }
}

/// The transport row `buttons` (the play button among them is the one with
/// two words): all in one row where they fit the width, else the play
/// button alone above the others, so that neither pressing it nor the
/// language wraps the last button to a row of its own. Measured with every
/// button as wide as its widest words, so pressing one never moves another.
pub fn transport_row(ui: &mut Ui, buttons: Vec<Transport>, tr: &Tr, out: &mut Vec<Command>) {
    let gap = ui.spacing().item_spacing.x;
    let total: f32 = buttons
        .iter()
        .map(|b| width(ui, &b.words) + gap)
        .sum::<f32>()
        - gap;
    let show = |ui: &mut Ui, b: &Transport, out: &mut Vec<Command>| {
        let resp = ui.add(button(ui, &b.words, b.shown));
        if resp
            .on_hover_text(hint(tr, &b.what, &b.command, SingleKeys::of(ui.ctx())))
            .clicked()
        {
            out.push(b.command.clone());
        }
    };
    if total <= ui.available_width() {
        ui.horizontal(|ui| buttons.iter().for_each(|b| show(ui, b, out)));
        return;
    }
    let (play, steps): (Vec<&Transport>, Vec<&Transport>) =
        buttons.iter().partition(|b| b.words.len() > 1);
    ui.horizontal(|ui| play.into_iter().for_each(|b| show(ui, b, out)));
    ui.horizontal_wrapped(|ui| steps.into_iter().for_each(|b| show(ui, b, out)));
}
