//! Long commands say they are under way on a terminal and stay silent in a
//! log: a progress line (rewritten with `\r`) only when stderr is a
//! terminal, and an `--out` that cannot be written refused before minutes of
//! rendering. The terminal is a pseudo-terminal from `script` (util-linux).

use crate::support::scratch;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Longer than any refusal takes, far shorter than the work it spares.
const REFUSAL_LIMIT: Duration = Duration::from_secs(30);

/// `maedn args` with stderr piped (not a terminal), killed after `limit`.
fn within(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_maedn"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("maedn runs");
    let started = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if started.elapsed() > limit {
            child.kill().ok();
            let out = child.wait_with_output().expect("killed");
            panic!(
                "{args:?} still running after {limit:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("ends")
}

/// `command` (a shell line) run on a pseudo-terminal; what the terminal
/// showed, or `None` without `script`.
fn on_a_terminal(command: &str) -> Option<String> {
    let out = Command::new("script")
        .args(["-q", "-e", "-c", command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .ok()?;
    assert!(out.status.success(), "{command}: {:?}", out.status);
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn quoted(path: &Path) -> String {
    format!("'{}'", path.display())
}

#[test]
fn test_an_unusable_out_is_refused_before_rendering() {
    let missing = scratch("progress", "out").join("no such folder");
    let gif = missing.join("search.gif");
    let pdf = missing.join("lesson.pdf");
    for args in [
        vec![
            "animate",
            "search-5000",
            "--out",
            gif.to_str().expect("utf-8"),
        ],
        vec![
            "animate",
            "search-5000",
            "--format",
            "webp",
            "--size",
            "4096x4096",
            "--out",
            missing.join("s.webp").to_str().expect("utf-8"),
        ],
        vec!["handout", "lesson", "--out", pdf.to_str().expect("utf-8")],
    ] {
        let out = within(&args, REFUSAL_LIMIT);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(
            err.contains("cannot write") && err.contains("no such folder"),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn test_a_long_figure_shows_progress_on_a_terminal_only() {
    let dir = scratch("progress", "figure");
    let svg = dir.join("sweep.svg");
    let args = [
        "figure",
        "bound-sweep",
        "--sweep-from",
        "100",
        "--sweep-to",
        "400",
        "--out",
    ];
    let mut piped = args.to_vec();
    piped.push(svg.to_str().expect("utf-8"));
    let out = within(&piped, Duration::from_secs(600));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let command = format!(
        "{} {} {}",
        quoted(Path::new(env!("CARGO_BIN_EXE_maedn"))),
        args.join(" "),
        quoted(&svg)
    );
    let Some(shown) = on_a_terminal(&command) else {
        eprintln!("no `script`: the terminal case is not tried");
        return;
    };
    assert!(
        shown.contains("\rmaedn: figure bound-sweep under way ("),
        "{shown:?}"
    );
    assert!(shown.contains("wrote bound-sweep"), "{shown:?}");
}

#[test]
fn test_tree_json_shows_progress_while_stdout_is_a_file() {
    let dir = scratch("progress", "tree");
    let json = dir.join("tree.json");
    let command = format!(
        "{} tree --depth 6 --levels 6 --json > {}",
        quoted(Path::new(env!("CARGO_BIN_EXE_maedn"))),
        quoted(&json)
    );
    let Some(shown) = on_a_terminal(&command) else {
        eprintln!("no `script`: the terminal case is not tried");
        return;
    };
    assert!(
        shown.contains("\r  calls ") || shown.contains("\r  writing the JSON: "),
        "{shown:?}"
    );
    // The line is cleared at the end; the file holds one JSON value.
    let text = std::fs::read_to_string(&json).expect("written");
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert!(value["nodes"].is_array());
}

/// The lesson handout printed `\r` progress lines into a log file.
#[test]
fn test_the_lesson_handout_writes_no_progress_into_a_log() {
    let pdf = scratch("progress", "handout").join("lesson.pdf");
    let out = within(
        &["handout", "lesson", "--out", pdf.to_str().expect("utf-8")],
        Duration::from_secs(1200),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(!err.contains('\r') && err.is_empty(), "{err:?}");
    let pages = format!("wrote {} pages", maedn::window::Slide::COUNT);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with(&pages));
}
