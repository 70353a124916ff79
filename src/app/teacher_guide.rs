//! Help → *Teacher's guide*: the plan of a 45-minute lesson in a window, in
//! the window's language ([`crate::workspace::lesson::guide`]), the same
//! words `maedn handout guide` prints. The Predict answers are the engine's,
//! computed on the Predict prompts' own background jobs; they stay folded
//! until the teacher asks for them (the window may be on the projector).
//! *Save as PDF…* opens the handout window on the guide.

use egui::{Id, RichText};

use crate::i18n::Tr;
use crate::tr;
use crate::workspace::HandoutKind;
use crate::workspace::Status;
use crate::workspace::handout::HandoutCommand;
use crate::workspace::lesson::guide::{Answer, guide};
use crate::workspace::{Command, PredictCommand, Slide, Workspace, job_error};

/// The window's size at first, in points.
const SIZE: [f32; 2] = [620.0, 560.0];

/// Where the window's open state lives in egui's memory.
fn open_id() -> Id {
    Id::unique("maedn-teacher-guide-open")
}

/// Where "show the answers" lives.
fn answers_id() -> Id {
    Id::unique("maedn-teacher-guide-answers")
}

/// Opens the guide (from the next frame on).
pub fn open(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(open_id(), true));
}

/// Shows the guide while it is open.
pub fn window(ctx: &egui::Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let mut open = ctx.data(|d| d.get_temp::<bool>(open_id()).unwrap_or(false));
    if !open {
        return;
    }
    // The answers are computed as the lesson computes them, once.
    let questions: Vec<_> = Slide::ALL
        .iter()
        .filter_map(|s| crate::workspace::lesson::predict::question(*s))
        .collect();
    for q in &questions {
        if ws.predictions().get(q).is_none() {
            out.push(Command::Predict(PredictCommand::Ask(*q)));
        }
    }
    let text = guide(tr, |q| match ws.predictions().get(q).map(|p| p.truth) {
        Some(Status::Ready(t)) => Answer::Ready(t.clone()),
        Some(Status::Failed(e)) => Answer::Failed(job_error(tr, e)),
        Some(Status::Idle | Status::Running { .. }) | None => Answer::Computing,
    });
    egui::Window::new(tr!(tr, "help-teacher-guide"))
        // One window whatever its title's language (a title of another
        // language made it a new window, elsewhere), below the top bar.
        .id(Id::unique("maedn-teacher-guide"))
        .default_pos(super::top_bar::below(ctx).min + egui::vec2(24.0, 12.0))
        .constrain_to(super::top_bar::below(ctx))
        .open(&mut open)
        .default_size(SIZE)
        .vscroll(true)
        .show(ctx, |ui| {
            ui.set_max_width(SIZE[0]);
            ui.heading(&text.title);
            ui.label(&text.intro);
            for (head, what) in &text.steps {
                ui.add_space(4.0);
                ui.label(RichText::new(head).strong());
                ui.label(what);
            }
            ui.add_space(6.0);
            ui.label(RichText::new(&text.answers_heading).strong());
            let mut shown = ui.data(|d| d.get_temp::<bool>(answers_id()).unwrap_or(false));
            if ui
                .checkbox(&mut shown, tr!(tr, "guide-teacher-show-answers"))
                .changed()
            {
                ui.data_mut(|d| d.insert_temp(answers_id(), shown));
            }
            if shown {
                for a in &text.answers {
                    ui.label(a);
                }
            }
            ui.add_space(6.0);
            ui.label(RichText::new(&text.round_heading).strong());
            ui.label(&text.round);
            ui.add_space(6.0);
            if ui.button(tr!(tr, "guide-teacher-save")).clicked() {
                out.push(Command::Handout(HandoutCommand::Open(HandoutKind::Guide)));
            }
        });
    ctx.data_mut(|d| d.insert_temp(open_id(), open));
}
