//! The Play mode's story beside the board: the title, what to do, one button
//! per target (every roll chosen) or per move offered (a fair die), each named
//! by its words so a screen reader and the tests find it, the score so far,
//! what the last move cost when that is shown, and at the end the verdict, the
//! costliest move and the replay.

use egui::{Button, Color32, FontId, RichText, Ui};

use super::fair_choice;
use super::parts::{TITLE_SCALE, button, line, one_line_size, replay_ui, small, solving_ui, title};

use crate::app::shortcuts::{SingleKeys, hint, works};
use crate::i18n::words::goal_letter;
use crate::i18n::words::play_mode::{
    chosen_done, costliest, fair_cost, fair_costliest, fair_score, fair_total, move_cost,
    no_choice, running, target, tile_text,
};
use crate::i18n::{FluentValue, Tr, count_arg, units_arg};
use crate::model::Tile;
use crate::tr;
use crate::workspace::{ChosenPlay, Command, Play, PlayCommand, PlayKind};

/// The story of the game shown.
pub fn story_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    match play.kind() {
        PlayKind::Chosen => chosen_ui(ui, play, text, tr, out),
        PlayKind::Fair => fair_ui(ui, play, text, tr, out),
        PlayKind::Whole => super::whole::whole_ui(ui, play, text, tr, out),
    }
}

/// The fair die's title with its seed, on one line if it fits; else the seed
/// on a line of its own (wrapped, a long seed stood alone on the title's
/// second line).
fn fair_title(ui: &mut Ui, seed: u64, text: f32, tr: &Tr) {
    let seed = seed.to_string();
    let whole = tr!(tr, "play-fair-title", seed = seed.clone());
    let font = FontId::proportional(text * TITLE_SCALE);
    let width = ui
        .painter()
        .layout_no_wrap(whole.clone(), font, Color32::PLACEHOLDER)
        .size()
        .x;
    if width <= ui.available_width() {
        title(ui, whole, text);
    } else {
        title(ui, tr!(tr, "play-kind-fair"), text);
        line(ui, tr!(tr, "play-fair-seed-line", seed = seed), text);
    }
}

fn chosen_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    let c = play.chosen();
    let piece = count_arg(u64::from(c.piece()));
    title(
        ui,
        tr!(
            tr,
            "play-chosen-title",
            piece = piece.clone(),
            goal = goal_letter(c.goal())
        ),
        text,
    );
    line(ui, running(tr, c.total(), c.optimum()), text);
    if play.shows_cost()
        && !c.is_finished()
        && let Some(m) = c.moves().last()
    {
        let best = m.target.total - m.target.cost;
        let said = move_cost(
            tr,
            c.moves().len(),
            m.target.roll,
            m.from,
            m.target.total,
            best,
        );
        line(ui, said, text);
    }
    ui.add_space(text * 0.5);
    if c.is_finished() {
        chosen_end(ui, play, c, text, tr, out);
        return;
    }
    line(
        ui,
        tr!(
            tr,
            "play-chosen-at",
            piece = piece,
            tile = tile_text(c.at())
        ),
        text,
    );
    // The widest button of the whole game: a 6 to a two-digit tile, with
    // the longest move (digits are as wide as each other).
    let widest = Tile::new(39).map(|far| target(tr, 6, far, c.longest_move()));
    let size = widest.map_or(text, |w| one_line_size(ui, w, None, text));
    for t in c.targets() {
        if button(ui, target(tr, t.roll, t.to, t.length), size).clicked() {
            out.push(Command::Play(PlayCommand::Roll(t.roll)));
        }
    }
    let keys = if works(ui.ctx(), &Command::Play(PlayCommand::Number(1))) {
        tr!(tr, "play-keys-chosen")
    } else {
        tr!(tr, "play-keys-chosen-off")
    };
    small(ui, keys, text);
}

fn chosen_end(
    ui: &mut Ui,
    play: &Play,
    c: &ChosenPlay,
    text: f32,
    tr: &Tr,
    out: &mut Vec<Command>,
) {
    line(ui, chosen_done(tr, c.total(), c.optimum()), text);
    if let Some((n, m)) = c.costliest() {
        line(
            ui,
            costliest(tr, n, m.target.roll, m.from, m.target.to, m.target.cost),
            text,
        );
    }
    if play.shows_cost() {
        for (i, m) in c.moves().iter().enumerate() {
            let best = m.target.total - m.target.cost;
            small(
                ui,
                move_cost(tr, i + 1, m.target.roll, m.from, m.target.total, best),
                text,
            );
        }
    }
    replay_ui(ui, play, text, tr, out);
}

fn fair_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    fair_title(ui, play.seed(), text, tr);
    let failed = |reason: String| tr!(tr, "play-fair-failed", reason = reason);
    let solving = |solved: FluentValue<'static>, positions: FluentValue<'static>| {
        tr!(
            tr,
            "play-fair-solving",
            solved = solved,
            positions = positions
        )
    };
    let Some(solved) = solving_ui(ui, play.status(), failed, solving, text, tr) else {
        return;
    };
    let Some((f, _)) = play.fair() else { return };
    let best = &solved.optimum;
    let done = f.is_finished(best);
    line(
        ui,
        fair_total(tr, f.total(best), f.rolls().len(), done),
        text,
    );
    let [away, compare] = fair_score(tr, f.given_away(), best.units(), solved.ordinary.units);
    let scored = play.shows_cost() || (done && !play.hides_best());
    if scored {
        line(ui, away, text);
    }
    line(ui, compare, text);
    if play.shows_cost() && !done {
        let last = f.rolls().iter().enumerate().rev().find(|(_, r)| r.chosen);
        if let Some((i, r)) = last
            && let Some(b) = r.best
        {
            line(ui, fair_cost(tr, i + 1, r.cost, b), text);
        }
    }
    // The rolls that played themselves since the last choice, in one line.
    let (first, run) = f.unchosen_run();
    let run: Vec<(u8, Option<crate::game::Move>)> = run.iter().map(|r| (r.die, r.mv)).collect();
    if let Some(said) = no_choice(tr, first, &run) {
        small(ui, said, text);
    }
    ui.add_space(text * 0.5);
    if done {
        if let Some(g) = play.best_game() {
            line(
                ui,
                tr!(tr, "play-fair-best-game", units = units_arg(g.total)),
                text,
            );
        }
        if !play.hides_best()
            && let Some((n, r)) = f.costliest()
            && let Some(mv) = r.mv
        {
            line(ui, fair_costliest(tr, n, r.die, mv, r.cost), text);
        }
        if scored {
            small(ui, tr!(tr, "play-fair-explain"), text);
        }
        undo_ui(ui, play, text, tr, out);
        replay_ui(ui, play, text, tr, out);
        return;
    }
    if f.is_roll_due(best) {
        let block = ui.scope(|ui| roll_ui(ui, play, text, tr, out));
        fair_choice::keep_in_view(ui, &block.response, f.rolls().len(), true);
        return;
    }
    let block = ui.scope(|ui| fair_choice::choice_ui(ui, play, text, tr, out));
    fair_choice::keep_in_view(ui, &block.response, f.rolls().len(), false);
}

/// After a choice: roll the die on, or take the choice back.
fn roll_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    line(ui, tr!(tr, "play-fair-chosen"), text);
    ui.horizontal_wrapped(|ui| {
        let roll = Command::Play(PlayCommand::RollDie);
        let words = tr!(tr, "play-fair-roll-die");
        if ui
            .add(Button::new(RichText::new(words).size(text).strong()))
            .on_hover_text(hint(
                tr,
                &tr!(tr, "play-fair-roll-die-hint"),
                &Command::Play(PlayCommand::Continue),
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(roll);
        }
        undo_ui(ui, play, text, tr, out);
    });
}

/// Takes the last choice back, while the die has not rolled since.
fn undo_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    if !play.can_undo() {
        return;
    }
    let undo = Command::Play(PlayCommand::Undo);
    if ui
        .add(Button::new(
            RichText::new(tr!(tr, "play-fair-undo")).size(text),
        ))
        .on_hover_text(hint(
            tr,
            &tr!(tr, "play-fair-undo-hint"),
            &undo,
            SingleKeys::of(ui.ctx()),
        ))
        .clicked()
    {
        out.push(undo);
    }
}
