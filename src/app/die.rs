//! A die face drawn with egui: a rounded square with the pips of a face
//! 1..=6 in the usual places, outlined in the colour of the piece that moves.
//! It is a widget with an accessible name ("Die showing 4"), so tests and
//! screen readers can read the face.

use egui::{Color32, Rect, Response, Role, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo, pos2};

/// Corner radius as a share of the die's side.
const CORNER: f32 = 0.16;
/// Pip radius as a share of the side.
const PIP: f32 = 0.085;
/// Outline width as a share of the side.
const OUTLINE: f32 = 0.05;
/// Where the pips sit, as shares of the side from the top left.
const LOW: f32 = 0.27;
/// The middle row and column.
const MID: f32 = 0.5;
/// The far row and column.
const HIGH: f32 = 0.73;

/// The pips of `face` (1..=6; anything else has none), as shares of the side.
#[must_use]
pub fn pips(face: u8) -> &'static [(f32, f32)] {
    match face {
        1 => &[(MID, MID)],
        2 => &[(LOW, LOW), (HIGH, HIGH)],
        3 => &[(LOW, LOW), (MID, MID), (HIGH, HIGH)],
        4 => &[(LOW, LOW), (HIGH, LOW), (LOW, HIGH), (HIGH, HIGH)],
        5 => &[
            (LOW, LOW),
            (HIGH, LOW),
            (MID, MID),
            (LOW, HIGH),
            (HIGH, HIGH),
        ],
        6 => &[
            (LOW, LOW),
            (HIGH, LOW),
            (LOW, MID),
            (HIGH, MID),
            (LOW, HIGH),
            (HIGH, HIGH),
        ],
        _ => &[],
    }
}

/// Draws a die of `side` points showing `face`, outlined in `accent`;
/// `name` is its accessible name.
pub fn die_ui(ui: &mut Ui, side: f32, face: u8, accent: Color32, name: &str) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, name));
    if ui.is_rect_visible(rect) {
        paint(ui, rect, face, accent);
    }
    response
}

fn paint(ui: &Ui, rect: Rect, face: u8, accent: Color32) {
    let painter = ui.painter_at(rect.expand(1.0));
    let side = rect.width();
    let dark = ui.visuals().dark_mode;
    let (body, pip) = if dark {
        (Color32::from_gray(235), Color32::from_gray(25))
    } else {
        (Color32::WHITE, Color32::from_gray(20))
    };
    let inner = rect.shrink(side * OUTLINE / 2.0);
    painter.rect_filled(inner, side * CORNER, body);
    painter.rect_stroke(
        inner,
        side * CORNER,
        Stroke::new(side * OUTLINE, accent),
        StrokeKind::Middle,
    );
    for (x, y) in pips(face) {
        let centre = pos2(rect.min.x + x * side, rect.min.y + y * side);
        painter.circle_filled(centre, side * PIP, pip);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_each_face_has_its_number_of_pips_inside_the_die() {
        for face in 1..=6u8 {
            let p = pips(face);
            assert_eq!(p.len(), usize::from(face));
            assert!(
                p.iter()
                    .all(|(x, y)| (PIP..=1.0 - PIP).contains(x) && (PIP..=1.0 - PIP).contains(y))
            );
        }
        assert!(pips(0).is_empty() && pips(7).is_empty());
    }
}
