//! The words of the Explore mode, for the window and its figures alike: a
//! method's name, an effort with its unit, memory, why an answer is proven,
//! the rules, a tree node's prune check and a tile's value as the minimum
//! over its six rolls. Every text comes from the translation files; every
//! number goes in as a Fluent number (or, for counts beyond `u64`, through
//! [`crate::format`]).

use std::time::Duration;

use super::{tile_ref, tile_ref_head};
use crate::i18n::{Tr, cm_arg, count_arg, decimals_arg, units_arg};
use crate::model::{Rules, Tile};
use crate::solver::{
    EffortUnit, Memory, Method, NodeId, NotProvenReason, Proof, PruneCheck, RetroMap, RollValue,
    SearchTree,
};
use crate::tr;

pub use super::values::units;

/// Milliseconds below which a time gets more decimals.
const FINE_MS: f64 = 1.0;
/// Milliseconds from which a time is shown whole.
const COARSE_MS: f64 = 100.0;

/// A method's full name; `paper_bound` is the bound of the paper's row.
#[must_use]
pub fn method_label(tr: &Tr, method: Method, paper_bound: u32) -> String {
    match method {
        Method::PaperBound => {
            tr!(
                tr,
                "explore-method-paper",
                bound = count_arg(u64::from(paper_bound))
            )
        }
        Method::AdmissibleBound => tr!(tr, "explore-method-admissible"),
        Method::NoBound => tr!(tr, "explore-method-none"),
        Method::IdaStar => tr!(tr, "explore-method-ida"),
        Method::Dfid => tr!(tr, "explore-method-dfid"),
        Method::Dijkstra => tr!(tr, "explore-method-dijkstra"),
        Method::AStar => tr!(tr, "explore-method-astar"),
        Method::Dp => tr!(tr, "explore-method-dp"),
    }
}

/// A method's short name, for a chart's axis.
#[must_use]
pub fn method_short(tr: &Tr, method: Method, paper_bound: u32) -> String {
    match method {
        Method::PaperBound => {
            tr!(
                tr,
                "explore-short-paper",
                bound = count_arg(u64::from(paper_bound))
            )
        }
        Method::AdmissibleBound => tr!(tr, "explore-short-admissible"),
        Method::NoBound => tr!(tr, "explore-short-none"),
        Method::IdaStar => tr!(tr, "explore-short-ida"),
        Method::Dfid => tr!(tr, "explore-short-dfid"),
        Method::Dijkstra => tr!(tr, "explore-short-dijkstra"),
        Method::AStar => tr!(tr, "explore-short-astar"),
        Method::Dp => tr!(tr, "explore-short-dp"),
    }
}

/// An effort with its unit named: "18,526,851 calls".
#[must_use]
pub fn effort(tr: &Tr, unit: EffortUnit, n: u64) -> String {
    let n = count_arg(n);
    match unit {
        EffortUnit::Calls => tr!(tr, "explore-effort-calls", n = n),
        EffortUnit::Expansions => tr!(tr, "explore-effort-expansions", n = n),
        EffortUnit::States => tr!(tr, "explore-effort-states", n = n),
    }
}

/// What an effort unit counts, in a sentence.
#[must_use]
pub fn unit_meaning(tr: &Tr, unit: EffortUnit) -> String {
    match unit {
        EffortUnit::Calls => tr!(tr, "explore-unit-calls"),
        EffortUnit::Expansions => tr!(tr, "explore-unit-expansions"),
        EffortUnit::States => tr!(tr, "explore-unit-states"),
    }
}

/// A method's peak memory, saying what it measures.
#[must_use]
pub fn memory(tr: &Tr, memory: &Memory) -> String {
    match *memory {
        Memory::StackDepth { depth } => {
            tr!(
                tr,
                "explore-memory-depth",
                depth = count_arg(u64::from(depth))
            )
        }
        Memory::OpenList { peak, closed } => tr!(
            tr,
            "explore-memory-open",
            peak = count_arg(peak),
            closed = count_arg(closed)
        ),
        Memory::Table { entries } => tr!(tr, "explore-memory-table", entries = count_arg(entries)),
    }
}

/// Whether an answer is proven optimal, and why.
#[must_use]
pub fn proof(tr: &Tr, proof: &Proof) -> String {
    match proof {
        Proof::Exact => tr!(tr, "explore-proof-exact"),
        Proof::AdmissibleHeuristic => tr!(tr, "explore-proof-heuristic"),
        Proof::NonNegativeLengths => tr!(tr, "explore-proof-dijkstra"),
        Proof::Deepening => tr!(tr, "explore-proof-deepening"),
        Proof::AdmissibleBound => tr!(tr, "explore-proof-bound"),
        Proof::NotProven {
            reason: NotProvenReason::BoundAboveAdmissible { bound, admissible },
        } => tr!(
            tr,
            "explore-proof-above",
            bound = units_arg(*bound),
            admissible = units_arg(*admissible)
        ),
        Proof::NotProven {
            reason: NotProvenReason::EarlyReturnUnsafe { from, via, to },
        } => tr!(
            tr,
            "explore-proof-early",
            from = tile(*from),
            via = tile(*via),
            to = tile(*to)
        ),
    }
}

/// A time in milliseconds: four decimals below 1 ms, none from 100 ms.
#[must_use]
pub fn millis(tr: &Tr, d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    let decimals = if ms < FINE_MS {
        4
    } else if ms < COARSE_MS {
        1
    } else {
        0
    };
    tr!(tr, "explore-ms", ms = decimals_arg(ms, decimals))
}

/// A length in units and centimetres: "83,047 units = 298.9692 cm".
#[must_use]
pub fn length(tr: &Tr, value: f64) -> String {
    tr!(
        tr,
        "explore-length",
        units = units(tr, value),
        cm = cm_arg(value)
    )
}

/// A tile as the board names it: its number on the track, its letter in the goal row.
#[must_use]
pub fn tile(tile: Tile) -> String {
    tile.goal_letter()
        .map_or_else(|| tile.index().to_string(), String::from)
}

/// Tiles in order, space-separated.
#[must_use]
pub fn tiles(list: &[Tile]) -> String {
    list.iter().map(|t| tile(*t)).collect::<Vec<_>>().join(" ")
}

/// "1 → d": a piece and its goal.
#[must_use]
pub fn piece_goal(tr: &Tr, piece: u8) -> String {
    let goal = Tile::goal_of_piece(piece).map(tile).unwrap_or_default();
    tr!(
        tr,
        "explore-piece-goal",
        piece = piece.to_string(),
        goal = goal
    )
}

/// The rules in a line: colour, spacing, lengths, goal row.
#[must_use]
pub fn rules(tr: &Tr, rules: &Rules) -> String {
    let colour = super::colour(tr, rules.colour);
    tr!(
        tr,
        "explore-rules",
        colour = colour,
        spacing = count_arg(u64::from(rules.spacing)),
        lengths = super::lengths(tr, rules.lengths),
        goalrow = super::goal_row(tr, rules.goal_rule)
    )
}

/// A node's prune check in words and numbers: `moved + tiles left × bound`
/// against the best known when the call started.
#[must_use]
pub fn prune_check(tr: &Tr, c: &PruneCheck) -> Vec<String> {
    let sum = c.moved + c.estimate;
    let mut lines = vec![tr!(
        tr,
        "explore-tree-prune-sum",
        moved = units_arg(c.moved),
        tiles = count_arg(u64::from(c.tiles_left)),
        bound = units_arg(c.bound),
        sum = units_arg(sum)
    )];
    lines.push(match c.best {
        None => tr!(tr, "explore-tree-prune-no-best"),
        Some(best) if c.pruned => tr!(
            tr,
            "explore-tree-prune-cut",
            sum = units_arg(sum),
            best = units_arg(best)
        ),
        Some(best) => tr!(
            tr,
            "explore-tree-prune-on",
            sum = units_arg(sum),
            best = units_arg(best)
        ),
    });
    lines
}

/// A node's title: "Roll 6 → tile 12", or the first call's tile.
#[must_use]
pub fn node_title(tr: &Tr, tree: &SearchTree, id: NodeId) -> String {
    let Some(n) = tree.node(id) else {
        return String::new();
    };
    match n.roll {
        Some(roll) => tr!(
            tr,
            "explore-tree-node",
            roll = roll.to_string(),
            tile = tile_ref(tr, n.tile)
        ),
        None => tr!(tr, "explore-tree-node-root", tile = tile_ref(tr, n.tile)),
    }
}

/// Everything about a node: its way so far, units moved, the best it
/// started with, its subtree's counts, the prune check, a finish.
#[must_use]
pub fn node_lines(tr: &Tr, tree: &SearchTree, id: NodeId) -> Vec<String> {
    let Some(n) = tree.node(id) else {
        return Vec::new();
    };
    let mut lines = vec![
        node_title(tr, tree, id),
        tr!(tr, "explore-tree-node-path", tiles = tiles(&tree.path(id))),
        tr!(tr, "explore-tree-node-moved", moved = units(tr, n.moved)),
        match n.best_at_entry {
            Some(b) => tr!(tr, "explore-tree-node-best", best = units(tr, b)),
            None => tr!(tr, "explore-tree-node-no-best"),
        },
        tr!(
            tr,
            "explore-tree-node-counts",
            calls = count_arg(n.calls),
            prunes = count_arg(n.prunes)
        ),
    ];
    if let Some(check) = tree.prune_check(id) {
        lines.extend(prune_check(tr, &check));
    }
    if let Some(f) = n.finish {
        let roll = f.roll.to_string();
        let reached = units(tr, f.units);
        lines.push(if f.improved {
            tr!(
                tr,
                "explore-tree-node-finish-new",
                roll = roll,
                units = reached
            )
        } else {
            tr!(tr, "explore-tree-node-finish", roll = roll, units = reached)
        });
    }
    if n.on_best_path {
        lines.push(tr!(tr, "explore-tree-node-best-path"));
    }
    if n.children.is_none() {
        lines.push(tr!(tr, "explore-tree-node-unrecorded"));
    }
    lines
}

/// A tile of the retrograde map: its value as the minimum over its six
/// rolls, one line per roll (or why it has no value).
#[must_use]
pub fn retro_lines(tr: &Tr, map: &RetroMap, at: Tile) -> Vec<String> {
    let name = tile_ref_head(tr, at);
    let Some(entry) = map.tile(at) else {
        return vec![tr!(tr, "explore-retro-cannot", tile = name)];
    };
    if at == map.goal {
        return vec![tr!(tr, "explore-retro-goal", tile = name)];
    }
    let Some(value) = entry.value else {
        return vec![tr!(tr, "explore-retro-cannot", tile = name)];
    };
    let mut lines = vec![
        tr!(
            tr,
            "explore-retro-tile",
            tile = name,
            value = units(tr, value),
            goal = tile(map.goal)
        ),
        tr!(tr, "explore-retro-min"),
    ];
    for (roll, r) in (1u8..).zip(&entry.rolls) {
        let roll_text = roll.to_string();
        lines.push(match *r {
            RollValue::Move {
                to,
                length,
                total,
                optimal,
            } => {
                let rest = map.value(to).unwrap_or(f64::NAN);
                let (length, rest, total) = (units_arg(length), units_arg(rest), units_arg(total));
                if optimal {
                    tr!(
                        tr,
                        "explore-retro-roll-best",
                        roll = roll_text,
                        length = length,
                        rest = rest,
                        total = total
                    )
                } else {
                    tr!(
                        tr,
                        "explore-retro-roll",
                        roll = roll_text,
                        length = length,
                        rest = rest,
                        total = total
                    )
                }
            }
            RollValue::PastGoal => tr!(tr, "explore-retro-roll-past", roll = roll_text),
            RollValue::OtherGoalTile => tr!(tr, "explore-retro-roll-other", roll = roll_text),
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::MoveTable;
    use crate::solver::retro;

    /// One move, one game: singular in both languages (the teacher read
    /// "1 moves"); two, plural.
    #[test]
    fn test_a_count_of_one_is_singular() {
        use crate::i18n::count_arg;
        let cases = [
            (Lang::En, ["1 move", "2 moves", "1 game", "2 games"]),
            (Lang::De, ["1 Zug", "2 Züge", "1 Spiel", "2 Spiele"]),
        ];
        for (lang, [one, two, game, games]) in cases {
            let tr = Tr::shared(lang);
            let depth = |depth| memory(tr, &Memory::StackDepth { depth });
            assert!(depth(1).ends_with(one), "{}", depth(1));
            assert!(depth(2).ends_with(two), "{}", depth(2));
            let bar = |n: u64| {
                tr!(
                    tr,
                    "explore-ordinary-bar",
                    from = "a",
                    to = "b",
                    n = count_arg(n)
                )
            };
            assert!(bar(1).ends_with(game), "{}", bar(1));
            assert!(bar(2).ends_with(games), "{}", bar(2));
            let decode = |n: u64| {
                tr!(
                    tr,
                    "handout-ans-decode",
                    piece = 1,
                    tile = "A",
                    moves = count_arg(n),
                    path = "B → A",
                    units = 850
                )
            };
            assert!(decode(1).contains(&format!("{one} (")), "{}", decode(1));
        }
    }

    #[test]
    fn test_numbers_follow_the_language() {
        let (en, de) = (Tr::shared(Lang::En), Tr::shared(Lang::De));
        assert_eq!(
            effort(en, EffortUnit::Calls, 18_526_851),
            "18,526,851\u{a0}calls"
        );
        assert_eq!(
            effort(de, EffortUnit::Calls, 18_526_851),
            "18.526.851\u{a0}Aufrufe"
        );
        assert_eq!(effort(en, EffortUnit::States, 1), "1 state");
        assert_eq!(
            length(de, 83_047.0),
            "83.047\u{a0}Einheiten = 298,9692\u{a0}cm"
        );
        assert_eq!(en.numbers().wide_count(412_567_404_640), "412,567,404,640");
        assert_eq!(millis(en, Duration::from_micros(7)), "0.0070\u{a0}ms");
        assert_eq!(millis(de, Duration::from_millis(115)), "115\u{a0}ms");
    }

    #[test]
    fn test_a_tiles_value_is_said_as_the_minimum_of_its_rolls() {
        let en = Tr::shared(Lang::En);
        let map = retro(&MoveTable::new(&Rules::paper()), Tile::D);
        let lines = retro_lines(en, &map, Tile::A);
        assert_eq!(lines[0], "Tile 0: 19,462\u{a0}units to d");
        assert_eq!(lines.len(), 8, "a title, the sentence and six rolls");
        assert!(lines[7].starts_with("roll 6: ") && lines[7].ends_with("(optimal)"));
    }
}
