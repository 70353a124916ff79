//! The keyboard focus: the ring painted around whichever widget has focus
//! (in the colours of [`super::theme::focus_ring`], so it shows in every
//! palette), and the arrow-key walk inside a group of many small targets
//! (the board's tiles, the bit strip's bits, the search tree's calls).
//!
//! Such a group is one stop for Tab ("roving focus"): only its current
//! member is focusable, so Tab moves past the 72 tiles in one press, and
//! the arrows move the focus inside the group. Space or Enter press the
//! focused member, as they press any focused button.

use egui::{Context, EventFilter, Id, Key, LayerId, Order, Response, Sense, StrokeKind, Ui};

use super::theme;

/// How far the ring sits outside the widget, in points.
const RING_GAP: f32 = 2.0;

/// Paints the focus ring around the focused widget, above everything else.
pub fn paint_ring(ctx: &Context) {
    let Some(id) = ctx.memory(|m| m.focused()) else {
        return;
    };
    let Some(resp) = ctx.read_response(id) else {
        return;
    };
    let rect = resp.interact_rect;
    if !rect.is_positive() {
        return;
    }
    let ring = theme::focus_ring(ctx.theme() == egui::Theme::Dark, theme::colours(ctx));
    let painter = ctx.layer_painter(LayerId::new(Order::Debug, Id::unique("maedn-focus-ring")));
    let outer = rect.expand(RING_GAP + ring.outer.width / 2.0);
    painter.rect_stroke(outer, 3.0, ring.outer, StrokeKind::Middle);
    painter.rect_stroke(
        rect.expand(RING_GAP - ring.inner.width / 2.0),
        2.0,
        ring.inner,
        StrokeKind::Middle,
    );
}

/// A direction an arrow key points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// ←
    Left,
    /// →
    Right,
    /// ↑
    Up,
    /// ↓
    Down,
}

impl Arrow {
    /// The arrow's step as (columns, rows): right and down are positive.
    #[must_use]
    fn step(self) -> (i32, i32) {
        match self {
            Arrow::Left => (-1, 0),
            Arrow::Right => (1, 0),
            Arrow::Up => (0, -1),
            Arrow::Down => (0, 1),
        }
    }
}

/// Keeps the arrow keys for the focused widget `id` (egui would otherwise
/// move the focus with them).
pub fn keep_arrows(ui: &Ui, id: Id) {
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            id,
            EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                ..Default::default()
            },
        );
    });
}

/// The arrow key pressed this frame, if any.
#[must_use]
pub fn arrow_pressed(ui: &Ui) -> Option<Arrow> {
    ui.input(|i| {
        [
            (Key::ArrowLeft, Arrow::Left),
            (Key::ArrowRight, Arrow::Right),
            (Key::ArrowUp, Arrow::Up),
            (Key::ArrowDown, Arrow::Down),
        ]
        .into_iter()
        .find(|(k, _)| i.key_pressed(*k))
        .map(|(_, a)| a)
    })
}

/// A group of targets walked with the arrow keys, one Tab stop: each
/// member is added in turn ([`Walk::add`]) with the sense from
/// [`Walk::sense`], then [`Walk::finish`] moves the focus if an arrow was
/// pressed, to the nearest member on screen in the arrow's direction.
#[derive(Debug)]
pub struct Walk {
    id: Id,
    /// The member that is the group's Tab stop.
    current: usize,
    /// Each member's centre on screen (whole points) and widget id.
    members: Vec<((i32, i32), Id)>,
    /// The focused member and the arrow pressed on it.
    pressed: Option<(usize, Arrow)>,
}

impl Walk {
    /// The group `id` (its current member remembered between frames).
    #[must_use]
    pub fn new(ui: &Ui, id: Id) -> Walk {
        let current = ui.data(|d| d.get_temp::<usize>(id)).unwrap_or_default();
        Walk {
            id,
            current,
            members: Vec::new(),
            pressed: None,
        }
    }

    /// The sense of the next member: `sense` with focus for the current
    /// member only.
    #[must_use]
    pub fn sense(&self, sense: Sense) -> Sense {
        if self.members.len() == self.current {
            sense | Sense::FOCUSABLE
        } else {
            sense - Sense::FOCUSABLE
        }
    }

    /// Adds the next member: a focused one keeps the arrows for itself and
    /// notes the arrow pressed; a clicked one becomes the Tab stop.
    pub fn add(&mut self, ui: &Ui, resp: &Response) {
        let index = self.members.len();
        let c = resp.rect.center();
        #[expect(
            clippy::cast_possible_truncation,
            reason = "a screen position in points, far inside i32"
        )]
        self.members
            .push(((c.x.round() as i32, c.y.round() as i32), resp.id));
        if resp.clicked() && index != self.current {
            ui.data_mut(|d| d.insert_temp(self.id, index));
        }
        if !resp.has_focus() {
            return;
        }
        keep_arrows(ui, resp.id);
        let arrow = arrow_pressed(ui);
        if let Some(arrow) = arrow {
            self.pressed = Some((index, arrow));
        }
    }

    /// Moves the focus as the arrow pressed this frame asks.
    pub fn finish(self, ui: &Ui) {
        let Some((from, arrow)) = self.pressed else {
            return;
        };
        let points: Vec<(i32, i32)> = self.members.iter().map(|(p, _)| *p).collect();
        if let Some((to, (_, id))) =
            nearest(&points, from, arrow).and_then(|to| Some((to, self.members.get(to)?)))
        {
            ui.data_mut(|d| d.insert_temp(self.id, to));
            ui.memory_mut(|m| m.request_focus(*id));
            ui.ctx().request_repaint();
        }
    }
}

/// The nearest point of `points` from `from` in the direction of `arrow`
/// (within 45° of it), preferring straight on: the board's arrow walk,
/// which follows the track where it runs that way and crosses the cross
/// where it does not. `None` at the edge.
#[must_use]
pub fn nearest(points: &[(i32, i32)], from: usize, arrow: Arrow) -> Option<usize> {
    let (fx, fy) = *points.get(from)?;
    let (sx, sy) = arrow.step();
    points
        .iter()
        .enumerate()
        .filter_map(|(i, &(x, y))| {
            let (dx, dy) = (x - fx, y - fy);
            let along = dx * sx + dy * sy;
            let across = (dx * sy - dy * sx).abs();
            (i != from && along > 0 && across <= along).then_some((along + 2 * across, i))
        })
        .min()
        .map(|(_, i)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_nearest_goes_straight_on_and_stops_at_the_edge() {
        // A plus sign: centre, then right, left, up, down, and one far right.
        let points = [(0, 0), (1, 0), (-1, 0), (0, -1), (0, 1), (3, 1)];
        assert_eq!(nearest(&points, 0, Arrow::Right), Some(1));
        assert_eq!(nearest(&points, 0, Arrow::Left), Some(2));
        assert_eq!(nearest(&points, 0, Arrow::Up), Some(3));
        assert_eq!(nearest(&points, 0, Arrow::Down), Some(4));
        assert_eq!(nearest(&points, 1, Arrow::Right), Some(5));
        assert_eq!(nearest(&points, 5, Arrow::Right), None);
        assert_eq!(nearest(&points, 9, Arrow::Right), None);
    }
}
