//! What a class round asks of the window: quitting (Ctrl+Q, or closing the
//! window) while a team plays asks first, and the round is saved with the
//! settings as soon as it changes ([`RoundGuard`]), so a round a team was
//! playing when the window closed, however it closed, is offered again at
//! the next start ([`kept_window`]: carry on, or discard it). The questions
//! are small windows in the middle of the screen; their buttons are
//! [`Command`]s.

use std::time::Duration;

use egui::{Align2, Context, Vec2, ViewportCommand};

use crate::i18n::words::round::team_name;
use crate::i18n::{Tr, count_arg};
use crate::io::RoundFile;
use crate::tr;
use crate::workspace::{Command, Prefs, RoundCommand, RoundStage, WindowCommand, Workspace};

/// The windows' width, in points.
const WIDTH: f32 = 440.0;

/// How soon a changed class round is saved with the settings.
const ROUND_SAVE: Duration = Duration::from_secs(1);
/// eframe's own interval between saves.
const USUAL_SAVE: Duration = Duration::from_secs(30);

/// The window's side of a class round: the quit question and the saves.
#[derive(Debug, Default)]
pub struct RoundGuard {
    /// Is the window asking whether to quit?
    asking: bool,
    /// Was quitting confirmed (the window then closes)?
    confirmed: bool,
    /// The round as last saved with the settings.
    saved: Option<RoundFile>,
}

impl RoundGuard {
    /// Is the window asking whether to quit during a class round?
    #[must_use]
    #[doc(hidden)]
    pub fn asking(&self) -> bool {
        self.asking
    }

    /// Ctrl+Q: closes the window, or asks first while a team plays.
    pub fn quit(&mut self, ctx: &Context, ws: &Workspace) {
        if ws.play().round_in_progress() && !self.confirmed {
            self.asking = true;
        } else {
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
    }

    /// The question's *Quit*: the window closes.
    pub fn quit_anyway(&mut self, ctx: &Context) {
        self.confirmed = true;
        ctx.send_viewport_cmd(ViewportCommand::Close);
    }

    /// The window's close button while a team plays: the close waits for
    /// the question's answer.
    pub fn hold_close(&mut self, ctx: &Context, ws: &Workspace) {
        if ctx.input(|i| i.viewport().close_requested())
            && ws.play().round_in_progress()
            && !self.confirmed
        {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            self.asking = true;
        }
    }

    /// Asks for a frame within [`ROUND_SAVE`] while the round differs from
    /// the one saved last, so that eframe saves it (it saves only after a
    /// frame).
    pub fn wake_to_save(&self, ctx: &Context, ws: &Workspace) {
        if ws.round_to_keep() != self.saved {
            ctx.request_repaint_after(ROUND_SAVE);
        }
    }

    /// The settings were saved with `prefs`.
    pub fn saved(&mut self, prefs: &Prefs) {
        self.saved.clone_from(&prefs.round);
    }

    /// How soon eframe saves next: at once after a change of the round (a
    /// choice, a team home), so it survives a crash or a pulled plug.
    #[must_use]
    pub fn save_interval(&self, ws: &Workspace) -> Duration {
        if ws.round_to_keep() == self.saved {
            USUAL_SAVE
        } else {
            ROUND_SAVE
        }
    }

    /// The quit question, while it is asked.
    pub fn quit_window(&mut self, ctx: &Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
        quit_window(ctx, ws, tr, &mut self.asking, out);
    }
}

/// Asks whether to quit while a class round is played, as long as `asking`;
/// *Keep playing* (or closing the question) clears it.
fn quit_window(ctx: &Context, ws: &Workspace, tr: &Tr, asking: &mut bool, out: &mut Vec<Command>) {
    if !*asking {
        return;
    }
    let playing = ws.play().round().and_then(|r| match r.stage() {
        RoundStage::Playing(i) => Some(team_name(tr, i, &r.teams().get(i)?.name)),
        _ => None,
    });
    let Some(name) = playing else {
        // Nobody plays any more: nothing to ask.
        *asking = false;
        return;
    };
    let mut open = true;
    egui::Window::new(tr!(tr, "quit-round-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .default_width(WIDTH)
        .show(ctx, |ui| {
            ui.set_max_width(WIDTH);
            ui.label(tr!(tr, "quit-round-text", name = name));
            ui.horizontal(|ui| {
                if ui.button(tr!(tr, "quit-round-stay")).clicked() {
                    *asking = false;
                }
                if ui.button(tr!(tr, "quit-round-quit")).clicked() {
                    *asking = false;
                    out.push(Command::Window(WindowCommand::QuitAnyway));
                }
            });
        });
    if !open {
        *asking = false;
    }
}

/// Offers the round kept from the last time the window was open.
pub fn kept_window(ctx: &Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let Some(file) = ws.kept_round() else { return };
    let playing = file.teams.iter().position(|t| !t.done).unwrap_or(0);
    let (name, choices) = file
        .teams
        .get(playing)
        .map_or((String::new(), 0), |t| (t.name.clone(), t.choices.len()));
    egui::Window::new(tr!(tr, "round-kept-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .default_width(WIDTH)
        .show(ctx, |ui| {
            ui.set_max_width(WIDTH);
            ui.label(tr!(
                tr,
                "round-kept-text",
                teams = count_arg(file.teams.len() as u64),
                seed = file.seed.to_string(),
                name = team_name(tr, playing, &name),
                choices = count_arg(choices as u64)
            ));
            ui.horizontal(|ui| {
                if ui.button(tr!(tr, "round-kept-carry-on")).clicked() {
                    out.push(Command::Round(RoundCommand::CarryOnKept));
                }
                if ui.button(tr!(tr, "round-kept-discard")).clicked() {
                    out.push(Command::Round(RoundCommand::DiscardKept));
                }
            });
        });
}
