//! How many pixels a frame's triangles fill: what a software rasteriser
//! (Mesa's llvmpipe) pays for per frame besides egui's own work, counted
//! from the tessellated meshes (each triangle inside its clip rectangle).

use egui::{Pos2, Rect};

/// Reads one coordinate of a point (x or y).
type Coordinate = fn(Pos2) -> f32;

/// The pixels `triangles` fill, each triangle counted inside its clip
/// rectangle (physical pixels).
pub(super) fn filled_pixels(triangles: &[egui::ClippedPrimitive], pixels_per_point: f32) -> f64 {
    let scale = f64::from(pixels_per_point);
    let mut area = 0.0;
    for p in triangles {
        let egui::epaint::Primitive::Mesh(mesh) = &p.primitive else {
            continue;
        };
        let clip = p.clip_rect;
        for t in mesh.indices.chunks_exact(3) {
            let corner = |i: u32| mesh.vertices.get(i as usize).map_or(Pos2::ZERO, |v| v.pos);
            area += clipped_area([corner(t[0]), corner(t[1]), corner(t[2])], clip);
        }
    }
    area * scale * scale
}

/// The area of triangle `t` inside `clip`, in points² (the polygon clipped
/// against each edge in turn).
fn clipped_area(t: [Pos2; 3], clip: Rect) -> f64 {
    let mut poly: Vec<Pos2> = t.to_vec();
    let edges: [(Coordinate, f32, bool); 4] = [
        (|p| p.x, clip.min.x, true),
        (|p| p.x, clip.max.x, false),
        (|p| p.y, clip.min.y, true),
        (|p| p.y, clip.max.y, false),
    ];
    for (coord, limit, keep_above) in edges {
        let inside = |p: Pos2| {
            if keep_above {
                coord(p) >= limit
            } else {
                coord(p) <= limit
            }
        };
        let mut kept = Vec::with_capacity(poly.len() + 2);
        for (i, &a) in poly.iter().enumerate() {
            let b = poly[(i + 1) % poly.len()];
            if inside(a) {
                kept.push(a);
            }
            if inside(a) != inside(b) {
                let f = (limit - coord(a)) / (coord(b) - coord(a));
                kept.push(a + (b - a) * f);
            }
        }
        poly = kept;
        if poly.len() < 3 {
            return 0.0;
        }
    }
    let twice: f32 = (0..poly.len())
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    f64::from(twice.abs()) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn test_a_triangle_counts_only_inside_its_clip() {
        let t = [pos2(0.0, 0.0), pos2(10.0, 0.0), pos2(0.0, 10.0)];
        let all = Rect::from_min_max(pos2(-5.0, -5.0), pos2(20.0, 20.0));
        assert!((clipped_area(t, all) - 50.0).abs() < 1e-3);
        // Left of x = 5: the triangle less its corner beyond, 50 − 12.5.
        let left = Rect::from_min_max(pos2(-5.0, -5.0), pos2(5.0, 20.0));
        assert!((clipped_area(t, left) - 37.5).abs() < 1e-3);
        let outside = Rect::from_min_max(pos2(20.0, 20.0), pos2(30.0, 30.0));
        assert_eq!(clipped_area(t, outside), 0.0);
    }
}
