//! The Game view's centre: the board of the whole game after the rolls made
//! so far, with the story of the current roll on the board's margin — a
//! large die face in the colour of the piece that moves, the move, its
//! length and the running total in units and centimetres. In presentation
//! mode the story is set large enough to read from the back of a room.
//!
//! Its sentences about the game (the total, the comparison with the paper,
//! the tied games, the roll) are [`crate::i18n::words::game`]'s.

use egui::{Color32, Rect, RichText, Ui, UiBuilder};

use super::board_view::{BoardResponse, BoardScene, BoardView};
use super::{die, shortcuts, theme};
use crate::game::ChosenGame;
use crate::i18n::words::game;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::tr;
use crate::workspace::{Command, GameCommand, GamePhase, GamePlay, GameProgress, Status};

/// The story's share of the width when it stands beside the board.
const SIDE_SHARE: f32 = 0.34;
/// The narrowest story column, in points.
const SIDE_MIN: f32 = 220.0;
/// Beside the board when the space is at least this much wider than high.
const SIDE_ASPECT: f32 = 1.25;
/// The story's height above the board, in text lines.
const TOP_LINES: f32 = 9.0;
/// Space around the story, in points.
const STORY_PAD: f32 = 8.0;
/// Text size of the story on a desk.
const DESK_TEXT: f32 = 17.0;
/// Text size in presentation mode: the height divided by this ...
const PRESENT_LINES: f32 = 24.0;
/// ... within these bounds (at least ~28 px on a 1280 × 720 projector).
const PRESENT_TEXT: (f32, f32) = (22.0, 44.0);
/// The footer's text size as a share of the story's.
const FOOTER_SHARE: f32 = 0.72;
/// The die's side as a multiple of the text size.
const DIE_TEXTS: f32 = 4.2;

/// The words shown while the game is computed (or why it was not).
#[must_use]
pub fn status_lines(tr: &Tr, status: Status<'_, ChosenGame>) -> Vec<String> {
    match status {
        Status::Idle | Status::Ready(_) => Vec::new(),
        Status::Failed(why) => vec![tr!(
            tr,
            "game-failed",
            reason = crate::workspace::game_failure(tr, why)
        )],
        Status::Running { progress, elapsed } => {
            let p = GameProgress::read(progress, elapsed);
            let what = match p.phase {
                GamePhase::Walking => tr!(tr, "game-walking", positions = count_arg(p.positions)),
                GamePhase::Solving => tr!(
                    tr,
                    "game-solving",
                    solved = count_arg(p.solved),
                    positions = count_arg(p.positions)
                ),
            };
            let secs = tr!(
                tr,
                "game-elapsed",
                seconds = decimals_arg(p.elapsed.as_secs_f64(), 1)
            );
            vec![what, secs]
        }
    }
}

/// What the margin says: a die (its face and accent colour), a title,
/// lines, and smaller lines about the whole game below.
struct Story {
    die: Option<(u8, Color32)>,
    title: String,
    lines: Vec<String>,
    footer: Vec<String>,
}

/// What the keys do in the Game view, while they work.
fn keys_text(ui: &Ui, tr: &Tr) -> String {
    if shortcuts::works(ui.ctx(), &Command::Game(GameCommand::TogglePlay)) {
        tr!(tr, "game-keys")
    } else {
        tr!(tr, "game-keys-off")
    }
}

fn story(ui: &Ui, play: &GamePlay, tr: &Tr) -> Story {
    let Some(g) = play.current() else {
        return Story {
            die: None,
            title: tr!(tr, "game-heading"),
            lines: status_lines(tr, play.status()),
            footer: Vec::new(),
        };
    };
    let Some((n, roll)) = play.roll() else {
        return Story {
            die: None,
            title: tr!(tr, "game-heading"),
            lines: vec![tr!(tr, "game-at-start"), keys_text(ui, tr)],
            footer: vec![game::total(tr, g), game::paper(tr, g)],
        };
    };
    let accent = roll.step.map_or(ui.visuals().text_color(), |s| {
        theme::piece_colour(ui, s.piece)
    });
    let mut lines = vec![game::roll_move(tr, roll)];
    if let Some(s) = roll.step {
        lines.push(game::length(tr, s.length));
    }
    lines.push(game::running_total(tr, roll.total));
    if n == g.game.rolls.len() {
        lines.push(tr!(tr, "game-all-home"));
    }
    Story {
        die: Some((roll.die, accent)),
        title: game::roll_title(tr, n, g.game.rolls.len()),
        lines,
        footer: vec![game::total(tr, g), game::paper(tr, g)],
    }
}

/// The Game view's centre: the story on the margin and the board.
pub fn central_ui(
    ui: &mut Ui,
    play: &GamePlay,
    board: &BoardScene,
    view: &mut BoardView,
    legend: bool,
    presenting: bool,
    tr: &Tr,
) -> BoardResponse {
    let area = ui.available_rect_before_wrap();
    let size = area.size();
    let text = if presenting {
        (size.y / PRESENT_LINES).clamp(PRESENT_TEXT.0, PRESENT_TEXT.1)
    } else {
        DESK_TEXT
    };
    let s = story(ui, play, tr);
    let board_rect = if area.width() >= area.height() * SIDE_ASPECT {
        // Beside the board: a column of a share of the width.
        let w = (area.width() * SIDE_SHARE)
            .max(SIDE_MIN)
            .min(area.width() - area.height() * 0.5);
        let (column, rest) = area.split_left_right_at_x(area.min.x + w);
        let mut child = ui.new_child(UiBuilder::new().max_rect(column.shrink(STORY_PAD)));
        story_ui(&mut child, &s, text, true, tr);
        rest
    } else {
        // Above the board, without the footer (the panel says it): a fixed
        // height so the board does not jump from roll to roll, more only if
        // the story needs it, at most half.
        let s = Story {
            footer: Vec::new(),
            ..s
        };
        let mut child = ui.new_child(UiBuilder::new().max_rect(area.shrink(STORY_PAD)));
        story_ui(&mut child, &s, text, false, tr);
        let fixed = area.min.y + text * TOP_LINES;
        let top = (child.min_rect().max.y + STORY_PAD)
            .max(fixed)
            .min(area.center().y);
        Rect::from_min_max(egui::pos2(area.min.x, top), area.max)
    };
    let mut child = ui.new_child(UiBuilder::new().max_rect(board_rect));
    let response = view.ui(&mut child, board, legend, tr);
    ui.advance_cursor_after_rect(area);
    response
}

fn story_ui(ui: &mut Ui, s: &Story, text: f32, beside: bool, tr: &Tr) {
    let die_side = (text * DIE_TEXTS).min(ui.available_height() * 0.8);
    let strong = ui.visuals().strong_text_color();
    let body = |ui: &mut Ui| {
        ui.label(RichText::new(&s.title).size(text * 1.15).strong());
        for line in &s.lines {
            ui.label(RichText::new(line).size(text).color(strong));
        }
        if !s.footer.is_empty() {
            ui.add_space(text * 0.5);
        }
        for line in &s.footer {
            ui.label(RichText::new(line).size(text * FOOTER_SHARE));
        }
    };
    let die = |ui: &mut Ui| {
        if let Some((face, accent)) = s.die {
            let name = tr!(tr, "game-die", face = count_arg(u64::from(face)));
            die::die_ui(ui, die_side, face, accent, &name);
        }
    };
    if beside {
        ui.vertical(|ui| {
            die(ui);
            ui.add_space(text * 0.5);
            body(ui);
        });
    } else {
        ui.horizontal_top(|ui| {
            die(ui);
            ui.add_space(text);
            ui.vertical(body);
        });
    }
}
