//! What `solve` and `compare` claim about the paper's search, judged for the
//! pieces actually solved and by one check shared by both commands.

use maedn::model::{MoveTable, Problem, Rules, Tile};
use maedn::solver::{PAPER_BOUND, admissible_bound, admissible_bound_for};
use serde_json::Value;

use crate::cli::maedn;

fn json(args: &[&str]) -> Value {
    let out = maedn(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

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
            "solve", "--spacing", spacing, "--bound", "admissible", "--json",
        ]);
        let solve_proven = solve["optimality"]["kind"] == "paper_proven";
        assert_eq!(proof["proven"], solve_proven, "{spacing}: {proof}");
        assert_eq!(
            compare["rows"][0]["bound_per_tile"], solve["bound_per_tile"],
            "{spacing}"
        );
    }
}
