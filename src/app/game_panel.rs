//! The Game view's panel: shortest or quickest; the game's total, whether it
//! reaches the paper's total and how many games tie; play / pause, step,
//! scrub, speed, start and end; each piece's way; every roll (click one to
//! go there); and the export of the game's figure. It reads the workspace's
//! [`GamePlay`] and produces [`Command`]s; its words come from the `## Game`
//! section of the translation files.

use egui::{Grid, RichText, ScrollArea, Slider, Ui};

use super::game_view::status_lines;
use super::steady::{Transport, transport_row};
use super::theme;
use crate::game::{ChosenGame, Objective, Place};
use crate::i18n::words::game::{paper, roll_move, ties, total};
use crate::i18n::words::play_mode::place_text;
use crate::i18n::{Tr, count_arg, decimals_arg, units_arg};
use crate::model::Tile;
use crate::tr;
use crate::workspace::{Command, ExportCommand, GameCommand, GamePlay, PLAY_SPEED_RANGE};

/// Text size of the game's total in the panel.
const TOTAL_TEXT: f32 = 18.0;

/// The panel.
pub fn game_panel(ui: &mut Ui, play: &GamePlay, speed: f32, tr: &Tr, out: &mut Vec<Command>) {
    ui.heading(tr!(tr, "game-heading"));
    ui.horizontal(|ui| {
        for (objective, label, what) in [
            (
                Objective::Shortest,
                tr!(tr, "game-shortest"),
                tr!(tr, "game-shortest-hint"),
            ),
            (
                Objective::Quickest,
                tr!(tr, "game-quickest"),
                tr!(tr, "game-quickest-hint"),
            ),
        ] {
            if ui
                .selectable_label(play.objective() == objective, label)
                .on_hover_text(what)
                .clicked()
                && play.objective() != objective
            {
                out.push(Command::Game(GameCommand::SetObjective(objective)));
            }
        }
    });
    ui.separator();
    let status = play.status();
    if status.is_running() {
        ui.spinner();
    }
    for line in status_lines(tr, status) {
        ui.label(line);
    }
    let Some(g) = play.current() else {
        return;
    };
    summary_ui(ui, g, tr);
    ui.separator();
    controls_ui(ui, play, speed, tr, out);
    ui.separator();
    ScrollArea::vertical().show(ui, |ui| {
        pieces_ui(ui, g, tr);
        ui.separator();
        rolls_ui(ui, g, play.cursor(), tr, out);
        ui.separator();
        let name = match g.objective {
            Objective::Shortest => "game",
            Objective::Quickest => "quickest-game",
        };
        if ui
            .button(tr!(tr, "game-export"))
            .on_hover_text(tr!(tr, "game-export-hint"))
            .clicked()
        {
            out.push(Command::Export(ExportCommand::Open(Some(name.to_owned()))));
        }
    });
}

fn summary_ui(ui: &mut Ui, g: &ChosenGame, tr: &Tr) {
    ui.label(RichText::new(total(tr, g)).size(TOTAL_TEXT).strong());
    let paper = paper(tr, g);
    if g.reaches_independent() {
        ui.colored_label(theme::OK_TEXT, paper);
    } else {
        ui.label(paper);
    }
    ui.label(ties(tr, g));
    let seconds = (g.explore_time + g.solve_time).as_secs_f64();
    ui.small(tr!(
        tr,
        "game-method",
        positions = count_arg(g.states as u64),
        seconds = decimals_arg(seconds, 2)
    ));
}

fn controls_ui(ui: &mut Ui, play: &GamePlay, speed: f32, tr: &Tr, out: &mut Vec<Command>) {
    let one = |word, what, command| Transport::one(word, what, Command::Game(command));
    let buttons = vec![
        one(
            tr!(tr, "game-start"),
            tr!(tr, "game-start-hint"),
            GameCommand::To(0),
        ),
        one(
            tr!(tr, "game-prev"),
            tr!(tr, "game-prev-hint"),
            GameCommand::Back,
        ),
        Transport {
            words: vec![tr!(tr, "game-play"), tr!(tr, "game-pause")],
            shown: usize::from(play.is_playing()),
            what: tr!(tr, "game-play-hint"),
            command: Command::Game(GameCommand::TogglePlay),
        },
        one(
            tr!(tr, "game-next"),
            tr!(tr, "game-next-hint"),
            GameCommand::Forward,
        ),
        one(
            tr!(tr, "game-end"),
            tr!(tr, "game-end-hint"),
            GameCommand::Last,
        ),
    ];
    transport_row(ui, buttons, tr, out);
    let mut at = play.cursor();
    if ui
        .add(Slider::new(&mut at, 0..=play.last()).text(tr!(tr, "game-slider")))
        .on_hover_text(tr!(tr, "game-slider-hint"))
        .changed()
    {
        out.push(Command::Game(GameCommand::To(at)));
    }
    let mut new_speed = speed;
    ui.add(
        Slider::new(&mut new_speed, PLAY_SPEED_RANGE)
            .logarithmic(true)
            .text(tr!(tr, "game-speed")),
    )
    .on_hover_text(tr!(tr, "game-speed-hint"));
    if new_speed.to_bits() != speed.to_bits() {
        out.push(Command::SetPlaySpeed(new_speed));
    }
    match play.roll() {
        Some((_, r)) => {
            ui.label(roll_move(tr, r));
        }
        None => {
            ui.label(tr!(tr, "game-at-start"));
        }
    }
}

fn pieces_ui(ui: &mut Ui, g: &ChosenGame, tr: &Tr) {
    ui.strong(tr!(tr, "game-pieces-heading"));
    Grid::new("game_pieces").striped(true).show(ui, |ui| {
        for id in [
            tr!(tr, "game-col-piece"),
            tr!(tr, "game-col-way"),
            tr!(tr, "game-col-out"),
            tr!(tr, "game-col-from-a"),
            tr!(tr, "game-col-moves"),
        ] {
            ui.strong(id);
        }
        ui.end_row();
        for p in &g.game.pieces {
            let colour = theme::piece_colour(ui, p.piece);
            ui.colored_label(colour, p.piece.to_string());
            let home = p
                .home()
                .map_or_else(|| "—".to_owned(), |t| place_text(Place::Way(t)));
            ui.label(tr!(tr, "game-way", slot = p.slot.to_string(), home = home));
            ui.label(tr!(tr, "length-label", units = units_arg(p.start_move)));
            ui.label(tr!(tr, "length-label", units = units_arg(p.from_a)));
            ui.label(p.moves.to_string());
            ui.end_row();
        }
    });
    if let Some(note) = pairing_note(tr, g) {
        ui.label(note);
    }
}

/// Why the table's pieces reach other goals than the paper's pieces of the
/// same number (the lesson's answer pairs 3 → b, 4 → a): here a piece is
/// named by its place in B, the paper's by its goal. `None` when every
/// piece reaches its paper goal.
#[must_use]
pub fn pairing_note(tr: &Tr, g: &ChosenGame) -> Option<String> {
    let differ: Vec<String> = g
        .game
        .pieces
        .iter()
        .filter_map(|p| {
            let home = p.home()?;
            (Tile::goal_of_piece(p.piece) != Some(home))
                .then(|| format!("{} → {}", p.piece, place_text(Place::Way(home))))
        })
        .collect();
    (!differ.is_empty()).then(|| tr!(tr, "game-pairing-note", pairs = differ.join(", ")))
}

fn rolls_ui(ui: &mut Ui, g: &ChosenGame, cursor: usize, tr: &Tr, out: &mut Vec<Command>) {
    egui::CollapsingHeader::new(tr!(tr, "game-rolls-heading"))
        .default_open(false)
        .show(ui, |ui| {
            for (i, r) in g.game.rolls.iter().enumerate() {
                let n = i + 1;
                let Some(s) = r.step else { continue };
                let text = tr!(
                    tr,
                    "game-roll-row",
                    roll = count_arg(n as u64),
                    die = count_arg(u64::from(r.die)),
                    piece = count_arg(u64::from(s.piece)),
                    from = place_text(s.from),
                    to = place_text(Place::Way(s.to)),
                    length = units_arg(s.length),
                    total = units_arg(r.total)
                );
                let colour = theme::piece_colour(ui, s.piece);
                if ui
                    .selectable_label(n == cursor, RichText::new(text).color(colour))
                    .clicked()
                {
                    out.push(Command::Game(GameCommand::To(n)));
                }
            }
        });
}
