//! The explorer's commands as a script sees them: complete JSON that agrees
//! with the library, and one-line errors with exit status 2.

use crate::support::{json, maedn};
use maedn::model::{Rules, Tile};
use maedn::solver::{Progress, count_all};

#[test]
fn test_compare_json_rows() {
    let v = json(&[
        "compare",
        "--methods",
        "bnb-admissible,ida,dfid,dijkstra,astar,dp",
        "--from",
        "0xE820880000001EE1",
        "--json",
    ]);
    assert_eq!(v["target"]["kind"], "problem");
    let optimum = v["optimum_units"].as_f64().expect("optimum");
    let rows = v["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 6);
    for row in rows {
        assert_eq!(row["total_units"].as_f64(), Some(optimum), "{row}");
        assert_eq!(row["matches_dp"], true);
        assert_eq!(row["proof"]["proven"], true);
        assert!(row["effort"].as_u64().is_some_and(|e| e > 0));
        assert!(row["elapsed_ms"].as_f64().is_some());
        assert!(row["memory"]["kind"].is_string());
    }
    assert_eq!(rows[0]["unit"], "calls");
    assert_eq!(rows[3]["unit"], "expansions");
    assert_eq!(rows[5]["unit"], "states");
    assert!(
        rows[1]["iterations"][0]
            .as_array()
            .is_some_and(|i| !i.is_empty())
    );
}

#[test]
fn test_compare_text_names_the_proofs() {
    let out = maedn(&[
        "compare",
        "--methods",
        "paper,astar",
        "--from",
        "0xE820880000001EE1",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    // Piece 1 heads for d, whose cheapest move per tile (283) admits 193.
    assert!(
        text.contains("proven (admissible bound; early return at the goal safe)"),
        "{text}"
    );
    assert!(
        text.contains("proven (admissible, consistent heuristic)"),
        "{text}"
    );
    assert!(text.contains("matches the DP"));
}

#[test]
fn test_count_json_agrees_with_the_library() {
    let v = json(&["count", "--json", "--bins", "7"]);
    let lib = count_all(&Rules::paper(), Tile::A, &Progress::default()).expect("counts");
    let goals = v["goals"].as_array().expect("goals");
    assert_eq!(goals.len(), 4);
    for (g, l) in goals.iter().zip(&lib.goals) {
        assert_eq!(g["sequences"].as_u64().map(u128::from), Some(l.sequences));
        assert_eq!(g["distinct_lengths"].as_u64(), Some(l.lengths.len() as u64));
        assert_eq!(g["bins"].as_array().map(Vec::len), Some(7));
        assert_eq!(g["lengths"].as_array().map(Vec::len), Some(l.lengths.len()));
        assert_eq!(g["optimum_sequences"], 1);
    }
    assert_eq!(goals[0]["optimum_units"], 19_462.0);
}

#[test]
fn test_tree_json_expands_a_node() {
    let v = json(&[
        "tree", "--piece", "3", "--depth", "2", "--node", "6,6,4", "--levels", "1", "--json",
    ]);
    assert_eq!(v["calls"], 656_508);
    assert_eq!(v["prunes"], 547_068);
    let nodes = v["nodes"].as_array().expect("nodes");
    let top = &nodes[v["top"].as_u64().expect("top") as usize];
    assert_eq!(top["path"], serde_json::json!([0, 6, 12, 16]));
    assert_eq!(top["on_best_path"], true);
    assert_eq!(top["icicle"]["x0"], 0.0);
    assert_eq!(top["icicle"]["x1"], 1.0);
    let children = top["children"].as_array().expect("expanded");
    let sum: u64 = children
        .iter()
        .map(|c| {
            nodes[c.as_u64().expect("id") as usize]["calls"]
                .as_u64()
                .expect("calls")
        })
        .sum();
    assert_eq!(top["calls"].as_u64(), Some(sum + 1));
}

#[test]
fn test_retro_json_totals() {
    let v = json(&["retro", "--json"]);
    assert_eq!(v["total_units"], 83_047.0);
    let maps = v["maps"].as_array().expect("maps");
    assert_eq!(maps[0]["tiles"][0]["value"], 19_462.0);
    assert_eq!(
        maps[0]["tiles"][0]["rolls"].as_array().map(Vec::len),
        Some(6)
    );
    assert_eq!(
        maps[0]["best_path"],
        serde_json::json!([0, 6, 12, 16, 22, 26, 32, 37, 43])
    );
}

#[test]
fn test_explorer_bad_input_exits_2_with_one_line() {
    for args in [
        vec!["compare", "--methods", "quick"],
        vec!["compare", "--threshold", "half"],
        vec!["compare", "--spacing", "0"],
        vec!["count", "--start", "40"],
        vec!["count", "--bins", "0"],
        vec!["tree", "--piece", "5"],
        vec!["tree", "--depth", "30"],
        vec!["tree", "--piece", "3", "--node", "6,6,6,6,6,6,6,6,6"],
        vec!["retro", "--goal-row", "any"],
    ] {
        let out = maedn(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("maedn: "), "{err}");
    }
}
