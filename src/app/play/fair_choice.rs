//! The fair die's choice in the Play mode's story: the die's face with its
//! question, a button per move (its piece's key at its end), all in one
//! size that keeps the game's widest button on one line in the story's
//! column; and the story scrolled so that a new choice, or the roll that
//! follows it, is in view on a projector whose story is taller than the
//! window.

use egui::{Button, Response, RichText, Ui};

use super::parts::{one_line_size, small};

use crate::app::shortcuts::works;
use crate::i18n::words::play_mode::fair_move;
use crate::i18n::{Tr, count_arg};
use crate::model::Tile;
use crate::tr;
use crate::workspace::{Command, Play, PlayCommand};

/// The die, its question and a button per move of the fair-die game of
/// `play` while a choice waits.
pub(super) fn choice_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    let Some((f, solved)) = play.fair() else {
        return;
    };
    let best = &solved.optimum;
    let Some(die) = f.die() else { return };
    // The die beside its words, top-aligned as in the Game view's story.
    ui.horizontal_top(|ui| {
        let name = tr!(tr, "game-die", face = count_arg(u64::from(die)));
        let accent = ui.visuals().strong_text_color();
        crate::app::die::die_ui(ui, text * DIE_TEXTS, die, accent, &name);
        ui.add_space(text * 0.5);
        let words = tr!(
            tr,
            "play-fair-roll",
            roll = count_arg(f.rolls().len() as u64 + 1),
            die = count_arg(u64::from(die))
        );
        // Wrapped within the column: beside the die a label would run on
        // over the board and widen the column for every line after it.
        ui.add(egui::Label::new(RichText::new(words).size(text)).wrap());
    });
    let moves = f.moves(best);
    let game = f.game(best, usize::MAX);
    let keys = works(ui.ctx(), &Command::Play(PlayCommand::Number(1)));
    let size = widest_fair_move(tr, best.rules()).map_or(text, |w| {
        one_line_size(ui, w, keys.then_some(PIECE_KEY_SAMPLE), text)
    });
    for mv in &moves {
        let piece = crate::figures::scenes::play::moving_piece(&game, *mv).unwrap_or(1);
        let words = fair_move(tr, piece, *mv, best.rules().length(*mv));
        let mut button = Button::new(RichText::new(words).size(size));
        if keys {
            // Key N moves piece N: the key stands on its button.
            button = button.shortcut_text(RichText::new(piece.to_string()).size(size).strong());
        }
        if ui.add(button).clicked() {
            out.push(Command::Play(PlayCommand::Choose(*mv)));
        }
    }
    let keys = if keys {
        tr!(tr, "play-keys-fair")
    } else {
        tr!(tr, "play-keys-fair-off")
    };
    small(ui, keys, text);
}

/// Scrolls the story so that `block` (the choice of roll `roll`, or with
/// `rolling` the die waiting to roll after it) is in view once, when it first
/// shows: a projector's story can be taller than the window, and the
/// buttons come last; after that the story scrolls only by hand, so the
/// lines above stay in reach.
pub(super) fn keep_in_view(ui: &Ui, block: &Response, roll: usize, rolling: bool) {
    let id = ui.scope_id().with("fair_choice_in_view");
    let now = (roll, rolling);
    if ui.data(|d| d.get_temp::<(usize, bool)>(id)) != Some(now) {
        ui.data_mut(|d| d.insert_temp(id, now));
        block.scroll_to_me(None);
    }
}

/// A piece's key as its button shows it (digits are as wide as each other).
const PIECE_KEY_SAMPLE: &str = "4";

/// The widest words a fair-die game can put on a move button: a piece's
/// move between two two-digit tiles with the longest length any move has
/// (digits are as wide as each other; a goal letter or a B slot is
/// narrower), so that one size serves the whole game.
pub(super) fn widest_fair_move(tr: &Tr, rules: &crate::game::GameRules) -> Option<String> {
    use crate::game::{DIE_FACES, Move, Place};
    let longest = (0..=Tile::LAST_TRACK.index())
        .filter_map(Tile::new)
        .flat_map(|from| {
            (1..=DIE_FACES).filter_map(move |roll| {
                Tile::new(from.index() + roll).map(|to| Move {
                    from: Place::Way(from),
                    to,
                })
            })
        })
        .map(|mv| rules.length(mv))
        .fold(0.0, f64::max);
    let from = Tile::new(Tile::LAST_TRACK.index() - 1)?;
    Some(fair_move(
        tr,
        4,
        Move {
            from: Place::Way(from),
            to: Tile::LAST_TRACK,
        },
        longest,
    ))
}

/// The die's face in the story, as a multiple of the text size.
const DIE_TEXTS: f32 = 2.6;
