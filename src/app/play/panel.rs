//! The Play mode's panel: which game (every roll chosen or a fair die), the
//! piece or the seed, whether each move's cost shows, and starting again.

use egui::{DragValue, RichText, Ui};

use crate::i18n::words::goal_letter;
use crate::i18n::{Tr, count_arg};
use crate::model::Tile;
use crate::tr;
use crate::workspace::{Command, Play, PlayCommand, PlayKind};

/// The panel.
pub fn panel(ui: &mut Ui, play: &Play, tr: &Tr, out: &mut Vec<Command>) {
    ui.heading(tr!(tr, "play-heading"));
    kind_ui(ui, play, None, tr, out);
    let mut push = |c: PlayCommand| out.push(Command::Play(c));
    ui.separator();
    match play.kind() {
        PlayKind::Chosen => {
            for piece in 1..=4u8 {
                let goal = Tile::goal_of_piece(piece).map_or_else(String::new, goal_letter);
                let label = tr!(
                    tr,
                    "play-piece",
                    piece = count_arg(u64::from(piece)),
                    goal = goal
                );
                if ui
                    .selectable_label(play.chosen().piece() == piece, label)
                    .on_hover_text(tr!(tr, "play-piece-hint"))
                    .clicked()
                {
                    push(PlayCommand::SetPiece(piece));
                }
            }
        }
        PlayKind::Fair => {
            ui.horizontal(|ui| {
                ui.label(tr!(tr, "play-seed"));
                let mut seed = play.seed();
                if ui
                    .add(DragValue::new(&mut seed))
                    .on_hover_text(tr!(tr, "play-seed-hint"))
                    .changed()
                {
                    push(PlayCommand::SetSeed(seed));
                }
            });
            if ui
                .button(tr!(tr, "play-new-seed"))
                .on_hover_text(tr!(tr, "play-new-seed-hint"))
                .clicked()
            {
                push(PlayCommand::SetSeed(crate::game::random_seed()));
            }
        }
        PlayKind::Whole => {}
    }
    ui.separator();
    let mut cost = play.shows_cost();
    // In a class round nothing about the best play shows before the end.
    let hidden = play.hides_best();
    let hint = if hidden {
        tr!(tr, "play-show-cost-round")
    } else {
        tr!(tr, "play-show-cost-hint")
    };
    if ui
        .add_enabled(
            !hidden,
            egui::Checkbox::new(&mut cost, tr!(tr, "play-show-cost")),
        )
        .on_hover_text(&hint)
        .on_disabled_hover_text(&hint)
        .changed()
    {
        push(PlayCommand::ToggleCost);
    }
    let kept = play.is_round_game() && hidden;
    let hint = if kept {
        tr!(tr, "play-restart-round")
    } else {
        tr!(tr, "play-restart-hint")
    };
    if ui
        .add_enabled(!kept, egui::Button::new(tr!(tr, "play-restart")))
        .on_hover_text(&hint)
        .on_disabled_hover_text(&hint)
        .clicked()
    {
        push(PlayCommand::Restart);
    }
}

/// Which game: every roll chosen or a fair die (in the panel, and above the
/// story in Present mode, where the panels are hidden, in the story's large
/// type: `text` points).
pub fn kind_ui(ui: &mut Ui, play: &Play, text: Option<f32>, tr: &Tr, out: &mut Vec<Command>) {
    for (kind, label, what) in [
        (
            PlayKind::Chosen,
            tr!(tr, "play-kind-chosen"),
            tr!(tr, "play-kind-chosen-hint"),
        ),
        (
            PlayKind::Fair,
            tr!(tr, "play-kind-fair"),
            tr!(tr, "play-kind-fair-hint"),
        ),
        (
            PlayKind::Whole,
            tr!(tr, "play-kind-whole"),
            tr!(tr, "play-kind-whole-hint"),
        ),
    ] {
        let label = match text {
            Some(size) => RichText::new(label).size(size),
            None => RichText::new(label),
        };
        if ui
            .selectable_label(play.kind() == kind, label)
            .on_hover_text(what)
            .clicked()
            && play.kind() != kind
        {
            out.push(Command::Play(PlayCommand::SetKind(kind)));
        }
    }
}
