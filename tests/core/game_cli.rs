//! `maedn game` and `maedn random` as a script sees them: JSON that adds up,
//! the published figures for the paper's settings, and bad input refused.

use crate::support::{json, maedn};
use serde_json::Value;

fn f(v: &Value) -> f64 {
    v.as_f64().expect("a number")
}

#[test]
fn test_game_json_reaches_the_papers_total_roll_by_roll() {
    let v = json(&["game", "--json"]);
    assert_eq!(v["total_units"], 83_047.0);
    assert!((f(&v["total_cm"]) - 298.9692).abs() < 1e-9);
    assert_eq!(v["independent_units"], 83_047.0);
    assert_eq!(v["reaches_independent"], true);
    assert_eq!(v["rolls"], 36);
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 36);
    // The running total adds up, the first move leaves B1 on a 6.
    let mut total = 0.0;
    for m in moves {
        total += f(&m["length_units"]);
        assert_eq!(f(&m["total_units"]), total);
    }
    assert_eq!(moves[0]["from"], "B1");
    assert_eq!(moves[0]["die"], 6);
    assert_eq!(moves[0]["to_tile"], 0);
    let from_b = moves.iter().filter(|m| m["from_tile"].is_null()).count();
    assert_eq!(from_b, 4);
    let start: f64 = v["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .map(|p| f(&p["start_move_units"]))
        .sum();
    assert_eq!(start, 12_143.0);
}

#[test]
fn test_game_text_and_free_goal_row() {
    let out = maedn(&["game", "--goal-row", "free"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("free goal row"), "{text}");
    assert!(text.contains("this legal game reaches it"), "{text}");
    let v = json(&["game", "--goal-row", "free", "--json"]);
    assert!(f(&v["total_units"]) < 83_047.0);
    assert_eq!(v["total_units"], v["independent_units"]);
}

#[test]
fn test_quickest_game_is_longer_in_fewer_rolls() {
    let shortest = json(&["game", "--json"]);
    let quickest = json(&["game", "--quickest", "--json"]);
    assert_eq!(quickest["objective"], "quickest");
    assert!(quickest["rolls"].as_u64() < shortest["rolls"].as_u64());
    assert!(f(&quickest["total_units"]) > f(&shortest["total_units"]));
    assert_eq!(quickest["reaches_independent"], false);
}

#[test]
fn test_random_json_agrees_with_its_exact_expectation() {
    let v = json(&["random", "--games", "2000", "--seed", "5", "--json"]);
    let exact = f(&v["game"]["expected_units"]);
    let sim = &v["simulation"];
    assert_eq!(sim["games"], 2000);
    assert!(f(&sim["z"]).abs() < 4.0);
    assert!((f(&sim["mean_units"]) - exact).abs() < 4.0 * f(&sim["standard_error_units"]));
    let counts: u64 = sim["histogram"]["counts"]
        .as_array()
        .expect("counts")
        .iter()
        .map(|c| c.as_u64().expect("count"))
        .sum();
    assert_eq!(counts, 2000);
    let percent = f(&v["optimum_percent"]);
    assert!((percent - 100.0 * 83_047.0 / exact).abs() < 1e-9);
    assert_eq!(v["shortest"]["total_units"], 83_047.0);
    assert_eq!(v["pieces"].as_array().expect("pieces").len(), 4);
}

#[test]
fn test_bad_input_exits_2_with_one_line() {
    for args in [
        &["random", "--games", "0"][..],
        &["random", "--games", "1000001"],
        &["random", "--seed", "-1"],
        &["game", "--spacing", "0"],
        &["game", "--goal-row", "maybe"],
    ] {
        let out = maedn(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// Issue 17 item 2: one simulated game has no spread, so no standard error
/// and no distance from the exact value in standard errors. The text says
/// so in words instead of "± 0\u{a0}units … +0.00 standard errors".
#[test]
fn test_random_one_game_says_its_standard_error_is_undefined() {
    let out = maedn(&["random", "--games", "1", "--seed", "3"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let line = |start: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no {start:?} line in {text}"))
            .to_owned()
    };
    for start in ["mean distance", "mean rolls"] {
        let l = line(start);
        assert!(
            l.contains("standard error undefined for 1 game (it needs at least two)"),
            "{l}"
        );
        assert!(
            !l.contains('±') && !l.contains("standard errors from"),
            "{l}"
        );
    }
    // Two games have a standard error, and the line gives it as before.
    let two = maedn(&["random", "--games", "2", "--seed", "3"]);
    let text = String::from_utf8_lossy(&two.stdout);
    assert!(
        text.lines()
            .any(|l| l.contains("mean distance")
                && l.contains("standard errors from the exact value")),
        "{text}"
    );
}

/// The same in JSON: `null` for every spread of one game, numbers for two.
#[test]
fn test_random_one_game_json_has_null_standard_error_and_z() {
    let v = json(&["random", "--games", "1", "--seed", "3", "--json"]);
    let sim = &v["simulation"];
    assert_eq!(sim["games"], 1);
    for key in [
        "standard_error_units",
        "z",
        "rolls_z",
        "sd_units",
        "sd_rolls",
    ] {
        assert!(sim[key].is_null(), "{key}: {}", sim[key]);
    }
    assert!(sim["mean_units"].is_f64());
    let v = json(&["random", "--games", "2", "--seed", "3", "--json"]);
    let sim = &v["simulation"];
    for key in [
        "standard_error_units",
        "z",
        "rolls_z",
        "sd_units",
        "sd_rolls",
    ] {
        assert!(sim[key].is_f64(), "{key}: {}", sim[key]);
    }
}
