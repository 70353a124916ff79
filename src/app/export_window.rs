//! The "Export a figure" window (File → Export figure…): every named figure
//! of [`crate::figures::FIGURES`] — the paper's, the explorer's, the game's —
//! with what it shows, SVG or PNG, light or dark, and Export…; while an
//! export is built, its time and counters and a Cancel button. It reads the
//! workspace's [`crate::workspace::FigureExport`] and produces commands.

use egui::{RichText, ScrollArea, Ui};

use crate::figures::FIGURES;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::io::Format;
use crate::render::Theme;
use crate::tr;
use crate::workspace::{Command, ExportCommand, Workspace};

/// Height of the list of figures, in points.
const LIST_HEIGHT: f32 = 320.0;
/// Width of the window, in points.
const WIDTH: f32 = 560.0;

/// The window, while the workspace has it open.
pub fn export_window(ctx: &egui::Context, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let export = ws.export();
    if !export.is_open() {
        return;
    }
    let mut open = true;
    egui::Window::new(tr!(tr, "export-title"))
        .open(&mut open)
        .collapsible(false)
        .default_width(WIDTH)
        .show(ctx, |ui| contents(ui, ws, tr, out));
    if !open {
        out.push(Command::Export(ExportCommand::Close));
    }
}

fn contents(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let export = ws.export();
    let choice = export.choice();
    ui.label(tr!(tr, "export-intro"));
    ui.separator();
    ScrollArea::vertical()
        .max_height(LIST_HEIGHT)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for spec in FIGURES {
                let chosen = choice.name == spec.name;
                let about = spec.about(tr);
                if ui
                    .selectable_label(chosen, RichText::new(spec.name).monospace().strong())
                    .on_hover_text(&about)
                    .clicked()
                    && !chosen
                {
                    out.push(Command::Export(ExportCommand::Select(spec.name.to_owned())));
                }
                ui.small(about);
            }
        });
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "export-format"));
        for format in [Format::Svg, Format::Png] {
            if ui
                .selectable_label(choice.format == format, format.name().to_uppercase())
                .clicked()
            {
                out.push(Command::Export(ExportCommand::SetFormat(format)));
            }
        }
        ui.separator();
        ui.label(tr!(tr, "export-theme"));
        for (theme, label) in [
            (Theme::Light, tr!(tr, "export-theme-light")),
            (Theme::Dark, tr!(tr, "export-theme-dark")),
        ] {
            if ui.selectable_label(choice.theme == theme, label).clicked() {
                out.push(Command::Export(ExportCommand::SetTheme(theme)));
            }
        }
    });
    ui.horizontal(|ui| {
        let start = Command::Export(ExportCommand::Start);
        if ui
            .add_enabled(
                ws.allows(&start),
                egui::Button::new(tr!(tr, "export-start")),
            )
            .on_hover_text(tr!(tr, "export-start-hint", name = choice.name))
            .clicked()
        {
            out.push(start);
        }
        if ui.button(tr!(tr, "export-close")).clicked() {
            out.push(Command::Export(ExportCommand::Close));
        }
    });
    if let Some(p) = export.progress() {
        ui.separator();
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr!(
                tr,
                "export-running",
                name = p.name,
                seconds = decimals_arg(p.elapsed.as_secs_f64(), 1)
            ));
        });
        if p.calls > 0 {
            ui.label(tr!(tr, "export-calls", calls = count_arg(p.calls)));
        } else if p.positions > 0 {
            ui.label(tr!(
                tr,
                "export-positions",
                positions = count_arg(p.positions)
            ));
        }
        if ui.button(tr!(tr, "export-cancel")).clicked() {
            out.push(Command::Export(ExportCommand::Cancel));
        }
    }
}
