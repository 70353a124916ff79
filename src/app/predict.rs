//! A Predict prompt: the question, the class's guesses (a typed number, or a
//! choice among the rolls or yes and no), Reveal, and then the engine's answer
//! beside the guesses with how far each is off. The lesson shows the slide's
//! question in a small window; Solve shows it in its panel while the pace is
//! slow motion or single steps.

use egui::{Id, RichText, Ui};

use crate::i18n::Tr;
use crate::i18n::words::watch::{guess_judged, guess_line, guess_off, roll_choice, yes_no};
use crate::tr;
use crate::workspace::Status;
use crate::workspace::predict::{AnswerKind, Off, Prompt, off, question_text, truth_text};
use crate::workspace::{Command, PredictCommand, Question, Workspace, job_error};

/// How a prompt is shown: where it is and how large.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// Start computing the answer as soon as the question shows (the
    /// lesson's fixed questions); otherwise at the first guess or Reveal
    /// (Solve's question changes with every setting).
    pub eager: bool,
    /// The size of the question, the guesses and the answer, in points
    /// (`None`: the panel's own).
    pub text: Option<f32>,
    /// The answer buttons and Reveal at the bottom, under the guesses (a
    /// window anchored at its bottom grows upwards as guesses are added:
    /// the buttons then stay under the presenter's pointer); otherwise at
    /// the top, the guesses growing downwards (a panel).
    pub buttons_last: bool,
}

/// The prompt of `q`: question, answer field, guesses, Reveal, the truth.
pub fn prompt_ui(
    ui: &mut Ui,
    tr: &Tr,
    ws: &Workspace,
    q: Question,
    look: Look,
    out: &mut Vec<Command>,
) {
    let prompt = ws.predictions().get(&q);
    if look.eager && prompt.is_none() {
        // Shown: the engine starts on the answer now, so Reveal is quick.
        out.push(Command::Predict(PredictCommand::Ask(q)));
    }
    let sized = |t: String| match look.text {
        Some(size) => RichText::new(t).size(size),
        None => RichText::new(t),
    };
    ui.label(sized(question_text(tr, &q)).strong())
        .on_hover_text(tr!(tr, "predict-hint"));
    let kind = q.kind();
    let revealed = prompt.is_some_and(|p| p.revealed);
    let buttons = |ui: &mut Ui, out: &mut Vec<Command>| {
        answer_row(ui, tr, q, kind, out);
        reveal_row(ui, tr, q, revealed, out);
    };
    if !look.buttons_last {
        buttons(ui, out);
    }
    let guesses = prompt.map_or(&[][..], |p| p.guesses);
    let truth = prompt.and_then(Prompt::truth);
    if guesses.is_empty() {
        ui.label(sized(tr!(tr, "predict-no-guesses")));
    }
    for (i, g) in guesses.iter().enumerate() {
        let n = i + 1;
        let shown = answer_text(tr, kind, *g);
        let line = match (revealed, truth) {
            (true, Some(t)) => match off(kind, *g, t) {
                Off::Right => guess_judged(tr, n, &shown, true),
                Off::Wrong => guess_judged(tr, n, &shown, false),
                Off::By(by, share) => guess_off(tr, n, *g, by, share),
            },
            _ => guess_line(tr, n, &shown),
        };
        // The class reads its guesses from the back row: the strong text
        // colour, not the muted one of a plain label.
        ui.label(sized(line).color(ui.visuals().strong_text_color()));
    }
    if revealed && let Some(p) = prompt {
        match p.truth {
            Status::Idle | Status::Running { .. } => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(sized(tr!(tr, "predict-computing")));
                });
            }
            Status::Ready(t) => {
                let size = look.text.unwrap_or(TRUTH_SIZE).max(TRUTH_SIZE);
                ui.label(RichText::new(truth_text(tr, kind, t)).strong().size(size));
            }
            Status::Failed(e) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    sized(tr!(tr, "predict-failed", error = job_error(tr, e))),
                );
            }
        }
    }
    if look.buttons_last {
        buttons(ui, out);
    }
}

/// The engine's answer's size in a panel (larger than the panel's text).
const TRUTH_SIZE: f32 = 18.0;

/// Reveal and Reset.
fn reveal_row(ui: &mut Ui, tr: &Tr, q: Question, revealed: bool, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!revealed, egui::Button::new(tr!(tr, "predict-reveal")))
            .on_hover_text(tr!(tr, "predict-reveal-hint"))
            .clicked()
        {
            out.push(Command::Predict(PredictCommand::Reveal(q)));
        }
        if ui.button(tr!(tr, "predict-reset")).clicked() {
            out.push(Command::Predict(PredictCommand::Reset(q)));
        }
    });
}

/// How the class answers: a number field, six rolls, or yes and no.
fn answer_row(ui: &mut Ui, tr: &Tr, q: Question, kind: AnswerKind, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| match kind {
        AnswerKind::Number => number_field(ui, tr, q, out),
        AnswerKind::Roll => {
            for roll in (1..=6).rev() {
                if ui.button(roll_choice(tr, roll)).clicked() {
                    out.push(Command::Predict(PredictCommand::Guess(q, roll)));
                }
            }
        }
        AnswerKind::YesNo => {
            for (value, yes) in [(1, true), (0, false)] {
                if ui.button(yes_no(tr, yes)).clicked() {
                    out.push(Command::Predict(PredictCommand::Guess(q, value)));
                }
            }
        }
    });
    // A guess that is not a number is named under the field, not dropped.
    let refused: Option<String> = ui.data(|d| d.get_temp(refused_id(q)));
    if let Some(text) = refused {
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(tr, "predict-invalid", text = text),
        );
    }
}

/// Where the typed guess of `q` is kept while it is typed.
fn draft_id(q: Question) -> Id {
    Id::unique(("predict_draft", q))
}

/// Set while the guess field of `q` should take the focus (after Enter, or
/// when the lesson's prompt opens), until it has it.
pub(crate) fn refocus_id(q: Question) -> Id {
    draft_id(q).with("refocus")
}

/// The typed guess: Enter or *Add guess* adds it, and the field keeps the
/// focus for the next group's guess (Enter would otherwise leave the field,
/// and the next guess typed would go to the shortcuts).
fn number_field(ui: &mut Ui, tr: &Tr, q: Question, out: &mut Vec<Command>) {
    let id = draft_id(q);
    let mut draft: String = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    let label = ui.label(tr!(tr, "predict-guess"));
    let field = ui
        .add(egui::TextEdit::singleline(&mut draft).desired_width(120.0))
        .labelled_by(label.id)
        .on_hover_text(tr!(tr, "predict-guess-hint"));
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let clicked = ui.button(tr!(tr, "predict-add")).clicked();
    // Back to the field until it has the focus again: a guess that makes
    // the window taller lays the frame out again, and a focus asked for
    // once would be lost with it.
    let refocus = refocus_id(q);
    if entered {
        ui.data_mut(|d| d.insert_temp(refocus, true));
    }
    if ui.data(|d| d.get_temp::<bool>(refocus)).unwrap_or(false) {
        if field.has_focus() {
            ui.data_mut(|d| d.remove::<bool>(refocus));
            select_refused(ui, field.id, q, &draft);
        } else {
            field.request_focus();
            ui.ctx().request_repaint();
        }
    }
    if (entered || clicked) && !draft.trim().is_empty() {
        match typed_number(&draft) {
            Some(value) => {
                out.push(Command::Predict(PredictCommand::Guess(q, value)));
                draft.clear();
                ui.data_mut(|d| d.remove::<String>(refused_id(q)));
            }
            None => {
                let refused = draft.trim().to_owned();
                ui.data_mut(|d| {
                    d.insert_temp(refused_id(q), refused);
                    d.insert_temp(select_id(q), true);
                });
            }
        }
    } else if field.changed() {
        ui.data_mut(|d| d.remove::<String>(refused_id(q)));
    }
    ui.data_mut(|d| d.insert_temp(id, draft));
}

/// Where a refused guess's text is kept until the next is typed.
fn refused_id(q: Question) -> Id {
    Id::unique(("predict_refused", q))
}

/// Set from a refused guess until the field has the focus again and its
/// text is selected.
fn select_id(q: Question) -> Id {
    refused_id(q).with("select")
}

/// Selects the whole of a refused guess once the field `field` has the
/// focus back, so the next group's digits replace it instead of being added
/// to it ("l" then "20000" would be "l20000", refused again); the reason
/// stays named under the field. The selection is set once: an arrow key
/// or a click then edits the text as usual.
fn select_refused(ui: &Ui, field: Id, q: Question, draft: &str) {
    if !ui
        .data(|d| d.get_temp::<bool>(select_id(q)))
        .unwrap_or(false)
    {
        return;
    }
    ui.data_mut(|d| d.remove::<bool>(select_id(q)));
    let mut state = egui::TextEdit::load_state(ui.ctx(), field).unwrap_or_default();
    let all = egui::text::CCursorRange::two(
        egui::text::CCursor::new(0),
        egui::text::CCursor::new(draft.chars().count()),
    );
    state.cursor.set_char_range(Some(all));
    state.store(ui.ctx(), field);
    ui.ctx().request_repaint();
}

/// A typed whole number: digits, grouped or not (`12,000`, `12.000`,
/// `12 000`, `12_000`); `None` for anything else (a letter, a decimal
/// point with digits after it that are not a group of three, a sign, a
/// number past `u64`).
#[must_use]
pub fn typed_number(text: &str) -> Option<u64> {
    let text = text.trim();
    let groups: Vec<&str> = text
        .split([',', '.', ' ', '_', '\'', '\u{a0}', '\u{202f}'])
        .collect();
    let digits = |g: &str| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit());
    let grouped = groups.len() == 1
        || (groups.iter().all(|g| digits(g))
            && groups.first().is_some_and(|g| g.len() <= 3)
            && groups[1..].iter().all(|g| g.len() == 3));
    if !grouped || !groups.iter().all(|g| digits(g)) {
        return None;
    }
    groups.concat().parse().ok()
}

/// Solve's prompt: how many calls the search will need for a piece, at the
/// current settings (the piece chosen beside it).
pub fn solve_prompt(ui: &mut Ui, tr: &Tr, ws: &Workspace, out: &mut Vec<Command>) {
    let id = Id::unique("predict_solve_piece");
    let mut piece: u8 = ui.data(|d| d.get_temp(id)).unwrap_or(1);
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "predict-solve-piece"))
            .on_hover_text(tr!(tr, "predict-piece-hint"));
        for p in 1..=4u8 {
            ui.selectable_value(&mut piece, p, p.to_string());
        }
    });
    ui.data_mut(|d| d.insert_temp(id, piece));
    let q = Question::Calls {
        settings: ws.prefs().settings,
        piece,
    };
    let look = Look {
        eager: false,
        text: None,
        buttons_last: false,
    };
    prompt_ui(ui, tr, ws, q, look, out);
}

/// An answer in words, as the question takes it.
#[must_use]
fn answer_text(tr: &Tr, kind: AnswerKind, value: u64) -> String {
    match kind {
        AnswerKind::Number | AnswerKind::Roll => tr.numbers().count(value),
        AnswerKind::YesNo => yes_no(tr, value != 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_typed_guess_is_a_whole_number_grouped_or_not() {
        for (typed, value) in [
            ("12000", 12_000),
            (" 12,000 ", 12_000),
            ("12.000", 12_000),
            ("1 234 567", 1_234_567),
            ("7", 7),
        ] {
            assert_eq!(typed_number(typed), Some(value), "{typed}");
        }
        // Letters, decimals, signs and a number past u64 are no guesses
        // (they were once cut to their digits: "1.5e6" became 156).
        for typed in [
            "l",
            "abc",
            "1.5e6",
            "12,00",
            "-5",
            "1,2345",
            "99999999999999999999999",
        ] {
            assert_eq!(typed_number(typed), None, "{typed}");
        }
    }
}
