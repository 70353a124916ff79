//! The parts every story of the Play mode is built from, in the story's text
//! size: a title, a line, a small line, a button; a background solve's
//! progress or failure until it is solved; and the replay's row at a game's
//! end. The three games' stories (every roll chosen, a fair die, the whole
//! game) and the class round use them.

use egui::{Button, Color32, FontId, Response, RichText, Ui};

use crate::app::shortcuts::works;
use crate::i18n::{FluentValue, Tr, count_arg, decimals_arg};
use crate::tr;
use crate::workspace::{Command, GameProgress, Play, PlayCommand, Status, job_error};

/// The title's size as a multiple of the text size.
pub(super) const TITLE_SCALE: f32 = 1.2;

/// The story's title.
pub(super) fn title(ui: &mut Ui, words: String, text: f32) {
    ui.label(RichText::new(words).size(text * TITLE_SCALE).strong());
}

/// A line of the story.
pub(super) fn line(ui: &mut Ui, words: String, text: f32) {
    ui.label(RichText::new(words).size(text));
}

/// A smaller, weaker line.
pub(super) fn small(ui: &mut Ui, words: String, text: f32) {
    ui.label(RichText::new(words).size(text * 0.8).weak());
}

/// A button in the story's size.
pub(super) fn button(ui: &mut Ui, words: String, text: f32) -> Response {
    ui.add(Button::new(RichText::new(words).size(text)))
}

/// The smallest size [`one_line_size`] sets buttons in, as a share of the
/// story's.
const ONE_LINE_FLOOR: f32 = 0.8;

/// The size for a list of buttons whose widest words are `widest`, each
/// with `key` (its shortcut) at its right end if any: the story's
/// size `text`, or as much smaller (to [`ONE_LINE_FLOOR`] of it) as keeps
/// that button on one line in the story's width. One size for the whole
/// list, and for the whole game when `widest` is the game's widest, so that
/// the buttons neither wrap nor change size from move to move.
pub(super) fn one_line_size(ui: &Ui, widest: String, key: Option<&str>, text: f32) -> f32 {
    // A point to spare: a size scaled to the exact room can lay out a
    // fraction wider (glyphs snap to pixels) and wrap its last word.
    let room = ui.available_width() - 2.0 * ui.spacing().button_padding.x - 1.0;
    let measure = |words: String, font: FontId| {
        ui.painter()
            .layout_no_wrap(words, font, Color32::WHITE)
            .size()
            .x
    };
    // The key stands a spacing's width after the words.
    let key = key.map_or(0.0, |k| {
        ui.spacing().item_spacing.x + measure(k.to_owned(), FontId::proportional(text))
    });
    let width = measure(widest, FontId::proportional(text)) + key;
    if width <= room {
        text
    } else {
        (text * room / width).max(text * ONE_LINE_FLOOR)
    }
}

/// A background solve's state, shown (its failure, or its progress with a
/// spinner) until it is solved; the solved result, or `None` while there is
/// none. `failed` words the failure from its reason, `solving` the progress
/// from the positions solved and found (both as Fluent numbers).
pub(super) fn solving_ui<'a, T>(
    ui: &mut Ui,
    status: Status<'a, T>,
    failed: impl FnOnce(String) -> String,
    solving: impl FnOnce(FluentValue<'static>, FluentValue<'static>) -> String,
    text: f32,
    tr: &Tr,
) -> Option<&'a T> {
    match status {
        Status::Ready(s) => return Some(s),
        Status::Idle => {}
        Status::Failed(why) => {
            line(ui, failed(job_error(tr, why)), text);
        }
        Status::Running { progress, elapsed } => {
            let p = GameProgress::read(progress, elapsed);
            ui.spinner();
            let words = if p.solved == 0 {
                tr!(tr, "play-fair-walking", positions = count_arg(p.positions))
            } else {
                solving(count_arg(p.solved), count_arg(p.positions))
            };
            line(ui, words, text);
            let seconds = decimals_arg(p.elapsed.as_secs_f64(), 1);
            small(ui, tr!(tr, "game-elapsed", seconds = seconds), text);
        }
    }
    None
}

/// The replay's row (play or pause, restart) and where it is, at a game's end.
pub(super) fn replay_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    ui.add_space(text * 0.5);
    ui.horizontal(|ui| {
        let label = if play.is_replaying() {
            tr!(tr, "play-replay-pause")
        } else {
            tr!(tr, "play-replay")
        };
        if ui
            .add(Button::new(RichText::new(label).size(text)))
            .on_hover_text(if works(ui.ctx(), &Command::Play(PlayCommand::Continue)) {
                tr!(tr, "play-replay-hint")
            } else {
                tr!(tr, "play-replay-hint-off")
            })
            .clicked()
        {
            out.push(Command::Play(PlayCommand::ToggleReplay));
        }
        // A team's game in a class round is not begun again with the dice known.
        let kept = play.is_round_game() && play.hides_best();
        let restart = Button::new(RichText::new(tr!(tr, "play-restart")).size(text));
        if ui
            .add_enabled(!kept, restart)
            .on_disabled_hover_text(tr!(tr, "play-restart-round"))
            .clicked()
        {
            out.push(Command::Play(PlayCommand::Restart));
        }
    });
    small(
        ui,
        tr!(
            tr,
            "play-replay-at",
            n = count_arg(play.shown_move() as u64),
            moves = count_arg(play.moves() as u64)
        ),
        text,
    );
}
