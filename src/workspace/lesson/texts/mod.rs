//! Every word and number a slide shows, in one place, from the translation
//! files (`## Lesson` in `assets/i18n/*/maedn.ftl`): a title, a few lines of
//! explanation, the computed lines (the engine's numbers at the slide's
//! settings, or "computing …" until they are in) and the settings line.
//! Slides 6 to 10, which show finished computations, are in [`results`].

mod problem;
pub mod results;

pub use results::bound_gives_back;

use super::facts::Facts;
use super::{Lesson, Slide};
use crate::i18n::words::{goal_row, lengths};
use crate::i18n::{FluentValue, Tr, count_arg, units_arg, wide_count_arg};
use crate::model::{MoveTable, Rules, Tile};
use crate::solver::Settings;
use crate::tr;
use crate::workspace::job::Status;
use crate::workspace::job_error;

/// Where the slide's Predict question stands: a slide never shows its
/// answer before the presenter reveals it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Asked {
    /// The question is still open: its answer stays hidden.
    Open,
    /// Revealed, or the slide asks nothing (and the handout shows all).
    #[default]
    Revealed,
}

impl crate::workspace::Workspace {
    /// May the lesson's slide shown show its Predict answer (it asks
    /// nothing, or the answer was revealed)?
    #[must_use]
    pub fn lesson_asked(&self) -> Asked {
        match super::predict::question(self.lesson.slide()) {
            Some(q) if !self.predictions().get(&q).is_some_and(|p| p.revealed) => Asked::Open,
            _ => Asked::Revealed,
        }
    }
}

/// What one slide says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SlideText {
    /// The heading.
    pub title: String,
    /// The explanation, one paragraph per entry.
    pub body: Vec<String>,
    /// What the window's user can do on the slide ("click a tile"): shown
    /// after the explanation in the window, never printed (a page has
    /// nothing to click).
    pub hint: Option<String>,
    /// The computed lines (or one line saying they are being computed).
    pub facts: Vec<String>,
    /// The computed lines the slide grows to as the class clicks (slide 1:
    /// all four pieces out), if it adds them one by one; empty otherwise.
    /// The window sets the type so that these fit too, so it never shrinks
    /// as the lines come.
    pub grows_to: Vec<String>,
    /// A computed table with one row per piece, each marked in its path's
    /// colour (the board's key).
    pub table: Option<PieceTable>,
    /// The settings the numbers were computed at.
    pub settings: String,
}

/// Per piece, a name and two numbers (units and centimetres), and rows
/// that belong to no piece.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PieceTable {
    /// The numbers' column heads.
    pub head: [String; 2],
    /// One row per piece.
    pub rows: Vec<PieceRow>,
}

/// One piece's row of a [`PieceTable`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PieceRow {
    /// The piece (its path's colour marks the row); `None` for a row that
    /// is no piece's (the moves out of B).
    pub piece: Option<u8>,
    /// "1 → d".
    pub name: String,
    /// Its length in units.
    pub units: String,
    /// Its length in centimetres.
    pub cm: String,
}

/// The text of the slide `lesson` shows (`asked`: whether its Predict
/// answer may show).
#[must_use]
pub fn slide_text(lesson: &Lesson, tr: &Tr, asked: Asked) -> SlideText {
    let slide = lesson.slide();
    let mut text = match slide {
        Slide::Game => problem::game(lesson, tr),
        Slide::Question => problem::question(lesson, tr),
        Slide::Size => problem::size(lesson, tr),
        Slide::Bits => problem::bits(lesson, tr),
        Slide::Search => problem::search(lesson, tr, asked),
        Slide::Bound => results::bound(lesson, tr, asked),
        Slide::Answer => results::answer(lesson, tr),
        Slide::Whole => results::whole(lesson, tr),
        Slide::Ordinary => results::ordinary(lesson, tr),
        Slide::Beyond => results::beyond(lesson, tr),
    };
    text.title = title(slide, tr);
    text
}

/// A slide's heading (the progress dots' hover text too).
#[must_use]
pub fn title(slide: Slide, tr: &Tr) -> String {
    match slide {
        Slide::Game => tr!(tr, "lesson-game-title"),
        Slide::Question => tr!(tr, "lesson-question-title"),
        Slide::Size => tr!(tr, "lesson-size-title"),
        Slide::Bits => tr!(tr, "lesson-bits-title"),
        Slide::Search => tr!(tr, "lesson-search-title"),
        Slide::Bound => tr!(tr, "lesson-bound-title"),
        Slide::Answer => tr!(tr, "lesson-answer-title"),
        Slide::Whole => tr!(tr, "lesson-whole-title"),
        Slide::Ordinary => tr!(tr, "lesson-ordinary-title"),
        Slide::Beyond => tr!(tr, "lesson-beyond-title"),
    }
}

/// The settings line for `rules` (and a bound, and a piece).
#[must_use]
pub fn settings_line(rules: &Rules, extra: Option<String>, tr: &Tr) -> String {
    let line = tr!(
        tr,
        "lesson-settings",
        lengths = lengths(tr, rules.lengths),
        goalrow = goal_row(tr, rules.goal_rule),
        spacing = count_arg(u64::from(rules.spacing))
    );
    match extra {
        Some(extra) => format!("{line} · {extra}"),
        None => line,
    }
}

/// "bound 193 units per tile" of the paper's settings.
fn paper_bound(settings: &Settings, tr: &Tr) -> String {
    let bound = settings.bound.per_tile(&MoveTable::new(&settings.rules));
    tr!(tr, "lesson-settings-bound", bound = units_arg(bound))
}

/// The line shown while a slide's numbers are computed, or why they failed.
#[must_use]
pub fn pending_line(state: Status<'_, Facts>, tr: &Tr) -> String {
    match state {
        Status::Failed(why) => tr!(tr, "lesson-failed", reason = job_error(tr, why)),
        _ => tr!(tr, "lesson-computing"),
    }
}

/// A count of ways or games as a Fluent number; one too large for an `f64`
/// (none on this board) is written out in full, digit by digit, never cut.
fn ways_arg(n: u128, tr: &Tr) -> FluentValue<'static> {
    wide_count_arg(n, tr.numbers())
}

/// A goal tile's letter (a–d), or its number.
fn goal_name(tile: Tile) -> String {
    tile.goal_letter()
        .map_or_else(|| tile.index().to_string(), String::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_counts_past_64_bits_are_written_in_full() {
        let tr = Tr::shared(Lang::De);
        let big = u128::from(u64::MAX) * 10 + 7;
        let text = tr!(tr, "lesson-size-all", ways = ways_arg(big, tr));
        assert!(text.contains("184.467.440.737.095.516.157"), "{text}");
        let small = tr!(tr, "lesson-size-all", ways = ways_arg(1_234_567, tr));
        assert!(small.contains("1.234.567"), "{small}");
    }
}
