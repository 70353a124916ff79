//! Help → About: the version, the licence, the paper this program
//! reproduces (title, author, year), where the window's figures come
//! from and the third-party licences (the crates and fonts it is built
//! from, scrolled a visible row at a time); and the Help menu that opens it, the user guide and the teacher's
//! guide.

use egui::{Id, Ui};

use crate::i18n::Tr;
use crate::tr;

/// The paper's author.
pub const PAPER_AUTHOR: &str = "Erik Seewald";
/// The year on the paper (August 15, 2023).
pub const PAPER_YEAR: u32 = 2023;

/// The licence the package declares.
pub const LICENCE: &str = env!("CARGO_PKG_LICENSE");

/// The About window's width, in points.
const WIDTH: f32 = 460.0;

/// The third-party licences (scripts/licences.sh writes the file).
const THIRD_PARTY: &str = include_str!("../../assets/licences/third-party.md");

/// The height of the third-party licences' scrolled list, in points.
const THIRD_PARTY_HEIGHT: f32 = 260.0;

/// The longest row of the third-party licences, in characters: a longer
/// line (a licence used by many crates) is broken at spaces.
const THIRD_PARTY_COLUMNS: usize = 72;

/// The third-party licences as rows of at most [`THIRD_PARTY_COLUMNS`]
/// characters, broken once (about ten thousand rows, of which a frame lays
/// out only those in view).
fn third_party_rows() -> &'static [String] {
    static ROWS: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| THIRD_PARTY.lines().flat_map(break_line).collect());
    &ROWS
}

/// `line` broken at spaces into rows of at most [`THIRD_PARTY_COLUMNS`]
/// characters (a longer word is a row of its own).
fn break_line(line: &str) -> Vec<String> {
    let mut rows = vec![String::new()];
    for word in line.split(' ') {
        let Some(row) = rows.last_mut() else { break };
        let len = row.chars().count();
        if len > 0 && len + 1 + word.chars().count() > THIRD_PARTY_COLUMNS {
            rows.push(word.to_owned());
        } else {
            if len > 0 {
                row.push(' ');
            }
            row.push_str(word);
        }
    }
    rows
}

/// The third-party licences, collapsed until asked for: a scrolled list
/// that lays out only the rows in view.
fn third_party(ui: &mut Ui, tr: &Tr) {
    egui::CollapsingHeader::new(tr!(tr, "about-third-party"))
        .id_salt("about-third-party")
        .show(ui, |ui| {
            ui.label(tr!(tr, "about-third-party-note"));
            let rows = third_party_rows();
            let font = egui::TextStyle::Monospace;
            let height = ui.text_style_height(&font);
            egui::ScrollArea::vertical()
                .max_height(THIRD_PARTY_HEIGHT)
                .auto_shrink([false, true])
                .show_rows(ui, height, rows.len(), |ui, range| {
                    for row in &rows[range] {
                        ui.add(
                            egui::Label::new(egui::RichText::new(row).text_style(font.clone()))
                                .wrap_mode(egui::TextWrapMode::Extend),
                        );
                    }
                });
        });
}

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
                title = tr!(tr, "paper-title"),
                author = PAPER_AUTHOR,
                year = PAPER_YEAR.to_string()
            ));
            ui.add_space(8.0);
            ui.label(tr!(tr, "about-figures"));
            ui.add_space(8.0);
            third_party(ui, tr);
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
