//! Every command stays under 1 GB at its documented limits, run under an
//! address-space limit (`ulimit -v`): `maedn tree --json` writes its JSON
//! node by node, so a tree whose text runs to a hundred megabytes (and whose
//! JSON, built whole, needed about 2.5 GB) fits; `maedn animate` at the
//! largest frame (4096 × 4096) writes each frame as it is rendered.

use std::io::BufReader;
use std::process::{Child, Command, Stdio};

use serde::de::IgnoredAny;

/// The address space a command may use, in KiB (`ulimit -v`).
const LIMIT_KIB: u64 = 1_000_000;

/// `maedn ARGS` under the limit, its output piped.
fn capped(args: &str) -> Child {
    let script = format!("ulimit -v {LIMIT_KIB} && exec \"$0\" {args}");
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_maedn"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs")
}

#[test]
fn test_tree_json_of_a_deep_tree_fits_in_one_gigabyte() {
    let mut child = capped("tree --depth 7 --levels 7 --json");
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
    let out = crate::support::maedn(&["tree", "--depth", "2", "--levels", "2", "--json"]);
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

/// The largest frame, 4096 × 4096, as a lossless WebP: a frame's pixels, the
/// one before and the encoder's work fit in 1 GB; the file is written frame
/// by frame (`animate_formats::test_every_format_streams_its_frames`), so more
/// frames add only their figures (about 28 kB each: 5,000 frames, the
/// documented limit, about 140 MB).
#[test]
fn test_an_animation_of_the_largest_frames_fits_in_one_gigabyte() {
    let dir = std::env::temp_dir().join(format!("maedn-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("big.webp");
    let child = capped(&format!(
        "animate search-2 --format webp --size 4096x4096 --quiet --out '{}'",
        out.display()
    ));
    let done = child.wait_with_output().expect("the command ends");
    assert!(
        done.status.success(),
        "{:?}: {}",
        done.status,
        String::from_utf8_lossy(&done.stderr)
    );
    let bytes = std::fs::read(&out).expect("written");
    assert_eq!(&bytes[..4], b"RIFF");
    std::fs::remove_dir_all(&dir).ok();
}
