//! The recorded branch-and-bound tree adds up to the run's counters, level by
//! level; re-searching any subtree reproduces it; the best path is marked; the
//! icicle layout fills its rows by calls.

use maedn::model::{MoveTable, Problem, Rules, Tile};
use maedn::solver::{
    NoObserver, NodeId, Progress, SearchTree, Settings, icicle, record_tree, solve_problem,
};

fn tree(piece: u8, bound: u32, depth: u8) -> SearchTree {
    let table = MoveTable::new(&Rules::paper());
    let problem = Problem::piece(piece).expect("piece");
    record_tree(
        &table,
        &problem,
        f64::from(bound),
        depth,
        &Progress::default(),
    )
    .expect("records")
}

/// Every level's nodes plus the shallower ones' own calls make up the run.
fn assert_levels_add_up(t: &SearchTree) {
    let stats = t.stats();
    let root = t.node(SearchTree::ROOT).expect("root");
    assert_eq!((root.calls, root.prunes), (stats.calls, stats.prunes));
    for level in 0..=t.depth_limit() {
        let at: Vec<_> = t.nodes().iter().filter(|n| n.depth == level).collect();
        let above: Vec<_> = t.nodes().iter().filter(|n| n.depth < level).collect();
        let calls: u64 = at.iter().map(|n| n.calls).sum::<u64>() + above.len() as u64;
        let prunes: u64 = at.iter().map(|n| n.prunes).sum::<u64>()
            + above.iter().filter(|n| n.pruned).count() as u64;
        assert_eq!(
            (calls, prunes),
            (stats.calls, stats.prunes),
            "level {level}"
        );
    }
    for n in t.nodes() {
        if let Some(children) = &n.children {
            let kids: Vec<_> = children
                .iter()
                .map(|&c| t.node(c).expect("child"))
                .collect();
            assert_eq!(n.calls, 1 + kids.iter().map(|k| k.calls).sum::<u64>());
            assert_eq!(
                n.prunes,
                u64::from(n.pruned) + kids.iter().map(|k| k.prunes).sum::<u64>()
            );
            assert!(
                kids.windows(2).all(|w| w[0].roll > w[1].roll),
                "rolls 6 down to 1"
            );
        }
    }
}

#[test]
fn test_tree_counts_equal_the_paper_search_for_each_piece() {
    for piece in [2, 3, 4] {
        let t = tree(piece, 193, 5);
        let settings = Settings::default();
        let problem = Problem::piece(piece).expect("piece");
        let fast =
            solve_problem(&settings, &problem, &Progress::default(), NoObserver).expect("solves");
        assert_eq!(
            (t.stats().calls, t.stats().prunes),
            (fast.calls, fast.prunes)
        );
        assert_levels_add_up(&t);
        let (tiles, units) = t.best();
        assert_eq!(Some(fast.pieces[0].units), units);
        assert_eq!(fast.pieces[0].tiles, tiles);
    }
}

#[test]
fn test_best_path_is_marked_down_to_the_limit() {
    let t = tree(3, 193, 6);
    let (tiles, _) = t.best();
    let marked: Vec<&maedn::solver::TreeNode> =
        t.nodes().iter().filter(|n| n.on_best_path).collect();
    assert_eq!(marked.len(), 7, "levels 0..=6 of piece 3's 8 moves");
    for n in &marked {
        assert_eq!(tiles.get(usize::from(n.depth)), Some(&n.tile));
    }
}

#[test]
fn test_re_searching_subtrees_reproduces_them() {
    let mut t = tree(3, 193, 3);
    // A node at the limit with unrecorded children, on the best path, and one off it.
    let at_limit: Vec<NodeId> = (0..t.nodes().len() as NodeId)
        .filter(|&i| {
            let n = t.node(i).expect("node");
            n.depth == 3 && n.children.is_none()
        })
        .collect();
    assert!(!at_limit.is_empty());
    let on_path = at_limit
        .iter()
        .copied()
        .find(|&i| t.node(i).is_some_and(|n| n.on_best_path))
        .expect("the best path reaches the limit");
    let off_path = at_limit
        .iter()
        .copied()
        .filter(|&i| t.node(i).is_some_and(|n| !n.on_best_path))
        .max_by_key(|&i| t.node(i).map_or(0, |n| n.calls))
        .expect("another node");
    for id in [on_path, off_path] {
        let before = t.nodes().len();
        let request = t.expand_request(id, 3).expect("request");
        let sub = request.run(&Progress::default()).expect("runs");
        assert_eq!(sub.nodes[0].calls, t.node(id).expect("node").calls);
        t.attach(&sub).expect("matches");
        assert!(t.nodes().len() > before);
        assert!(t.node(id).expect("node").children.is_some());
    }
    assert_levels_add_up_below(&t, on_path);
    // The best path now runs three levels deeper.
    assert_eq!(t.nodes().iter().filter(|n| n.on_best_path).count(), 7);
    // Re-searching the root again gives the same top levels: attach accepts it.
    let again = t
        .expand_request(SearchTree::ROOT, 2)
        .expect("request")
        .run(&Progress::default())
        .expect("runs");
    t.attach(&again).expect("same counts and children");
    // A tampered subtree is refused and changes nothing.
    let mut bad = t
        .expand_request(off_path, 1)
        .expect("request")
        .run(&Progress::default())
        .expect("runs");
    bad.nodes[0].calls += 1;
    let len = t.nodes().len();
    assert!(t.attach(&bad).is_err());
    assert_eq!(t.nodes().len(), len);
}

fn assert_levels_add_up_below(t: &SearchTree, id: NodeId) {
    let n = t.node(id).expect("node");
    if let Some(children) = &n.children {
        let sum: u64 = children.iter().map(|&c| t.node(c).expect("c").calls).sum();
        assert_eq!(n.calls, 1 + sum);
        for &c in children {
            assert_levels_add_up_below(t, c);
        }
    }
}

#[test]
fn test_paths_and_prune_arithmetic() {
    let t = tree(3, 193, 4);
    for (i, n) in t.nodes().iter().enumerate() {
        let id = i as NodeId;
        let path = t.path(id);
        assert_eq!(path.first(), Some(&Tile::A));
        assert_eq!(path.last(), Some(&n.tile));
        assert_eq!(path.len(), usize::from(n.depth) + 1);
        let check = t.prune_check(id).expect("check");
        let over = check.best.is_some_and(|b| check.moved + check.estimate > b);
        assert_eq!(over, n.pruned);
    }
}

#[test]
fn test_icicle_rows_are_shares_of_calls() {
    let t = tree(3, 193, 4);
    let rects = icicle(&t, SearchTree::ROOT, 5, 0.0);
    assert_eq!(rects.len(), t.nodes().len());
    for r in &rects {
        let n = t.node(r.node).expect("node");
        let expected = n.calls as f64 / t.stats().calls as f64;
        assert!((r.width() - expected).abs() < 1e-12);
        assert!((0.0..=1.0).contains(&r.x0) && r.x1 <= 1.0 + 1e-12);
        assert!((r.y0 - f64::from(n.depth) / 5.0).abs() < 1e-12);
    }
    // Culling narrow nodes keeps the wide ones only.
    let wide = icicle(&t, SearchTree::ROOT, 5, 0.01);
    assert!(wide.len() < rects.len() && wide.iter().all(|r| r.width() >= 0.01));
}

#[test]
fn test_piece_1_keeps_only_the_top_levels() {
    // The 15-million-call piece: depth 4 holds a small tree that still adds up.
    let t = tree(1, 193, 4);
    assert_eq!(
        (t.stats().calls, t.stats().prunes),
        (15_153_411, 12_612_127)
    );
    assert_levels_add_up(&t);
    assert!(t.nodes().iter().all(|n| n.depth <= 4));
    assert!(t.memory_bytes() < 1 << 20, "{} bytes", t.memory_bytes());
    let (tiles, units) = t.best();
    assert_eq!(units, Some(19_462.0));
    assert_eq!(tiles.len(), 9);
}

#[test]
fn test_a_tree_from_a_board_keeps_its_path_so_far() {
    let rules = Rules::paper();
    let problem = Problem::walked_in_sixes(&rules, 2, 16);
    let table = MoveTable::new(&rules);
    let t = record_tree(&table, &problem, 193.0, 3, &Progress::default()).expect("records");
    let fast = solve_problem(
        &Settings::default(),
        &problem,
        &Progress::default(),
        NoObserver,
    )
    .expect("solves");
    assert_eq!(
        (t.stats().calls, t.stats().prunes),
        (fast.calls, fast.prunes)
    );
    let root = t.node(SearchTree::ROOT).expect("root");
    assert_eq!(root.moved, problem.moved());
    let path: Vec<u8> = t.path(SearchTree::ROOT).iter().map(|t| t.index()).collect();
    assert_eq!(path, [0, 6, 12, 16]);
    assert_eq!(t.best().0, fast.pieces[0].tiles);
    assert_levels_add_up(&t);
}
