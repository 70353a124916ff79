//! The command line when its output cannot be written: every subcommand run
//! with stdout on a full disk (`/dev/full`) and on a pipe nobody reads ends
//! with a message or quietly, never with a panic (exit 101); and `figure
//! --out` names a file's trouble once and refuses a picture format it cannot
//! write.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::process::{Command, Output, Stdio};

/// Every subcommand (all but `bench`, which times, and the window), each made
/// cheap, in text and where it has one as JSON.
const COMMANDS: &[&[&str]] = &[
    &["solve", "--algorithm", "dp"],
    &["solve", "--algorithm", "dp", "--json"],
    &["decode", "0xE820880000001EE1"],
    &["decode", "0xE820880000001EE1", "--json"],
    &["sweep", "--from", "190", "--to", "193", "--step", "3"],
    &[
        "sweep", "--from", "190", "--to", "193", "--step", "3", "--json",
    ],
    &["game"],
    &["game", "--json"],
    &["random", "--games", "3"],
    &["random", "--games", "3", "--json"],
    &["play", "--policy", "--games", "3"],
    &["play", "--position", "B,B,12,d", "--json"],
    &["compare", "--methods", "dp"],
    &["compare", "--methods", "dp", "--json"],
    &["count", "--bins", "4"],
    &["count", "--bins", "4", "--json"],
    &["tree", "--piece", "1", "--depth", "2", "--levels", "2"],
    &[
        "tree", "--piece", "1", "--depth", "2", "--levels", "2", "--json",
    ],
    &["retro"],
    &["retro", "--json"],
    &["figure", "--list"],
    // `figure NAME --out F` writes the file, then a confirmation line.
    &[
        "figure",
        "piece-1",
        "--algorithm",
        "dp",
        "--out",
        "{dir}/f.svg",
    ],
    // `animate NAME --out F` too, after its progress on stderr.
    &[
        "animate",
        "piece-1",
        "--algorithm",
        "dp",
        "--size",
        "64x64",
        "--out",
        "{dir}/a.gif",
    ],
    &["help"],
    &["--help"],
    &["--version"],
];

/// Runs `args` (with `{dir}` replaced by a scratch folder) with `stdout`.
fn run(args: &[&str], dir: &str, stdout: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_maedn"))
        .args(args.iter().map(|a| a.replace("{dir}", dir)))
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// A pipe whose reading end is already closed: every write gets "broken pipe".
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    writer.into()
}

fn full_disk() -> Stdio {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap()
        .into()
}

#[test]
fn no_command_panics_when_its_output_is_closed_or_full() {
    let dir = std::env::temp_dir().join(format!("maedn-faults-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dir_text = dir.to_str().unwrap().to_owned();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = COMMANDS
            .iter()
            .flat_map(|args| [(args, "/dev/full"), (args, "a closed pipe")])
            .map(|(args, to)| {
                let dir = &dir_text;
                scope.spawn(move || {
                    let stdout = if to == "/dev/full" {
                        full_disk()
                    } else {
                        closed_pipe()
                    };
                    (args, to, run(args, dir, stdout))
                })
            })
            .collect();
        runs.into_iter()
            .map(|run| run.join().unwrap())
            .filter_map(|(args, to, out)| {
                let err = String::from_utf8_lossy(&out.stderr);
                let failed = out.status.code() == Some(101)
                    || out.status.code().is_none()
                    || err.contains("panicked");
                failed.then(|| format!("{args:?} > {to}: {:?} {err}", out.status))
            })
            .collect()
    });
    std::fs::remove_dir_all(&dir).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_full_disk_is_reported_once_with_a_failure() {
    for args in [&["retro"][..], &["figure", "--list"]] {
        let out = run(args, "", full_disk());
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("cannot write the output"), "{args:?}: {err}");
    }
}

#[test]
fn a_figure_that_cannot_be_written_says_the_path_and_cause_once() {
    let missing = std::env::temp_dir()
        .join(format!("maedn-no-such-folder-{}", std::process::id()))
        .join("x.svg");
    let path = missing.to_str().unwrap();
    let args = ["figure", "piece-1", "--algorithm", "dp", "--out", path];
    let out = run(&args, "", Stdio::piped());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert_eq!(err.matches(path).count(), 1, "{err}");
    assert_eq!(err.matches("cannot write").count(), 1, "{err}");
    assert!(!missing.exists());
}

#[test]
fn a_figure_file_neither_svg_nor_png_is_refused_unless_the_format_is_named() {
    let dir = std::env::temp_dir().join(format!("maedn-jpg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let jpg = dir.join("x.jpg");
    let jpg_text = jpg.to_str().unwrap();
    let out = run(&["figure", "rolls", "--out", jpg_text], "", Stdio::piped());
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains(".svg or .png"), "{err}");
    assert!(!jpg.exists(), "nothing is written");
    // Named explicitly, the format is what the user asked for.
    let out = run(
        &["figure", "rolls", "--format", "svg", "--out", jpg_text],
        "",
        Stdio::piped(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read_to_string(&jpg).unwrap().contains("<svg"));
    // A name without an extension is still an SVG.
    let bare = dir.join("bare");
    let out = run(
        &["figure", "rolls", "--out", bare.to_str().unwrap()],
        "",
        Stdio::piped(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read_to_string(&bare).unwrap().contains("<svg"));
    std::fs::remove_dir_all(&dir).ok();
}
