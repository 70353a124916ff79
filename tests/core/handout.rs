//! `maedn handout lesson`: one page per slide, read back with poppler — each
//! page rendered by `pdftoppm` looks like the same page drawn by the figure
//! exports' rasteriser (resvg), the text layer (`pdftotext`) holds the
//! slides' numbers as the engine computes them here, in both languages, the
//! font is embedded and subset, and the title, language and author are set.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::support::scratch;
use maedn::i18n::{Lang, Tr};
use maedn::model::{MoveTable, Problem, Rules, StartFieldUnits, Tile};
use maedn::render::pdf::{Page, PageSize, PdfMeta, Role, page_png, pdf_bytes};
use maedn::render::{Look, Scheme, Theme};
use maedn::solver::{Progress, dp};
use maedn::window::Slide;
use maedn::window::handout::{LessonPages, VERSION, lesson_pages};
use resvg::tiny_skia::Pixmap;
use web_time::Instant;

/// Pixels per point the pages are compared at (fine enough that poppler
/// draws hairlines as thin as they are: at low resolutions it widens them
/// to a pixel).
const SCALE: f32 = 1.5;
/// The mean difference per colour channel (0–255) of block averages allowed
/// between poppler's rendering of a page and resvg's drawing of the same page.
const SAME_PAGE: f64 = 2.0;

/// A poppler tool's output (it must succeed).
pub(crate) fn poppler(tool: &str, args: &[&str]) -> Vec<u8> {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{tool} runs (poppler-utils installed?): {e}"));
    assert!(
        out.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The text of `pdf` (pages `from..=to`, all if `None`), whitespace made single spaces.
pub(crate) fn pdf_text(pdf: &Path, pages: Option<(usize, usize)>) -> String {
    let mut args = Vec::new();
    let (f, l);
    if let Some((from, to)) = pages {
        f = from.to_string();
        l = to.to_string();
        args.extend(["-f", f.as_str(), "-l", l.as_str()]);
    }
    let p = pdf.to_str().unwrap();
    args.extend([p, "-"]);
    let text = String::from_utf8(poppler("pdftotext", &args)).unwrap();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `pdfinfo`'s value of `key` ("Pages", "Title", …).
pub(crate) fn pdf_info(pdf: &Path, key: &str) -> String {
    let info = String::from_utf8(poppler("pdfinfo", &[pdf.to_str().unwrap()])).unwrap();
    info.lines()
        .find_map(|l| l.strip_prefix(&format!("{key}:")))
        .map(|v| v.trim().to_owned())
        .unwrap_or_default()
}

/// Page `n` (1-based) of `pdf` rendered by poppler at `dpi`.
fn rendered(pdf: &Path, n: usize, dpi: f32, dir: &Path) -> Pixmap {
    let stem = dir.join(format!("page-{n}"));
    let n_s = n.to_string();
    let dpi_s = format!("{dpi}");
    poppler(
        "pdftoppm",
        &[
            "-png",
            "-r",
            &dpi_s,
            "-f",
            &n_s,
            "-l",
            &n_s,
            "-singlefile",
            pdf.to_str().unwrap(),
            stem.to_str().unwrap(),
        ],
    );
    Pixmap::load_png(stem.with_extension("png")).unwrap()
}

/// Side of the blocks compared, in pixels: antialiasing (which poppler and
/// resvg do a little differently) evens out within a block, a missing or
/// moved line or word does not.
const BLOCK: u32 = 4;

/// The mean difference per colour channel between the two images' block
/// averages, over the blocks both images have.
fn mean_difference(a: &Pixmap, b: &Pixmap) -> f64 {
    assert!(
        a.width().abs_diff(b.width()) <= 2 && a.height().abs_diff(b.height()) <= 2,
        "sizes {}x{} and {}x{}",
        a.width(),
        a.height(),
        b.width(),
        b.height()
    );
    let (w, h) = (
        a.width().min(b.width()) / BLOCK,
        a.height().min(b.height()) / BLOCK,
    );
    let block = |p: &Pixmap, bx: u32, by: u32| -> [f64; 3] {
        let mut sum = [0.0; 3];
        for y in by * BLOCK..(by + 1) * BLOCK {
            for x in bx * BLOCK..(bx + 1) * BLOCK {
                let c = p.pixel(x, y).unwrap();
                sum[0] += f64::from(c.red());
                sum[1] += f64::from(c.green());
                sum[2] += f64::from(c.blue());
            }
        }
        sum.map(|v| v / f64::from(BLOCK * BLOCK))
    };
    let mut total = 0.0;
    for by in 0..h {
        for bx in 0..w {
            let (p, q) = (block(a, bx, by), block(b, bx, by));
            total += (0..3).map(|i| (p[i] - q[i]).abs()).sum::<f64>();
        }
    }
    total / (f64::from(w) * f64::from(h) * 3.0)
}

/// The lesson's pages in `lang` (A4 landscape) and their PDF, made once.
fn lesson(lang: Lang) -> &'static (Vec<Page>, PathBuf) {
    static EN: OnceLock<(Vec<Page>, PathBuf)> = OnceLock::new();
    static DE: OnceLock<(Vec<Page>, PathBuf)> = OnceLock::new();
    let cell = if lang == Lang::En { &EN } else { &DE };
    cell.get_or_init(|| {
        let tr = Tr::shared(lang);
        let palette = Look::new(Theme::Light, Scheme::Board).palette();
        let pages = lesson_pages(
            PageSize::A4_LANDSCAPE,
            palette,
            tr,
            VERSION,
            &Progress::default(),
            |_, _| {},
        )
        .unwrap();
        let meta = PdfMeta {
            title: format!("lesson {}", lang.code()),
            lang: lang.code().to_owned(),
            author: "maedn".to_owned(),
            subject: String::new(),
            creator: String::new(),
        };
        let bytes = pdf_bytes(&pages, &meta, |_| {}).unwrap();
        let path = scratch("handout", &format!("lesson-{}", lang.code())).join("lesson.pdf");
        std::fs::write(&path, bytes).unwrap();
        (pages, path)
    })
}

#[test]
fn test_the_lesson_has_one_page_per_slide_with_its_font_and_metadata() {
    for lang in [Lang::En, Lang::De] {
        let (pages, pdf) = lesson(lang);
        assert_eq!(pages.len(), Slide::COUNT);
        assert_eq!(pdf_info(pdf, "Pages"), Slide::COUNT.to_string());
        assert_eq!(pdf_info(pdf, "Author"), "maedn");
        assert_eq!(pdf_info(pdf, "Tagged"), "yes");
        let fonts = String::from_utf8(poppler("pdffonts", &[pdf.to_str().unwrap()])).unwrap();
        let dejavu: Vec<&str> = fonts.lines().filter(|l| l.contains("DejaVuSans")).collect();
        assert!(!dejavu.is_empty(), "{fonts}");
        // Embedded and subset: `emb yes sub yes` (a subset's name has a tag `ABCDEF+`).
        assert!(
            dejavu
                .iter()
                .all(|l| l.contains('+') && l.contains("yes yes")),
            "{fonts}"
        );
        let raw = std::fs::read(pdf).unwrap();
        // The catalog's `/Lang (en)`; PDF allows no space before the string.
        let entries = [
            format!("/Lang ({})", lang.code()),
            format!("/Lang({})", lang.code()),
        ];
        assert!(
            entries
                .iter()
                .any(|e| raw.windows(e.len()).any(|w| w == e.as_bytes())),
            "no {}",
            entries[0]
        );
    }
}

/// A page has nothing to click: the window's hints ("Click a tile or a
/// bit") are not printed, in either language; the window still shows them.
#[test]
fn test_the_printed_lesson_asks_nobody_to_click() {
    for (lang, click) in [(Lang::En, "Click"), (Lang::De, "Klicke")] {
        let (_, pdf) = lesson(lang);
        let text = pdf_text(pdf, None);
        assert!(!text.contains(click), "{lang:?}: {text}");
    }
}

#[test]
fn test_the_text_layer_holds_the_slides_numbers_in_both_languages() {
    let rules = Rules::paper();
    let table = MoveTable::new(&rules);
    // Computed here: the start field's moves, the Question slide's straight
    // move (36 by 5), and each piece's shortest path by the DP (the Answer
    // slide's table).
    let start = StartFieldUnits::new(&rules);
    let straight = table.length_between(Tile::new(36).unwrap(), Tile::new(41).unwrap());
    let pieces: Vec<f64> = (1..=4u8)
        .map(|p| dp(&table, &Problem::piece(p).unwrap()).units)
        .collect();
    for lang in [Lang::En, Lang::De] {
        let (_, pdf) = lesson(lang);
        let numbers = Tr::shared(lang).numbers();
        let page = |slide: Slide| {
            let n = slide.index() + 1;
            pdf_text(pdf, Some((n, n)))
        };
        let game = page(Slide::Game);
        for units in start.per_slot.iter().chain([&start.total]) {
            let shown = numbers.units(*units);
            assert!(
                game.contains(&shown),
                "{lang:?}: {shown} not on the Game page: {game}"
            );
        }
        let question = page(Slide::Question);
        let shown = numbers.units(straight);
        assert!(
            question.contains(&shown),
            "{lang:?}: {shown} not in {question}"
        );
        let answer = page(Slide::Answer);
        for units in &pieces {
            let shown = numbers.units(*units);
            assert!(answer.contains(&shown), "{lang:?}: {shown} not in {answer}");
        }
        // Every page names the app's version and its number.
        for n in 1..=Slide::COUNT {
            let text = pdf_text(pdf, Some((n, n)));
            assert!(text.contains(VERSION), "page {n}: {text}");
        }
    }
    // The languages differ in words and number format.
    assert_ne!(
        pdf_text(&lesson(Lang::En).1, None),
        pdf_text(&lesson(Lang::De).1, None)
    );
}

#[test]
fn test_every_page_renders_as_the_figure_pipeline_draws_it() {
    let dir = scratch("handout", "render");
    for lang in [Lang::En, Lang::De] {
        let (pages, pdf) = lesson(lang);
        for (i, page) in pages.iter().enumerate() {
            let ours = Pixmap::decode_png(&page_png(page, SCALE).unwrap()).unwrap();
            let poppler = rendered(pdf, i + 1, 72.0 * SCALE, &dir);
            let d = mean_difference(&ours, &poppler);
            if d >= SAME_PAGE {
                ours.save_png(dir.join(format!("ours-{i}.png"))).unwrap();
                poppler
                    .save_png(dir.join(format!("poppler-{i}.png")))
                    .unwrap();
            }
            assert!(
                d < SAME_PAGE,
                "{lang:?} page {}: mean difference {d:.2}",
                i + 1
            );
        }
    }
    // And the comparison can fail: two different slides differ.
    let (pages, _) = lesson(Lang::En);
    let a = Pixmap::decode_png(&page_png(&pages[0], SCALE).unwrap()).unwrap();
    let b = Pixmap::decode_png(&page_png(&pages[5], SCALE).unwrap()).unwrap();
    let other = mean_difference(&a, &b);
    assert!(other > SAME_PAGE * 2.0, "{other}");
}

/// The board block of a page (the drawing with the board square in it) and
/// its height on the page, in points.
fn board_height(page: &Page) -> Option<f32> {
    page.blocks
        .iter()
        .find(|b| {
            b.drawing
                .items
                .iter()
                .any(|i| i.class == maedn::render::Class::Board)
        })
        .map(|b| b.drawing.height * b.scale)
}

/// Every board on paper numbers its track tiles (the tokens 0–39 are in the
/// page's text layer) and fills the live part's height: its legend goes below
/// the text column where that has room. Measured on the pages' blocks.
#[test]
fn test_the_printed_boards_are_numbered_and_large() {
    for lang in [Lang::En, Lang::De] {
        let (pages, pdf) = lesson(lang);
        for (i, page) in pages.iter().enumerate() {
            let Some(h) = board_height(page) else {
                continue;
            };
            let share = h / page.size.height;
            eprintln!(
                "{lang:?} page {}: board {h:.0} pt, {share:.2} of the page",
                i + 1
            );
            // Before, the text column's share and the legend beneath left
            // A4's boards at 0.58–0.67 of the page.
            assert!(share >= 0.68, "{lang:?} page {}: board {share:.2}", i + 1);
            let text = pdf_text(pdf, Some((i + 1, i + 1)));
            let tokens: Vec<&str> = text.split_whitespace().collect();
            for n in 0..40 {
                assert!(
                    tokens.contains(&n.to_string().as_str()),
                    "{lang:?} page {}: no tile number {n}",
                    i + 1
                );
            }
        }
    }
}

/// The footer is never cut: a German A4 page's long settings line wraps
/// instead of ending in "…" before the page number.
#[test]
fn test_the_footer_says_all_its_settings() {
    for lang in [Lang::En, Lang::De] {
        let (_, pdf) = lesson(lang);
        for n in 1..=Slide::COUNT {
            let text = pdf_text(pdf, Some((n, n)));
            assert!(!text.contains("… maedn"), "{lang:?} page {n}: {text}");
            let bound = if lang == Lang::En {
                "bound 193"
            } else {
                "Schranke 193"
            };
            if n == Slide::Search.index() + 1 {
                assert!(text.contains(bound), "{lang:?} page {n}: {text}");
            }
        }
    }
}

/// The bits page counts what it says it counts: every bit of the board it
/// prints, and those in the start field, on the way and in the units.
#[test]
fn test_the_bits_page_counts_the_bits_it_names() {
    for lang in [Lang::En, Lang::De] {
        let (_, pdf) = lesson(lang);
        let n = Slide::Bits.index() + 1;
        let text = pdf_text(pdf, Some((n, n)));
        let hex = text
            .split_whitespace()
            .find_map(|w| w.strip_prefix("0x"))
            .map(|h| h.trim_end_matches([',', '.']).replace('_', ""))
            .unwrap();
        let raw = u64::from_str_radix(&hex, 16).unwrap();
        let (all, start, way, units) = (
            raw.count_ones(),
            (raw >> 60).count_ones(),
            ((raw >> 16) & 0x0FFF_FFFF_FFFF).count_ones(),
            (raw & 0xFFFF).count_ones(),
        );
        let said = if lang == Lang::En {
            format!(
                "{all} bits set: {start} in the start field, {way} on the way, {units} in the units moved"
            )
        } else {
            format!(
                "{all} Bits gesetzt: {start} im Startfeld, {way} auf dem Weg, {units} in den gezogenen Einheiten"
            )
        };
        assert!(text.contains(&said), "{lang:?}: {said:?} not in {text}");
    }
}

/// The last page's timing is measured when the PDF is made, and says so.
#[test]
fn test_the_measured_time_says_it_was_measured() {
    for (lang, said) in [
        (Lang::En, "Measured on this computer it took"),
        (Lang::De, "Hier gemessen:"),
    ] {
        let (_, pdf) = lesson(lang);
        let n = Slide::Beyond.index() + 1;
        let text = pdf_text(pdf, Some((n, n)));
        assert!(
            text.contains(said) && text.contains("µs"),
            "{lang:?}: {text}"
        );
    }
}

/// The lesson laid out a part at a time, as a page in a browser lays it out
/// between frames (a deadline always past, so every step does one part: a
/// slide set up, a wait for one of its numbers, a page laid out), has the
/// pages of the lesson laid out in one go. The Beyond page prints a time
/// measured in each run, so there only its blocks are counted.
#[test]
fn test_the_lesson_laid_out_a_part_at_a_time_has_the_pages_of_one_go() {
    let tr = Tr::shared(Lang::En);
    let palette = Look::new(Theme::Light, Scheme::Board).palette();
    let mut parts = LessonPages::new(PageSize::A4_LANDSCAPE, palette, tr, VERSION);
    let progress = Progress::default();
    let mut heard = Vec::new();
    let mut steps = 0;
    let pages = loop {
        steps += 1;
        let step = parts.step(Some(Instant::now()), &progress, &mut |done, count| {
            heard.push((done, count));
        });
        if let Some(pages) = step.unwrap() {
            break pages;
        }
    };
    let (whole, _) = lesson(Lang::En);
    assert_eq!(pages.len(), whole.len());
    for (i, (part, one)) in pages.iter().zip(whole).enumerate() {
        if i == Slide::Beyond.index() {
            assert_eq!(part.blocks.len(), one.blocks.len(), "page {}", i + 1);
        } else {
            assert_eq!(part, one, "page {}", i + 1);
        }
    }
    let count = Slide::COUNT;
    assert_eq!(heard, (1..=count).map(|d| (d, count)).collect::<Vec<_>>());
    // At least a set-up, a wait and a layout for every slide.
    assert!(steps >= 3 * count, "{steps} steps");
}

/// The /Alt words of every figure on the pages, with the page's number.
fn figure_alts(pages: &[Page]) -> Vec<(usize, String)> {
    pages
        .iter()
        .enumerate()
        .flat_map(|(i, p)| {
            p.blocks.iter().filter_map(move |b| match &b.role {
                Role::Figure(alt) => Some((i + 1, alt.clone())),
                _ => None,
            })
        })
        .collect()
}

/// Every figure's words are whole (never empty, never an empty bracket or a
/// dangling "against "), say a number, and the Answer page's board names
/// each piece's path and its length as the engine computes it.
#[test]
fn test_every_figure_says_what_it_shows() {
    let rules = Rules::paper();
    let table = MoveTable::new(&rules);
    let pieces: Vec<f64> = (1..=4u8)
        .map(|p| dp(&table, &Problem::piece(p).unwrap()).units)
        .collect();
    for lang in [Lang::En, Lang::De] {
        let (pages, _) = lesson(lang);
        let alts = figure_alts(pages);
        assert!(alts.len() >= Slide::COUNT - 1, "{lang:?}: {alts:?}");
        for (page, alt) in &alts {
            let t = alt.trim();
            assert!(!t.is_empty(), "{lang:?} page {page}: empty");
            for cut in ["()", "( )", "{", "}", ": .", " ."] {
                assert!(!t.contains(cut), "{lang:?} page {page}: {cut:?} in {t}");
            }
            assert!(
                t.ends_with('.') && !t.ends_with(" .") && !t.ends_with(':'),
                "{lang:?} page {page}: cut: {t}"
            );
            assert!(
                t.chars().any(|c| c.is_ascii_digit()),
                "{lang:?} page {page}: no number: {t}"
            );
        }
        let numbers = Tr::shared(lang).numbers();
        let answer = Slide::Answer.index() + 1;
        let (_, said) = alts.iter().find(|(p, _)| *p == answer).unwrap();
        for (p, units) in pieces.iter().enumerate() {
            let shown = numbers.units(*units);
            assert!(said.contains(&shown), "{lang:?}: {shown} not in {said}");
            let piece = if lang == Lang::En { "piece" } else { "Figur" };
            let path = format!("{piece} {}", p + 1);
            assert!(said.contains(&path), "{lang:?}: {path} not in {said}");
        }
    }
}

/// The PDF is tagged for a screen reader as PDF/UA-1 asks: the identifier
/// in its metadata, the title shown instead of the file name, a bookmark
/// per page, figures with their words, and the Answer page's piece table a
/// table (Table, TR, TH, TD) in the structure tree poppler reads.
#[test]
fn test_the_pdf_is_tagged_as_pdf_ua() {
    for lang in [Lang::En, Lang::De] {
        let (_, pdf) = lesson(lang);
        let raw = std::fs::read(pdf).unwrap();
        let has = |s: &str| raw.windows(s.len()).any(|w| w == s.as_bytes());
        assert!(has("pdfuaid:part"), "{lang:?}: no PDF/UA identifier");
        assert!(has("/DisplayDocTitle true"), "{lang:?}: no DisplayDocTitle");
        assert!(has("/Outlines"), "{lang:?}: no outline");
        let p = pdf.to_str().unwrap();
        let tree = String::from_utf8_lossy(&poppler("pdfinfo", &["-struct", p])).into_owned();
        for tag in ["Table", "TR", "TH", "TD", "Figure"] {
            assert!(
                tree.lines().any(|l| l.trim_start().starts_with(tag)),
                "{lang:?}: no {tag} in\n{tree}"
            );
        }
    }
}

/// In greyscale the Answer page's four piece marks still differ: each is
/// the marker its path stops at on the board (disc, square, triangle,
/// diamond) with its number in it, not four dots of near-equal grey.
#[test]
fn test_the_answer_tables_marks_differ_in_greyscale() {
    use maedn::render::{Class, Shape};
    let (pages, _) = lesson(Lang::En);
    let page = &pages[Slide::Answer.index()];
    let marks: Vec<(String, Vec<String>)> = page
        .blocks
        .iter()
        .filter(|b| matches!(b.role, Role::Cell { .. }))
        .filter_map(|b| {
            let items: Vec<&Shape> = b
                .drawing
                .items
                .iter()
                .filter(|i| i.class == Class::Legend)
                .map(|i| &i.shape)
                .collect();
            let outline = items.iter().find_map(|s| match s {
                Shape::Circle { .. } => Some("disc".to_owned()),
                Shape::Polygon { points, .. } => Some(format!("{} corners", points.len())),
                _ => None,
            })?;
            let texts = items
                .iter()
                .filter_map(|s| match s {
                    Shape::Text(t) => Some(t.text.clone()),
                    _ => None,
                })
                .collect();
            Some((outline, texts))
        })
        .collect();
    assert_eq!(marks.len(), 4, "{marks:?}");
    for (i, (_, texts)) in marks.iter().enumerate() {
        assert_eq!(texts, &[(i + 1).to_string()], "{marks:?}");
    }
    let mut shapes: Vec<&String> = marks.iter().map(|(s, _)| s).collect();
    shapes.sort();
    shapes.dedup();
    // A square and a diamond both have four corners: three outlines, and
    // the numbers besides.
    assert!(shapes.len() >= 3, "{marks:?}");
}
