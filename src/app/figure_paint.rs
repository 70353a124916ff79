//! Paints a [`Drawing`] with egui's painter into a rectangle, so the window
//! shows exactly the figure that is exported (the same primitives, the same
//! font, the same text widths), crisp at any size.
//!
//! Call [`install_fonts`] once (for instance in the app's constructor): it
//! adds the figures' DejaVu Sans to egui as two named families. Until it has
//! taken effect, text falls back to egui's proportional font, scaled so its
//! widths still match the export.

use std::sync::Arc;

use egui::epaint::text::{FontData, FontInsert, FontPriority, InsertFontFamily};
use egui::epaint::{PathShape, PathStroke, TextShape};
use egui::{
    Color32, CornerRadius, FontFamily, FontId, Painter, Pos2, Rect, Shape, StrokeKind, Vec2,
};

use crate::render::{
    Drawing, Item, Rgba, Shape as FigShape, Stroke as FigStroke, Text, Weight, font,
};

/// egui's name of the figures' regular font family.
pub const REGULAR_FAMILY: &str = "maedn-figure";
/// egui's name of the figures' bold font family.
pub const BOLD_FAMILY: &str = "maedn-figure-bold";
/// Offsets of the text halo, in points at scale 1 (eight directions).
const HALO_STEPS: usize = 8;

/// Adds the figure fonts to egui (idempotent).
pub fn install_fonts(ctx: &egui::Context) {
    for (name, weight) in [
        (REGULAR_FAMILY, Weight::Regular),
        (BOLD_FAMILY, Weight::Bold),
    ] {
        ctx.add_font(FontInsert::new(
            name,
            FontData::from_static(font::bytes(weight)),
            vec![InsertFontFamily {
                family: FontFamily::Name(name.into()),
                priority: FontPriority::Highest,
            }],
        ));
    }
}

/// Maps drawing pixels into a screen rectangle, keeping the aspect ratio.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FigureTransform {
    /// Screen points per drawing pixel.
    pub scale: f32,
    /// Screen position of the drawing's (0, 0).
    pub origin: Pos2,
}

impl FigureTransform {
    /// The largest fit of a `width` × `height` drawing in `rect`, centred.
    #[must_use]
    pub fn fit(width: f32, height: f32, rect: Rect) -> FigureTransform {
        let scale = (rect.width() / width.max(1.0))
            .min(rect.height() / height.max(1.0))
            .max(0.0);
        let size = Vec2::new(width * scale, height * scale);
        FigureTransform {
            scale,
            origin: rect.center() - size / 2.0,
        }
    }

    /// Screen point of a drawing point.
    #[must_use]
    pub fn to_screen(self, p: crate::render::Pt) -> Pos2 {
        self.origin + Vec2::new(p.x, p.y) * self.scale
    }

    /// Drawing point of a screen point (for hit-testing).
    #[must_use]
    pub fn to_drawing(self, p: Pos2) -> crate::render::Pt {
        let s = self.scale.max(f32::EPSILON);
        crate::render::Pt::new((p.x - self.origin.x) / s, (p.y - self.origin.y) / s)
    }
}

fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

fn stroke(s: &FigStroke, t: &FigureTransform) -> egui::Stroke {
    egui::Stroke::new(s.width * t.scale, colour(s.colour))
}

/// Paints `drawing` into `rect` and returns the mapping. Its background
/// (the export's page) is painted only where it differs visibly from the
/// window's panel it lies on: the same colour again would look the same
/// and cost a software rasteriser a whole board of pixels every frame.
pub fn paint(painter: &Painter, drawing: &Drawing, rect: Rect) -> FigureTransform {
    let t = FigureTransform::fit(drawing.width, drawing.height, rect);
    let page = Rect::from_min_size(t.origin, Vec2::new(drawing.width, drawing.height) * t.scale);
    let ctx = painter.ctx();
    let panel = ctx.style_of(ctx.theme()).visuals.panel_fill;
    if !looks_the_same(colour(drawing.background), panel) {
        painter.rect_filled(page, CornerRadius::ZERO, colour(drawing.background));
    }
    let families = painter.ctx().fonts(|f| f.families());
    for item in &drawing.items {
        paint_shape(painter, &item.shape, &t, &families);
    }
    t
}

/// Paints only `items` of `drawing` (fitted into `rect` as [`paint`] fits
/// it), without its page: what is painted over the drawing's picture.
pub fn paint_items(painter: &Painter, drawing: &Drawing, items: &[&Item], rect: Rect) {
    let t = FigureTransform::fit(drawing.width, drawing.height, rect);
    let families = painter.ctx().fonts(|f| f.families());
    for item in items {
        paint_shape(painter, &item.shape, &t, &families);
    }
}

/// At most this far apart in every channel, two opaque colours pass for
/// one (the figures' pages against egui's panels: 2 apart dark, 7 light).
const SAME_COLOUR: u8 = 8;

/// Do `a` and `b` look the same (both opaque, each channel within
/// [`SAME_COLOUR`])?
fn looks_the_same(a: Color32, b: Color32) -> bool {
    let near = |x: u8, y: u8| x.abs_diff(y) <= SAME_COLOUR;
    a.a() == 255 && b.a() == 255 && near(a.r(), b.r()) && near(a.g(), b.g()) && near(a.b(), b.b())
}

fn paint_shape(painter: &Painter, shape: &FigShape, t: &FigureTransform, families: &[FontFamily]) {
    match shape {
        FigShape::Line {
            from,
            to,
            stroke: s,
        } => {
            let ends = [t.to_screen(*from), t.to_screen(*to)];
            if s.dash.is_some() {
                paint_polyline(painter, ends.to_vec(), s, t);
            } else {
                painter.line_segment(ends, stroke(s, t));
            }
        }
        FigShape::Polyline { points, stroke: s } => {
            let pts: Vec<Pos2> = points.iter().map(|p| t.to_screen(*p)).collect();
            paint_polyline(painter, pts, s, t);
        }
        FigShape::Circle {
            centre,
            radius,
            fill,
            stroke: s,
        } => {
            painter.circle(
                t.to_screen(*centre),
                radius * t.scale,
                fill.map_or(Color32::TRANSPARENT, colour),
                s.as_ref().map_or(egui::Stroke::NONE, |s| stroke(s, t)),
            );
        }
        FigShape::Polygon {
            points,
            fill,
            stroke: s,
        } => {
            painter.add(Shape::convex_polygon(
                points.iter().map(|p| t.to_screen(*p)).collect(),
                fill.map_or(Color32::TRANSPARENT, colour),
                s.as_ref().map_or(egui::Stroke::NONE, |s| stroke(s, t)),
            ));
        }
        FigShape::Rect {
            rect,
            radius,
            fill,
            stroke: s,
        } => {
            let r = Rect::from_min_max(t.to_screen(rect.min), t.to_screen(rect.max));
            let corner = CornerRadius::same((radius * t.scale).clamp(0.0, 255.0) as u8);
            painter.rect(
                r,
                corner,
                fill.map_or(Color32::TRANSPARENT, colour),
                s.as_ref().map_or(egui::Stroke::NONE, |s| stroke(s, t)),
                StrokeKind::Middle,
            );
        }
        FigShape::Text(text) => paint_text(painter, text, t, families),
    }
}

/// Paints the line through `pts` (screen points) with `s`, dashed as the
/// export dashes it (a chart's markers, the paths' patterns).
fn paint_polyline(painter: &Painter, pts: Vec<Pos2>, s: &FigStroke, t: &FigureTransform) {
    match s.dash {
        Some((dash, gap)) => {
            painter.extend(Shape::dashed_line(
                &pts,
                stroke(s, t),
                dash * t.scale,
                gap * t.scale,
            ));
        }
        None => {
            painter.add(Shape::Path(PathShape::line(
                pts,
                PathStroke::new(s.width * t.scale, colour(s.colour)),
            )));
        }
    }
}

/// Lays `text` out so that its width on screen is the exported width (same
/// font, or egui's font scaled to the same width) and its baseline sits at
/// `text.at`, then paints it (halo first).
fn paint_text(painter: &Painter, text: &Text, t: &FigureTransform, families: &[FontFamily]) {
    let name = match text.weight {
        Weight::Regular => REGULAR_FAMILY,
        Weight::Bold => BOLD_FAMILY,
    };
    let family = FontFamily::Name(name.into());
    let family = if families.contains(&family) {
        family
    } else {
        FontFamily::Proportional
    };
    let want = text.width() * t.scale;
    let size = text.size * t.scale;
    if size < 0.5 || text.text.is_empty() {
        return;
    }
    let fg = colour(text.colour);
    let mut font_id = FontId::new(size, family);
    let mut galley = painter.layout_no_wrap(text.text.clone(), font_id.clone(), fg);
    let got = galley.size().x;
    if got > 0.0 && want > 0.0 && (got - want).abs() > 0.5 {
        // Not the export's font yet (or egui sizes fonts differently): match the width.
        font_id.size = size * want / got;
        galley = painter.layout_no_wrap(text.text.clone(), font_id.clone(), fg);
    }
    let baseline = galley
        .rows
        .first()
        .and_then(|row| row.glyphs.first().map(|g| row.pos.y + g.pos.y))
        .unwrap_or(size * font::metrics(text.weight).ascent);
    let width = galley.size().x;
    let angle = text.rotation.to_radians();
    let (sin, cos) = angle.sin_cos();
    // Top left of the galley relative to the anchor, rotated about the anchor.
    let local = Vec2::new(-text.anchor.fraction() * width, -baseline);
    let offset = Vec2::new(local.x * cos - local.y * sin, local.x * sin + local.y * cos);
    let pos = t.to_screen(text.at) + offset;
    if let Some(halo) = text.halo {
        let r = crate::render::svg::halo_width(text.size) * t.scale / 2.0;
        let halo_galley = painter.layout_no_wrap(text.text.clone(), font_id, colour(halo));
        for k in 0..HALO_STEPS {
            let a = k as f32 * std::f32::consts::TAU / HALO_STEPS as f32;
            let d = Vec2::new(a.cos(), a.sin()) * r;
            painter.add(
                TextShape::new(pos + d, Arc::clone(&halo_galley), colour(halo)).with_angle(angle),
            );
        }
    }
    painter.add(TextShape::new(pos, galley, fg).with_angle(angle));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::{FigureRequest, build};
    use crate::render::Class;
    use crate::solver::{Algorithm, Settings};

    /// Paints `drawing` into an 800 × 600 screen and returns the text shapes.
    fn painted_texts(drawing: &Drawing, passes: usize) -> (FigureTransform, Vec<TextShape>) {
        let ctx = egui::Context::default();
        install_fonts(&ctx);
        let screen = Rect::from_min_size(Pos2::ZERO, Vec2::new(800.0, 600.0));
        let mut transform = None;
        let mut shapes = Vec::new();
        for _ in 0..passes {
            let input = egui::RawInput {
                screen_rect: Some(screen),
                ..egui::RawInput::default()
            };
            let mut out = ctx.run_ui(input, |ui| {
                transform = Some(paint(ui.painter(), drawing, screen));
            });
            out.textures_delta.clear();
            shapes = out.shapes;
        }
        let texts = shapes
            .into_iter()
            .filter_map(|c| match c.shape {
                Shape::Text(t) => Some(t),
                _ => None,
            })
            .collect();
        (transform.expect("painted"), texts)
    }

    #[test]
    fn test_screen_text_has_the_exported_width_and_place() {
        let request = FigureRequest {
            settings: Settings {
                algorithm: Algorithm::Dp,
                ..Settings::default()
            },
            ..FigureRequest::default()
        };
        let figure = build("piece-2", &request).expect("builds");
        let drawing = &figure.drawing;
        // The first pass may lay out with egui's own font; the second has the figure's.
        let (t, shapes) = painted_texts(drawing, 2);
        let texts: Vec<&Text> = drawing
            .items
            .iter()
            .filter_map(|i| match &i.shape {
                FigShape::Text(t) => Some(t),
                _ => None,
            })
            .collect();
        let plain: Vec<&TextShape> = shapes
            .iter()
            .filter(|s| s.fallback_color != Color32::TRANSPARENT)
            .collect();
        assert!(
            plain.len() >= texts.len(),
            "{} shapes for {} texts",
            plain.len(),
            texts.len()
        );
        // Every export text appears on screen with its exported width (within a point).
        for text in &texts {
            let want = text.width() * t.scale;
            let found = shapes
                .iter()
                .any(|s| s.galley.text() == text.text && (s.galley.size().x - want).abs() <= 1.0);
            assert!(found, "{:?} not painted {want:.1} points wide", text.text);
        }
        assert_eq!(drawing.count(Class::Tile), 72);
        // The mapping round-trips.
        let p = crate::render::Pt::new(100.0, 50.0);
        let back = t.to_drawing(t.to_screen(p));
        assert!((back.x - p.x).abs() < 1e-3 && (back.y - p.y).abs() < 1e-3);
    }
}
