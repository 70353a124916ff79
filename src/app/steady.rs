//! Buttons that keep their size while their words change (Play ↔ Pause,
//! Pause ↔ Resume): each is as wide as the widest of its words, so the row
//! it stands in never reflows and the buttons after it never wrap to a
//! second row when it is pressed.

use egui::{Button, Ui, WidgetText};

/// A button showing `words[shown]` (or nothing if out of range), as wide as
/// the widest of `words` in the ui's button font; add it with `ui.add` or
/// `ui.add_enabled`.
pub fn button(ui: &Ui, words: &[String], shown: usize) -> Button<'static> {
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
    let width = widest + 2.0 * ui.spacing().button_padding.x;
    let text = words.get(shown).cloned().unwrap_or_default();
    Button::new(text).min_size(egui::vec2(width, 0.0))
}
