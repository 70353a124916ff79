//! Pages of drawings → one PDF: every [`Block`] of a [`Page`] is a
//! [`Drawing`] written as SVG ([`to_svg`]), read into a usvg tree with the
//! embedded font ([`raster::parse`]) and drawn onto the page by krilla-svg,
//! so the PDF shows exactly what the SVG and PNG exports show. Text stays
//! text (DejaVu Sans, embedded and subset: selectable and searchable), each
//! block is tagged for screen readers by its [`Role`] (a heading, a
//! paragraph, a figure with its description; page furniture is an
//! artifact; a table's cells are tagged Table, TR, TH and TD), and the
//! document carries its title, language and author, an outline with a
//! bookmark per page and the PDF/UA-1 identifier (krilla checks what it
//! can of PDF/UA-1 and shows the title in the viewer's title bar).
//!
//! [`page_png`] draws the same blocks through resvg, the PNG exports'
//! rasteriser, for comparing a page with what the PDF shows.

use std::num::NonZeroU16;

use krilla::configure::{Accessibility, ConfigurationBuilder};
use krilla::destination::XyzDestination;
use krilla::geom::{Point, Size, Transform};
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla::surface::Surface;
use krilla::tagging::{
    Artifact, ArtifactType, ContentTag, Node, SpanTag, TableHeaderScope, Tag, TagGroup, TagTree,
};
use krilla::{Document, SerializeSettings};
use krilla_svg::{SurfaceExt, SvgSettings};
use resvg::tiny_skia::{self, Pixmap};

use super::colour::Rgba;
use super::drawing::Drawing;
use super::points::Pt;
use super::raster::{self, MAX_PNG_SIDE, RasterError};
use super::svg::to_svg;

/// Points per millimetre (a PDF point is 1/72 inch).
const PT_PER_MM: f32 = 72.0 / 25.4;

/// A page's size, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageSize {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
}

impl PageSize {
    /// A4 landscape (297 × 210 mm).
    pub const A4_LANDSCAPE: PageSize = PageSize {
        width: 297.0 * PT_PER_MM,
        height: 210.0 * PT_PER_MM,
    };
    /// A4 portrait (210 × 297 mm).
    pub const A4_PORTRAIT: PageSize = PageSize {
        width: 210.0 * PT_PER_MM,
        height: 297.0 * PT_PER_MM,
    };
    /// A 16:9 slide as wide as A4 landscape (297 × 167 mm).
    pub const WIDE: PageSize = PageSize {
        width: 297.0 * PT_PER_MM,
        height: 297.0 * PT_PER_MM * 9.0 / 16.0,
    };
}

/// What a block is to a screen reader.
#[derive(Clone, Debug, PartialEq)]
pub enum Role {
    /// The page's heading (level 1).
    Heading,
    /// A paragraph of text.
    Paragraph,
    /// A board or chart, with the words a reader hears instead.
    Figure(String),
    /// Page furniture (the footer, page numbers): not read.
    Artifact,
    /// One cell of a table: consecutive cells make one table, a row per
    /// `row` (row 0 holds the column heads).
    Cell {
        /// Its row, counted from the heads.
        row: usize,
        /// Does it head its column (in row 0) or its row (elsewhere)?
        head: bool,
    },
}

/// One drawing placed on a page: its top left at `at`, its pixels `scale`
/// points each.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// What is drawn (its background is drawn too: leave it transparent to
    /// show the page beneath).
    pub drawing: Drawing,
    /// Where its top left corner goes, in points from the page's top left.
    pub at: Pt,
    /// Points per drawing pixel.
    pub scale: f32,
    /// What it is to a screen reader.
    pub role: Role,
}

/// One page: its size, its colour and its blocks in painting order.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Its size.
    pub size: PageSize,
    /// The paper's colour under everything.
    pub background: Rgba,
    /// What is drawn on it.
    pub blocks: Vec<Block>,
}

/// The document's title, language and author.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdfMeta {
    /// The title (shown by viewers instead of the file name).
    pub title: String,
    /// The language, as a BCP 47 tag (`en`, `de`).
    pub lang: String,
    /// The author.
    pub author: String,
    /// A one-line description.
    pub subject: String,
    /// The program that made it, with its version.
    pub creator: String,
}

/// Why a PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// A block's SVG did not parse (a bug: our writer produced it).
    Svg(#[from] RasterError),
    /// A page or a block has no area.
    Size {
        /// Its width.
        width: f32,
        /// Its height.
        height: f32,
    },
    /// krilla could not write the document.
    Write(String),
}

/// The PDF of `pages`, with `meta`; `on_page` hears each page's index once
/// it is drawn (the window's progress).
pub fn pdf_bytes(
    pages: &[Page],
    meta: &PdfMeta,
    mut on_page: impl FnMut(usize),
) -> Result<Vec<u8>, PdfError> {
    // PDF/UA-1 alone always makes a configuration; krilla still asks.
    let configuration = ConfigurationBuilder::new()
        .with_accessibility_validator(Accessibility::UA1)
        .finish()
        .map_err(|e| PdfError::Write(format!("{e:?}")))?;
    let mut document = Document::new_with(SerializeSettings {
        configuration,
        ..SerializeSettings::default()
    });
    let mut tree = TagTree::new();
    let mut outline = Outline::new();
    for (index, page) in pages.iter().enumerate() {
        let size = page.size;
        let settings = PageSettings::from_wh(size.width, size.height).ok_or(PdfError::Size {
            width: size.width,
            height: size.height,
        })?;
        let mut part = TagGroup::new(Tag::Part);
        let mut table = Table::default();
        let mut pdf_page = document.start_page_with(settings);
        let mut surface = pdf_page.surface();
        paper(&mut surface, page)?;
        for block in &page.blocks {
            let node = draw_block(&mut surface, block, &meta.lang)?;
            match (&block.role, node) {
                (Role::Cell { row, .. }, Some(node)) => table.push(*row, node),
                (_, node) => {
                    table.close_into(&mut part);
                    if let Some(node) = node {
                        part.push(node);
                    }
                }
            }
        }
        table.close_into(&mut part);
        surface.finish();
        pdf_page.finish();
        tree.push(part);
        outline.push_child(OutlineNode::new(
            bookmark(page, index, &meta.title),
            XyzDestination::new(index, Point::from_xy(0.0, 0.0)),
        ));
        on_page(index);
    }
    document.set_outline(outline);
    document.set_tag_tree(tree);
    document.set_metadata(
        Metadata::new()
            .title(meta.title.clone())
            .language(meta.lang.clone())
            .authors(vec![meta.author.clone()])
            .description(meta.subject.clone())
            .creator(meta.creator.clone()),
    );
    document
        .finish()
        .map_err(|e| PdfError::Write(format!("{e:?}")))
}

/// A page's bookmark: its heading, else the document's title and the
/// page's number.
fn bookmark(page: &Page, index: usize, title: &str) -> String {
    page.blocks
        .iter()
        .find(|b| b.role == Role::Heading && !b.drawing.title.trim().is_empty())
        .map_or_else(
            || format!("{title} {}", index + 1),
            |b| b.drawing.title.clone(),
        )
}

/// The table being tagged: its rows so far and the row being filled.
#[derive(Default)]
struct Table {
    rows: Vec<TagGroup>,
    row: Option<(usize, TagGroup)>,
}

impl Table {
    /// Adds a cell's node to row `row` (a new row when it differs from the
    /// last cell's).
    fn push(&mut self, row: usize, cell: Node) {
        match &mut self.row {
            Some((r, group)) if *r == row => group.push(cell),
            _ => {
                if let Some((_, done)) = self.row.take() {
                    self.rows.push(done);
                }
                self.row = Some((row, TagGroup::with_children(Tag::TR, vec![cell])));
            }
        }
    }

    /// Puts the table, if it has any cells, into `part` and starts afresh.
    fn close_into(&mut self, part: &mut TagGroup) {
        if let Some((_, done)) = self.row.take() {
            self.rows.push(done);
        }
        if !self.rows.is_empty() {
            let rows = std::mem::take(&mut self.rows);
            part.push(TagGroup::with_children(
                Tag::Table,
                rows.into_iter().map(Node::from).collect(),
            ));
        }
    }
}

/// The page's colour, as an artifact.
fn paper(surface: &mut Surface<'_>, page: &Page) -> Result<(), PdfError> {
    let mut sheet = Drawing::new(page.size.width, page.size.height, page.background);
    sheet.title = String::new();
    let tree = raster::parse(&to_svg(&sheet))?;
    let size = Size::from_wh(page.size.width, page.size.height).ok_or(PdfError::Size {
        width: page.size.width,
        height: page.size.height,
    })?;
    surface.start_tagged(ContentTag::Artifact(Artifact::with_kind(
        ArtifactType::Page,
    )));
    surface.draw_svg(&tree, size, SvgSettings::default());
    surface.end_tagged();
    Ok(())
}

/// Draws `block` and returns its node of the tag tree (none for artifacts).
fn draw_block(
    surface: &mut Surface<'_>,
    block: &Block,
    lang: &str,
) -> Result<Option<Node>, PdfError> {
    let d = &block.drawing;
    let tree = raster::parse(&to_svg(d))?;
    let size =
        Size::from_wh(d.width * block.scale, d.height * block.scale).ok_or(PdfError::Size {
            width: d.width * block.scale,
            height: d.height * block.scale,
        })?;
    let content = match &block.role {
        Role::Artifact => ContentTag::Artifact(Artifact::with_kind(ArtifactType::Footer)),
        Role::Figure(_) => ContentTag::Other,
        Role::Heading | Role::Paragraph | Role::Cell { .. } => ContentTag::Span(SpanTag::empty()),
    };
    surface.push_transform(&Transform::from_translate(block.at.x, block.at.y));
    let id = surface.start_tagged(content);
    surface.draw_svg(&tree, size, SvgSettings::default());
    surface.end_tagged();
    surface.pop();
    let lang = Some(lang.to_owned());
    Ok(match &block.role {
        Role::Artifact => None,
        Role::Heading => {
            let level = NonZeroU16::MIN;
            Some(
                TagGroup::with_children(Tag::Hn(level, Some(d.title.clone())), vec![id.into()])
                    .into(),
            )
        }
        Role::Paragraph => {
            Some(TagGroup::with_children(Tag::P.with_lang(lang), vec![id.into()]).into())
        }
        Role::Figure(alt) => {
            Some(TagGroup::with_children(Tag::Figure(Some(alt.clone())), vec![id.into()]).into())
        }
        Role::Cell { row, head: true } => {
            let scope = if *row == 0 {
                TableHeaderScope::Column
            } else {
                TableHeaderScope::Row
            };
            Some(TagGroup::with_children(Tag::TH(scope), vec![id.into()]).into())
        }
        Role::Cell { head: false, .. } => {
            Some(TagGroup::with_children(Tag::TD, vec![id.into()]).into())
        }
    })
}

/// `page` rasterised by resvg (the PNG exports' rasteriser) at `scale`
/// pixels per point: what [`pdf_bytes`] draws, for comparison.
pub fn page_png(page: &Page, scale: f32) -> Result<Vec<u8>, RasterError> {
    let (w, h) = (page.size.width * scale, page.size.height * scale);
    let fits = |v: f32| v.is_finite() && v >= 1.0 && v <= MAX_PNG_SIDE as f32;
    let too_big = || RasterError::Size {
        scale,
        width: w,
        height: h,
    };
    if !fits(w) || !fits(h) {
        return Err(too_big());
    }
    let mut pixmap = Pixmap::new(w.round() as u32, h.round() as u32).ok_or_else(too_big)?;
    let bg = page.background;
    pixmap.fill(tiny_skia::Color::from_rgba8(bg.r, bg.g, bg.b, bg.a));
    for block in &page.blocks {
        let tree = raster::parse(&to_svg(&block.drawing))?;
        let s = block.scale * scale;
        resvg::render(
            &tree,
            tiny_skia::Transform::from_row(s, 0.0, 0.0, s, block.at.x * scale, block.at.y * scale),
            &mut pixmap.as_mut(),
        );
    }
    pixmap
        .encode_png()
        .map_err(|e| RasterError::Encode(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Class;
    use crate::render::font::Weight;
    use crate::render::shape::Shape;
    use crate::render::text::text_at;

    fn page() -> Page {
        let mut d = Drawing::new(200.0, 40.0, Rgba::default());
        d.title = "Piece 1".to_owned();
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(4.0, 30.0),
                "19,462 units",
                20.0,
                Weight::Regular,
                Rgba::rgb(0, 0, 0),
            )),
        );
        Page {
            size: PageSize::A4_LANDSCAPE,
            background: Rgba::rgb(255, 255, 255),
            blocks: vec![Block {
                drawing: d,
                at: Pt::new(50.0, 50.0),
                scale: 1.5,
                role: Role::Heading,
            }],
        }
    }

    #[test]
    fn test_a_page_becomes_a_pdf_with_its_font_and_metadata() {
        let meta = PdfMeta {
            title: "The lesson".to_owned(),
            lang: "en".to_owned(),
            author: "maedn".to_owned(),
            subject: "test".to_owned(),
            creator: "maedn test".to_owned(),
        };
        let mut seen = Vec::new();
        let pdf = pdf_bytes(&[page(), page()], &meta, |i| seen.push(i)).expect("writes");
        assert_eq!(seen, [0, 1]);
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("DejaVu"), "the font is embedded");
        assert!(text.contains("StructTreeRoot"), "tagged");
    }

    #[test]
    fn test_the_page_png_has_the_pages_size() {
        let png = page_png(&page(), 1.0).expect("renders");
        assert_eq!(&png[1..4], b"PNG");
        assert!(page_png(&page(), 0.0).is_err());
    }
}
