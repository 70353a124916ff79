//! The handout window (File → Export lesson as PDF… and File → Worksheet…):
//! the lesson (its page, 16:9 or A4) or a worksheet (its seed), Export PDF…,
//! and while a handout is written its pages so far, its time and Cancel. It
//! reads the workspace's [`crate::workspace::handout::Handouts`] and produces
//! commands.

use egui::Ui;

use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::tr;
use crate::workspace::HandoutKind;
use crate::workspace::handout::{HandoutCommand, PageShape};
use crate::workspace::{Command, Workspace};

/// Width of the window, in points.
const WIDTH: f32 = 460.0;

/// The window, while the workspace has it open.
pub fn handout_window(ctx: &egui::Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    if !ws.handout().is_open() {
        return;
    }
    let mut open = true;
    egui::Window::new(tr!(tr, "handout-window-title"))
        .open(&mut open)
        .collapsible(false)
        .default_width(WIDTH)
        .show(ctx, |ui| contents(ui, ws, tr, out));
    if !open {
        out.push(Command::Handout(HandoutCommand::Close));
    }
}

fn contents(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let h = ws.handout();
    let choice = h.choice();
    let send = |out: &mut Vec<Command>, c: HandoutCommand| out.push(Command::Handout(c));
    ui.label(tr!(tr, "handout-window-intro"));
    ui.separator();
    for (kind, label) in [
        (HandoutKind::Lesson, tr!(tr, "handout-kind-lesson")),
        (HandoutKind::Worksheet, tr!(tr, "handout-kind-worksheet")),
        (HandoutKind::Guide, tr!(tr, "handout-kind-guide")),
    ] {
        if ui.radio(choice.kind == kind, label).clicked() && choice.kind != kind {
            send(out, HandoutCommand::Open(kind));
        }
    }
    ui.separator();
    match choice.kind {
        HandoutKind::Lesson => {
            ui.horizontal(|ui| {
                ui.label(tr!(tr, "handout-page-size"));
                for (page, label) in [
                    (PageShape::Wide, tr!(tr, "handout-page-wide")),
                    (PageShape::A4, tr!(tr, "handout-page-a4")),
                ] {
                    if ui.selectable_label(choice.page == page, label).clicked() {
                        send(out, HandoutCommand::SetPage(page));
                    }
                }
            });
        }
        HandoutKind::Worksheet => {
            ui.horizontal(|ui| {
                let label = ui.label(tr!(tr, "handout-seed"));
                let mut seed = choice.seed;
                if ui
                    .add(egui::DragValue::new(&mut seed).range(0..=u32::MAX))
                    .labelled_by(label.id)
                    .changed()
                {
                    send(out, HandoutCommand::SetSeed(seed));
                }
            });
        }
        HandoutKind::Guide => {}
    }
    ui.horizontal(|ui| {
        let start = Command::Handout(HandoutCommand::Start);
        if ui
            .add_enabled(
                ws.allows(&start),
                egui::Button::new(tr!(tr, "handout-start")),
            )
            .clicked()
        {
            out.push(start);
        }
        if ui.button(tr!(tr, "handout-close")).clicked() {
            send(out, HandoutCommand::Close);
        }
    });
    if let Some(s) = h.status() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.spinner();
            let name = match s.what {
                HandoutKind::Lesson => tr!(tr, "handout-kind-lesson"),
                HandoutKind::Worksheet => tr!(tr, "handout-kind-worksheet"),
                HandoutKind::Guide => tr!(tr, "handout-kind-guide"),
            };
            ui.label(tr!(
                tr,
                "handout-running",
                name = name,
                done = count_arg(s.done as u64),
                count = count_arg(s.total as u64),
                seconds = decimals_arg(s.elapsed.as_secs_f64(), 1)
            ));
        });
        // The bar is there from the start (empty until the pages are
        // counted), so Cancel below never moves under the pointer.
        let share = if s.total > 0 {
            s.done as f32 / s.total as f32
        } else {
            0.0
        };
        ui.add(egui::ProgressBar::new(share));
        if ui.button(tr!(tr, "handout-cancel")).clicked() {
            send(out, HandoutCommand::Cancel);
        }
    }
}
