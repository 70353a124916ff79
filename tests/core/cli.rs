//! The command line as a script sees it: JSON output, decode, error exits.

use std::process::{Command, Output};

use serde_json::Value;

pub(crate) fn maedn(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_maedn"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

#[test]
fn test_solve_json_has_the_papers_answer() {
    let v = json(&maedn(&["solve", "--json"]));
    assert_eq!(v["total_units"], 83_047.0);
    assert!((v["total_cm"].as_f64().expect("cm") - 298.9692).abs() < 1e-9);
    assert_eq!(v["start_field_units"], 12_143.0);
    assert_eq!(v["calls"], 18_526_851);
    assert_eq!(v["prunes"], 15_422_842);
    assert_eq!(v["admissible"], false);
    assert_eq!(v["optimal"], true);
    assert!(v["elapsed_ms"].as_f64().is_some());
    let pieces = v["pieces"].as_array().expect("pieces");
    let boards: Vec<&str> = pieces
        .iter()
        .map(|p| p["board"].as_str().expect("board"))
        .collect();
    assert_eq!(
        boards,
        [
            "0xE820882208414C06",
            "0xC8208822088343A3",
            "0x88208822090741AC",
            "0x08208822088F43A3"
        ]
    );
    let goals: Vec<&str> = pieces
        .iter()
        .map(|p| p["goal"].as_str().expect("goal"))
        .collect();
    assert_eq!(goals, ["d", "c", "b", "a"]);
    assert_eq!(
        pieces[0]["tiles"],
        serde_json::json!([0, 6, 12, 16, 22, 26, 32, 37, 43])
    );
    assert_eq!(
        pieces[0]["rolls"],
        serde_json::json!([6, 6, 6, 4, 6, 4, 6, 5, 6])
    );
    assert!(
        v["warnings"]
            .as_array()
            .expect("warnings")
            .iter()
            .any(|w| w.as_str().is_some_and(|w| w.contains("193")))
    );
}

#[test]
fn test_solve_exact_solvers_agree_in_json() {
    for algorithm in ["dp", "astar"] {
        let v = json(&maedn(&[
            "solve",
            "--algorithm",
            algorithm,
            "--json",
            "--colour",
            "green",
        ]));
        assert_eq!(v["total_units"], 83_047.0, "{algorithm}");
        assert_eq!(v["admissible"], true);
        assert_eq!(v["optimal"], true);
        assert!(v["pieces"][0]["expanded"].as_u64().is_some_and(|e| e > 0));
    }
}

#[test]
fn test_solve_text_table() {
    let out = maedn(&["solve"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for needle in [
        "83,047",
        "298.9692",
        "18,526,851",
        "15,422,842",
        "6-6-6-4-6-4-6-5-6",
        "warning:",
    ] {
        assert!(text.contains(needle), "missing {needle} in\n{text}");
    }
}

#[test]
fn test_solve_from_a_board_continues_the_way() {
    // Piece 1 after 0, 6, 12, 16: the rest of its way is the paper's.
    let v = json(&maedn(&[
        "solve",
        "--from",
        "0xE820880000001EE1",
        "--json",
        "--bound",
        "admissible",
    ]));
    let piece = &v["pieces"][0];
    assert_eq!(piece["units"], 19_462.0);
    assert_eq!(
        piece["tiles"],
        serde_json::json!([0, 6, 12, 16, 22, 26, 32, 37, 43])
    );
}

#[test]
fn test_decode_json() {
    let v = json(&maedn(&["decode", "0x0820_8822_088F_43A3", "--json"]));
    assert_eq!(v["piece"], 4);
    assert_eq!(v["goal"], "a");
    assert_eq!(v["units"], 17_315);
    assert_eq!(v["consistent"], true);
    assert_eq!(v["finished"], serde_json::json!([41, 42, 43]));
    assert_eq!(v["problems"], serde_json::json!([]));
    let bad = json(&maedn(&["decode", "0xE820882208410000", "--json"]));
    assert_eq!(bad["consistent"], false);
    assert!(bad["problems"].as_array().is_some_and(|p| !p.is_empty()));
}

#[test]
fn test_bad_input_exits_2_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["decode", "0xZZ"], "not a hex digit"),
        (
            &["decode", "0x1_0000_0000_0000_0000"],
            "does not fit in 64 bits",
        ),
        (&["decode", "0x0000000000001234"], "has no piece"),
        (&["decode", "-5"], "not a decimal digit"),
        (&["solve", "--spacing", "0"], "spacing of 0"),
        (&["solve", "--spacing", "5000"], "at most 1524"),
        (&["solve", "--bound", "lots"], "unknown bound"),
        (&["solve", "--algorithm", "magic"], "unknown algorithm"),
        (&["solve", "--lengths", "fuzzy"], "unknown length mode"),
        (&["solve", "--goal-row", "any"], "unknown goal-row rule"),
        (&["solve", "--colour", "blue"], "unknown colour"),
        (&["solve", "--spacing", "-3"], "--spacing"),
        (
            &["solve", "--from", "0xF000000000000000"],
            "no single piece",
        ),
    ];
    for (args, needle) in cases {
        let out = maedn(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn test_sweep_json_marks_where_the_bound_breaks() {
    let v = json(&maedn(&[
        "sweep", "--from", "224", "--to", "227", "--step", "1", "--json",
    ]));
    let rows = v.as_array().expect("array");
    let optimal: Vec<bool> = rows
        .iter()
        .map(|r| r["optimal"].as_bool().expect("bool"))
        .collect();
    assert_eq!(optimal, [true, true, false, false]);
    assert_eq!(rows[1]["bound"], 225);
    assert_eq!(rows[2]["total_units"], 83_198.0);
}
