//! The first-run welcome: what the app is, three things to
//! try and a button that starts the lesson. Closing it (or starting the
//! lesson) is remembered in the preferences, so it shows once.

use egui::{Id, Modal, RichText};

use super::shortcuts::works;
use crate::i18n::Tr;
use crate::tr;
use crate::workspace::{Command, Mode};

/// Width of the welcome, in points.
const WIDTH: f32 = 520.0;

/// Shows the welcome; its buttons produce commands.
pub fn welcome(ctx: &egui::Context, tr: &Tr, out: &mut Vec<Command>) {
    let modal = Modal::new(Id::unique("welcome")).show(ctx, |ui| {
        ui.set_width(WIDTH);
        ui.heading(tr!(tr, "welcome-title"));
        ui.add_space(6.0);
        ui.label(tr!(tr, "welcome-what"));
        ui.add_space(6.0);
        ui.strong(tr!(tr, "welcome-try"));
        let solve = if works(ctx, &Command::RunOrPause) {
            tr!(tr, "welcome-try-solve")
        } else {
            tr!(tr, "welcome-try-solve-plain")
        };
        let step = if works(ctx, &Command::StepForward) {
            tr!(tr, "welcome-try-step")
        } else {
            tr!(tr, "welcome-try-step-plain")
        };
        for line in [solve, step, tr!(tr, "welcome-try-edit")] {
            ui.label(format!("•  {line}"));
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let start = egui::Button::new(RichText::new(tr!(tr, "welcome-lesson")).strong());
            if ui.add(start).clicked() {
                out.push(Command::SetMode(Mode::Lesson));
            }
            if ui.button(tr!(tr, "welcome-close")).clicked() {
                out.push(Command::DismissWelcome);
            }
        });
        ui.label(RichText::new(tr!(tr, "welcome-later")).weak());
    });
    if modal.should_close() {
        out.push(Command::DismissWelcome);
    }
}
