//! The Play mode's egui views: the story beside the board (what to do, the
//! targets or moves as buttons with accessible names, the running score, what
//! the last move cost, the end's verdict and the replay) in [`central_ui`],
//! and the choice of game, piece, seed and cost display in [`panel`]. Clicks
//! on the board's ringed targets pick them too. Words come from
//! [`crate::i18n::words::play_mode`] and the `## Play` section of the
//! translation files; every number is the workspace's.

mod fair_choice;
mod panel;
mod parts;
mod round;
mod story;
mod whole;

pub use panel::panel;

use egui::{Ui, UiBuilder};

use super::board_view::{BoardScene, BoardView};
use crate::i18n::Tr;
use crate::model::BoardTile;
use crate::workspace::{Command, Play, PlayCommand, PlayKind, Workspace};

/// The story's share of the width when it stands beside the board.
const SIDE_SHARE: f32 = 0.38;
/// The story's share of the width beside the round's board (the scoreboard).
const SCOREBOARD_SHARE: f32 = 0.5;
/// The narrowest story column, in points.
const SIDE_MIN: f32 = 210.0;
/// Beside the story the board keeps at least this share of the height (on
/// a 1024 × 768 projector its tiles then span 60 % of the window's height).
const BOARD_BESIDE_SHARE: f32 = 0.74;
/// Beside the board when the space is at least this much wider than high.
const SIDE_ASPECT: f32 = 1.2;
/// The story's share of the height when it stands above the board.
const STORY_TOP_SHARE: f32 = 0.45;
/// Space around the story, in points.
const STORY_PAD: f32 = 8.0;
/// Text size of the story on a desk.
const DESK_TEXT: f32 = 15.0;
/// Text size in presentation mode: the height divided by this ...
const PRESENT_LINES: f32 = 30.0;
/// ... within these bounds (about 24 px on a 1280 × 720 projector).
const PRESENT_TEXT: (f32, f32) = (20.0, 36.0);

/// The Play mode's centre: the story and the board.
pub fn central_ui(
    ui: &mut Ui,
    ws: &Workspace,
    board: &BoardScene,
    view: &mut BoardView,
    tr: &Tr,
    out: &mut Vec<Command>,
) {
    let play = ws.play();
    let area = ui.available_rect_before_wrap();
    let text = if ws.presenting() {
        (area.height() / PRESENT_LINES).clamp(PRESENT_TEXT.0, PRESENT_TEXT.1)
    } else {
        DESK_TEXT
    };
    // The scoreboard's table wants more room than a game's story.
    let scoreboard = play.kind() == PlayKind::Fair
        && play
            .round()
            .is_some_and(|r| r.stage() == crate::workspace::RoundStage::Done);
    let share = if scoreboard {
        SCOREBOARD_SHARE
    } else {
        SIDE_SHARE
    };
    // Beside the board or above it, whichever leaves the board larger (on
    // a 1024 × 768 projector the story beside it leaves the board 60 % of
    // the height; above it, less).
    let side_w = (area.width() * share)
        .min(area.width() - area.height() * BOARD_BESIDE_SHARE)
        .max(SIDE_MIN)
        .min(area.width() - area.height() * 0.5);
    let beside = (area.width() - side_w).min(area.height());
    let above = area.width().min(area.height() * (1.0 - STORY_TOP_SHARE));
    let (story_rect, board_rect) = if area.width() >= area.height() * SIDE_ASPECT || beside >= above
    {
        area.split_left_right_at_x(area.min.x + side_w)
    } else {
        area.split_top_bottom_at_y(area.min.y + area.height() * STORY_TOP_SHARE)
    };
    let mut child = ui.new_child(UiBuilder::new().max_rect(story_rect.shrink(STORY_PAD)));
    egui::ScrollArea::vertical()
        .id_salt("play_story")
        .show(&mut child, |ui| {
            if ws.presenting() {
                // The panels are hidden: the choice of game stands above the story.
                ui.horizontal_wrapped(|ui| panel::kind_ui(ui, play, Some(text), tr, out));
            }
            if !round::round_ui(ui, play, text, tr, out) {
                story::story_ui(ui, play, text, tr, out);
            }
        });
    let mut child = ui.new_child(UiBuilder::new().max_rect(board_rect));
    // The round's board names each team in its legend: always shown.
    let resp = view.ui(&mut child, board, ws.legend_shown() || scoreboard, tr);
    if let Some(tile) = resp.clicked
        && let Some(command) = board_pick(play, board, tile)
    {
        out.push(Command::Play(command));
    }
    ui.advance_cursor_after_rect(area);
}

/// What a click on `tile` picks: a ringed target (or, with a fair die, the
/// piece that would move).
fn board_pick(play: &Play, board: &BoardScene, tile: BoardTile) -> Option<PlayCommand> {
    let colour = board.scene.colour;
    match play.kind() {
        PlayKind::Chosen => play
            .chosen()
            .targets()
            .into_iter()
            .find(|t| BoardTile::of(colour, t.to) == tile)
            .map(|t| PlayCommand::Roll(t.roll)),
        PlayKind::Fair => {
            let (f, s) = play.fair()?;
            let moves = f.moves(&s.optimum);
            let lands = moves.iter().find(|m| BoardTile::of(colour, m.to) == tile);
            let leaves = moves
                .iter()
                .find(|m| crate::figures::scenes::game_board::board_tile(colour, m.from) == tile);
            lands.or(leaves).map(|m| PlayCommand::Choose(*m))
        }
        PlayKind::Whole => whole::board_pick(play, colour, tile),
    }
}
