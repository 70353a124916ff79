//! View → *Colour vision*: the whole window as a protanope, deuteranope or
//! tritanope sees it, through the same simulation the palette tests use
//! ([`crate::render::vision`], Machado et al. 2009 at full severity).
//!
//! egui has no full-window post-process, so the preview transforms what the
//! frame paints: at the end of each frame, [`apply`] walks every shape on
//! every layer (panels, widgets, text, figures, charts, menus, tooltips) and
//! replaces each colour by the simulated one; [`clear_colour`] does the same
//! for the window's background. This is exact for everything the app paints
//! with colours (all of it: the figures are shapes, not images) and costs
//! nothing while the preview is off. Capturing the frame
//! (`ViewportCommand::Screenshot`) and showing a transformed image instead
//! was rejected: it lags a frame behind, uploads a window-sized texture every
//! frame, and its picture cannot be clicked.

use std::collections::HashMap;
use std::sync::Arc;

use egui::epaint::{ColorMode, PathStroke, Shape, Stroke};
use egui::{Color32, Context};

use crate::render::Rgba;
use crate::render::vision::Vision;

/// Colours seen in `vision`, remembered for the frame (a frame paints few
/// distinct colours but many shapes).
struct Seer {
    vision: Vision,
    seen: HashMap<Color32, Color32>,
}

impl Seer {
    fn new(vision: Vision) -> Seer {
        Seer {
            vision,
            seen: HashMap::new(),
        }
    }

    fn see(&mut self, c: Color32) -> Color32 {
        if c == Color32::PLACEHOLDER || c.a() == 0 {
            return c;
        }
        let vision = self.vision;
        *self.seen.entry(c).or_insert_with(|| see(vision, c))
    }

    fn stroke(&mut self, s: &mut Stroke) {
        s.color = self.see(s.color);
    }

    fn path_stroke(&mut self, s: &mut PathStroke) {
        if let ColorMode::Solid(c) = &mut s.color {
            *c = self.see(*c);
        }
    }

    fn shape(&mut self, shape: &mut Shape) {
        match shape {
            Shape::Noop | Shape::Callback(_) => {}
            Shape::Vec(shapes) => shapes.iter_mut().for_each(|s| self.shape(s)),
            Shape::Circle(c) => {
                c.fill = self.see(c.fill);
                self.stroke(&mut c.stroke);
            }
            Shape::Ellipse(e) => {
                e.fill = self.see(e.fill);
                self.stroke(&mut e.stroke);
            }
            Shape::LineSegment { stroke, .. } => self.stroke(stroke),
            Shape::Path(p) => {
                p.fill = self.see(p.fill);
                self.path_stroke(&mut p.stroke);
            }
            Shape::Band(b) => {
                b.fill = self.see(b.fill);
                self.stroke(&mut b.stroke);
            }
            Shape::Rect(r) => {
                r.fill = self.see(r.fill);
                self.stroke(&mut r.stroke);
            }
            Shape::Text(t) => {
                t.fallback_color = self.see(t.fallback_color);
                t.override_text_color = t.override_text_color.map(|c| self.see(c));
                self.stroke(&mut t.underline);
                let galley = Arc::make_mut(&mut t.galley);
                for placed in &mut galley.rows {
                    let row = Arc::make_mut(&mut placed.row);
                    for v in &mut row.visuals.mesh.vertices {
                        v.color = self.see(v.color);
                    }
                }
            }
            Shape::Mesh(m) => {
                for v in &mut Arc::make_mut(m).vertices {
                    v.color = self.see(v.color);
                }
            }
            Shape::QuadraticBezier(b) => {
                b.fill = self.see(b.fill);
                self.path_stroke(&mut b.stroke);
            }
            Shape::CubicBezier(b) => {
                b.fill = self.see(b.fill);
                self.path_stroke(&mut b.stroke);
            }
        }
    }
}

/// `c` as `vision` sees it (alpha kept).
#[must_use]
pub fn see(vision: Vision, c: Color32) -> Color32 {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    let s = vision.see(Rgba { r, g, b, a });
    Color32::from_rgba_unmultiplied(s.r, s.g, s.b, s.a)
}

/// Turns every colour painted so far this frame into the colour `vision`
/// sees (nothing for normal vision). Call it last in the frame.
pub fn apply(ctx: &Context, vision: Vision) {
    if vision == Vision::Normal {
        return;
    }
    let layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    let mut seer = Seer::new(vision);
    ctx.graphics_mut(|g| {
        for id in layers {
            let Some(list) = g.get_mut(id) else { continue };
            for i in 0..list.next_idx().0 {
                list.mutate_shape(egui::layers::ShapeIdx(i), |c| seer.shape(&mut c.shape));
            }
        }
    });
}

/// The window's background colour `rgba` (egui's linear floats) as `vision` sees it.
#[must_use]
pub fn clear_colour(rgba: [f32; 4], vision: Vision) -> [f32; 4] {
    if vision == Vision::Normal {
        return rgba;
    }
    let c = egui::Rgba::from_rgba_premultiplied(rgba[0], rgba[1], rgba[2], rgba[3]);
    egui::Rgba::from(see(vision, Color32::from(c))).to_array()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_red_and_green_meet_for_a_deuteranope() {
        let (red, green) = (
            Color32::from_rgb(200, 40, 40),
            Color32::from_rgb(40, 160, 40),
        );
        assert_eq!(see(Vision::Normal, red), red);
        let (r, g) = (
            see(Vision::Deuteranopia, red),
            see(Vision::Deuteranopia, green),
        );
        let dist = |a: Color32, b: Color32| {
            (i32::from(a.r()) - i32::from(b.r())).abs()
                + (i32::from(a.g()) - i32::from(b.g())).abs()
                + (i32::from(a.b()) - i32::from(b.b())).abs()
        };
        assert!(dist(r, g) < dist(red, green) / 2, "{r:?} {g:?}");
    }
}
