//! The class round's egui views in the Play mode's story: the button that
//! sets one up, the setup (how many teams, their names, the seed), whose turn
//! it is above the fair-die story with the button that hands over to the
//! next team, and at the end the scoreboard (the board beside it shows every
//! team's path). Every control is named by its words, so a screen reader and
//! the tests find it; every number is the workspace's, replayed against the
//! engine's optimum.

use egui::{Button, DragValue, FontId, RichText, TextEdit, Ui};

use super::parts::{TITLE_SCALE, button, line, title};

use crate::i18n::words::round::{mismatch, standing, team_home, team_name, turn};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::io::FileKind;
use crate::io::round::{MAX_TEAMS, MIN_TEAMS, NAME_CHARS};
use crate::tr;
use crate::workspace::Standing;
use crate::workspace::{
    Command, FileCommand, Play, PlayCommand, PlayKind, Round, RoundCommand, RoundStage, Status,
};

/// The widest name field, in points at the story's text size 15.
const NAME_WIDTH: f32 = 14.0;

/// The class round's part of the story. True when it takes the whole story
/// (the setup and the scoreboard); false when the fair-die story follows.
pub fn round_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) -> bool {
    if play.kind() != PlayKind::Fair {
        return false;
    }
    let Some(r) = play.round() else {
        if button(ui, tr!(tr, "round-open"), text)
            .on_hover_text(tr!(tr, "round-open-hint"))
            .clicked()
        {
            out.push(Command::Round(RoundCommand::Open));
        }
        ui.add_space(text * 0.5);
        return false;
    };
    match r.stage() {
        RoundStage::Setup => {
            setup_ui(ui, play, r, text, tr, out);
            true
        }
        RoundStage::Playing(i) => {
            playing_ui(ui, play, r, i, text, tr, out);
            false
        }
        RoundStage::Done => {
            scoreboard_ui(ui, play, r, text, tr, out);
            true
        }
    }
}

fn push(out: &mut Vec<Command>, c: RoundCommand) {
    out.push(Command::Round(c));
}

fn setup_ui(ui: &mut Ui, play: &Play, r: &Round, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    title(ui, tr!(tr, "round-title"), text);
    line(ui, tr!(tr, "round-intro"), text);
    let count = r.teams().len();
    ui.horizontal(|ui| {
        line(
            ui,
            tr!(tr, "round-teams", count = count_arg(count as u64)),
            text,
        );
        let fewer = Button::new(RichText::new(tr!(tr, "round-fewer")).size(text));
        if ui.add_enabled(count > MIN_TEAMS, fewer).clicked() {
            push(out, RoundCommand::SetCount(count - 1));
        }
        let more = Button::new(RichText::new(tr!(tr, "round-more")).size(text));
        if ui.add_enabled(count < MAX_TEAMS, more).clicked() {
            push(out, RoundCommand::SetCount(count + 1));
        }
    });
    for (i, team) in r.teams().iter().enumerate() {
        ui.horizontal(|ui| {
            let label = ui.label(
                RichText::new(tr!(tr, "round-name", n = count_arg(i as u64 + 1))).size(text),
            );
            let mut name = team.name.clone();
            let field = ui
                .add(
                    TextEdit::singleline(&mut name)
                        .hint_text(team_name(tr, i, ""))
                        .char_limit(NAME_CHARS)
                        .font(FontId::proportional(text))
                        .desired_width(text * NAME_WIDTH),
                )
                .labelled_by(label.id);
            if field.changed() {
                push(out, RoundCommand::Name(i, name));
            }
        });
    }
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(tr!(tr, "round-seed")).size(text));
        let mut seed = play.seed();
        if ui
            .add(DragValue::new(&mut seed))
            .labelled_by(label.id)
            .on_hover_text(tr!(tr, "play-seed-hint"))
            .changed()
        {
            out.push(Command::Play(PlayCommand::SetSeed(seed)));
        }
    });
    ui.add_space(text * 0.5);
    ui.horizontal_wrapped(|ui| {
        if button(ui, tr!(tr, "round-start"), text).clicked() {
            push(out, RoundCommand::Start);
        }
        files_ui(ui, false, text, tr, out);
        if button(ui, tr!(tr, "round-cancel"), text).clicked() {
            push(out, RoundCommand::End);
        }
    });
}

/// Open a round, and (`save`) save this one.
fn files_ui(ui: &mut Ui, save: bool, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    if save && button(ui, tr!(tr, "round-save"), text).clicked() {
        out.push(Command::File(FileCommand::Save(FileKind::Round)));
    }
    if button(ui, tr!(tr, "round-open-file"), text).clicked() {
        out.push(Command::File(FileCommand::Open(FileKind::Round)));
    }
}

fn playing_ui(
    ui: &mut Ui,
    play: &Play,
    r: &Round,
    i: usize,
    text: f32,
    tr: &Tr,
    out: &mut Vec<Command>,
) {
    let teams = r.teams();
    let name = teams.get(i).map_or("", |t| t.name.as_str());
    title(ui, turn(tr, i, teams.len(), name), text * TITLE_SCALE);
    if let Some(m) = r.resumed_mismatch() {
        // The saved turn did not fit the round's game: it goes on before it.
        line(ui, mismatch(tr, i, name, m.choice, &m.text), text);
    }
    if play.round_rules_changed() {
        line(ui, tr!(tr, "round-other-rules"), text);
    } else if !play.is_round_game() {
        line(
            ui,
            tr!(tr, "round-not-its-game", seed = r.seed().to_string()),
            text,
        );
        if button(ui, tr!(tr, "round-resume"), text).clicked() {
            push(out, RoundCommand::Resume);
        }
    } else if play.is_finished()
        && let Some((f, s)) = play.fair()
    {
        line(
            ui,
            team_home(tr, i, name, f.total(&s.optimum), f.rolls().len()),
            text,
        );
        let next = teams
            .iter()
            .enumerate()
            .find(|(j, t)| *j != i && !t.done)
            .map(|(j, t)| team_name(tr, j, &t.name));
        let words = match next {
            Some(name) => tr!(tr, "round-next", name = name),
            None => tr!(tr, "round-show-scoreboard"),
        };
        if button(ui, words, text).clicked() {
            push(out, RoundCommand::Next);
        }
    }
    ui.horizontal_wrapped(|ui| files_ui(ui, true, text * 0.8, tr, out));
    ui.separator();
}

fn scoreboard_ui(ui: &mut Ui, play: &Play, r: &Round, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    title(
        ui,
        tr!(tr, "round-scoreboard", seed = r.seed().to_string()),
        text,
    );
    let teams = r.teams();
    match play.round_standings() {
        Some(list) => standings_grid(ui, r, &list, text, tr, out),
        None => match play.status() {
            Status::Ready(_) => line(ui, tr!(tr, "round-other-rules"), text),
            _ => {
                ui.spinner();
                line(ui, tr!(tr, "round-waiting"), text);
            }
        },
    }
    for (i, score) in play.round_scores().unwrap_or_default().iter().enumerate() {
        if let Some(Err(m)) = score {
            let name = teams.get(i).map_or("", |t| t.name.as_str());
            line(ui, mismatch(tr, i, name, m.choice, &m.text), text);
        }
    }
    if let Status::Ready(s) = play.status()
        && s.rules == r.rules()
        && play.is_round_game()
        && let Some(g) = play.best_game()
    {
        line(
            ui,
            tr!(
                tr,
                "round-best",
                best = units_arg(s.optimum.units()),
                game = units_arg(g.total)
            ),
            text,
        );
    }
    small(ui, tr!(tr, "play-fair-explain"), text);
    ui.add_space(text * 0.5);
    ui.horizontal_wrapped(|ui| {
        files_ui(ui, true, text, tr, out);
        if button(ui, tr!(tr, "round-again"), text).clicked() {
            push(out, RoundCommand::Again);
        }
        if button(ui, tr!(tr, "round-end"), text).clicked() {
            push(out, RoundCommand::End);
        }
    });
}

/// The scoreboard as a table, one row per team (place, name, length, units
/// given away), each row named by its whole line for a screen reader; a
/// click on a team shows its game above the others on the board.
fn standings_grid(
    ui: &mut Ui,
    r: &Round,
    list: &[Standing],
    text: f32,
    tr: &Tr,
    out: &mut Vec<Command>,
) {
    let teams = r.teams();
    let numbers = tr.numbers();
    let head = |ui: &mut Ui, words: String| {
        ui.label(RichText::new(words).size(text * SMALL_SCALE).weak());
    };
    egui::Grid::new("round_standings")
        .striped(true)
        .spacing([text * 0.6, text * 0.2])
        .show(ui, |ui| {
            head(ui, String::new());
            head(ui, tr!(tr, "round-head-team"));
            head(ui, tr!(tr, "round-head-units"));
            head(ui, tr!(tr, "round-head-away"));
            ui.end_row();
            for s in list {
                let name = teams.get(s.team).map_or("", |t| t.name.as_str());
                let said = standing(tr, s.rank, s.tied, s.team, name, s.total, s.away);
                line(
                    ui,
                    tr!(
                        tr,
                        "round-cell-rank",
                        rank = count_arg(s.rank as u64),
                        tied = if s.tied { "yes" } else { "no" }
                    ),
                    text,
                );
                let on = r.highlight() == Some(s.team);
                let name = egui::Button::selectable(
                    on,
                    RichText::new(team_name(tr, s.team, name)).size(text),
                );
                let response = ui.add(name).on_hover_text(tr!(tr, "round-highlight-hint"));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, true, on, &said)
                });
                if response.clicked() {
                    push(out, RoundCommand::Highlight((!on).then_some(s.team)));
                }
                line(ui, numbers.units(s.total), text);
                line(ui, numbers.units(s.away), text);
                ui.end_row();
            }
        });
    if r.highlight().is_some() {
        if button(ui, tr!(tr, "round-highlight-all"), text * SMALL_SCALE).clicked() {
            push(out, RoundCommand::Highlight(None));
        }
    } else {
        small(ui, tr!(tr, "round-highlight-hint"), text);
    }
}

/// Small print's size as a share of the story's text.
const SMALL_SCALE: f32 = 0.8;

fn small(ui: &mut Ui, words: String, text: f32) {
    ui.label(RichText::new(words).size(text * SMALL_SCALE).weak());
}
