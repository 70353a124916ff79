//! The board painted as one picture: its drawing rasterised by the
//! renderer (the same resvg path as a PNG export) at the exact pixel size it
//! takes on screen (points × pixels per point), kept as an egui texture and
//! drawn as one quad while nothing on it changes; it is rasterised again
//! only when the drawing (scene, theme, legend), its size or the zoom
//! changes, and only once a third frame shows the same drawing (a drawing
//! that changes with every wake is painted as shapes). Under software rendering
//! (Mesa's llvmpipe) a frame of the board as shapes meant thousands of
//! triangles to fill again on every pointer move; the picture is two. The
//! hover ring is painted over it as the few shapes that the hovered drawing
//! adds ([`added`]).

use std::hash::{DefaultHasher, Hash as _, Hasher as _};

use egui::{Color32, ColorImage, Id, Painter, Rect, TextureHandle, TextureOptions, pos2, vec2};

use super::super::figure_paint::FigureTransform;
use crate::render::{self, Drawing, Item};

/// A rasterised drawing and what it was rasterised from.
#[derive(Clone)]
struct Picture {
    key: u64,
    texture: TextureHandle,
}

/// Where a test's window keeps "paint the board as shapes" (see [`as_shapes`]).
const AS_SHAPES: &str = "maedn-board-as-shapes";

/// Paints every board of `ctx`'s window as shapes, never as a picture: for
/// the tests that read what the board paints (its numbers, texts and
/// circles) from the frame's shapes.
#[doc(hidden)]
pub fn as_shapes(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(Id::unique(AS_SHAPES), true));
}

/// What a picture is rasterised from: the drawing (as its SVG, which holds
/// every shape, colour and text) and the pixels per drawing pixel.
fn key(svg: &str, scale: f32) -> u64 {
    let mut h = DefaultHasher::new();
    svg.hash(&mut h);
    scale.to_bits().hash(&mut h);
    h.finish()
}

/// Paints `drawing` fitted into `rect` as one texture kept under `id`
/// (rasterised again only when the drawing or its pixel size changed);
/// false if it could not be rasterised (the caller paints shapes).
pub(super) fn paint(painter: &Painter, id: Id, drawing: &Drawing, rect: Rect) -> bool {
    let ctx = painter.ctx();
    if ctx.data(|d| d.get_temp::<bool>(Id::unique(AS_SHAPES))) == Some(true) {
        return false;
    }
    let ppp = ctx.pixels_per_point();
    let t = FigureTransform::fit(drawing.width, drawing.height, rect);
    // Whole physical pixels from a pixel-aligned corner: crisp at any size.
    let scale = t.scale * ppp;
    if !scale.is_finite() || scale <= 0.0 {
        return false;
    }
    let svg = render::to_svg(drawing);
    let key = key(&svg, scale);
    let kept: Option<Picture> = ctx.data(|d| d.get_temp(id));
    let seen = id.with("seen");
    let texture = match kept {
        Some(p) if p.key == key => p.texture,
        // A new drawing is painted as shapes at first: one that changes with
        // every wake (a search in slow motion, a game playing) is never
        // rasterised for nothing; a frame that shows it again later does.
        _ if !seen_before(ctx, seen, key) => return false,
        _ => {
            let Ok(pixmap) = render::raster::rasterise(&svg, scale) else {
                return false;
            };
            let size = [pixmap.width() as usize, pixmap.height() as usize];
            let image = ColorImage::from_rgba_premultiplied(size, pixmap.data());
            let texture = ctx.load_texture("board picture", image, TextureOptions::NEAREST);
            ctx.data_mut(|d| {
                d.insert_temp(
                    id,
                    Picture {
                        key,
                        texture: texture.clone(),
                    },
                );
            });
            texture
        }
    };
    let [w, h] = texture.size();
    let min = pos2((t.origin.x * ppp).round(), (t.origin.y * ppp).round()) / ppp;
    let place = Rect::from_min_size(min, vec2(w as f32, h as f32) / ppp);
    let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
    painter.image(texture.id(), place, uv, Color32::WHITE);
    true
}

/// Has the drawing `key` been shown in more than [`SHAPE_FRAMES`] frames in
/// a row, this one counted (kept under `seen`)?
fn seen_before(ctx: &egui::Context, seen: Id, key: u64) -> bool {
    ctx.data_mut(|d| {
        let times = match d.get_temp::<(u64, u32)>(seen) {
            Some((k, n)) if k == key => n + 1,
            _ => 1,
        };
        d.insert_temp(seen, (key, times));
        times > SHAPE_FRAMES
    })
}

/// A new drawing is painted as shapes in this many frames before it is
/// rasterised: egui paints two frames for every wake (a slow-motion call's
/// drawing is shown twice and never again), the pointer's frames come after.
const SHAPE_FRAMES: u32 = 2;

/// The items of `more` that `base` lacks, in painting order: what a hover
/// ring adds to a drawing (`more` is `base` with items inserted).
pub(super) fn added<'a>(base: &Drawing, more: &'a Drawing) -> Vec<&'a Item> {
    let mut rest = base.items.iter().peekable();
    let mut extra = Vec::new();
    for item in &more.items {
        if rest.peek() == Some(&item) {
            rest.next();
        } else {
            extra.push(item);
        }
    }
    extra
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::scenes::BoardScene;
    use crate::model::BoardTile;
    use crate::render::{Palette, Ring, RingKind};

    /// The hover ring is all a hovered drawing adds: a few items, not the
    /// board again.
    #[test]
    fn test_a_hover_ring_adds_only_its_own_items() {
        let scene = BoardScene::default().scene;
        let palette = Palette::light();
        let (base, _) = render::board::board_drawing_at(&scene, palette);
        let mut hovered = scene.clone();
        hovered.rings.push(Ring {
            tile: BoardTile::Track(7),
            kind: RingKind::Hover,
            label: Some("7".to_owned()),
        });
        let (more, _) = render::board::board_drawing_at(&hovered, palette);
        let extra = added(&base, &more);
        assert!(!extra.is_empty(), "the ring is drawn");
        assert!(extra.len() <= 4, "{} items added", extra.len());
        assert_eq!(added(&base, &base).len(), 0);
    }
}
