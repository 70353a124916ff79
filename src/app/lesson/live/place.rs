//! Where a slide's board or chart goes in the live part, and where it went:
//! a wide live part puts a board's controls in a column beside it
//! ([`beside`]); the rect each board or chart was drawn in is noted for the
//! frame ([`take_figure`]), so that the lesson can report it; a group of
//! controls is set whole on a row or on rows of its own ([`row_fits`]).

use egui::{Context, Id, Rect, Ui, pos2};

/// Where the frame's figure rect is kept until [`take_figure`].
fn figure_id() -> Id {
    Id::unique("lesson_live_figure")
}

/// Notes that the live part drew its board or chart into `rect`.
pub(super) fn note_figure(ui: &Ui, rect: Rect) {
    ui.data_mut(|d| {
        let all = d
            .get_temp::<Rect>(figure_id())
            .map_or(rect, |r| r.union(rect));
        d.insert_temp(figure_id(), all);
    });
}

/// The rect the live part drew its boards and charts into since the last
/// call (`None`: none drawn, as while a slide's numbers are computed).
pub fn take_figure(ctx: &Context) -> Option<Rect> {
    ctx.data_mut(|d| {
        let figure = d.get_temp::<Rect>(figure_id());
        d.remove::<Rect>(figure_id());
        figure
    })
}

/// A live part at least this many times as wide as it is tall puts its
/// controls in a column beside the board or chart, not above it.
const WIDE_LIVE: f32 = 1.15;
/// The controls' column's least share of a wide live part's width.
const SIDE_SHARE: f32 = 0.3;

/// Where a slide's board or chart goes when it is not below the controls.
fn place_id() -> Id {
    Id::unique("lesson_live_place")
}

/// The rect a slide's board or chart is drawn in: beside the controls in a
/// wide live part, else the rest below them.
pub(super) fn figure_place(ui: &Ui) -> Rect {
    ui.data(|d| d.get_temp::<Rect>(place_id()))
        .unwrap_or_else(|| ui.available_rect_before_wrap())
}

/// Are the slide's controls in a column beside its board (not above it)?
pub(super) fn in_column(ui: &Ui) -> bool {
    ui.data(|d| d.get_temp::<Rect>(place_id())).is_some()
}

/// Do buttons with these words stand on one row in the rest of `ui`'s
/// width? (A group that does not is set on rows of its own, not wrapped
/// wherever the width runs out: "All 1 2 3 / 4 Rolls" left a piece behind.)
pub(super) fn row_fits(ui: &Ui, words: &[&str]) -> bool {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let pad = 2.0 * ui.spacing().button_padding.x;
    let gap = ui.spacing().item_spacing.x;
    let width: f32 = words
        .iter()
        .map(|w| {
            let text = ui.fonts_mut(|f| {
                f.layout_no_wrap((*w).to_owned(), font.clone(), egui::Color32::WHITE)
            });
            text.size().x + pad + gap
        })
        .sum();
    width - gap <= ui.available_width()
}

/// Splits a wide live part `rect` into the board's or chart's place on
/// the left (as tall as the part) and the controls' column on the right;
/// `None` for a part too narrow for that.
#[must_use]
pub fn beside(rect: Rect, gap: f32) -> Option<(Rect, Rect)> {
    (rect.width() >= rect.height() * WIDE_LIVE).then(|| {
        let side = (rect.width() - rect.height()).max(rect.width() * SIDE_SHARE);
        let figure = Rect::from_min_max(rect.min, pos2(rect.max.x - side, rect.max.y));
        let column = Rect::from_min_max(pos2(figure.max.x + gap, rect.min.y), rect.max);
        (figure, column)
    })
}

/// Sets where this frame's board or chart goes: `figure`, or (`None`) the
/// rest below the controls.
pub(super) fn set_place(ui: &Ui, figure: Option<Rect>) {
    ui.data_mut(|d| match figure {
        Some(f) => {
            d.insert_temp(place_id(), f);
        }
        None => {
            d.remove::<Rect>(place_id());
        }
    });
}
