//! SVG → PNG with resvg, using only the embedded font (no system fonts), so a
//! PNG looks the same on every machine and matches the SVG it came from.

use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{IntRect, Pixmap, Transform};
use resvg::usvg::{self, fontdb};

use super::font::{self, FAMILY, Weight};

/// The largest PNG side in pixels (a 4K slide is 3840 wide).
pub const MAX_PNG_SIDE: u32 = 8192;

/// Why a picture could not be rasterised.
#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    /// The SVG did not parse (a bug: our writer produced it).
    Svg(#[from] usvg::Error),
    /// The scale gives no pixels or too many.
    Size {
        /// The scale asked for.
        scale: f32,
        /// Resulting width.
        width: f32,
        /// Resulting height.
        height: f32,
    },
    /// PNG encoding failed.
    Encode(String),
}

/// The font database: DejaVu Sans regular and bold, also for generic families.
fn fonts() -> Arc<fontdb::Database> {
    static DB: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    Arc::clone(DB.get_or_init(|| {
        let mut db = fontdb::Database::new();
        for weight in [Weight::Regular, Weight::Bold] {
            db.load_font_data(font::bytes(weight).to_vec());
        }
        db.set_sans_serif_family(FAMILY);
        db.set_serif_family(FAMILY);
        db.set_monospace_family(FAMILY);
        Arc::new(db)
    }))
}

/// Parses SVG text with the embedded fonts (text stays in the tree as text
/// nodes, so tests can read it back).
pub fn parse(svg: &str) -> Result<usvg::Tree, RasterError> {
    let options = usvg::Options {
        font_family: FAMILY.to_owned(),
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    Ok(usvg::Tree::from_str(svg, &options)?)
}

/// Rasterises SVG text at `scale` pixels per figure pixel.
pub fn rasterise(svg: &str, scale: f32) -> Result<Pixmap, RasterError> {
    let tree = parse(svg)?;
    let size = tree.size();
    let (width, height) = (size.width() * scale, size.height() * scale);
    let fits = |v: f32| v.is_finite() && v >= 1.0 && v <= MAX_PNG_SIDE as f32;
    let too_big = || RasterError::Size {
        scale,
        width,
        height,
    };
    if !fits(width) || !fits(height) {
        return Err(too_big());
    }
    let mut pixmap = Pixmap::new(width.ceil() as u32, height.ceil() as u32).ok_or_else(too_big)?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(without_unseen_edge(pixmap, width, height))
}

/// `pixmap` without its last, partly covered column or row where nothing
/// showed in it: a side a hair over a whole number of pixels (a figure
/// 285.001 wide) would otherwise end in a transparent line, a PNG export
/// unlike the figure (an animation's frame shows the background there).
fn without_unseen_edge(pixmap: Pixmap, width: f32, height: f32) -> Pixmap {
    let (w, h) = (pixmap.width(), pixmap.height());
    let unseen = |x0: u32, y0: u32, x1: u32, y1: u32| {
        (y0..y1).all(|y| (x0..x1).all(|x| pixmap.pixel(x, y).is_none_or(|p| p.alpha() == 0)))
    };
    let keep_w = if width.fract() > 0.0 && w > 1 && unseen(w - 1, 0, w, h) {
        w - 1
    } else {
        w
    };
    let keep_h = if height.fract() > 0.0 && h > 1 && unseen(0, h - 1, keep_w, h) {
        h - 1
    } else {
        h
    };
    if (keep_w, keep_h) == (w, h) {
        return pixmap;
    }
    IntRect::from_xywh(0, 0, keep_w, keep_h)
        .and_then(|r| pixmap.clone_rect(r))
        .unwrap_or(pixmap)
}

/// Rasterises SVG text at `scale` and encodes it as PNG.
pub fn svg_to_png(svg: &str, scale: f32) -> Result<Vec<u8>, RasterError> {
    rasterise(svg, scale)?
        .encode_png()
        .map_err(|e| RasterError::Encode(e.to_string()))
}

/// All text of a parsed SVG tree, in document order (for tests and checks).
#[must_use]
pub fn tree_texts(tree: &usvg::Tree) -> Vec<String> {
    fn walk(group: &usvg::Group, out: &mut Vec<String>) {
        for node in group.children() {
            match node {
                usvg::Node::Group(g) => walk(g, out),
                usvg::Node::Text(t) => {
                    out.push(t.chunks().iter().map(|c| c.text()).collect());
                }
                usvg::Node::Path(_) | usvg::Node::Image(_) => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(tree.root(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect width="20" height="10" fill="#ff0000"/><text x="1" y="8" font-size="8" font-family="DejaVu Sans">Hi</text></svg>"##;

    #[test]
    fn test_rasterise_scales_and_fills() {
        let p = rasterise(SMALL, 2.0).expect("renders");
        assert_eq!((p.width(), p.height()), (40, 20));
        let corner = p.pixel(0, 0).expect("pixel");
        assert_eq!((corner.red(), corner.green(), corner.blue()), (255, 0, 0));
        let png = svg_to_png(SMALL, 1.0).expect("encodes");
        assert_eq!(&png[1..4], b"PNG");
    }

    #[test]
    fn test_a_side_a_hair_over_whole_pixels_gains_no_empty_column() {
        // 20.001 pixels: a 21st column would be covered a thousandth,
        // transparent; the picture is 20 wide and opaque to its edge.
        let p = rasterise(SMALL, 1.000_05).expect("renders");
        assert_eq!((p.width(), p.height()), (20, 10));
        assert!(p.pixels().iter().all(|c| c.alpha() == 255));
        // A line covered enough to show is kept (10.5 rows: 11).
        let p = rasterise(SMALL, 1.05).expect("renders");
        assert_eq!((p.width(), p.height()), (21, 11));
        assert!(p.pixel(0, 10).expect("pixel").alpha() > 0);
    }

    #[test]
    fn test_text_is_kept_and_shaped_with_the_embedded_font() {
        let tree = parse(SMALL).expect("parses");
        assert_eq!(tree_texts(&tree), ["Hi"]);
        // The text found its font: it has glyph outlines.
        assert!(tree.root().has_children());
    }

    #[test]
    fn test_bad_scale_is_an_error_not_a_panic() {
        assert!(matches!(
            rasterise(SMALL, 0.0),
            Err(RasterError::Size { .. })
        ));
        assert!(matches!(
            rasterise(SMALL, 1e6),
            Err(RasterError::Size { .. })
        ));
        assert!(matches!(
            rasterise(SMALL, f32::NAN),
            Err(RasterError::Size { .. })
        ));
        assert!(matches!(rasterise("<svg", 1.0), Err(RasterError::Svg(_))));
    }
}
