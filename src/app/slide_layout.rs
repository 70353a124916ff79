//! How big a slide's type is and where its parts go: the text scales with
//! the window, so that on a 1280 × 720 or 1024 × 768 projector the body is
//! at least 28 points; if a slide's text would not fit its
//! column at that size it is set smaller (never cut off), down to
//! [`MIN_BODY`]. Pure functions of sizes, tested without a window; the
//! lesson's slides and Present mode (its story and its charts) share them.

use egui::{Rect, Vec2, pos2, vec2};

/// The smallest body size a slide is ever set in.
pub const MIN_BODY: f32 = 16.0;
/// The largest body size (on a very large window).
pub const MAX_BODY: f32 = 44.0;
/// The window's width divided by this is the body size…
pub const WIDTH_PER_BODY: f32 = 36.0;
/// …and so is its height divided by this, whichever is smaller.
pub const HEIGHT_PER_BODY: f32 = 22.5;
/// The title's size relative to the body.
pub const TITLE_SCALE: f32 = 1.35;
/// Controls (buttons, sliders) of the live part, relative to the body.
pub const CONTROL_SCALE: f32 = 0.72;
/// The settings line and the small print, relative to the body.
pub const SMALL_SCALE: f32 = 0.56;
/// The text column's share of the slide's width on a 16:9 screen…
pub const TEXT_SHARE_WIDE: f32 = 0.44;
/// …growing with the screen's height to width, up to this share.
pub const TEXT_SHARE_MAX: f32 = 0.5;
/// The height-to-width ratio of a 16:9 screen.
const WIDE: f32 = 9.0 / 16.0;
/// Space between paragraphs, in lines of body text.
pub const PARAGRAPH_GAP: f32 = 0.35;
/// Steps by which a text too long for its column is set smaller.
pub const SHRINK_STEP: f32 = 1.0;
/// A chart's text (axis titles, ticks, bar labels, legends) relative to the
/// body: 18 points or more on a 1024 × 768 or 1280 × 720 projector.
pub const CHART_SCALE: f32 = 0.66;

/// The size of a chart's text on a slide (and in Present mode) whose body is `body`.
#[must_use]
pub fn chart_text(body: f32) -> f32 {
    body * CHART_SCALE
}

/// The body size for a slide drawn in `area`.
#[must_use]
pub fn body_size(area: Vec2) -> f32 {
    (area.x / WIDTH_PER_BODY)
        .min(area.y / HEIGHT_PER_BODY)
        .clamp(MIN_BODY, MAX_BODY)
}

/// A slide's parts: the title over the text column on the left, the live
/// part on the right from the top down to the footer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SlideLayout {
    /// The body size.
    pub body: f32,
    /// The title, across the top.
    pub title: Rect,
    /// The text column on the left.
    pub text: Rect,
    /// The live part on the right.
    pub live: Rect,
    /// The settings line and the navigation, across the bottom.
    pub footer: Rect,
}

impl SlideLayout {
    /// The parts of a slide drawn in `area` with body size `body`.
    #[must_use]
    pub fn new(area: Rect, body: f32) -> SlideLayout {
        let pad = body * 0.5;
        let inner = area.shrink(pad);
        let title_h = body * TITLE_SCALE * 1.35;
        let footer_h = body * (SMALL_SCALE + CONTROL_SCALE) * 1.35 + pad;
        let share = (TEXT_SHARE_WIDE + (area.height() / area.width().max(1.0) - WIDE) * 0.3)
            .clamp(TEXT_SHARE_WIDE, TEXT_SHARE_MAX);
        let split = inner.min.x + inner.width() * share;
        // The title heads the text column only: the live part reaches up to
        // the top, so that its board or chart can take 60 % of the window's
        // height even below a row or two of controls.
        let title = Rect::from_min_size(inner.min, vec2(split - pad - inner.min.x, title_h));
        let footer = Rect::from_min_max(pos2(inner.min.x, inner.max.y - footer_h), inner.max);
        let bottom = footer.min.y - pad * 0.5;
        SlideLayout {
            body,
            title,
            text: Rect::from_min_max(
                pos2(inner.min.x, title.max.y + pad * 0.5),
                pos2(split - pad, bottom),
            ),
            live: Rect::from_min_max(pos2(split + pad, inner.min.y), pos2(inner.max.x, bottom)),
            footer,
        }
    }
}

/// The live part zoomed to the whole of `area` (Z), less a margin of half
/// the body size `body`.
#[must_use]
pub fn zoomed(area: Rect, body: f32) -> Rect {
    area.shrink(body * 0.5)
}

/// The largest size from `start` down to [`MIN_BODY`] (in [`SHRINK_STEP`]s)
/// at which `height(size)` fits `room`; [`MIN_BODY`] if none does.
#[must_use]
pub fn fit(start: f32, room: f32, mut height: impl FnMut(f32) -> f32) -> f32 {
    let mut size = start;
    while size > MIN_BODY && height(size) > room {
        size = (size - SHRINK_STEP).max(MIN_BODY);
    }
    size
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The body size the slides are written for, in points (readable from the
    /// back of a classroom on a 1024 × 768 projector).
    const TARGET_BODY: f32 = 28.0;

    /// The central area of the window under the top bar, at the two common
    /// projector sizes.
    const PROJECTORS: [(f32, f32); 2] = [(1280.0, 720.0 - 40.0), (1024.0, 768.0 - 40.0)];

    #[test]
    fn test_body_text_is_large_on_a_projector() {
        for (w, h) in PROJECTORS {
            let size = body_size(vec2(w, h));
            assert!(size >= TARGET_BODY, "{w}×{h}: {size}");
        }
        assert_eq!(body_size(vec2(100.0, 100.0)), MIN_BODY);
        assert_eq!(body_size(vec2(10_000.0, 10_000.0)), MAX_BODY);
    }

    #[test]
    fn test_parts_do_not_overlap_and_stay_inside() {
        for (w, h) in PROJECTORS {
            let area = Rect::from_min_size(pos2(0.0, 40.0), vec2(w, h));
            let l = SlideLayout::new(area, body_size(area.size()));
            for r in [l.title, l.text, l.live, l.footer] {
                assert!(area.contains_rect(r), "{r:?} outside {area:?}");
                assert!(r.width() > 0.0 && r.height() > 0.0);
            }
            assert!(l.title.max.y <= l.text.min.y && l.text.max.y <= l.footer.min.y);
            assert!(l.text.max.x < l.live.min.x && l.title.max.x < l.live.min.x);
            assert!(l.live.max.y <= l.footer.min.y);
            assert!(l.live.height() > 300.0, "room for a board: {:?}", l.live);
        }
    }

    #[test]
    fn test_chart_text_is_large_on_a_projector() {
        for (w, h) in PROJECTORS {
            let size = chart_text(body_size(vec2(w, h)));
            assert!(size >= 18.0, "{w}×{h}: {size}");
        }
        // It grows with the window.
        assert!(
            chart_text(body_size(vec2(1920.0, 1040.0)))
                > chart_text(body_size(vec2(1024.0, 728.0)))
        );
    }

    #[test]
    fn test_fit_shrinks_only_as_far_as_needed() {
        // Height grows with the size: 20 lines of 1.3 × size.
        let h = |s: f32| 20.0 * 1.3 * s;
        assert_eq!(fit(30.0, 20.0 * 1.3 * 30.0, h), 30.0);
        assert_eq!(fit(30.0, 20.0 * 1.3 * 25.0, h), 25.0);
        assert_eq!(fit(30.0, 1.0, h), MIN_BODY);
    }
}
