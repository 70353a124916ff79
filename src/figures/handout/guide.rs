//! The teacher's guide on paper ([`guide_page`]): one A4 portrait page,
//! black on white, with the plan of a 45-minute lesson (what to click on
//! each slide, minute by minute), the Predict answers the engine computed,
//! and where a class round fits. The words come ready made
//! ([`GuideText`], built by the workspace from the translation files and
//! the engine's answers); here they are only set, as large as one page
//! allows.

use super::worksheet::sheet_palette;
use super::{Paragraph, TextColumn, footer};
use crate::i18n::{Tr, count_arg};
use crate::render::font::Weight;
use crate::render::pdf::{Page, PageSize, Role};
use crate::render::{Pt, Rgba};
use crate::tr;

/// Margin round the page, in points.
const MARGIN: f32 = 42.0;
/// The body size wanted, points (smaller if the plan does not fit the page).
const BODY: f32 = 10.5;
/// The title's size as a multiple of the body.
const TITLE_SCALE: f32 = 1.6;
/// A section heading's size as a multiple of the body.
const HEADING_SCALE: f32 = 1.15;
/// Footer size, points.
const SMALL: f32 = 8.0;

/// The teacher's guide in words: what [`guide_page`] sets and the window
/// shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GuideText {
    /// The heading.
    pub title: String,
    /// Before the class.
    pub intro: String,
    /// The plan: each step's heading (minutes, slide) and what to do.
    pub steps: Vec<(String, String)>,
    /// The Predict answers' heading.
    pub answers_heading: String,
    /// One line per Predict question, with the engine's answer.
    pub answers: Vec<String>,
    /// The class round's heading.
    pub round_heading: String,
    /// Where a class round fits.
    pub round: String,
    /// The page's footer (the guide's short name).
    pub footer: String,
}

impl GuideText {
    /// The guide as paragraphs, in `colour` (headings bold).
    #[must_use]
    pub fn column(&self, colour: Rgba) -> TextColumn {
        let mut paragraphs = vec![
            Paragraph {
                scale: TITLE_SCALE,
                weight: Weight::Bold,
                role: Role::Heading,
                ..Paragraph::body(&self.title, colour)
            },
            Paragraph::body(&self.intro, colour),
        ];
        let heading = |text: &str| Paragraph {
            scale: HEADING_SCALE,
            weight: Weight::Bold,
            ..Paragraph::body(text, colour)
        };
        let step = |text: &str| Paragraph {
            weight: Weight::Bold,
            ..Paragraph::body(text, colour)
        };
        for (head, what) in &self.steps {
            paragraphs.push(step(head));
            paragraphs.push(Paragraph::body(what, colour));
        }
        paragraphs.push(heading(&self.answers_heading));
        paragraphs.extend(self.answers.iter().map(|a| Paragraph::body(a, colour)));
        paragraphs.push(heading(&self.round_heading));
        paragraphs.push(Paragraph::body(&self.round, colour));
        TextColumn { paragraphs }
    }
}

/// The guide on one A4 page; `version` goes in the footer.
#[must_use]
pub fn guide_page(text: &GuideText, version: &str, tr: &Tr) -> Page {
    let palette = sheet_palette();
    let size = PageSize::A4_PORTRAIT;
    let width = size.width - 2.0 * MARGIN;
    let room = size.height - 2.0 * MARGIN - SMALL * 2.0;
    let column = text.column(palette.text);
    let body = column.fit(BODY, width, room);
    let (mut blocks, _) = column.blocks(Pt::new(MARGIN, MARGIN), body, width);
    let label = tr!(
        tr,
        "handout-page",
        version = version.to_owned(),
        n = count_arg(1),
        count = count_arg(1)
    );
    blocks.push(footer(
        &text.footer,
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_long_plan_is_set_smaller_to_stay_on_one_page() {
        let line = "Click the button and watch what the slide says. ".repeat(4);
        let text = |steps: usize| GuideText {
            title: "Guide".to_owned(),
            intro: line.clone(),
            steps: (0..steps)
                .map(|i| (format!("step {i}"), line.clone()))
                .collect(),
            answers_heading: "Answers".to_owned(),
            answers: vec![line.clone(); 3],
            round_heading: "Round".to_owned(),
            round: line.clone(),
            footer: "settings".to_owned(),
        };
        let size = PageSize::A4_PORTRAIT;
        let width = size.width - 2.0 * MARGIN;
        let room = size.height - 2.0 * MARGIN - SMALL * 2.0;
        for steps in [4, 11, 30] {
            let column = text(steps).column(Rgba::rgb(0, 0, 0));
            let body = column.fit(BODY, width, room);
            assert!(body <= BODY);
            assert!(
                column.height(body, width) <= room || body <= BODY * 0.5,
                "{steps} steps at {body} pt"
            );
        }
        let page = guide_page(&text(11), "1.0", &Tr::default());
        assert_eq!(page.size, size);
        // Title, intro, 11 × 2 step paragraphs, heading and 3 answers,
        // heading and the round, the footer.
        assert_eq!(page.blocks.len(), 2 + 22 + 4 + 2 + 1);
    }
}
