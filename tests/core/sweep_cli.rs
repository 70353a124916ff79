//! `maedn sweep` says what it established and no more: every switch between
//! keeping and losing the optimum among the bounds solved, a larger bound
//! giving the optimum back, and no "first" or "exact" break it did not
//! prove. `maedn figure bound-sweep` refuses bounds past the sweep's cap
//! within a memory limit and leaves no file behind; figure names are exact.

use std::path::PathBuf;
use std::process::{Command, Output};

use maedn::solver::MAX_SWEEP_BOUND;
use serde_json::Value;

use crate::support::maedn;

fn sweep_json(args: &[&str]) -> Value {
    let mut all = vec!["sweep"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = maedn(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

fn text(args: &[&str]) -> String {
    let mut all = vec!["sweep"];
    all.extend_from_slice(args);
    let out = maedn(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Bound → kept the optimum, for every bound the run solved (plan and
/// bisection).
fn outcomes(v: &Value) -> Vec<(u64, bool)> {
    let mut all: Vec<(u64, bool)> = ["points", "bisection"]
        .iter()
        .flat_map(|k| v[*k].as_array().cloned().unwrap_or_default())
        .map(|p| {
            (
                p["bound"].as_u64().expect("a bound"),
                p["optimal"].as_bool().expect("a verdict"),
            )
        })
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

#[test]
fn test_a_coarse_sweep_names_no_exact_or_first_break() {
    let args = ["--from", "150", "--to", "510", "--step", "360"];
    let t = text(&args);
    assert!(!t.contains("exact break"), "{t}");
    assert!(!t.contains("is the first bound"), "{t}");
    assert!(
        t.contains("no bound here is claimed to be the first"),
        "{t}"
    );
    let v = sweep_json(&args);
    assert!(v["first_lost"].is_null());
    // Every switch reported lies between neighbouring bounds that the run
    // solved and that differ.
    let solved = outcomes(&v);
    let switches = v["switches"].as_array().expect("switches");
    assert!(!switches.is_empty());
    for s in switches {
        let (below, above) = (s["below"].as_u64(), s["above"].as_u64());
        let (Some(below), Some(above)) = (below, above) else {
            panic!("{s}");
        };
        assert_eq!(above, below + 1, "{s}");
        let at = |b: u64| solved.iter().find(|p| p.0 == b).map(|p| p.1);
        assert_eq!(at(below).map(|k| !k), at(above), "{s}");
        let line = if s["kind"] == "lost" {
            format!("{below} keeps the optimum, {above} loses it")
        } else {
            format!("{below} loses the optimum, {above} keeps it again")
        };
        assert!(t.contains(&line), "{t}");
    }
}

#[test]
fn test_every_bound_from_330_shows_the_optimum_given_back() {
    let args = ["--from", "330", "--to", "345", "--step", "1"];
    let v = sweep_json(&args);
    let solved = outcomes(&v);
    // Measured: 343 and 344 keep the optimum though 333–342 lose it.
    for b in [343, 344] {
        assert!(solved.contains(&(b, true)), "{b}: {solved:?}");
    }
    assert!(solved.contains(&(342, false)), "{solved:?}");
    // The switches are exactly where neighbouring bounds differ.
    let expected: Vec<(u64, u64, &str)> = solved
        .windows(2)
        .filter(|w| w[0].1 != w[1].1)
        .map(|w| (w[0].0, w[1].0, if w[0].1 { "lost" } else { "regained" }))
        .collect();
    let got: Vec<(u64, u64, &str)> = v["switches"]
        .as_array()
        .expect("switches")
        .iter()
        .map(|s| {
            (
                s["below"].as_u64().unwrap_or(0),
                s["above"].as_u64().unwrap_or(0),
                s["kind"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(got, expected);
    assert!(got.iter().any(|s| s.2 == "regained"), "{got:?}");
    assert!(v["first_lost"].is_null(), "329 and below were not solved");
    let t = text(&args);
    assert!(!t.contains("exact break"), "{t}");
    assert!(
        t.contains("342 loses the optimum, 343 keeps it again"),
        "{t}"
    );
    assert!(t.contains("a larger bound gave the optimum back"), "{t}");
}

#[test]
fn test_the_first_loss_is_named_when_every_bound_below_was_solved() {
    // 171 is just above the paper board's admissible bound (170).
    let v = sweep_json(&["--from", "171", "--to", "230", "--step", "1"]);
    let solved = outcomes(&v);
    let first = solved.iter().find(|p| !p.1).map(|p| p.0);
    assert!(first.is_some());
    assert_eq!(v["first_lost"].as_u64(), first);
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-sweep-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Runs the binary with its address space limited to `bytes`.
fn maedn_capped(bytes: u64, args: &[&str]) -> Output {
    let kib = (bytes / 1024).to_string();
    Command::new("sh")
        .arg("-c")
        .arg("ulimit -v \"$1\" && shift && exec \"$@\"")
        .arg("sh")
        .arg(&kib)
        .arg(env!("CARGO_BIN_EXE_maedn"))
        .args(args)
        .output()
        .expect("sh runs")
}

/// One gigabyte of address space.
const MEMORY_CAP: u64 = 1_000_000_000;

#[test]
fn test_a_bound_sweep_figure_stays_within_memory_and_leaves_no_file() {
    let dir = temp_dir("huge");
    let out_path = dir.join("sweep.svg");
    let out_str = out_path.to_string_lossy().into_owned();
    let huge = [
        "figure",
        "bound-sweep",
        "--sweep-from",
        "4294967290",
        "--sweep-to",
        "4294967295",
        "--out",
        &out_str,
    ];
    let out = maedn_capped(MEMORY_CAP, &huge);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("go up to {MAX_SWEEP_BOUND}")),
        "a clear refusal: {err}"
    );
    assert!(
        !err.contains("panicked") && !err.contains("memory allocation"),
        "{err}"
    );
    let left: Vec<_> = std::fs::read_dir(&dir).expect("dir").collect();
    assert!(left.is_empty(), "{left:?}");

    // The largest bounds allowed make a figure within the same limit.
    let top = MAX_SWEEP_BOUND.to_string();
    let from = (MAX_SWEEP_BOUND - 10).to_string();
    let out = maedn_capped(
        MEMORY_CAP,
        &[
            "figure",
            "bound-sweep",
            "--sweep-from",
            &from,
            "--sweep-to",
            &top,
            "--sweep-step",
            "5",
            "--out",
            &out_str,
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(&out_path).expect("written");
    assert!(
        svg.starts_with("<svg") || svg.starts_with("<?xml"),
        "{}",
        &svg[..svg.len().min(80)]
    );
    let names: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, [std::ffi::OsString::from("sweep.svg")]);
    std::fs::remove_dir_all(&dir).ok();

    // `maedn sweep` caps its bounds the same way.
    let out = maedn(&["sweep", "--from", "4294967290", "--to", "4294967295"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("go up to {MAX_SWEEP_BOUND}")));
}

#[test]
fn test_a_figure_name_must_be_exactly_a_catalogue_name() {
    let dir = temp_dir("names");
    let out_path = dir.join("f.svg");
    let out_str = out_path.to_string_lossy().into_owned();
    for name in ["rolls\n", " rolls", "Rolls", "rolls\r"] {
        let out = maedn(&["figure", name, "--out", &out_str]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name:?}: {err}");
        assert!(err.contains("unknown figure"), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
        assert!(!out_path.exists(), "{name:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_a_path_with_a_newline_is_escaped_in_the_success_line() {
    let dir = temp_dir("newline");
    let out_path = dir.join("two\nlines.svg");
    let out_str = out_path.to_string_lossy().into_owned();
    let out = maedn(&[
        "figure",
        "board",
        "--board",
        "0xE820882208414C06",
        "--out",
        &out_str,
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out_path.exists());
    assert_eq!(text.trim_end().lines().count(), 1, "one line: {text:?}");
    assert!(text.contains("two\\nlines.svg"), "{text:?}");
    std::fs::remove_dir_all(&dir).ok();
}
