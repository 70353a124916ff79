//! The worksheet ([`worksheet`]): A4 portrait, black on white (the
//! high-contrast palette, so it prints on any printer): the title, a line for
//! the name, the board with its track tiles numbered, the exercises of
//! [`super::exercises`] with ruled room for the answers — a question that
//! asks to draw with a numbered board of its own, a question about bits with
//! the 64-bit layout ([`super::bit_layout`]) — and the answer key on a page
//! of its own. Everything a student needs is on the sheet.

use super::bit_layout::bit_layout;
use super::exercises::{Ask, Exercise, SheetError, exercises, sheet_rules};
use super::{LINE, Paragraph, TextColumn, fitted, footer, lines_drawing};
use crate::i18n::words::rules as rules_words;
use crate::i18n::{Tr, count_arg};
use crate::render::font::Weight;
use crate::render::frame::wrap;
use crate::render::pdf::{Block, Page, PageSize, Role};
use crate::render::{
    Class, Drawing, Look, Palette, Pt, Rgba, Scene, Scheme, Shape, Stroke, Theme, board_drawing,
};
use crate::tr;

/// Margin round the page, in points.
const MARGIN: f32 = 48.0;
/// Title size, points.
const TITLE: f32 = 19.0;
/// Body size, points.
const BODY: f32 = 11.0;
/// Footer size, points.
const SMALL: f32 = 8.5;
/// The blank board's side, points.
const BOARD: f32 = 200.0;
/// The side of the board a question asks to draw on, points.
const DRAW_BOARD: f32 = 180.0;
/// The track tiles' numbers on the sheet's boards, in tile spacings (as
/// large as the board holds them).
const PRINTED_NUMBERS: f32 = 0.34;
/// Ruled lines for an answer.
const ANSWER_LINES: usize = 3;
/// Space between ruled lines, points.
const RULE_GAP: f32 = 20.0;

/// A worksheet: its seed, its exercises (with their answers) and its pages.
#[derive(Clone, Debug, PartialEq)]
pub struct Worksheet {
    /// The seed it was generated from.
    pub seed: u64,
    /// The exercises, in order.
    pub exercises: Vec<Exercise>,
    /// The pages: exercises first, the answer key last.
    pub pages: Vec<Page>,
}

/// The palette a worksheet prints in: black on white.
#[must_use]
pub fn sheet_palette() -> &'static Palette {
    Look::new(Theme::Light, Scheme::HighContrast).palette()
}

/// Worksheet `seed` in `tr`'s language; `version` goes in the footer.
///
/// # Errors
/// When an exercise cannot be computed.
pub fn worksheet(seed: u64, version: &str, tr: &Tr) -> Result<Worksheet, SheetError> {
    let exercises = exercises(seed, tr)?;
    let palette = sheet_palette();
    let size = PageSize::A4_PORTRAIT;
    let width = size.width - 2.0 * MARGIN;
    let bottom = size.height - MARGIN - SMALL * LINE * 2.0;
    let mut flow = Flow::new(bottom);
    // The head: title, name line, how to read the board, the board.
    flow.text(
        &tr!(tr, "handout-sheet-title", seed = seed),
        TITLE,
        Weight::Bold,
        Role::Heading,
        width,
        palette.text,
    );
    flow.text(
        &tr!(tr, "handout-sheet-name"),
        BODY,
        Weight::Regular,
        Role::Paragraph,
        width,
        palette.text,
    );
    flow.text(
        &tr!(tr, "handout-sheet-intro"),
        BODY,
        Weight::Regular,
        Role::Paragraph,
        width,
        palette.text,
    );
    let rules = sheet_rules();
    let board = numbered_board(&rules, palette);
    let x = MARGIN + (width - BOARD) / 2.0;
    flow.place(BOARD + BODY, |y| {
        vec![fitted(
            board,
            Pt::new(x, y),
            BOARD,
            BOARD,
            4.0,
            Role::Figure(tr!(tr, "handout-sheet-board")),
        )]
    });
    // The exercises, each with room to answer: a board to draw on, the bits'
    // layout to read a board by.
    for (i, e) in exercises.iter().enumerate() {
        let lines = wrap(&numbered(i, &e.question), BODY, Weight::Regular, width);
        let extra = match e.ask {
            Ask::Way { .. } => Some((
                numbered_board(&rules, palette),
                DRAW_BOARD,
                tr!(
                    tr,
                    "handout-sheet-way-board",
                    n = u64::try_from(i + 1).unwrap_or(0)
                ),
            )),
            Ask::Decode { .. } | Ask::Bit { .. } => {
                let strip = bit_layout(width, palette, tr);
                let h = strip.height;
                Some((strip, h, tr!(tr, "handout-bits-strip")))
            }
            Ask::Hand { .. } | Ask::Bound { .. } | Ask::Fair { .. } | Ask::Move { .. } => None,
        };
        let rules_n = if matches!(e.ask, Ask::Way { .. }) {
            1
        } else {
            ANSWER_LINES
        };
        let text_h = lines.len() as f32 * BODY * LINE;
        let extra_h = extra.as_ref().map_or(0.0, |(_, h, _)| h + BODY * 0.5);
        let h = text_h + extra_h + rules_n as f32 * RULE_GAP + BODY;
        flow.place(h, |y| {
            let q = lines_drawing(&lines, BODY, Weight::Regular, palette.text, width);
            let mut blocks = vec![Block {
                drawing: q,
                at: Pt::new(MARGIN, y),
                scale: 1.0,
                role: Role::Paragraph,
            }];
            if let Some((drawing, side, alt)) = extra {
                let scale = (side / drawing.height.max(1.0)).min(width / drawing.width.max(1.0));
                let left = MARGIN + (width - drawing.width * scale) / 2.0;
                blocks.push(Block {
                    drawing,
                    at: Pt::new(left, y + text_h + BODY * 0.25),
                    scale,
                    role: Role::Figure(alt),
                });
            }
            blocks.push(Block {
                drawing: ruled(width, rules_n, palette.muted),
                at: Pt::new(MARGIN, y + text_h + extra_h),
                scale: 1.0,
                role: Role::Artifact,
            });
            blocks
        });
    }
    // The answer key on a page of its own.
    flow.new_page();
    flow.text(
        &tr!(tr, "handout-key-title", seed = seed),
        TITLE,
        Weight::Bold,
        Role::Heading,
        width,
        palette.text,
    );
    for (i, e) in exercises.iter().enumerate() {
        flow.text(
            &numbered(i, &e.question),
            BODY * 0.9,
            Weight::Regular,
            Role::Paragraph,
            width,
            palette.muted,
        );
        flow.text(
            &e.answer,
            BODY,
            Weight::Bold,
            Role::Paragraph,
            width,
            palette.text,
        );
    }
    let settings = tr!(
        tr,
        "handout-key-footer",
        seed = seed,
        settings = rules_words(tr, &rules)
    );
    let count = flow.pages.len();
    let pages = flow
        .pages
        .into_iter()
        .enumerate()
        .map(|(n, mut blocks)| {
            let label = tr!(
                tr,
                "handout-page",
                version = version.to_owned(),
                n = count_arg(n as u64 + 1),
                count = count_arg(count as u64)
            );
            blocks.push(footer(
                &settings,
                &label,
                MARGIN,
                size.height - MARGIN,
                width,
                SMALL,
                palette.muted,
            ));
            Page {
                size,
                background: palette.page,
                blocks,
            }
        })
        .collect();
    Ok(Worksheet {
        seed,
        exercises,
        pages,
    })
}

/// The paper's board with its track tiles numbered, as large as it holds
/// them, framed for the page.
fn numbered_board(rules: &crate::model::Rules, palette: &Palette) -> Drawing {
    let scene = Scene {
        tile_numbers: Some(PRINTED_NUMBERS),
        ..Scene::new(rules.colour)
    };
    board_drawing(&scene, palette)
}

/// "3. question".
fn numbered(i: usize, text: &str) -> String {
    format!("{}. {text}", i + 1)
}

/// `n` ruled lines to write on.
fn ruled(width: f32, n: usize, colour: Rgba) -> Drawing {
    let mut d = Drawing::new(width, n as f32 * RULE_GAP + 2.0, Rgba::default());
    for i in 1..=n {
        let y = i as f32 * RULE_GAP;
        d.push(
            Class::Chart,
            Shape::Line {
                from: Pt::new(0.0, y),
                to: Pt::new(width, y),
                stroke: Stroke::solid(0.5, colour),
            },
        );
    }
    d
}

/// Blocks placed top to bottom, a new page when the next does not fit.
struct Flow {
    pages: Vec<Vec<Block>>,
    y: f32,
    bottom: f32,
}

impl Flow {
    fn new(bottom: f32) -> Flow {
        Flow {
            pages: vec![Vec::new()],
            y: MARGIN,
            bottom,
        }
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    /// Places what `make` draws at the cursor (`height` tall).
    fn place(&mut self, height: f32, make: impl FnOnce(f32) -> Vec<Block>) {
        if self.y + height > self.bottom && self.y > MARGIN {
            self.new_page();
        }
        let blocks = make(self.y);
        if let Some(page) = self.pages.last_mut() {
            page.extend(blocks);
        }
        self.y += height;
    }

    /// A paragraph.
    fn text(
        &mut self,
        text: &str,
        size: f32,
        weight: Weight,
        role: Role,
        width: f32,
        colour: Rgba,
    ) {
        let column = TextColumn {
            paragraphs: vec![Paragraph {
                text: text.to_owned(),
                scale: 1.0,
                weight,
                colour,
                role,
            }],
        };
        let h = column.height(size, width);
        self.place(h, |y| column.blocks(Pt::new(MARGIN, y), size, width).0);
    }
}
