//! The Lesson mode: the workspace's [`Lesson`](crate::workspace::Lesson)
//! as slides in large type — the title across the top, the text on the left
//! (explanation, then the engine's numbers), the live part on the right
//! ([`live`]), and across the bottom the slide's settings and the
//! navigation (back, progress dots, next, leave). Keys are rows of the
//! shortcut table; this module produces [`Command`]s only.
//!
//! * [`layout`] — sizes that scale with the window;
//! * [`board`] — a slide's board through the figure pipeline, with tiles to click;
//! * [`bit_strip`] — the 64 bits, large; [`charts`] — the slides' charts;
//! * [`prompt`] — the slide's Predict question, closed in the footer or open
//!   over the text column.

pub mod bit_strip;
pub mod board;
pub mod charts;
pub mod live;
mod prompt;

use egui::{Color32, FontId, Rect, RichText, Role, Sense, Ui, UiBuilder, WidgetInfo, vec2};

use crate::app::slide_layout::{
    self, CONTROL_SCALE, PARAGRAPH_GAP, SMALL_SCALE, SlideLayout, TITLE_SCALE,
};
use crate::i18n::Tr;
use crate::tr;
use crate::workspace::lesson::texts::{PieceTable, SlideText, slide_text, title};
use crate::workspace::{Command, LessonCommand, Slide, Workspace};

/// Line height of slide text, as a multiple of its size.
const LINE: f32 = 1.25;
/// The colour of the computed lines on a dark and on a light background.
const FACT_DARK: Color32 = Color32::from_rgb(0x9c, 0xd2, 0xff);
/// See [`FACT_DARK`].
const FACT_LIGHT: Color32 = Color32::from_rgb(0x0b, 0x4f, 0x8a);

/// What the last frame laid out (for tests: the type was large enough and
/// nothing was cut off).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LessonView {
    /// The body size the window's size asked for.
    pub wanted: f32,
    /// The body size the text was set in (smaller only if it did not fit).
    pub body: f32,
    /// The text column's height.
    pub room: f32,
    /// The height the text took.
    pub used: f32,
    /// The live part (the slide's right-hand side, or the whole window
    /// when zoomed).
    pub live: Option<Rect>,
    /// Where the live part drew its board or chart.
    pub figure: Option<Rect>,
    /// Where the slide's Predict prompt stands: its button in the footer,
    /// or its window when open.
    pub prompt: Option<Rect>,
    /// Where the slide's text is shown: the text column, or with Predict
    /// open the part of it above the prompt (its last paragraphs, the
    /// first giving way).
    pub text: Option<Rect>,
}

/// Draws the lesson into the rest of `ui`.
pub fn lesson_ui(
    ui: &mut Ui,
    ws: &Workspace,
    tr: &Tr,
    view: &mut LessonView,
    out: &mut Vec<Command>,
) {
    let area = ui.available_rect_before_wrap();
    let wanted = slide_layout::body_size(area.size());
    if ws.prefs().live_zoom {
        // Z: the live part alone, as large as the window allows.
        let sizes = live::Sizes {
            control: (wanted * CONTROL_SCALE).max(slide_layout::MIN_BODY),
            small: (wanted * SMALL_SCALE).max(slide_layout::MIN_BODY * 0.9),
            chart: slide_layout::chart_text(wanted),
            legend: ws.legend_shown(),
            numbers: ws.tile_numbers_shown(),
        };
        let live = slide_layout::zoomed(area, wanted);
        live::take_figure(ui.ctx());
        live::live_ui(ui, live, ws, tr, sizes, out);
        view.live = Some(live);
        view.figure = live::take_figure(ui.ctx());
        view.prompt = None;
        ui.advance_cursor_after_rect(area);
        return;
    }
    let l = SlideLayout::new(area, wanted);
    let text = slide_text(ws.lesson(), tr, ws.lesson_asked());
    let ink = ui.visuals().text_color();
    let width = l.text.width();
    let body = slide_layout::fit(wanted, l.text.height(), |s| {
        text_height(ui, &text, s, width, ink)
    });
    *view = LessonView {
        wanted,
        body,
        room: l.text.height(),
        used: text_height(ui, &text, body, width, ink),
        live: Some(l.live),
        figure: None,
        prompt: None,
        text: None,
    };
    let title_size = slide_layout::fit(wanted * TITLE_SCALE, l.title.height(), |s| {
        ui.painter()
            .layout(
                text.title.clone(),
                FontId::proportional(s),
                ink,
                l.title.width(),
            )
            .size()
            .y
    });
    ui.scope_builder(UiBuilder::new().max_rect(l.title), |ui| {
        ui.label(RichText::new(&text.title).size(title_size).strong());
    });
    view.text = Some(match prompt::open_top(ui, ws) {
        // Predict open: the text stands in the column above the prompt,
        // its last lines (the computed ones; on the Search slide the live
        // call) in sight: the first paragraphs give way, then the size.
        Some(top) => {
            let bottom = (top - body * PARAGRAPH_GAP).max(l.text.min.y);
            let shown = Rect::from_min_max(l.text.min, egui::pos2(l.text.max.x, bottom));
            let last = last_paragraphs(ui, &text, body, ink, shown);
            // The computed lines alone too tall (the Search slide's live
            // call beside a prompt full of guesses): set smaller, as a
            // slide too long for its column is.
            let size = slide_layout::fit(body, shown.height(), |s| {
                text_height(ui, &last, s, shown.width(), ink)
            });
            ui.scope_builder(UiBuilder::new().max_rect(shown), |ui| {
                ui.set_clip_rect(shown.intersect(ui.clip_rect()));
                text_column(ui, &last, size);
            });
            shown
        }
        None => {
            ui.scope_builder(UiBuilder::new().max_rect(l.text), |ui| {
                text_column(ui, &text, body)
            });
            l.text
        }
    });
    let sizes = live::Sizes {
        control: (wanted * CONTROL_SCALE).max(slide_layout::MIN_BODY),
        small: (wanted * SMALL_SCALE).max(slide_layout::MIN_BODY * 0.9),
        chart: slide_layout::chart_text(wanted),
        legend: ws.legend_shown(),
        numbers: ws.tile_numbers_shown(),
    };
    live::take_figure(ui.ctx());
    live::live_ui(ui, l.live, ws, tr, sizes, out);
    view.figure = live::take_figure(ui.ctx());
    footer(ui, l.footer, ws, &text, tr, sizes, out);
    view.prompt = prompt::lesson_prompt(ui, l.footer, l.text, (wanted, sizes.control), ws, tr, out);
    ui.advance_cursor_after_rect(area);
}

/// The height `text`'s column takes at body size `size`: with the lines it
/// grows to, if that is more, so the type is set once for all of them.
fn text_height(ui: &Ui, text: &SlideText, size: f32, width: f32, ink: Color32) -> f32 {
    let gap = size * PARAGRAPH_GAP;
    let item_spacing = ui.spacing().item_spacing.y;
    let lines = |lines: &[String]| -> f32 {
        lines
            .iter()
            .map(|p| {
                let mut job = egui::text::LayoutJob::simple(
                    p.clone(),
                    FontId::proportional(size),
                    ink,
                    width,
                );
                job.first_row_min_height = size * LINE;
                ui.painter().layout_job(job).size().y + gap + item_spacing
            })
            .sum()
    };
    let said: Vec<String> = text.body.iter().chain(&text.hint).cloned().collect();
    let mut h = lines(&said) + lines(&text.facts).max(lines(&text.grows_to));
    if let Some(t) = &text.table {
        let row = ui.fonts_mut(|f| f.row_height(&FontId::proportional(size))) + item_spacing;
        h += row * (t.rows.len() + 1) as f32 + gap;
        let widest = table_width(ui, t, size);
        if widest > width {
            // Too wide for the column: count it as not fitting.
            h += f32::INFINITY;
        }
    }
    h + gap
}

/// `text` less as many of its first paragraphs (the explanation, then the
/// hint) as it takes to fit `room` at `size`: the computed lines stay.
fn last_paragraphs(ui: &Ui, text: &SlideText, size: f32, ink: Color32, room: Rect) -> SlideText {
    let mut last = text.clone();
    while text_height(ui, &last, size, room.width(), ink) > room.height() {
        if !last.body.is_empty() {
            last.body.remove(0);
        } else if last.hint.is_some() {
            last.hint = None;
        } else {
            break;
        }
    }
    last
}

/// The explanation, then the computed lines (stronger), in `size` points.
fn text_column(ui: &mut Ui, text: &SlideText, size: f32) {
    let gap = size * PARAGRAPH_GAP;
    let strong = ui.visuals().strong_text_color();
    let fact = if ui.visuals().dark_mode {
        FACT_DARK
    } else {
        FACT_LIGHT
    };
    for p in text.body.iter().chain(&text.hint) {
        ui.label(RichText::new(p).size(size).color(strong));
        ui.add_space(gap);
    }
    ui.add_space(gap);
    for f in &text.facts {
        ui.label(RichText::new(f).size(size).color(fact));
        ui.add_space(gap);
    }
    if let Some(t) = &text.table {
        piece_table(ui, t, size, fact);
    }
}

/// The mark before a row about one piece, in the piece's path colour.
const MARK: &str = "● ";
/// Space between a table's columns, relative to the text size.
const TABLE_GAP: f32 = 0.8;

/// Cells of a piece table, row by row (the head first).
fn table_cells(t: &PieceTable) -> Vec<[String; 3]> {
    let mut cells = vec![[String::new(), t.head[0].clone(), t.head[1].clone()]];
    cells.extend(
        t.rows
            .iter()
            .map(|r| [format!("{MARK}{}", r.name), r.units.clone(), r.cm.clone()]),
    );
    cells
}

/// The width the table takes at `size` (columns as wide as their widest cell).
fn table_width(ui: &Ui, t: &PieceTable, size: f32) -> f32 {
    let cells = table_cells(t);
    let columns: f32 = (0..3)
        .map(|col| {
            cells
                .iter()
                .map(|row| {
                    ui.painter()
                        .layout_no_wrap(
                            row[col].clone(),
                            FontId::proportional(size),
                            Color32::WHITE,
                        )
                        .size()
                        .x
                })
                .fold(0.0, f32::max)
        })
        .sum();
    columns + 2.0 * size * TABLE_GAP
}

/// One row per piece, the piece's mark in its path's colour, the numbers
/// right-aligned under their heads.
fn piece_table(ui: &mut Ui, t: &PieceTable, size: f32, fact: Color32) {
    let palette = board::palette(ui);
    let weak = ui.visuals().weak_text_color();
    let right = || egui::Layout::right_to_left(egui::Align::Center);
    egui::Grid::new("lesson_piece_table")
        .spacing(vec2(size * TABLE_GAP, ui.spacing().item_spacing.y))
        .show(ui, |ui| {
            ui.label("");
            for h in &t.head {
                ui.with_layout(right(), |ui| {
                    ui.label(RichText::new(h).size(size).color(weak))
                });
            }
            ui.end_row();
            for r in &t.rows {
                // A row of no piece keeps the mark's room, unseen (the page's
                // colour showed as a white dot on the light panels).
                let mark = r.piece.map_or(Color32::TRANSPARENT, |p| {
                    let c = palette.piece_path(p);
                    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
                });
                let font = FontId::proportional(size);
                let format = |color| egui::TextFormat::simple(font.clone(), color);
                let mut job = egui::text::LayoutJob::default();
                job.append(MARK, 0.0, format(mark));
                job.append(&r.name, 0.0, format(fact));
                ui.label(job);
                for n in [&r.units, &r.cm] {
                    ui.with_layout(right(), |ui| {
                        ui.label(RichText::new(n).size(size).color(fact))
                    });
                }
                ui.end_row();
            }
        });
}

/// The settings line, then Back, the progress dots, Next and Leave.
fn footer(
    ui: &mut Ui,
    rect: Rect,
    ws: &Workspace,
    text: &SlideText,
    tr: &Tr,
    sizes: live::Sizes,
    out: &mut Vec<Command>,
) {
    let index = ws.lesson().index();
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        ui.label(RichText::new(&text.settings).size(sizes.small).weak());
        ui.add_space(sizes.small * 0.3);
        ui.horizontal(|ui| {
            for font in ui.style_mut().text_styles.values_mut() {
                font.size = sizes.control;
            }
            let mut send = |c: LessonCommand| out.push(Command::Lesson(c));
            if ui
                .add_enabled(index > 0, egui::Button::new(tr!(tr, "lesson-back")))
                .clicked()
            {
                send(LessonCommand::Previous);
            }
            if let Some(i) = dots(ui, index, sizes.control, tr) {
                send(LessonCommand::Goto(i));
            }
            ui.label(tr!(
                tr,
                "lesson-slide-of",
                n = crate::i18n::count_arg(index as u64 + 1),
                count = Slide::COUNT
            ));
            if ui
                .add_enabled(
                    index + 1 < Slide::COUNT,
                    egui::Button::new(tr!(tr, "lesson-next")),
                )
                .clicked()
            {
                send(LessonCommand::Next);
            }
            if ui.button(tr!(tr, "lesson-leave")).clicked() {
                send(LessonCommand::Leave);
            }
        });
    });
}

/// One dot per slide, the current one filled; returns the slide clicked.
fn dots(ui: &mut Ui, current: usize, size: f32, tr: &Tr) -> Option<usize> {
    let r = size * 0.3;
    let pitch = (size * 0.9).max(crate::app::theme::MIN_TARGET);
    let (rect, _) = ui.allocate_exact_size(
        vec2(pitch * Slide::COUNT as f32, size * 1.2),
        Sense::hover(),
    );
    let on = ui.visuals().selection.bg_fill;
    let off = ui.visuals().weak_text_color();
    let mut clicked = None;
    for (i, slide) in Slide::ALL.iter().enumerate() {
        let centre = rect.left_center() + vec2(pitch * (i as f32 + 0.5), 0.0);
        let hit = Rect::from_center_size(centre, vec2(pitch, size * 1.2));
        let resp = ui.interact(hit, ui.scope_id().with(("lesson_dot", i)), Sense::click());
        let name = tr!(
            tr,
            "lesson-dot-hint",
            n = crate::i18n::count_arg(i as u64 + 1),
            title = title(*slide, tr)
        );
        resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
        let painter = ui.painter();
        if i == current {
            painter.circle_filled(centre, r, on);
        } else {
            painter.circle_stroke(centre, r, egui::Stroke::new(2.0, off));
        }
        let resp = resp.on_hover_text(name);
        if resp.clicked() {
            clicked = Some(i);
        }
    }
    clicked
}
