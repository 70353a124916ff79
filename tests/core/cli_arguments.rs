//! Options every command reads the same way: whole numbers in digits only
//! (no `+`), one bound parser for every command, combinations that would be
//! ignored or never finish refused with the reason.

use crate::support::maedn;

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
        &["play", "--policy", "--games", "+5"],
        &["play", "--policy", "--seed", "+1"],
        &["play", "--position", "B,B,B,B", "--roll", "+3"],
        &["bench", "--runs", "+2"],
        &["bench", "--frames", "+20"],
    ] {
        refused(args, "digits only");
    }
}

/// Every count of `bench` is range-checked like the others: `--frames` of
/// 2⁶⁴ − 1 panicked (capacity overflow) and a billion asked for 16 GB;
/// `--runs 0` ran once without a word.
#[test]
fn test_bench_counts_are_range_checked() {
    for (args, says) in [
        (
            &["bench", "--frames", "18446744073709551615"][..],
            "frames must be 1 to 100,000",
        ),
        (
            &["bench", "--frames", "1000000000"],
            "frames must be 1 to 100,000",
        ),
        (&["bench", "--frames", "0"], "frames must be 1 to 100,000"),
        (&["bench", "--runs", "0"], "runs must be 1 to 1,000"),
        (
            &["bench", "--runs", "4294967296"],
            "runs must be 1 to 1,000",
        ),
    ] {
        refused(args, says);
    }
}

/// A clap message with a list in it is one line, its own line breaks
/// joined (`play --roll 3` printed a literal `\n`), while a line break in an
/// argument it quotes stays escaped.
#[test]
fn test_a_missing_argument_is_named_on_one_plain_line() {
    refused(
        &["play", "--roll", "3"],
        "the following required arguments were not provided: --position <PLACES>",
    );
    let out = maedn(&["play", "--roll", "3"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("\\n"));
    refused(&["solve", "--bound", "12\n3"], "unknown bound \"12\\n3\"");
}

/// The help says "0 is A": the start tile may be written A.
#[test]
fn test_play_takes_a_as_the_start_tile() {
    let position = |places: &str| {
        let out = maedn(&["play", "--position", places, "--roll", "1", "--json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        v["position"].clone()
    };
    let a = position("A,B,B,B");
    assert_eq!(a["places"], "B,B,B,0", "{a}");
    assert_eq!(a, position("0,B,B,B"));
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

/// The help says what `animate` writes: three formats and four subjects,
/// and a GIF's palette as it is (255 colours and the transparent index).
#[test]
fn test_the_help_says_what_animate_writes() {
    let top = String::from_utf8_lossy(&maedn(&["--help"]).stdout).into_owned();
    let line = top
        .lines()
        .find(|l| l.trim_start().starts_with("animate "))
        .expect("animate listed");
    assert!(
        line.contains("GIF, APNG or WebP") && !line.contains("as a GIF"),
        "{line}"
    );
    assert!(
        line.contains("search") && line.contains("lesson slide"),
        "{line}"
    );
    let help = String::from_utf8_lossy(&maedn(&["animate", "--help"]).stdout).into_owned();
    assert!(help.contains("255 colours and transparency"), "{help}");
    assert!(!help.contains("256 colours"), "{help}");
}

/// One unit is singular, and a bound rounded down says so (120.6 per tile
/// at a spacing of 603 is shown as 120).
#[test]
fn test_one_unit_and_a_rounded_down_bound_are_said_as_they_are() {
    let out = maedn(&["solve", "--spacing", "1", "--algorithm", "dp"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("spacing 1\u{a0}unit,"), "{text}");
    assert!(
        !text.contains(" 1\u{a0}units") && !text.contains(" 1 units"),
        "{text}"
    );
    let out = maedn(&["solve", "--spacing", "603"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("towards the goals solved, rounded down to whole units) 120:"),
        "{text}"
    );
}
