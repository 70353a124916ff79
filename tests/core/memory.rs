//! `maedn tree --json` under an address-space limit: the JSON is written node
//! by node, so a tree whose text runs to a hundred megabytes (and whose JSON,
//! built whole, needed about 2.5 GB) fits in 1 GB.

use std::io::BufReader;
use std::process::{Command, Stdio};

use serde::de::IgnoredAny;

/// The address space the command may use, in KiB (`ulimit -v`).
const LIMIT_KIB: u64 = 1_000_000;

#[test]
fn test_tree_json_of_a_deep_tree_fits_in_one_gigabyte() {
    let script = format!("ulimit -v {LIMIT_KIB} && exec \"$0\" tree --depth 7 --levels 7 --json");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_maedn"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let stdout = child.stdout.take().expect("piped");
    // Parsed as it arrives: checked to be one JSON value, nothing kept.
    let mut values =
        serde_json::Deserializer::from_reader(BufReader::new(stdout)).into_iter::<IgnoredAny>();
    let first = values.next();
    let rest = values.next();
    let out = child.wait_with_output().expect("the command ends");
    assert!(
        out.status.success(),
        "{:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(matches!(first, Some(Ok(_))), "{first:?}");
    assert!(rest.is_none(), "one JSON object only");
}

#[test]
fn test_streamed_tree_json_keeps_every_field() {
    let out = crate::cli::maedn(&["tree", "--depth", "2", "--levels", "2", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one object");
    for key in [
        "piece",
        "goal_tile",
        "bound_per_tile",
        "calls",
        "prunes",
        "best_units",
        "best_tiles",
        "depth_limit",
        "memory_bytes",
        "top",
        "nodes",
    ] {
        assert!(v.get(key).is_some(), "{key} missing");
    }
    let nodes = v["nodes"].as_array().expect("nodes");
    assert_eq!(nodes[0]["id"], 0);
    assert!(nodes.iter().all(|n| n["path"].is_array()));
}
