//! The "Export an animation" window (File → Export animation…, in the Game,
//! Step and Solve views): what the view animates, the format, frames a
//! second, size, colours and palette (and in Solve the calls shown), and
//! Export…; while it renders, a progress bar of the frames and Cancel. It
//! reads the workspace's animation export and produces commands.

use std::time::Duration;

use egui::{ProgressBar, Slider, Ui};

use crate::figures::animations::ANIMATED_CALLS;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::render::animation::{AnimationFormat, MAX_FPS};
use crate::render::{Scheme, Theme};
use crate::tr;
use crate::workspace::animation_job::{AnimationCommand, SIZES};
use crate::workspace::{Command, Mode, Workspace};

/// Width of the window, in points.
const WIDTH: f32 = 420.0;
/// How often the progress bar is refreshed while an export runs.
const REFRESH: Duration = Duration::from_millis(100);

/// The window, while the workspace has it open.
pub fn animation_window(ctx: &egui::Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    if !ws.animation().is_open() {
        return;
    }
    let mut open = true;
    egui::Window::new(tr!(tr, "animation-title"))
        .open(&mut open)
        .collapsible(false)
        .default_width(WIDTH)
        .show(ctx, |ui| contents(ui, ws, tr, out));
    if !open {
        out.push(Command::Animation(AnimationCommand::Close));
    }
    if ws.animation().is_running() {
        ctx.request_repaint_after(REFRESH);
    }
}

fn contents(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let send = |out: &mut Vec<Command>, c: AnimationCommand| out.push(Command::Animation(c));
    let choice = ws.animation().choice();
    let view = match ws.mode() {
        Mode::Game => Some("game"),
        Mode::Step => Some("step"),
        Mode::Solve => Some("solve"),
        _ => None,
    };
    match view {
        Some(view) => _ = ui.label(tr!(tr, "animation-intro", view = view)),
        None => _ = ui.label(tr!(tr, "animation-none")),
    }
    ui.separator();
    egui::Grid::new("animation-choice")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(tr!(tr, "animation-format"));
            ui.horizontal(|ui| {
                for format in AnimationFormat::ALL {
                    let label = match format {
                        AnimationFormat::Gif => "GIF",
                        AnimationFormat::Apng => "APNG",
                        AnimationFormat::Webp => "WebP",
                    };
                    if ui
                        .selectable_label(choice.format == format, label)
                        .clicked()
                    {
                        send(out, AnimationCommand::SetFormat(format));
                    }
                }
            });
            ui.end_row();
            ui.label(tr!(tr, "animation-fps"));
            let mut fps = choice.fps;
            if ui.add(Slider::new(&mut fps, 1..=MAX_FPS)).changed() {
                send(out, AnimationCommand::SetFps(fps));
            }
            ui.end_row();
            ui.label(tr!(tr, "animation-size"));
            ui.horizontal(|ui| {
                for size in SIZES {
                    let label = format!("{} × {}", size.width, size.height);
                    if ui.selectable_label(choice.size == size, label).clicked() {
                        send(out, AnimationCommand::SetSize(size));
                    }
                }
            });
            ui.end_row();
            if ws.mode() == Mode::Solve {
                ui.label(tr!(tr, "animation-calls"));
                let mut calls = choice.calls;
                if ui
                    .add(Slider::new(&mut calls, ANIMATED_CALLS).logarithmic(true))
                    .changed()
                {
                    send(out, AnimationCommand::SetCalls(calls));
                }
                ui.end_row();
            }
            ui.label(tr!(tr, "animation-theme"));
            ui.horizontal(|ui| {
                for (theme, label) in [
                    (Theme::Light, tr!(tr, "export-theme-light")),
                    (Theme::Dark, tr!(tr, "export-theme-dark")),
                ] {
                    if ui.selectable_label(choice.theme == theme, label).clicked() {
                        send(out, AnimationCommand::SetTheme(theme));
                    }
                }
            });
            ui.end_row();
            ui.label(tr!(tr, "animation-palette"));
            ui.vertical(|ui| {
                for (scheme, label) in [
                    (Scheme::Board, tr!(tr, "colours-board")),
                    (Scheme::ColourBlind, tr!(tr, "colours-colour-blind")),
                    (Scheme::HighContrast, tr!(tr, "colours-high-contrast")),
                ] {
                    if ui
                        .selectable_label(choice.scheme == scheme, label)
                        .clicked()
                    {
                        send(out, AnimationCommand::SetScheme(scheme));
                    }
                }
            });
            ui.end_row();
        });
    ui.separator();
    ui.horizontal(|ui| {
        let start = Command::Animation(AnimationCommand::Start);
        if ui
            .add_enabled(
                ws.allows(&start),
                egui::Button::new(tr!(tr, "animation-start")),
            )
            .clicked()
        {
            out.push(start);
        }
        if ui.button(tr!(tr, "animation-close")).clicked() {
            send(out, AnimationCommand::Close);
        }
    });
    if let Some(s) = ws.animation().status() {
        ui.separator();
        let seconds = decimals_arg(s.elapsed.as_secs_f64(), 1);
        let (fraction, text) = if s.total == 0 {
            (0.0, tr!(tr, "animation-preparing", seconds = seconds))
        } else {
            (
                s.done as f32 / s.total as f32,
                tr!(
                    tr,
                    "animation-running",
                    done = count_arg(s.done as u64),
                    total = count_arg(s.total as u64),
                    seconds = seconds
                ),
            )
        };
        ui.add(ProgressBar::new(fraction).text(text));
        if ui.button(tr!(tr, "animation-cancel")).clicked() {
            send(out, AnimationCommand::Cancel);
        }
    }
}
