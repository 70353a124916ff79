//! The texts of the slides that set out the problem: the game, the
//! question, its size, the bit-board and the search.

use super::{SlideText, goal_name, paper_bound, pending_line, settings_line, ways_arg};
use crate::i18n::words::{tile_ref, tile_ref_head};
use crate::i18n::{Tr, count_arg, decimals_arg, units_arg};
use crate::model::{
    Bits, GOAL_TILES, MoveTable, Rules, StartFieldUnits, TRACK_TILES, Tile, decode,
};
use crate::solver::{Call, Counts};
use crate::tr;
use crate::workspace::lesson::{DEMO_PIECE, Facts, FactsKey, Lesson, paper_settings};

pub(super) fn game(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let start = StartFieldUnits::new(&rules);
    let out = lesson.choices().brought_out;
    SlideText {
        body: vec![
            tr!(tr, "lesson-game-rule-start"),
            tr!(tr, "lesson-game-rule-six"),
            tr!(tr, "lesson-game-rule-track", tiles = TRACK_TILES),
            tr!(tr, "lesson-game-rule-home"),
            tr!(tr, "lesson-game-alone"),
        ],
        facts: pieces_out(&start, out, tr),
        grows_to: pieces_out(&start, u8::MAX, tr),
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

/// Slide 1's computed lines with `out` pieces brought out (all of them if
/// `out` is more): one line per piece, then their sum once all are out.
fn pieces_out(start: &StartFieldUnits, out: u8, tr: &Tr) -> Vec<String> {
    let mut facts = Vec::new();
    if out == 0 {
        facts.push(tr!(tr, "lesson-game-try"));
    }
    for (piece, units) in (1..=out).zip(&start.per_slot) {
        facts.push(tr!(
            tr,
            "lesson-game-out",
            piece = piece,
            units = units_arg(*units)
        ));
    }
    if usize::from(out) >= start.per_slot.len() {
        facts.push(tr!(
            tr,
            "lesson-game-out-all",
            total = units_arg(start.total)
        ));
    }
    facts
}

pub(super) fn question(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let c = lesson.choices();
    let fact = match Tile::new(c.from.index() + c.roll) {
        Some(to) => {
            let track = f64::from(c.roll) * f64::from(rules.spacing);
            let straight = MoveTable::new(&rules).length_between(c.from, to);
            tr!(
                tr,
                "lesson-question-move",
                from = tile_ref(tr, c.from),
                roll = c.roll,
                track = units_arg(track),
                straight = units_arg(straight),
                percent = decimals_arg(100.0 * straight / track, 0)
            )
        }
        None => tr!(
            tr,
            "lesson-question-none",
            from = tile_ref(tr, c.from),
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

pub(super) fn size(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let (all, single) = paper_estimates();
    let key = FactsKey::Count(rules);
    let state = lesson.facts().get(key);
    let facts = match state.ready() {
        Some(Facts::Count(counts)) => size_facts(counts, lesson.choices().count_piece, tr),
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
            ways = ways_arg(g.sequences, tr)
        ));
        if let Some(best) = g.optimum() {
            out.push(tr!(
                tr,
                "lesson-size-best",
                units = units_arg(best.units),
                ties = ways_arg(best.sequences, tr)
            ));
        }
    }
    let all: u128 = counts.goals.iter().map(|g| g.sequences).sum();
    out.push(tr!(tr, "lesson-size-all", ways = ways_arg(all, tr)));
    out
}

pub(super) fn bits(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let c = lesson.choices();
    let mut facts = Vec::new();
    if let Some(bit) = c.flipped {
        let on = if c.bits.contains(bit) { "yes" } else { "no" };
        facts.push(match Tile::from_bit(bit) {
            Some(tile) => tr!(
                tr,
                "lesson-bits-tile",
                tile = tile_ref_head(tr, tile),
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
        body: vec![tr!(
            tr,
            "lesson-bits-body",
            all = Bits::VALID.count(),
            start = Bits::START.count(),
            track = Bits::TRACK.count(),
            goal = u32::from(GOAL_TILES),
            units = Bits::UNITS.count()
        )],
        hint: Some(tr!(tr, "lesson-bits-click")),
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

pub(super) fn search(lesson: &Lesson, tr: &Tr, asked: super::Asked) -> SlideText {
    let settings = paper_settings();
    let run = lesson.demo();
    let mut facts = Vec::new();
    if let Some(call) = run.watch().and_then(|w| w.current()) {
        facts.extend(decision(&call, tr));
    } else if let Some(s) = run.solution()
        && let Some(p) = s.pieces.first()
    {
        // The run's count is Predict's answer: not before Reveal.
        facts.push(match asked {
            super::Asked::Open => tr!(
                tr,
                "lesson-search-done-hidden",
                piece = p.piece,
                units = units_arg(p.units)
            ),
            super::Asked::Revealed => tr!(
                tr,
                "lesson-search-done",
                piece = p.piece,
                units = units_arg(p.units),
                calls = count_arg(s.calls)
            ),
        });
    } else {
        facts.push(tr!(tr, "lesson-search-starting"));
    }
    let live = run.live();
    let finished = run.solution().is_some();
    if live.calls > 0 && !(finished && asked == super::Asked::Open) {
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
        grows_to: search_widest(tr),
        settings: settings_line(&settings.rules, Some(extra), tr),
        ..SlideText::default()
    }
}

/// The widest lines the Search slide can show while its search runs (a
/// call's three lines and the counters, with the widest tile and numbers of
/// the most digits they can have): only measured, so that the slide's type
/// is set once and does not change with the call shown.
fn search_widest(tr: &Tr) -> Vec<String> {
    // Eight digits: the paper's whole search makes 18,526,851 calls.
    const CALLS: u64 = 99_999_999;
    // Four digits before the point: a path is a few thousand units.
    const UNITS: f64 = 9_999.99;
    let widest = |lines: Vec<String>| {
        lines
            .into_iter()
            .max_by_key(|l| l.chars().count())
            .unwrap_or_default()
    };
    let left: u8 = TRACK_TILES + GOAL_TILES;
    let tile = widest(
        (0..=u8::MAX)
            .filter_map(Tile::new)
            .map(|t| tile_ref(tr, t))
            .collect(),
    );
    vec![
        tr!(
            tr,
            "lesson-search-call",
            call = count_arg(CALLS),
            tile = tile,
            moved = units_arg(UNITS)
        ),
        tr!(
            tr,
            "lesson-search-estimate",
            left = left,
            bound = units_arg(UNITS),
            estimate = units_arg(UNITS)
        ),
        widest(vec![
            tr!(tr, "lesson-search-no-best"),
            tr!(
                tr,
                "lesson-search-prune",
                sum = units_arg(UNITS),
                best = units_arg(UNITS)
            ),
            tr!(
                tr,
                "lesson-search-go",
                sum = units_arg(UNITS),
                best = units_arg(UNITS)
            ),
        ]),
        tr!(
            tr,
            "lesson-search-counters",
            calls = count_arg(CALLS),
            prunes = count_arg(CALLS)
        ),
    ]
}

/// One call of the watched search, decided, in three lines.
#[must_use]
pub fn decision(call: &Call, tr: &Tr) -> Vec<String> {
    let tile = call.branch.last().copied().unwrap_or(0);
    let mut out = vec![
        tr!(
            tr,
            "lesson-search-call",
            call = count_arg(call.call),
            tile = Tile::new(tile).map_or_else(|| tile.to_string(), |t| tile_ref(tr, t)),
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
        Some(best) if call.is_pruned() => {
            tr!(tr, "lesson-search-prune", sum = sum, best = units_arg(best))
        }
        Some(best) => tr!(tr, "lesson-search-go", sum = sum, best = units_arg(best)),
    });
    out
}
