//! The first-run welcome: what the app is, the paper it reproduces and
//! that paper's answer (computed here, by the exact DP, when the welcome
//! first shows), things to try (Your turn among them) and a button that
//! starts the lesson. Closing it (or starting the lesson) is remembered in
//! the preferences, so it shows once. Its text is the window's body text,
//! so it grows with the window's zoom.

use egui::{Id, Modal, RichText};

use super::about::{PAPER_AUTHOR, PAPER_YEAR};
use super::shortcuts::works;
use crate::i18n::{Tr, cm_arg, units_arg};
use crate::solver::{Algorithm, NoObserver, Progress, Settings, solve};
use crate::tr;
use crate::workspace::{Command, Mode};

/// The paper's answer under its own rules, computed by the exact DP (a few
/// milliseconds): the shortest total in units, or `None` if it failed.
#[must_use]
pub fn paper_answer() -> Option<f64> {
    let settings = Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    };
    solve(&settings, &Progress::default(), NoObserver)
        .ok()
        .map(|s| s.total_units)
}

/// Width of the welcome, in points.
const WIDTH: f32 = 520.0;

/// Shows the welcome with the paper's `answer` (units); its buttons
/// produce commands.
pub fn welcome(ctx: &egui::Context, tr: &Tr, answer: Option<f64>, out: &mut Vec<Command>) {
    let modal = Modal::new(Id::unique("welcome")).show(ctx, |ui| {
        ui.set_width(WIDTH);
        ui.heading(tr!(tr, "welcome-title"));
        ui.add_space(6.0);
        ui.label(tr!(tr, "welcome-what"));
        ui.add_space(6.0);
        if let Some(units) = answer {
            ui.label(tr!(
                tr,
                "welcome-paper",
                author = PAPER_AUTHOR,
                title = tr!(tr, "paper-title"),
                year = PAPER_YEAR.to_string(),
                units = units_arg(units),
                cm = cm_arg(units)
            ));
            ui.add_space(6.0);
        }
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
        let play = tr!(
            tr,
            "welcome-try-play",
            mode = super::top_bar::mode_label(tr, Mode::Play)
        );
        for line in [solve, step, tr!(tr, "welcome-try-edit"), play] {
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
