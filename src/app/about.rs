//! Help → About: the version, the licence, the paper this program
//! reproduces (title, author, year) and where the window's figures come
//! from; and the Help menu that opens it, the user guide and the teacher's
//! guide.

use egui::{Id, Ui};

use crate::i18n::Tr;
use crate::tr;

/// The paper's title, as printed on its first page.
pub const PAPER_TITLE: &str =
    "The shortest physical path to victory in \"Mensch ärgere Dich nicht\"";
/// The paper's author.
pub const PAPER_AUTHOR: &str = "Erik Seewald";
/// The year on the paper (August 15, 2023).
pub const PAPER_YEAR: u32 = 2023;

/// The licence the package declares.
pub const LICENCE: &str = env!("CARGO_PKG_LICENSE");

/// The About window's width, in points.
const WIDTH: f32 = 460.0;

/// Where the About window's open state lives in egui's memory.
fn open_id() -> Id {
    Id::unique("maedn-about-open")
}

/// The Help menu's button in the top bar: a "?" (the bar must fit a
/// 1024-wide projector in German), named Help for screen readers and tests.
pub fn help_button(ui: &mut Ui, tr: &Tr) {
    let name = tr!(tr, "menu-help");
    let response = ui.menu_button("?", |ui| help_menu(ui, tr)).response;
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response.on_hover_text(&name);
}

/// The Help menu: the user guide, the teacher's guide and About.
fn help_menu(ui: &mut Ui, tr: &Tr) {
    if ui.button(tr!(tr, "help-guide")).clicked() {
        super::guide::open(ui.ctx());
        ui.close();
    }
    if ui.button(tr!(tr, "help-teacher-guide")).clicked() {
        super::teacher_guide::open(ui.ctx());
        ui.close();
    }
    if ui.button(tr!(tr, "help-about")).clicked() {
        open(ui.ctx());
        ui.close();
    }
}

/// Opens the About window (from the next frame on).
pub fn open(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(open_id(), true));
}

/// Is the About window open?
#[must_use]
pub fn is_open(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(open_id()).unwrap_or(false))
}

/// Shows the About window while it is open.
pub fn window(ctx: &egui::Context, tr: &Tr) {
    let mut open = is_open(ctx);
    if !open {
        return;
    }
    let mut close = false;
    egui::Window::new(tr!(tr, "help-about"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .default_width(WIDTH)
        .show(ctx, |ui| {
            ui.set_max_width(WIDTH);
            ui.heading("maedn");
            ui.label(tr!(
                tr,
                "about-version",
                version = env!("CARGO_PKG_VERSION")
            ));
            ui.label(tr!(tr, "about-licence", licence = LICENCE));
            ui.add_space(8.0);
            ui.strong(tr!(tr, "about-paper-head"));
            ui.label(tr!(
                tr,
                "about-paper",
                title = PAPER_TITLE,
                author = PAPER_AUTHOR,
                year = PAPER_YEAR.to_string()
            ));
            ui.add_space(8.0);
            ui.label(tr!(tr, "about-figures"));
            ui.add_space(8.0);
            if ui.button(tr!(tr, "about-close")).clicked() {
                close = true;
            }
        });
    if close {
        open = false;
    }
    ctx.data_mut(|d| d.insert_temp(open_id(), open));
}
