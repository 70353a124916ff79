//! Every claim a worksheet's answer key makes, over many seeds, checked
//! against the engine with the test's own code: the bound question's
//! example piece really loses its shortest way to the paper's search with
//! that bound (the search run here finds what the key says, longer than the
//! optimum), or, when the key says the bound cuts off none, every piece
//! keeps its shortest way; every roll as short as the shortest is named;
//! a way with equally short others says how many there are.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::collections::HashMap;

use maedn::figures::handout::exercises::{Ask, exercises};
use maedn::i18n::{Lang, Tr};
use maedn::model::{MoveTable, Problem, Rules, Tile};
use maedn::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, admissible_bound, dp, solve_problem,
};

/// The seeds checked.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=120;

fn label(t: Tile) -> String {
    t.goal_letter()
        .map_or_else(|| t.index().to_string(), String::from)
}

/// The paper's search for `piece` alone with `bound` units per tile
/// (remembered: the seeds draw the same bounds again).
fn searched(piece: u8, bound: u32, known: &mut HashMap<(u8, u32), f64>) -> f64 {
    *known.entry((piece, bound)).or_insert_with(|| {
        let settings = Settings {
            algorithm: Algorithm::Paper,
            bound: Bound::PerTile(bound),
            rules: Rules::paper(),
        };
        let p = Problem::piece(piece).unwrap();
        let s = solve_problem(&settings, &p, &Progress::default(), NoObserver).unwrap();
        s.pieces.first().unwrap().units
    })
}

fn optimum(table: &MoveTable, piece: u8) -> f64 {
    dp(table, &Problem::piece(piece).unwrap()).units
}

/// How many shortest ways lead from `from` to `goal` (paper rules: a piece
/// enters the goal row only on its own goal tile), counted backwards here.
fn shortest_ways(table: &MoveTable, from: Tile, goal: Tile) -> u64 {
    let g = usize::from(goal.index());
    let mut best = vec![f64::INFINITY; g + 1];
    let mut ways = vec![0u64; g + 1];
    best[g] = 0.0;
    ways[g] = 1;
    for p in (usize::from(from.index())..g).rev() {
        let tile = Tile::new(p as u8).unwrap();
        for r in 1..=6u8 {
            let q = p + usize::from(r);
            if q > g || (q >= 40 && q != g) {
                continue;
            }
            let len = table.length(tile, r).unwrap() + best[q];
            if len < best[p] - 1e-6 {
                best[p] = len;
                ways[p] = ways[q];
            } else if (len - best[p]).abs() < 1e-6 {
                ways[p] += ways[q];
            }
        }
    }
    ways[usize::from(from.index())]
}

#[test]
fn test_every_key_names_its_ties_and_a_piece_its_bound_truly_cuts_off() {
    let table = MoveTable::new(&Rules::paper());
    let cheapest = admissible_bound(&table);
    let (mut cut, mut spared, mut hand_ties, mut way_ties) = (0, 0, 0, 0);
    let mut known = HashMap::new();
    for seed in SEEDS {
        // German for every third seed: the same claims in the other words.
        let lang = if seed % 3 == 0 { Lang::De } else { Lang::En };
        let tr = Tr::shared(lang);
        let n = tr.numbers();
        for e in exercises(seed, tr).unwrap() {
            let key = &e.answer;
            match e.ask {
                Ask::Hand { from } => {
                    let moves: Vec<(u8, f64)> = (1..=6u8)
                        .map(|r| (r, table.length(from, r).unwrap()))
                        .collect();
                    let least = moves.iter().map(|m| m.1).fold(f64::INFINITY, f64::min);
                    let best: Vec<u8> = moves
                        .iter()
                        .filter(|m| (m.1 - least).abs() < 1e-6)
                        .map(|m| m.0)
                        .collect();
                    for r in &best {
                        let to = label(Tile::new(from.index() + r).unwrap());
                        let named = format!("{} → {to}", label(from));
                        assert!(key.contains(&named), "seed {seed}: {named} not in {key}");
                    }
                    if best.len() > 1 {
                        hand_ties += 1;
                        let word = if lang == Lang::En {
                            "equally short"
                        } else {
                            "gleich kurz"
                        };
                        assert!(key.contains(word), "seed {seed}: tie not said: {key}");
                    }
                }
                Ask::Way { from, goal } => {
                    let ways = shortest_ways(&table, from, goal);
                    let tie = if lang == Lang::En {
                        "equally short ways"
                    } else {
                        "gleich kurzen Wegen"
                    };
                    if ways > 1 {
                        way_ties += 1;
                        let said = format!("{} {tie}", n.count(ways));
                        assert!(key.contains(&said), "seed {seed}: {said:?} not in {key}");
                    } else {
                        assert!(!key.contains(tie), "seed {seed}: no tie, yet {key}");
                    }
                }
                Ask::Bound {
                    bound,
                    piece,
                    found,
                } => {
                    if f64::from(bound) <= cheapest {
                        assert_eq!(found, None, "seed {seed}: a safe bound cuts nothing off");
                        continue;
                    }
                    match found {
                        Some(f) => {
                            // The example is checked against the search it names.
                            cut += 1;
                            let again = searched(piece, bound, &mut known);
                            assert_eq!(again, f, "seed {seed}: bound {bound}, piece {piece}");
                            let best = optimum(&table, piece);
                            assert!(f > best, "seed {seed}: {f} is no loss against {best}");
                            for said in [n.units(f), n.units(best), format!(" {piece}")] {
                                assert!(key.contains(&said), "seed {seed}: {said:?} not in {key}");
                            }
                        }
                        None => {
                            spared += 1;
                            for p in 1..=4 {
                                assert_eq!(
                                    searched(p, bound, &mut known),
                                    optimum(&table, p),
                                    "seed {seed}: bound {bound} cuts piece {p} off, yet the key says none"
                                );
                            }
                            let word = if lang == Lang::En {
                                "cut off none"
                            } else {
                                "keinen ab"
                            };
                            assert!(key.contains(word), "seed {seed}: {key}");
                        }
                    }
                }
                Ask::Decode { .. } | Ask::Fair { .. } | Ask::Bit { .. } | Ask::Move { .. } => {}
            }
        }
    }
    eprintln!(
        "{SEEDS:?}: {cut} keys name a piece the bound cuts off, {spared} say it cuts off none; \
         {hand_ties} hands and {way_ties} ways with ties"
    );
    // The seeds reach every kind of key.
    assert!(cut > 0 && spared > 0 && hand_ties > 0 && way_ties > 0);
}
