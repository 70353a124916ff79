//! The texts of the slides that show finished computations: the bound, the
//! answer, the whole game, an ordinary game, and beyond the paper.

use super::{
    PieceRow, PieceTable, SlideText, goal_name, paper_bound, pending_line, settings_line, ways_arg,
};
use crate::i18n::words::sweep_findings;
use crate::i18n::{Tr, cm_arg, count_arg, decimals_arg, units_arg};
use crate::model::{BOARD_SIDE_CM, MoveTable, Rules, Tile};
use crate::solver::{TIE, admissible_bound};
use crate::tr;
use crate::workspace::lesson::facts::SweepFacts;
use crate::workspace::lesson::{Facts, FactsKey, Lesson, beyond_rules, paper_settings};

/// Microseconds in a second.
const MICROS: f64 = 1e6;

/// The cheapest move per tile: from, to, its length and the tiles it covers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CheapMove {
    /// Where it starts.
    pub from: Tile,
    /// Where it lands.
    pub to: Tile,
    /// Its length in units.
    pub length: f64,
    /// Tiles it covers (the roll).
    pub roll: u8,
}

impl CheapMove {
    /// Units per tile.
    #[must_use]
    pub fn per_tile(&self) -> f64 {
        self.length / f64::from(self.roll)
    }
}

/// The legal move (to any piece's goal) with the fewest units per tile
/// under `rules`: what makes a per-tile bound admissible or not.
#[must_use]
pub fn cheapest_move(rules: &Rules) -> Option<CheapMove> {
    let table = MoveTable::new(rules);
    (1..=4u8)
        .filter_map(Tile::goal_of_piece)
        .flat_map(|goal| {
            let table = &table;
            (0..goal.index())
                .filter_map(Tile::new)
                .flat_map(move |from| {
                    table.steps(from, goal).map(move |s| CheapMove {
                        from,
                        to: s.to,
                        length: s.length,
                        roll: s.roll,
                    })
                })
        })
        .min_by(|a, b| a.per_tile().total_cmp(&b.per_tile()))
}

pub(super) fn bound(lesson: &Lesson, tr: &Tr, asked: super::Asked) -> SlideText {
    let rules = Rules::paper();
    let paper = paper_settings();
    let mut facts = Vec::new();
    if let Some(m) = cheapest_move(&rules) {
        facts.push(tr!(
            tr,
            "lesson-bound-cheapest",
            from = m.from.index(),
            to = goal_name(m.to),
            units = units_arg(m.length),
            tiles = m.roll,
            per = units_arg(m.per_tile())
        ));
    }
    let guess = paper.bound.per_tile(&MoveTable::new(&rules));
    let admissible = admissible_bound(&MoveTable::new(&rules));
    facts.push(if guess > admissible + TIE {
        tr!(tr, "lesson-bound-paper-unsafe", bound = units_arg(guess))
    } else {
        tr!(tr, "lesson-bound-paper-safe", bound = units_arg(guess))
    });
    let sweep = lesson.facts().get(FactsKey::Sweep(rules));
    let open = asked == super::Asked::Open;
    match sweep.ready() {
        // Where the optimum is kept answers Predict: not before Reveal.
        Some(Facts::Sweep(_)) if open => facts.push(tr!(tr, "lesson-bound-hidden")),
        Some(Facts::Sweep(s)) => facts.extend(sweep_lines(s, tr)),
        _ => facts.push(pending_line(sweep, tr)),
    }
    let chosen = lesson.choices().bound;
    let point = lesson.facts().get(FactsKey::BoundPoint(rules, chosen));
    let asked_bound = open && chosen == super::super::predict::ASKED_BOUND;
    facts.push(match point.ready() {
        // The total found at the asked bound would give the answer away.
        Some(Facts::BoundPoint(p)) if asked_bound => tr!(
            tr,
            "lesson-bound-chosen-hidden",
            bound = p.bound,
            calls = count_arg(p.calls)
        ),
        Some(Facts::BoundPoint(p)) => tr!(
            tr,
            "lesson-bound-chosen",
            bound = p.bound,
            calls = count_arg(p.calls),
            units = units_arg(p.total_units),
            optimal = if p.optimal { "yes" } else { "no" }
        ),
        _ => pending_line(point, tr),
    });
    let extra = tr!(
        tr,
        "lesson-settings-bound",
        bound = units_arg(f64::from(chosen))
    );
    SlideText {
        body: vec![tr!(tr, "lesson-bound-body")],
        facts,
        settings: settings_line(&rules, Some(extra), tr),
        ..SlideText::default()
    }
}

/// What the Bound slide's sweep shows: where the optimum is kept (the
/// islands, when every bound was solved). That a larger bound gave it back
/// is said beside the chart ([`bound_gives_back`]).
fn sweep_lines(s: &SweepFacts, tr: &Tr) -> Vec<String> {
    let f = &s.findings;
    let (from, to) = (s.plan.first(), s.plan.last());
    if s.plan.step() != 1 {
        // Not every bound solved: only what the bisections established.
        return sweep_findings(tr, f);
    }
    let mut lines = Vec::new();
    let runs = f.kept_runs();
    if runs.is_empty() {
        lines.push(tr!(tr, "lesson-bound-all-lost", from = from, to = to));
    } else if f.switches.is_empty() {
        lines.push(tr!(tr, "lesson-bound-no-break", from = from, to = to));
    } else {
        let runs: Vec<String> = runs
            .iter()
            .map(|&(a, b)| {
                if a == b {
                    a.to_string()
                } else {
                    format!("{a}–{b}")
                }
            })
            .collect();
        lines.push(tr!(
            tr,
            "lesson-bound-runs",
            from = from,
            to = to,
            runs = runs.join(", ")
        ));
    }
    lines
}

/// The line beside the Bound slide's chart when the sweep saw a larger
/// bound give the optimum back: why, in one sentence.
#[must_use]
pub fn bound_gives_back(s: &SweepFacts, tr: &Tr) -> Option<String> {
    s.findings
        .regained()
        .then(|| tr!(tr, "lesson-bound-gives-back"))
}

pub(super) fn answer(lesson: &Lesson, tr: &Tr) -> SlideText {
    let settings = paper_settings();
    let state = lesson.facts().get(FactsKey::Answer(settings));
    let table = match state.ready() {
        Some(Facts::Answer(s)) => Some(PieceTable {
            head: [tr!(tr, "lesson-answer-units"), tr!(tr, "lesson-answer-cm")],
            rows: s
                .pieces
                .iter()
                .map(|p| PieceRow {
                    piece: Some(p.piece),
                    name: tr!(
                        tr,
                        "lesson-answer-piece",
                        piece = p.piece,
                        goal = goal_name(p.goal)
                    ),
                    units: tr.numbers().units(p.units),
                    cm: tr.numbers().cm(p.units),
                })
                .chain(std::iter::once(PieceRow {
                    piece: None,
                    name: tr!(tr, "lesson-answer-out"),
                    units: tr.numbers().units(s.start_field_units),
                    cm: tr.numbers().cm(s.start_field_units),
                }))
                .collect(),
        }),
        _ => None,
    };
    let facts = match state.ready() {
        Some(Facts::Answer(s)) => {
            let rolls: Vec<u8> = s.pieces.iter().flat_map(|p| p.rolls.clone()).collect();
            let sixes = rolls.iter().filter(|r| **r == 6).count();
            vec![
                tr!(
                    tr,
                    "lesson-answer-total",
                    units = units_arg(s.total_units),
                    cm = cm_arg(s.total_units),
                    side = BOARD_SIDE_CM,
                    rolls = rolls.len(),
                    sixes = sixes
                ),
                if s.optimal {
                    tr!(tr, "lesson-answer-optimal")
                } else {
                    tr!(
                        tr,
                        "lesson-answer-not-optimal",
                        units = units_arg(s.optimum_units())
                    )
                },
            ]
        }
        _ => vec![pending_line(state, tr)],
    };
    SlideText {
        body: vec![tr!(tr, "lesson-answer-body")],
        facts,
        table,
        settings: settings_line(&settings.rules, Some(paper_bound(&settings, tr)), tr),
        ..SlideText::default()
    }
}

pub(super) fn whole(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let state = lesson.facts().get(FactsKey::Whole(rules));
    let mut body = vec![tr!(tr, "lesson-whole-body")];
    let facts = match state.ready() {
        Some(Facts::Whole(g)) => {
            body.push(tr!(
                tr,
                "lesson-whole-searched",
                states = count_arg(g.states as u64)
            ));
            vec![
                tr!(
                    tr,
                    "lesson-whole-total",
                    units = units_arg(g.game.total),
                    cm = cm_arg(g.game.total),
                    rolls = g.rolls
                ),
                if g.reaches_independent() {
                    tr!(tr, "lesson-whole-same", games = ways_arg(g.tied_games, tr))
                } else {
                    tr!(
                        tr,
                        "lesson-whole-more",
                        excess = units_arg(g.excess()),
                        paper = units_arg(g.independent.total)
                    )
                },
            ]
        }
        _ => vec![pending_line(state, tr)],
    };
    SlideText {
        body,
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

pub(super) fn ordinary(lesson: &Lesson, tr: &Tr) -> SlideText {
    let rules = Rules::paper();
    let state = lesson.facts().get(FactsKey::Ordinary(rules));
    let mut facts = match state.ready() {
        Some(Facts::Ordinary(o)) => vec![
            tr!(
                tr,
                "lesson-ordinary-headline",
                percent = decimals_arg(o.play.optimum_percent(), 1)
            ),
            tr!(
                tr,
                "lesson-ordinary-mean",
                units = units_arg(o.play.expectation.units.round()),
                rolls = decimals_arg(o.play.expectation.rolls, 1)
            ),
            tr!(
                tr,
                "lesson-ordinary-fair",
                units = units_arg(o.fair_units.round())
            ),
            tr!(
                tr,
                "lesson-ordinary-quickest",
                rolls = o.play.quickest.rolls,
                units = units_arg(o.play.quickest.game.total)
            ),
            tr!(
                tr,
                "lesson-ordinary-check",
                games = count_arg(o.play.simulation.games),
                units = units_arg(o.play.simulation.mean.round())
            ),
        ],
        _ => vec![pending_line(state, tr)],
    };
    if let Some(g) = &lesson.choices().played {
        facts.push(tr!(
            tr,
            "lesson-ordinary-played",
            units = units_arg(g.total),
            rolls = g.rolls.len()
        ));
    }
    SlideText {
        body: vec![tr!(tr, "lesson-ordinary-body")],
        facts,
        settings: settings_line(&rules, None, tr),
        ..SlideText::default()
    }
}

pub(super) fn beyond(lesson: &Lesson, tr: &Tr) -> SlideText {
    let c = lesson.choices();
    let rules = beyond_rules(c.exact, c.free);
    let chosen = lesson.facts().get(FactsKey::Beyond(rules));
    let paper = lesson.facts().get(FactsKey::Beyond(Rules::paper()));
    let search = lesson.facts().get(FactsKey::Answer(paper_settings()));
    let mut facts = Vec::new();
    match (chosen.ready(), paper.ready()) {
        (Some(Facts::Beyond(b)), Some(Facts::Beyond(p))) => {
            let total = b.solution.total_units;
            let diff = total - p.solution.total_units;
            let change = if diff.abs() <= TIE {
                "same"
            } else if diff < 0.0 {
                "less"
            } else {
                "more"
            };
            facts.push(tr!(
                tr,
                "lesson-beyond-total",
                units = units_arg(total),
                cm = cm_arg(total),
                change = change,
                diff = units_arg(diff.abs())
            ));
            let micros = b.dp_time.as_secs_f64() * MICROS;
            facts.push(match search.ready() {
                Some(Facts::Answer(s)) => tr!(
                    tr,
                    "lesson-beyond-time",
                    micros = decimals_arg(micros, 1),
                    calls = count_arg(s.calls)
                ),
                _ => tr!(
                    tr,
                    "lesson-beyond-time-alone",
                    micros = decimals_arg(micros, 1)
                ),
            });
        }
        (None, _) => facts.push(pending_line(chosen, tr)),
        _ => facts.push(pending_line(paper, tr)),
    }
    let extra = tr!(tr, "lesson-settings-dp");
    SlideText {
        body: vec![tr!(tr, "lesson-beyond-body"), tr!(tr, "lesson-beyond-dp")],
        facts,
        settings: settings_line(&rules, Some(extra), tr),
        ..SlideText::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_cheapest_move_is_the_admissible_bound() {
        for rules in [
            Rules::paper(),
            beyond_rules(true, true),
            beyond_rules(false, true),
        ] {
            let m = cheapest_move(&rules).expect("a move");
            let admissible = admissible_bound(&MoveTable::new(&rules));
            assert!(
                (m.per_tile() - admissible).abs() < 1.0,
                "{m:?} {admissible}"
            );
        }
        let paper = cheapest_move(&Rules::paper()).expect("a move");
        assert_eq!(
            (paper.from.index(), paper.to, paper.roll),
            (36, Tile::new(41).expect("b"), 5)
        );
    }
}
