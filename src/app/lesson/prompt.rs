//! The lesson's Predict prompt for the slide shown. Closed, it is a button
//! at the right end of the navigation row, drawn with the page (so the first
//! click on it works from the slide's first frame: a window is invisible and
//! deaf to clicks in its first frame, while egui measures it). Open, it is a
//! window over the lower part of the text column, never over the live part
//! (the board or chart the class looks at) or the navigation, and the
//! slide's text keeps above it (see [`open_top`]); its guess
//! field takes the focus, so the class's typed guess goes to the field, not
//! to the single-key shortcuts.

use egui::{Align, Align2, Layout, Rect, RichText, Ui, UiBuilder};

use crate::app::predict::{Look, prompt_ui, refocus_id};
use crate::i18n::Tr;
use crate::tr;
use crate::workspace::{Command, PredictCommand, Question, Workspace};

/// The prompt of the slide shown, if it asks a question: closed, a button at
/// the bottom right of `footer`; open, a window at the bottom of `column`
/// (the text column, above the footer) and no wider than it. The question,
/// guesses and answer are set in `text` points (the slide's body size), the
/// buttons in `control` points (the slide's controls'). Returns where it
/// stands (the button, or the open window), for tests.
pub fn lesson_prompt(
    ui: &mut Ui,
    footer: Rect,
    column: Rect,
    sizes: (f32, f32),
    ws: &Workspace,
    tr: &Tr,
    out: &mut Vec<Command>,
) -> Option<Rect> {
    let q = crate::workspace::lesson::predict::question(ws.lesson().slide())?;
    if ws.predictions().get(&q).is_none() {
        // Shown: the engine starts on the answer now, so Reveal is quick.
        out.push(Command::Predict(PredictCommand::Ask(q)));
    }
    let (text, control) = sizes;
    let open_id = window_id(q).with("open");
    // Closed when the slide opens: the board stays free to look at and to
    // click until the presenter opens the question.
    let open: bool = ui.data(|d| d.get_temp(open_id)).unwrap_or(false);
    if !open {
        let layout = Layout::right_to_left(Align::Max);
        let button = ui
            .scope_builder(UiBuilder::new().max_rect(footer).layout(layout), |ui| {
                egui::Frame::window(ui.style()).show(ui, |ui| {
                    // Right to left: the title first, its arrow left of it.
                    let clicked = heading(ui, tr, control).clicked();
                    arrow(ui, control, false);
                    clicked
                })
            })
            .inner;
        ui.data_mut(|d| d.remove::<f32>(top_id(q)));
        if button.inner {
            ui.data_mut(|d| {
                d.insert_temp(open_id, true);
                // The guide says "open Predict and type": the typed guess goes
                // to the field ("l" would otherwise hide the legend).
                d.insert_temp(refocus_id(q), true);
            });
            ui.ctx().request_repaint();
        }
        return Some(button.response.rect);
    }
    // The window's frame (margin and stroke) on each side.
    let frame = ui.style().spacing.window_margin.sum().x + 2.0;
    let inner = (column.width() - frame).max(control * 4.0);
    // Its share of the column less the frame and the title's row: the
    // rest keeps the slide's last lines in sight above it.
    let room = (column.height() * PROMPT_SHARE - frame - control * 1.6).max(control * 4.0);
    let shown = egui::Window::new(tr!(tr, "predict-heading"))
        .id(window_id(q))
        // The whole heading is the window's button: a click on the title
        // closes it (egui's own title bar opens only at its small arrow).
        .title_bar(false)
        .resizable(false)
        .min_width(inner)
        .max_width(inner)
        // Anchored at the text column's bottom left: it grows upwards as
        // guesses are added, over the slide's text, never over the board
        // or the navigation.
        .constrain_to(column)
        .anchor(Align2::LEFT_BOTTOM, egui::Vec2::ZERO)
        .show(ui.ctx(), |ui| {
            let style = ui.style_mut();
            for font in style.text_styles.values_mut() {
                font.size = control;
            }
            style.spacing.interact_size.y = control * 1.4;
            ui.horizontal(|ui| {
                arrow(ui, control, true);
                if heading(ui, tr, control).clicked() {
                    ui.data_mut(|d| d.insert_temp(open_id, false));
                }
            });
            let look = Look {
                eager: true,
                text: Some(text),
                buttons_last: true,
            };
            // Taller than the column (many groups' guesses): the guesses
            // scroll, the newest and the buttons in sight at the bottom.
            egui::ScrollArea::vertical()
                .max_height(room)
                .stick_to_bottom(true)
                .show(ui, |ui| prompt_ui(ui, tr, ws, q, look, out));
        });
    // The window is placed from its size in the frame before: when a guess
    // or the answer made it taller, this frame drew it too low, its buttons
    // where they will not be once it settles. Lay the frame out again at the
    // new size, so a click always lands where the button is seen.
    let shown = shown?;
    {
        let size = shown.response.rect.size();
        let id = window_id(q).with("size");
        let before: Option<egui::Vec2> = ui.data(|d| d.get_temp(id));
        ui.data_mut(|d| d.insert_temp(id, size));
        if before.is_some_and(|b| b != size) {
            ui.ctx().request_discard("the Predict window changed size");
        }
        // The slide's text stops above the window: laid out again when
        // the window's top moved (it opened, or grew with a guess).
        let top = shown.response.rect.top();
        let before: Option<f32> = ui.data(|d| d.get_temp(top_id(q)));
        ui.data_mut(|d| d.insert_temp(top_id(q), top));
        if before.is_none_or(|b| (b - top).abs() > 0.5) {
            ui.ctx().request_discard("the Predict window's top moved");
        }
    }
    Some(shown.response.rect)
}

/// The top of the slide's open Predict window as last drawn: the slide's
/// text stops above it. `None` when the slide asks nothing or the prompt is
/// closed.
pub fn open_top(ui: &Ui, ws: &Workspace) -> Option<f32> {
    let q = crate::workspace::lesson::predict::question(ws.lesson().slide())?;
    let open: bool = ui.data(|d| d.get_temp(window_id(q).with("open")))?;
    if !open {
        return None;
    }
    ui.data(|d| d.get_temp(top_id(q)))
}

/// Where the open window's top of `q` is kept from frame to frame.
fn top_id(q: Question) -> egui::Id {
    window_id(q).with("top")
}

/// The open prompt's largest share of the text column's height: more
/// guesses scroll inside it.
const PROMPT_SHARE: f32 = 0.6;

/// The prompt's title, a frameless button in `control` points.
fn heading(ui: &mut Ui, tr: &Tr, control: f32) -> egui::Response {
    let title = RichText::new(tr!(tr, "predict-heading"))
        .size(control)
        .strong();
    ui.add(egui::Button::new(title).frame(false))
        .on_hover_text(tr!(tr, "predict-open-hint"))
}

/// The arrow beside the title, drawn as egui's collapsing headers draw
/// theirs: pointing down when `open`, right when closed.
fn arrow(ui: &mut Ui, control: f32, open: bool) {
    let side = control * 0.6;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let points = if open {
        vec![rect.left_top(), rect.right_top(), rect.center_bottom()]
    } else {
        vec![rect.left_top(), rect.right_center(), rect.left_bottom()]
    };
    let colour = ui.visuals().strong_text_color();
    ui.painter().add(egui::Shape::convex_polygon(
        points,
        colour,
        egui::Stroke::NONE,
    ));
}

/// The lesson's Predict window for `q` (each opens closed, by itself).
fn window_id(q: Question) -> egui::Id {
    egui::Id::unique(("lesson_predict", q))
}
