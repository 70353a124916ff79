//! Colours, sizes and stroke widths of the window, as named constants.
//!
//! Board colours depend on the light or dark theme only where contrast needs
//! it (the board background, the black pieces' outline); the four player
//! colours are the same in both themes.

use egui::Color32;

use crate::render::{Look, Palette, Scheme, Theme};

/// The smallest board side in points.
pub const BOARD_MIN_SIDE: f32 = 200.0;

/// The smallest click target, in points: WCAG 2.2's 24 × 24 CSS pixels
/// (2.5.8). Every button, check box, slider and field is at least this
/// high ([`keep_window_style`]); the board's tiles, the bits and the
/// lesson's dots are at least this wide where the layout has the room.
pub const MIN_TARGET: f32 = 24.0;

/// Width of the left (solver) panel in points.
pub const SIDE_PANEL_WIDTH: f32 = 390.0;
/// Width of the right (stepper / bits) panel in points.
pub const RIGHT_PANEL_WIDTH: f32 = 330.0;
/// Width of the Game view's panel in points (narrower, so the board and the
/// story beside it keep room on a 1024-pixel projector).
pub const GAME_PANEL_WIDTH: f32 = 310.0;
/// Width of the Play mode's panel in points (the choice of game and piece:
/// narrow, so that the story and a board of 60 % of the height stand side
/// by side on a 1024-pixel projector).
pub const PLAY_PANEL_WIDTH: f32 = 250.0;

/// Font size of the single-step explanation above the board.
pub const DECISION_TEXT_SIZE: f32 = 17.0;

/// The branch the search explores right now.
pub const BRANCH_COLOUR: Color32 = Color32::from_rgb(0xE6, 0x51, 0x00);
/// A branch that was just pruned.
pub const PRUNED_COLOUR: Color32 = Color32::from_rgb(0xC6, 0x28, 0x28);
/// A changed bit in the bit grid.
pub const CHANGED_BIT: Color32 = Color32::from_rgb(0xFF, 0xB3, 0x00);
/// A set bit in the bit grid.
pub const SET_BIT: Color32 = Color32::from_rgb(0x43, 0x70, 0xC0);
/// Warning banner background.
pub const WARNING_BG: Color32 = Color32::from_rgb(0x8A, 0x4B, 0x00);
/// Good news (optimal result) on the light theme's panels.
pub const OK_TEXT: Color32 = Color32::from_rgb(0x2E, 0x7D, 0x32);
/// Good news on the dark theme's panels (4.5:1 or better on them).
pub const OK_TEXT_DARK: Color32 = Color32::from_rgb(0x6F, 0xD0, 0x7F);

/// The keyboard focus ring: a wide outer stroke that stands out against the
/// panels (3:1 or better) and a thin inner one in the opposite lightness, so
/// the ring shows on a light widget and on a dark one alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FocusRing {
    /// The wide stroke outside.
    pub outer: egui::Stroke,
    /// The thin stroke inside it.
    pub inner: egui::Stroke,
}

/// Width of the focus ring's outer stroke, in points (high contrast: wider).
pub const FOCUS_WIDTH: f32 = 3.0;
/// Width of the high-contrast palette's outer focus stroke, in points.
pub const FOCUS_WIDTH_HIGH_CONTRAST: f32 = 4.0;
/// The focus ring on the light theme: a deep blue (7.3:1 on white).
pub const FOCUS_LIGHT: Color32 = Color32::from_rgb(0x0B, 0x4F, 0xC0);
/// The focus ring on the dark theme: amber (10:1 on egui's dark panels).
pub const FOCUS_DARK: Color32 = Color32::from_rgb(0xFF, 0xC4, 0x2E);

/// The focus ring for the theme (`dark`) and the colours chosen: in high
/// contrast black on the light theme and white on the dark, wider.
#[must_use]
pub fn focus_ring(dark: bool, scheme: Scheme) -> FocusRing {
    let (ink, paper) = if dark {
        (Color32::WHITE, Color32::BLACK)
    } else {
        (Color32::BLACK, Color32::WHITE)
    };
    let (colour, width) = match scheme {
        Scheme::HighContrast => (ink, FOCUS_WIDTH_HIGH_CONTRAST),
        Scheme::Board | Scheme::ColourBlind if dark => (FOCUS_DARK, FOCUS_WIDTH),
        Scheme::Board | Scheme::ColourBlind => (FOCUS_LIGHT, FOCUS_WIDTH),
    };
    FocusRing {
        outer: egui::Stroke::new(width, colour),
        inner: egui::Stroke::new(1.0, paper),
    }
}

/// The colour of good news on the current theme's panels.
#[must_use]
pub const fn ok_text(dark: bool) -> Color32 {
    if dark { OK_TEXT_DARK } else { OK_TEXT }
}

/// The colour of piece `piece`'s path (1..=4) in the figure palette of the
/// current theme: the same colour on the board, in the tables and in an
/// exported figure, distinct for the four pieces in every player colour.
#[must_use]
pub fn piece_colour(ui: &egui::Ui, piece: u8) -> Color32 {
    let c = palette(ui).piece_path(piece);
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// The figure palette matching egui's theme, in the colours chosen in View
/// (the board's, the charts' and every figure's the window paints).
#[must_use]
pub fn palette(ui: &egui::Ui) -> &'static Palette {
    let theme = if ui.visuals().dark_mode {
        Theme::Dark
    } else {
        Theme::Light
    };
    Look::new(theme, colours(ui.ctx())).palette()
}

/// Where the frame's colour scheme is kept for [`colours`].
fn colours_id() -> egui::Id {
    egui::Id::unique("maedn-colours")
}

/// Tells every view of this frame which colours (View → Colours) to draw in.
pub fn set_colours(ctx: &egui::Context, scheme: Scheme) {
    ctx.data_mut(|d| d.insert_temp(colours_id(), scheme));
}

/// The colours chosen in View → Colours (the board's own until set).
#[must_use]
pub fn colours(ctx: &egui::Context) -> Scheme {
    ctx.data(|d| d.get_temp(colours_id())).unwrap_or_default()
}

/// egui's name of the fallback font (the figures' DejaVu Sans).
const FALLBACK_FONT: &str = "maedn-fallback";

/// Adds DejaVu Sans behind egui's own fonts, so that arrows (← → ◀ ▶),
/// ceiling brackets and the like, which egui's default font lacks, show in
/// every text (the lesson's navigation and slides use them). Lowest
/// priority: nothing egui's fonts already draw changes.
pub fn install_fallback_font(ctx: &egui::Context) {
    use egui::epaint::text::{FontData, FontInsert, FontPriority, InsertFontFamily};
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace];
    ctx.add_font(FontInsert::new(
        FALLBACK_FONT,
        FontData::from_static(crate::render::font::bytes(crate::render::Weight::Regular)),
        families
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect(),
    ));
}

/// The window's own style rules, kept whatever style is in use (a theme
/// switch replaces it), checked every frame:
///
/// * text cursors stay lit instead of blinking: a blinking cursor repaints
///   the whole window twice a second, which under software rendering costs
///   several per cent of a core while nothing happens
///   (`docs/benchmarks.md#the-windows-frame-cost`);
/// * scroll bars are solid: shown whenever a panel's content is taller than
///   the panel, not only while the pointer is over it (egui's floating bars
///   hide until then, so a cut-off panel gave no sign that it scrolls), and
///   they need no fade-in animation (frames) when the pointer comes near;
/// * tooltips wait for the pointer to rest by their delay alone: egui's
///   "only when still" check asks for a repaint at once every frame while
///   the pointer's speed decays, which painted about six frames per
///   pointer event over the board instead of two (`maedn bench --frames`,
///   column frames/ev); a tooltip still shows only after the pointer has
///   not moved for egui's tooltip delay;
/// * nothing animates: a fade (a tooltip, a scroll) is a run of frames
///   that software rendering pays for in full;
/// * every control is at least [`MIN_TARGET`] high, so that a finger or
///   an unsteady hand hits it (WCAG 2.5.8).
pub fn keep_window_style(ctx: &egui::Context) {
    let kept = |theme| {
        let style = ctx.style_of(theme);
        let (text, weak) = text_greys(style.visuals.dark_mode);
        !style.visuals.text_cursor.blink
            && !style.spacing.scroll.floating
            && style.animation_time == 0.0
            && !style.interaction.show_tooltips_only_when_still
            && style.spacing.interact_size.y >= MIN_TARGET
            && style.visuals.weak_text_color == Some(weak)
            && style.visuals.widgets.noninteractive.fg_stroke.color == text
    };
    if !kept(egui::Theme::Light) || !kept(egui::Theme::Dark) {
        ctx.all_styles_mut(|style| {
            style.visuals.text_cursor.blink = false;
            style.spacing.scroll = egui::style::ScrollStyle::solid();
            style.animation_time = 0.0;
            style.interaction.show_tooltips_only_when_still = false;
            style.spacing.interact_size.y = style.spacing.interact_size.y.max(MIN_TARGET);
            let (text, weak) = text_greys(style.visuals.dark_mode);
            style.visuals.weak_text_color = Some(weak);
            style.visuals.widgets.noninteractive.fg_stroke.color = text;
        });
    }
}

/// The window's plain and weak (muted) text on the light or the `dark`
/// theme: weak text still 4.5:1 or better on the panels (egui's own, text
/// faded to 60 %, was 2.7:1 on the dark panels: the lesson's settings line
/// could not be read from the back of a class), plain text clearly brighter
/// (darker on the light theme) than weak.
#[must_use]
pub const fn text_greys(dark: bool) -> (Color32, Color32) {
    if dark {
        (Color32::from_gray(200), Color32::from_gray(145))
    } else {
        (Color32::from_gray(60), Color32::from_gray(100))
    }
}

/// A panel's frame (`frame`, egui's own for that panel) without its fill:
/// the window is cleared to the panels' colour before each frame (see
/// `clear_colour`), so filling every panel again only costs a software
/// rasteriser the whole window's pixels once more per frame.
pub fn unfilled(frame: egui::Frame) -> egui::Frame {
    frame.fill(Color32::TRANSPARENT)
}

/// The colour the window is cleared to before each frame: the panels'.
#[must_use]
pub fn clear_colour(visuals: &egui::Visuals) -> [f32; 4] {
    visuals.panel_fill.to_normalized_gamma_f32()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Rgba;

    /// The window's fonts draw the no-break space numbers and units are
    /// joined by (no missing glyph), and egui keeps them on one row: a
    /// width that holds "83,047 units" only on two rows breaks before the
    /// number, never between number and unit.
    #[test]
    fn test_a_number_stays_with_its_unit_in_the_window() {
        let ctx = egui::Context::default();
        install_fallback_font(&ctx);
        ctx.begin_pass(egui::RawInput::default());
        let nbsp = crate::format::NBSP;
        let font = egui::FontId::proportional(14.0);
        let (has, rows) = ctx.fonts_mut(|f| {
            let has = f.has_glyph(&font, nbsp) && f.has_glyph(&egui::FontId::monospace(14.0), nbsp);
            let text = format!("the hand moves 83,047{nbsp}units");
            let whole = f
                .layout_no_wrap(text.clone(), font.clone(), Color32::WHITE)
                .size()
                .x;
            let unit = f
                .layout_no_wrap(format!("{nbsp}units"), font.clone(), Color32::WHITE)
                .size()
                .x;
            // Room for everything but the unit: a plain space would break there.
            let galley = f.layout(text, font.clone(), Color32::WHITE, whole - unit * 0.5);
            let rows: Vec<String> = galley.rows.iter().map(|r| r.row.text()).collect();
            (has, rows)
        });
        ctx.end_pass().textures_delta.clear();
        assert!(has, "no glyph for U+00A0");
        assert!(rows.len() >= 2, "{rows:?}");
        assert!(
            rows.iter()
                .any(|r| r.contains("83,047") && r.contains("units")),
            "{rows:?}"
        );
    }

    fn rgba(c: Color32) -> Rgba {
        let [r, g, b, _] = c.to_srgba_unmultiplied();
        Rgba::rgb(r, g, b)
    }

    /// Weak text (the lesson's settings line, hints) reads at 4.5:1 or
    /// better on every panel of both themes, and plain text more.
    #[test]
    fn test_weak_text_meets_text_contrast_on_both_themes() {
        let ctx = egui::Context::default();
        keep_window_style(&ctx);
        for theme in [egui::Theme::Light, egui::Theme::Dark] {
            let v = ctx.style_of(theme).visuals.clone();
            for bg in [v.panel_fill, v.window_fill, v.extreme_bg_color] {
                let weak = rgba(v.weak_text_color()).contrast(rgba(bg));
                let text = rgba(v.text_color()).contrast(rgba(bg));
                assert!(weak >= 4.5, "{theme:?} weak on {bg:?}: {weak:.2}");
                assert!(
                    text > weak + 1.0,
                    "{theme:?} text {text:.2}, weak {weak:.2}"
                );
            }
        }
    }
}
