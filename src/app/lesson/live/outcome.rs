//! The live part of the slides after the search: the answer (per piece, or
//! its rolls), the whole game roll by roll, and beyond the paper's rules.

use egui::{Slider, Ui};

use super::{Sizes, board_below, chart_below, in_column, row_fits};
use crate::figures::scenes::explore::{RetroLook, retro_scene};
use crate::figures::scenes::lesson as scenes;
use crate::i18n::Tr;
use crate::i18n::words::game_roll_line;
use crate::model::Rules;
use crate::tr;
use crate::workspace::lesson::texts::pending_line;
use crate::workspace::lesson::{Facts, FactsKey, Lesson, beyond_rules, paper_settings};
use crate::workspace::{Command, LessonCommand};

use super::super::charts;

pub(super) fn answer(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let c = lesson.choices();
    let state = lesson.facts().get(FactsKey::Answer(paper_settings()));
    let Some(Facts::Answer(s)) = state.ready() else {
        ui.label(pending_line(state, tr));
        return;
    };
    let pick = |ui: &mut Ui, out: &mut Vec<Command>, label: String, choice: Option<u8>| {
        let on = !c.answer_rolls && c.answer_piece == choice;
        if ui.selectable_label(on, label).clicked() {
            out.push(Command::Lesson(LessonCommand::AnswerPiece(choice)));
        }
    };
    let all = tr!(tr, "lesson-answer-all");
    let numbers = |ui: &mut Ui, out: &mut Vec<Command>| {
        for p in 1..=4u8 {
            pick(ui, out, p.to_string(), Some(p));
        }
    };
    let rest = |ui: &mut Ui, out: &mut Vec<Command>| {
        if ui
            .selectable_label(c.answer_rolls, tr!(tr, "lesson-answer-rolls-chart"))
            .clicked()
        {
            out.push(Command::Lesson(LessonCommand::AnswerRolls));
        }
        if ui.button(tr!(tr, "lesson-answer-step")).clicked() {
            out.push(Command::OpenInStepper(
                s.pieces.iter().map(|p| p.board).collect(),
            ));
        }
    };
    // The pieces' choice stays whole: on the row with the rest, else on a
    // row of its own, else "All" over the four numbers.
    let pieces = [all.as_str(), "1", "2", "3", "4"];
    let (rolls, stepper) = (
        tr!(tr, "lesson-answer-rolls-chart"),
        tr!(tr, "lesson-answer-step"),
    );
    let words = [&pieces[..], &[rolls.as_str(), stepper.as_str()]].concat();
    if row_fits(ui, &words) {
        ui.horizontal(|ui| {
            pick(ui, out, all.clone(), None);
            numbers(ui, out);
            rest(ui, out);
        });
    } else {
        if row_fits(ui, &pieces) {
            ui.horizontal(|ui| {
                pick(ui, out, all.clone(), None);
                numbers(ui, out);
            });
        } else {
            pick(ui, out, all.clone(), None);
            ui.horizontal(|ui| numbers(ui, out));
        }
        ui.horizontal_wrapped(|ui| rest(ui, out));
    }
    if c.answer_rolls {
        let chart = charts::rolls_chart(s, tr);
        chart_below(ui, &chart, &chart.legend(), sizes, tr);
    } else {
        let scene = scenes::answer_scene(s, c.answer_piece, tr);
        board_below(ui, &scene, false, sizes, tr);
    }
}

pub(super) fn whole(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let state = lesson.facts().get(FactsKey::Whole(Rules::paper()));
    let Some(Facts::Whole(g)) = state.ready() else {
        ui.label(pending_line(state, tr));
        return;
    };
    let last = g.game.rolls.len();
    let c = lesson.choices();
    let mut n = c.game_roll.min(last);
    let shown = n;
    let mut slider = |ui: &mut Ui, out: &mut Vec<Command>| {
        // As long as the rest of the line holds with its value and word
        // (German "Wurf" ran past a 1024-pixel window's edge).
        let word = tr!(tr, "lesson-whole-roll-slider");
        let font = egui::TextStyle::Body.resolve(ui.style());
        let word_w = ui
            .fonts_mut(|f| f.layout_no_wrap(word.clone(), font, egui::Color32::WHITE))
            .size()
            .x;
        let gaps = 2.0 * ui.spacing().item_spacing.x + ui.spacing().interact_size.x;
        // The rest of the row (a wrapping row says its whole width is free).
        let room = ui.max_rect().right() - ui.cursor().min.x - word_w - gaps;
        ui.spacing_mut().slider_width = room.clamp(40.0, ui.spacing().slider_width);
        if ui.add(Slider::new(&mut n, 0..=last).text(word)).changed() {
            out.push(Command::Lesson(LessonCommand::GameRoll(n)));
        }
    };
    // In a column beside the board the slider takes a line of its own
    // (beside the buttons it would run past the column's edge); above the
    // board it shares their line, leaving the board the height.
    let column = in_column(ui);
    let words = [tr!(tr, "lesson-whole-play"), tr!(tr, "lesson-whole-pause")];
    let play = |ui: &mut Ui, out: &mut Vec<Command>| {
        let play = crate::app::steady::button(ui, &words, usize::from(c.game_playing));
        if ui.add(play).clicked() {
            out.push(Command::Lesson(LessonCommand::GamePlay));
        }
    };
    let step = |ui: &mut Ui, out: &mut Vec<Command>, back: bool| {
        let (arrow, roll) = if back {
            ("◀", shown.saturating_sub(1))
        } else {
            ("▶", (shown + 1).min(last))
        };
        if ui.button(arrow).clicked() {
            out.push(Command::Lesson(LessonCommand::GameRoll(roll)));
        }
    };
    // ◀ Play ▶ on one row; too narrow for it (German "Abspielen" in the
    // column beside the board), Play above ◀ ▶ rather than ▶ alone on a
    // row of its own.
    let whole = words.iter().all(|w| row_fits(ui, &["◀", w.as_str(), "▶"]));
    if !whole {
        play(ui, out);
    }
    ui.horizontal_wrapped(|ui| {
        step(ui, out, true);
        if whole {
            play(ui, out);
        }
        step(ui, out, false);
        if !column {
            slider(ui, out);
        }
    });
    if column {
        slider(ui, out);
    }
    if ui.button(tr!(tr, "lesson-whole-open")).clicked() {
        // The Game view plays the same game with the die and every roll's story.
        out.push(Command::SetMode(crate::workspace::Mode::Game));
    }
    ui.label(game_roll_line(&g.game, n, tr));
    board_below(ui, &scenes::whole_scene(&g.game, n, tr), false, sizes, tr);
}

pub(super) fn beyond(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let c = lesson.choices();
    ui.horizontal_wrapped(|ui| {
        let (mut exact, mut free) = (c.exact, c.free);
        if ui
            .checkbox(&mut exact, tr!(tr, "lesson-beyond-exact"))
            .changed()
        {
            out.push(Command::Lesson(LessonCommand::SetExact(exact)));
        }
        if ui
            .checkbox(&mut free, tr!(tr, "lesson-beyond-free"))
            .changed()
        {
            out.push(Command::Lesson(LessonCommand::SetFree(free)));
        }
    });
    let rules = beyond_rules(c.exact, c.free);
    let state = lesson.facts().get(FactsKey::Beyond(rules));
    match state.ready() {
        Some(Facts::Beyond(b)) => {
            if let Some(map) = b.retro.maps.first() {
                board_below(
                    ui,
                    &retro_scene(map, &rules, tr, RetroLook::Lesson),
                    false,
                    sizes,
                    tr,
                );
            }
        }
        _ => _ = ui.label(pending_line(state, tr)),
    }
}
