//! [`Drawing`] → a standalone SVG document: an accessible `<title>` and
//! `<desc>`, one element per primitive with a `class` naming what it shows
//! (`tile`, `path`, `move-length`, `legend`, …) and a `<title>` tooltip where
//! the drawing has one. Text names the embedded font family, so the SVG, the
//! PNG rasterised from it and the window show the same letters.

use std::fmt::Write as _;

use super::colour::Rgba;
use super::drawing::{Drawing, Item};
use super::font::FAMILY;
use super::points::Pt;
use super::shape::{Shape, Stroke};
use super::text::{Anchor, Text};

/// The SVG text of a drawing.
///
/// ```
/// use maedn::render::{Drawing, Rgba, to_svg};
/// let mut d = Drawing::new(40.0, 20.0, Rgba::rgb(255, 255, 255));
/// d.title = "A <small> figure".to_owned();
/// let svg = to_svg(&d);
/// assert!(svg.starts_with("<svg") && svg.contains("<title id=\"figure-title\">A &lt;small&gt; figure</title>"));
/// ```
#[must_use]
pub fn to_svg(drawing: &Drawing) -> String {
    let (w, h) = (num(drawing.width), num(drawing.height));
    let mut out = String::with_capacity(64 * drawing.items.len() + 512);
    // `write!` into a String cannot fail.
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-labelledby="figure-title figure-desc" font-family="{FAMILY}">"#
    );
    let _ = writeln!(
        out,
        r#"  <title id="figure-title">{}</title>"#,
        escape(&drawing.title)
    );
    let _ = writeln!(
        out,
        r#"  <desc id="figure-desc">{}</desc>"#,
        escape(&drawing.description)
    );
    let _ = writeln!(
        out,
        r#"  <rect class="background" width="{w}" height="{h}"{}/>"#,
        fill(Some(drawing.background))
    );
    for item in &drawing.items {
        write_item(&mut out, item);
    }
    out.push_str("</svg>\n");
    out
}

fn write_item(out: &mut String, item: &Item) {
    let class = item.class.name();
    let (open, attrs, body) = match &item.shape {
        Shape::Line { from, to, stroke } => (
            "line",
            format!(
                r#" x1="{}" y1="{}" x2="{}" y2="{}" fill="none"{}"#,
                num(from.x),
                num(from.y),
                num(to.x),
                num(to.y),
                stroke_attrs(Some(stroke))
            ),
            None,
        ),
        Shape::Polyline { points, stroke } => (
            "polyline",
            format!(
                r#" points="{}" fill="none"{}"#,
                points_attr(points),
                stroke_attrs(Some(stroke))
            ),
            None,
        ),
        Shape::Circle {
            centre,
            radius,
            fill: f,
            stroke,
        } => (
            "circle",
            format!(
                r#" cx="{}" cy="{}" r="{}"{}{}"#,
                num(centre.x),
                num(centre.y),
                num(*radius),
                fill(*f),
                stroke_attrs(stroke.as_ref())
            ),
            None,
        ),
        Shape::Polygon {
            points,
            fill: f,
            stroke,
        } => (
            "polygon",
            format!(
                r#" points="{}"{}{}"#,
                points_attr(points),
                fill(*f),
                stroke_attrs(stroke.as_ref())
            ),
            None,
        ),
        Shape::Rect {
            rect,
            radius,
            fill: f,
            stroke,
        } => (
            "rect",
            format!(
                r#" x="{}" y="{}" width="{}" height="{}" rx="{}"{}{}"#,
                num(rect.min.x),
                num(rect.min.y),
                num(rect.width().max(0.0)),
                num(rect.height().max(0.0)),
                num(*radius),
                fill(*f),
                stroke_attrs(stroke.as_ref())
            ),
            None,
        ),
        Shape::Text(t) => ("text", text_attrs(t), Some(escape(&t.text))),
    };
    let tooltip = item
        .tooltip
        .as_ref()
        .map(|t| format!("<title>{}</title>", escape(t)));
    let _ = match (body, tooltip) {
        (None, None) => writeln!(out, r#"  <{open} class="{class}"{attrs}/>"#),
        (body, tooltip) => writeln!(
            out,
            r#"  <{open} class="{class}"{attrs}>{}{}</{open}>"#,
            tooltip.unwrap_or_default(),
            body.unwrap_or_default()
        ),
    };
}

fn text_attrs(t: &Text) -> String {
    let anchor = match t.anchor {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    };
    let mut s = format!(
        r#" x="{}" y="{}" font-size="{}" font-weight="{}" text-anchor="{anchor}"{}"#,
        num(t.at.x),
        num(t.at.y),
        num(t.size),
        t.weight.css(),
        fill(Some(t.colour))
    );
    if let Some(halo) = t.halo {
        let _ = write!(
            s,
            r#" stroke="{}" stroke-width="{}" stroke-linejoin="round" paint-order="stroke""#,
            halo.hex(),
            num(halo_width(t.size))
        );
        if !halo.is_opaque() {
            let _ = write!(s, r#" stroke-opacity="{}""#, num(halo.opacity()));
        }
    }
    if t.rotation != 0.0 {
        let _ = write!(
            s,
            r#" transform="rotate({} {} {})""#,
            num(t.rotation),
            num(t.at.x),
            num(t.at.y)
        );
    }
    s
}

/// Width of a text halo: about a sixth of the font size, painted under the glyphs.
#[must_use]
pub fn halo_width(size: f32) -> f32 {
    (size * 0.18).max(1.5)
}

fn fill(colour: Option<Rgba>) -> String {
    match colour {
        None => r#" fill="none""#.to_owned(),
        Some(c) if c.is_opaque() => format!(r#" fill="{}""#, c.hex()),
        Some(c) => format!(r#" fill="{}" fill-opacity="{}""#, c.hex(), num(c.opacity())),
    }
}

fn stroke_attrs(stroke: Option<&Stroke>) -> String {
    let Some(s) = stroke else {
        return String::new();
    };
    let mut out = format!(
        r#" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round""#,
        s.colour.hex(),
        num(s.width)
    );
    if !s.colour.is_opaque() {
        let _ = write!(out, r#" stroke-opacity="{}""#, num(s.colour.opacity()));
    }
    if let Some((dash, gap)) = s.dash {
        let _ = write!(out, r#" stroke-dasharray="{} {}""#, num(dash), num(gap));
    }
    out
}

fn points_attr(points: &[Pt]) -> String {
    points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A coordinate with at most two decimals and no trailing zeros.
fn num(v: f32) -> String {
    if !v.is_finite() {
        return "0".to_owned();
    }
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" || s.is_empty() {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

/// XML-escapes text and attribute values.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::drawing::Class;
    use crate::render::font::Weight;
    use crate::render::points::Rect;
    use crate::render::text::text_at;

    #[test]
    fn test_numbers_are_short_and_finite() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(1.256), "1.26");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(f32::NAN), "0");
    }

    #[test]
    fn test_every_item_becomes_one_classed_element() {
        let c = Rgba::rgb(10, 20, 30);
        let mut d = Drawing::new(100.0, 50.0, Rgba::rgb(255, 255, 255));
        d.push(
            Class::Branch,
            Shape::Polyline {
                points: vec![Pt::new(0.0, 0.0), Pt::new(10.0, 5.0)],
                stroke: Stroke::dashed(2.0, c.with_alpha(128), 4.0, 2.0),
            },
        );
        d.push_titled(
            Class::Tile,
            Shape::Circle {
                centre: Pt::new(5.0, 5.0),
                radius: 3.0,
                fill: Some(c),
                stroke: None,
            },
            "Track tile 0".to_owned(),
        );
        d.push(
            Class::MoveLength,
            Shape::Rect {
                rect: Rect::from_size(Pt::new(1.0, 1.0), 10.0, 5.0),
                radius: 2.0,
                fill: None,
                stroke: Some(Stroke::solid(1.0, c)),
            },
        );
        let mut t = text_at(Pt::new(1.0, 2.0), "a & b", 12.0, Weight::Bold, c);
        t.halo = Some(Rgba::rgb(255, 255, 255));
        t.rotation = -90.0;
        d.push(Class::Caption, Shape::Text(t));
        let svg = to_svg(&d);
        assert!(svg.contains(r#"<polyline class="branch" points="0,0 10,5" fill="none""#));
        assert!(
            svg.contains(r#"stroke-dasharray="4 2""#) && svg.contains("stroke-opacity=\"0.5\"")
        );
        assert!(svg.contains(r##"<circle class="tile" cx="5" cy="5" r="3" fill="#0a141e"><title>Track tile 0</title></circle>"##));
        assert!(svg.contains(
            r#"<rect class="move-length" x="1" y="1" width="10" height="5" rx="2" fill="none""#
        ));
        assert!(svg.contains(r#"font-weight="700""#) && svg.contains(">a &amp; b</text>"));
        assert!(svg.contains(r#"paint-order="stroke""#) && svg.contains("rotate(-90 1 2)"));
        assert_eq!(
            svg.matches("class=").count(),
            5,
            "four items and the background"
        );
    }
}
