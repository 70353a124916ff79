//! What `solve` and `compare` claim about the paper's search, judged for the
//! pieces actually solved and by one check shared by both commands.

use crate::support::{json, maedn};
use maedn::model::{MoveTable, Problem, Rules, Tile};
use maedn::solver::{PAPER_BOUND, admissible_bound, admissible_bound_for};
use serde_json::Value;

fn text(args: &[&str]) -> String {
    let out = maedn(args);
    assert!(out.status.success(), "{args:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Piece `piece` after its first move, a six from A, as a board in hex.
pub(crate) fn board_after_a_six(piece: u8) -> String {
    let table = MoveTable::new(&Rules::paper());
    let six = table.length(Tile::A, 6).expect("A + 6");
    let p = Problem::piece(piece)
        .and_then(|p| p.advanced(Tile::new(6)?, six).ok())
        .expect("a legal first move");
    let units = u32::try_from(p.moved() as u64).expect("fits");
    let board = p.board().with_units(units).expect("fits the units field");
    format!("{:#018X}", board.raw())
}

#[test]
fn test_solve_from_judges_the_bound_for_the_piece_solved() {
    let table = MoveTable::new(&Rules::paper());
    let all_four = admissible_bound(&table);
    let mut admissible_for_some = 0;
    for piece in 1..=4u8 {
        let goal = Tile::goal_of_piece(piece).expect("goal");
        let own = admissible_bound_for(&table, &[goal]);
        let admissible = f64::from(PAPER_BOUND) <= own;
        let board = board_after_a_six(piece);
        let v = json(&["solve", "--from", &board, "--json"]);
        assert_eq!(v["admissible_bound"], own, "piece {piece}");
        assert_eq!(v["admissible"], admissible, "piece {piece}");
        let kind = if admissible {
            "paper_proven"
        } else {
            "paper_not_proven"
        };
        assert_eq!(v["optimality"]["kind"], kind, "piece {piece}");
        let t = text(&["solve", "--from", &board]);
        assert_eq!(t.contains("NOT admissible"), !admissible, "{t}");
        assert_eq!(t.contains("may prune the true optimum"), !admissible, "{t}");
        assert_eq!(t.contains(": proven by the search ("), admissible, "{t}");
        if own > all_four && admissible {
            admissible_for_some += 1;
        }
    }
    // The goals' own bounds differ: judging all four together would call the
    // paper's bound inadmissible for pieces whose own cheapest move allows it.
    assert!(f64::from(PAPER_BOUND) > all_four);
    assert!(admissible_for_some > 0);
}

#[test]
fn test_the_issues_board_of_piece_one_is_proven() {
    let t = text(&["solve", "--from", "0xE820880000001EE1"]);
    let d = Tile::goal_of_piece(1).expect("d");
    let own = admissible_bound_for(&MoveTable::new(&Rules::paper()), &[d]);
    let admissible = f64::from(PAPER_BOUND) <= own;
    assert_eq!(
        t.contains("proven by the search (admissible bound)"),
        admissible,
        "{t}"
    );
    assert_eq!(t.contains("not proven"), !admissible, "{t}");
}

#[test]
fn test_compare_and_solve_agree_on_the_same_search() {
    for spacing in ["603", "850"] {
        let compare = json(&[
            "compare",
            "--spacing",
            spacing,
            "--methods",
            "bnb-admissible",
            "--json",
        ]);
        let proof = &compare["rows"][0]["proof"];
        let solve = json(&[
            "solve",
            "--spacing",
            spacing,
            "--bound",
            "admissible",
            "--json",
        ]);
        let solve_proven = solve["optimality"]["kind"] == "paper_proven";
        assert_eq!(proof["proven"], solve_proven, "{spacing}: {proof}");
        assert_eq!(
            compare["rows"][0]["bound_per_tile"], solve["bound_per_tile"],
            "{spacing}"
        );
    }
}

#[test]
fn test_decode_json_names_the_units_check_and_never_prints_negative_zero() {
    // Piece 1 on A, no move made: nothing to add up.
    let board = Problem::piece(1).expect("piece 1").board();
    let hex = format!("{:#018X}", board.raw());
    let out = maedn(&["decode", &hex, "--json"]);
    assert!(out.status.success());
    let raw = String::from_utf8_lossy(&out.stdout);
    assert!(!raw.contains("-0.0"), "{raw}");
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        v["recomputed"]
            .as_f64()
            .is_some_and(|r| r == 0.0 && r.is_sign_positive())
    );
    assert_eq!(v["units_consistent"], true);
    assert!(v.get("consistent").is_none(), "{v}");
    let t = text(&["decode", &hex]);
    assert!(t.contains("(units field consistent)"), "{t}");
}

#[test]
fn test_solve_from_lists_the_exit_six_like_solve() {
    let v = json(&["solve", "--from", "0xE820880000001EE1", "--json"]);
    let piece = &v["pieces"][0];
    let rolls = piece["rolls"].as_array().expect("rolls");
    let tiles = piece["tiles"].as_array().expect("tiles");
    assert_eq!(tiles[0], 0, "the way starts at A");
    // One roll per move from A, and the exit 6 before them.
    assert_eq!(rolls.len(), tiles.len(), "{rolls:?} {tiles:?}");
    assert_eq!(rolls[0], 6);
    let moves: Vec<u64> = tiles
        .windows(2)
        .map(|w| w[1].as_u64().expect("tile") - w[0].as_u64().expect("tile"))
        .collect();
    let listed: Vec<u64> = rolls[1..]
        .iter()
        .map(|r| r.as_u64().expect("roll"))
        .collect();
    assert_eq!(listed, moves);
    // The whole solve lists each piece the same way.
    let all = json(&["solve", "--json"]);
    for p in all["pieces"].as_array().expect("pieces") {
        let n = p["tiles"].as_array().expect("tiles").len();
        assert_eq!(p["rolls"].as_array().expect("rolls").len(), n);
    }
}

#[test]
fn test_a_figure_from_a_bound_that_lost_the_optimum_is_not_titled_shortest() {
    let dir = std::env::temp_dir().join(format!("maedn-claims-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut lost = 0;
    for bound in ["193", "400"] {
        let optimal = json(&["solve", "--bound", bound, "--json"])["optimal"]
            .as_bool()
            .expect("optimal");
        lost += usize::from(!optimal);
        for figure in ["full-path", "rolls"] {
            let path = dir.join(format!("{figure}-{bound}.svg"));
            let path_text = path.to_string_lossy().into_owned();
            let out = maedn(&["figure", figure, "--bound", bound, "--out", &path_text]);
            assert!(out.status.success(), "{figure} {bound}");
            let svg = std::fs::read_to_string(&path).expect("svg");
            assert_eq!(svg.contains("shortest path"), optimal, "{figure} {bound}");
            assert_eq!(
                svg.contains(&format!("found with bound {bound} (not the shortest)")),
                !optimal,
                "{figure} {bound}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(lost > 0, "no bound tried lost the optimum");
}

/// One piece heading for d: no rest from any tile is cheaper than 423.27
/// units per tile (the DP's least rest per tile), so a bound of 400 cannot
/// prune its optimum, and `--bound admissible` and compare's admissible row
/// use that bound, not the four goals' 170.
#[test]
fn test_one_piece_is_judged_by_its_least_rest_per_tile() {
    let d = Tile::goal_of_piece(1).expect("d");
    let table = MoveTable::new(&Rules::paper());
    let own = admissible_bound_for(&table, &[d]);
    assert_eq!(own, maedn::solver::least_rest_per_tile(&table, d).floor());
    assert!(own > 400.0 && own > table.cheapest_per_tile(d), "{own}");
    let start = "0xE800000000000000";
    let t = text(&["solve", "--from", start, "--bound", "400"]);
    assert!(!t.contains("may prune"), "{t}");
    assert!(t.contains(": proven by the search ("), "{t}");
    let v = json(&["solve", "--from", start, "--bound", "admissible", "--json"]);
    assert_eq!(v["bound_per_tile"], own, "{v}");
    assert_eq!(v["optimality"]["kind"], "paper_proven", "{v}");
    let c = json(&[
        "compare",
        "--from",
        start,
        "--methods",
        "bnb-admissible",
        "--json",
    ]);
    assert_eq!(c["rows"][0]["bound_per_tile"], own, "{c}");
    assert_eq!(c["rows"][0]["proof"]["proven"], true, "{c}");
    let c = text(&["compare", "--from", start, "--methods", "bnb-admissible"]);
    assert!(c.contains(&format!("admissible bound ({own})")), "{c}");
    // Above it the verdict says what was checked: the bound exceeds the
    // least rest per tile, so it may prune.
    let t = text(&["solve", "--from", start, "--bound", "424"]);
    assert!(
        t.contains("above the admissible bound (423: the least rest per tile"),
        "{t}"
    );
}
