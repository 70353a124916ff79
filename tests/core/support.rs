//! Helpers shared by the core's tests: the binary run and its JSON read,
//! a scratch folder per test, a workspace without a window and the wait for
//! its background work, and random rules.

use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::Arc;
use std::time::{Duration, Instant};

use maedn::model::Rules;
use maedn::solver::Settings;
use maedn::window::{NoPicker, Prefs, Waker, Workspace, no_waker};
use proptest::prelude::*;
use serde_json::Value;

/// The `maedn` binary run with `args`.
pub fn maedn(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_maedn"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// A run's standard output as one JSON object (the run must succeed).
pub fn json_of(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// `maedn args` (which must succeed) as one JSON object.
pub fn json(args: &[&str]) -> Value {
    let out = maedn(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// A fresh, empty folder `name` of this test process for `group`.
pub fn scratch(group: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("maedn-{group}-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Any valid rules with a spacing of at least 50 units.
pub fn rules_strategy() -> impl Strategy<Value = Rules> {
    crate::strategies::rules(50)
}

/// A workspace with `settings` and no file dialog, and its waker: every
/// background thread holds a clone of the waker while it runs.
pub fn workspace(settings: Settings) -> (Workspace, Waker) {
    let waker = no_waker();
    let prefs = Prefs {
        settings,
        ..Prefs::default()
    };
    let ws = Workspace::new(prefs, Arc::new(NoPicker), waker.clone());
    (ws, waker)
}

/// Polls `ws` until `done` (at most two minutes, else the test fails
/// naming `what`).
pub fn poll_until(ws: &mut Workspace, what: &str, done: impl Fn(&Workspace) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done(ws) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        ws.poll();
        std::thread::sleep(Duration::from_millis(1));
    }
}
