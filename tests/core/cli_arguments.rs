//! Options every command reads the same way: whole numbers in digits only
//! (no `+`), one bound parser for every command, combinations that would be
//! ignored or never finish refused with the reason.

use crate::cli::maedn;

/// Exit status 2 and one line on stderr containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let out = maedn(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}");
}

#[test]
fn test_a_leading_plus_is_refused() {
    for args in [
        &["random", "--games", "+5"][..],
        &["random", "--games", "3", "--seed", "+1"],
        &["solve", "--spacing", "+850", "--algorithm", "dp"],
        &["solve", "--bound", "+193"],
        &["count", "--bins", "+4"],
        &["tree", "--depth", "+2"],
        &["compare", "--bound", "+193"],
    ] {
        refused(args, "digits only");
    }
}

#[test]
fn test_digits_still_parse() {
    let out = maedn(&["random", "--games", "3", "--seed", "1_000", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["simulation"]["games"], 3, "{v}");
    assert_eq!(v["simulation"]["seed"], 1000, "{v}");
}

/// `compare --bound` takes what `solve --bound` takes; `none` is the paper row
/// without a bound (it then does what bnb-none does), `admissible` the largest
/// admissible bound rounded down.
#[test]
fn test_compare_takes_every_bound_solve_takes() {
    let row = |bound: &str| {
        let out = maedn(&[
            "compare",
            "--bound",
            bound,
            "--methods",
            "paper,bnb-none,bnb-admissible",
            "--from",
            "0xE820880000001EE1",
            "--json",
        ]);
        assert!(
            out.status.success(),
            "{bound}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let effort = |i: usize| v["rows"][i]["effort"].as_u64().expect("effort");
        (
            v["paper_bound"].as_u64().expect("bound"),
            effort(0),
            effort(1),
            effort(2),
        )
    };
    let (bound, paper, none, _) = row("none");
    assert_eq!(bound, 0);
    assert_eq!(paper, none, "no bound prunes as bnb-none does");
    let (bound, paper, _, admissible) = row("admissible");
    assert!(bound > 0);
    assert_eq!(
        paper, admissible,
        "the admissible bound prunes as bnb-admissible does"
    );
    let (bound, ..) = row("193");
    assert_eq!(bound, 193);
}

#[test]
fn test_tree_refuses_a_piece_with_a_board() {
    refused(
        &[
            "tree",
            "--piece",
            "2",
            "--from",
            "0xE820880000001EE1",
            "--depth",
            "1",
        ],
        "--piece",
    );
    // Each alone still works.
    for args in [
        &["tree", "--piece", "2", "--depth", "1", "--levels", "1"][..],
        &[
            "tree",
            "--from",
            "0xE820880000001EE1",
            "--depth",
            "1",
            "--levels",
            "1",
        ],
    ] {
        let out = maedn(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Plain deepening under the smallest-threshold rule does not finish: the
/// command says so at once instead of running silently for minutes.
#[test]
fn test_compare_refuses_smallest_threshold_with_plain_deepening() {
    let started = std::time::Instant::now();
    refused(&["compare", "--threshold", "smallest"], "dfid");
    refused(
        &["compare", "--threshold", "smallest", "--methods", "dfid,dp"],
        "--methods dp",
    );
    assert!(started.elapsed().as_secs() < 20);
    let out = maedn(&["compare", "--threshold", "smallest", "--methods", "dp"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
