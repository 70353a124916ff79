//! Every word and number a slide shows, in one place, from the translation
//! files (`## Lesson` in `assets/i18n/*/maedn.ftl`): a title, a few lines of
//! explanation, the computed lines (the engine's numbers at the slide's
//! settings, or "computing …" until they are in) and the settings line.
//! Slides 6 to 10, which show finished computations, are in [`results`].

pub mod results;

pub use results::{CheapMove, cheapest_move, whole_roll_line};

use super::cache::FactsState;
use super::{DEMO_PIECE, Lesson, Slide, paper_settings};
use crate::i18n::{Tr, count_arg, decimals_arg, units_arg};
use crate::model::{
    Bits, GOAL_TILES, GoalRule, LengthMode, MoveTable, Rules, StartFieldUnits, TRACK_TILES, Tile,
    decode,
};
use crate::solver::{Counts, Settings};
use crate::tr;
use crate::workspace::CallSnapshot;

/// What one slide says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SlideText {
    /// The heading.
    pub title: String,
    /// The explanation, one paragraph per entry.
    pub body: Vec<String>,
    /// The computed lines (or one line saying they are being computed).
    pub facts: Vec<String>,
    /// A computed table with one row per piece, each marked in its path's
    /// colour (the board's key).
    pub table: Option<PieceTable>,
    /// The settings the numbers were computed at.
    pub settings: String,
}

/// Per piece, a name and two numbers (units and centimetres).
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
    /// The piece (its path's colour marks the row).
    pub piece: u8,
    /// "1 → d".
    pub name: String,
    /// Its length in units.
    pub units: String,
    /// Its length in centimetres.
    pub cm: String,
}

/// The text of the slide `lesson` shows.
#[must_use]
pub fn slide_text(lesson: &Lesson, tr: &Tr) -> SlideText {
    let slide = lesson.slide();
    let mut text = match slide {
        Slide::Game => game(lesson, tr),
        Slide::Question => question(lesson, tr),
        Slide::Size => size(lesson, tr),
        Slide::Bits => bits(lesson, tr),
        Slide::Search => search(lesson, tr),
        Slide::Bound => results::bound(lesson, tr),
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
    let lengths = match rules.lengths {
        LengthMode::Rounded => tr!(tr, "lesson-lengths-rounded"),
        LengthMode::Exact => tr!(tr, "lesson-lengths-exact"),
    };
    let goal_row = match rules.goal_rule {
        GoalRule::Paper => tr!(tr, "lesson-goal-row-paper"),
        GoalRule::Free => tr!(tr, "lesson-goal-row-free"),
    };
    let line = tr!(
        tr,
        "lesson-settings",
        lengths = lengths,
        goalrow = goal_row,
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
pub fn pending_line(state: FactsState<'_>, tr: &Tr) -> String {
    match state {
        FactsState::Failed(why) => tr!(tr, "lesson-failed", reason = why),
        _ => tr!(tr, "lesson-computing"),
    }
}

/// A goal tile's letter (a–d), or its number.
fn goal_name(tile: Tile) -> String {
    tile.goal_letter()
        .map_or_else(|| tile.index().to_string(), String::from)
}

fn game(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let out = lesson.choices().brought_out;
    let start = StartFieldUnits::new(&rules);
    let mut facts = Vec::new();
    if out == 0 {
        facts.push(tr!(tr, "lesson-game-try"));
    }
    for piece in 1..=out {
        if let Some(units) = start.per_slot.get(usize::from(piece - 1)) {
            facts.push(tr!(
                tr,
                "lesson-game-out",
                piece = piece,
                units = units_arg(*units)
            ));
        }
    }
    if usize::from(out) == start.per_slot.len() {
        facts.push(tr!(
            tr,
            "lesson-game-out-all",
            sum = units_arg(start.per_slot.iter().sum()),
            total = units_arg(start.total)
        ));
    }
    SlideText {
        body: vec![
            tr!(tr, "lesson-game-rule-start"),
            tr!(tr, "lesson-game-rule-six"),
            tr!(tr, "lesson-game-rule-track", tiles = TRACK_TILES),
            tr!(tr, "lesson-game-rule-home"),
            tr!(tr, "lesson-game-alone"),
        ],
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

fn question(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let c = lesson.choices();
    let fact = match Tile::new(c.from.index() + c.roll) {
        Some(to) => {
            let track = f64::from(c.roll) * f64::from(rules.spacing);
            let straight = MoveTable::new(&rules).length_between(c.from, to);
            tr!(
                tr,
                "lesson-question-move",
                from = c.from.index(),
                roll = c.roll,
                track = units_arg(track),
                straight = units_arg(straight),
                percent = decimals_arg(100.0 * straight / track, 0)
            )
        }
        None => tr!(
            tr,
            "lesson-question-none",
            from = c.from.index(),
            roll = c.roll
        ),
    };
    SlideText {
        body: vec![
            tr!(tr, "lesson-question-body"),
            tr!(tr, "lesson-question-ask"),
        ],
        facts: vec![fact],
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

/// The paper's estimate of section 2 ("Computability"), recomputed from its
/// assumptions: 6 rolls × 4 pieces a turn, `⌈44 tiles / 3 (an average roll)
/// × 4 pieces⌉` turns; then one piece at a time, `4 × 6^⌈44 / 3⌉`.
/// Returns the two counts' common logarithms.
#[must_use]
pub fn paper_estimates() -> (f64, f64) {
    /// The paper's average roll.
    const AVERAGE_ROLL: f64 = 3.0;
    const FACES: f64 = 6.0;
    const PIECES: f64 = 4.0;
    let tiles = Tile::NUM as f64;
    let turns = (tiles / AVERAGE_ROLL * PIECES).ceil();
    let all = turns * (FACES * PIECES).log10();
    let single = PIECES.log10() + (tiles / AVERAGE_ROLL).ceil() * FACES.log10();
    (all, single)
}

/// `10^log` written as "2.707 × 10⁸¹" (mantissa with three decimals).
#[must_use]
pub fn power_of_ten(log: f64, tr: &Tr) -> String {
    let exponent = log.floor();
    let mantissa = 10f64.powf(log - exponent);
    let digits: String = format!("{exponent:.0}")
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect();
    format!("{} × 10{digits}", tr.numbers().decimals(mantissa, 3))
}

/// A count of sequences as a Fluent number (they fit 64 bits on any board
/// this app measures; beyond, the largest 64-bit number is not shown: the
/// text says it is at least that).
fn ways_arg(n: u128) -> crate::i18n::FluentValue<'static> {
    count_arg(u64::try_from(n).unwrap_or(u64::MAX))
}

fn size(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let (all, single) = paper_estimates();
    let key = super::FactsKey::Count(rules);
    let state = lesson.facts().get(key);
    let facts = match state.ready() {
        Some(super::Facts::Count(counts)) => size_facts(counts, lesson.choices().count_piece, tr),
        _ => vec![pending_line(state, tr)],
    };
    SlideText {
        body: vec![
            tr!(
                tr,
                "lesson-size-body",
                all = power_of_ten(all, tr),
                single = power_of_ten(single, tr)
            ),
            tr!(tr, "lesson-size-counted"),
        ],
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

fn size_facts(counts: &Counts, piece: u8, tr: &Tr) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(g) = counts.goals.get(usize::from(piece.saturating_sub(1))) {
        out.push(tr!(
            tr,
            "lesson-size-ways",
            piece = piece,
            goal = goal_name(g.goal),
            ways = ways_arg(g.sequences)
        ));
        if let Some(best) = g.optimum() {
            out.push(tr!(
                tr,
                "lesson-size-best",
                units = units_arg(best.units),
                ties = ways_arg(best.sequences)
            ));
        }
    }
    let all: u128 = counts.goals.iter().map(|g| g.sequences).sum();
    out.push(tr!(tr, "lesson-size-all", ways = ways_arg(all)));
    out
}

fn bits(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let c = lesson.choices();
    let mut facts = Vec::new();
    if let Some(bit) = c.flipped {
        let on = if c.bits.contains(bit) { "yes" } else { "no" };
        facts.push(match Tile::from_bit(bit) {
            Some(tile) => tr!(
                tr,
                "lesson-bits-tile",
                tile = tile.index(),
                bit = bit,
                on = on
            ),
            None if Bits::START.contains(bit) => tr!(tr, "lesson-bits-start", bit = bit, on = on),
            None => tr!(tr, "lesson-bits-units-bit", bit = bit),
        });
    }
    match decode(c.bits, &rules) {
        Ok(d) => {
            facts.push(tr!(
                tr,
                "lesson-bits-units",
                n = Bits::UNITS.count(),
                units = units_arg(f64::from(d.units)),
                moved = units_arg(d.recomputed)
            ));
            if !d.consistent || !d.problems.is_empty() {
                facts.push(tr!(tr, "lesson-bits-not-a-path"));
            }
        }
        Err(_) => facts.push(tr!(tr, "lesson-bits-no-piece")),
    }
    SlideText {
        body: vec![
            tr!(
                tr,
                "lesson-bits-body",
                all = Bits::VALID.count(),
                start = Bits::START.count(),
                track = Bits::TRACK.count(),
                goal = u32::from(GOAL_TILES),
                units = Bits::UNITS.count()
            ),
            tr!(tr, "lesson-bits-click"),
        ],
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

fn search(lesson: &Lesson, tr: &Tr) -> SlideText {
    let settings = paper_settings();
    let run = lesson.demo();
    let mut facts = Vec::new();
    if let Some(call) = run.watch().and_then(|w| w.current()) {
        facts.extend(decision(&call, tr));
    } else if let Some(s) = run.solution()
        && let Some(p) = s.pieces.first()
    {
        facts.push(tr!(
            tr,
            "lesson-search-done",
            piece = p.piece,
            units = units_arg(p.units),
            calls = count_arg(s.calls)
        ));
    } else {
        facts.push(tr!(tr, "lesson-search-starting"));
    }
    let live = run.live();
    if live.calls > 0 {
        facts.push(tr!(
            tr,
            "lesson-search-counters",
            calls = count_arg(live.calls),
            prunes = count_arg(live.prunes)
        ));
    }
    let extra = format!(
        "{} · {}",
        paper_bound(&settings, tr),
        tr!(tr, "lesson-settings-piece", piece = DEMO_PIECE)
    );
    SlideText {
        body: vec![tr!(tr, "lesson-search-body"), tr!(tr, "lesson-search-best")],
        facts,
        settings: settings_line(&settings.rules, Some(extra), tr),
        ..SlideText::default()
    }
}

/// One call of the watched search, decided, in three lines.
#[must_use]
pub fn decision(call: &CallSnapshot, tr: &Tr) -> Vec<String> {
    let tile = call.branch.last().copied().unwrap_or(0);
    let mut out = vec![
        tr!(
            tr,
            "lesson-search-call",
            call = count_arg(call.call),
            tile = tile,
            moved = units_arg(call.moved)
        ),
        tr!(
            tr,
            "lesson-search-estimate",
            left = call.tiles_left,
            bound = units_arg(call.bound),
            estimate = units_arg(call.estimate)
        ),
    ];
    let sum = units_arg(call.moved + call.estimate);
    out.push(match call.best {
        None => tr!(tr, "lesson-search-no-best"),
        Some(best) if call.pruned => {
            tr!(tr, "lesson-search-prune", sum = sum, best = units_arg(best))
        }
        Some(best) => tr!(tr, "lesson-search-go", sum = sum, best = units_arg(best)),
    });
    out
}
