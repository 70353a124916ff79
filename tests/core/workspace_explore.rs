//! The Explore mode's state without the window: each part computes on a
//! background job what its engine computes (compared with the engine called
//! directly), live counters and cancel work, the search tree's shown counts
//! add up to the run's before and after a lazy expansion, stale results are
//! recomputed, and the export writes the part's figure.

use std::sync::Arc;

use maedn::game::random_play;
use maedn::io::{FileKind, Format};
use maedn::model::{GoalRule, Problem, Rules, Tile};
use maedn::solver::{
    CompareInput, CompareSettings, Method, NoObserver, Progress, SearchTree, Settings, count_all,
    retro_all, run_method, solve_problem,
};
use maedn::window::{
    Backend, Command, CompareTarget, DialogMode, ExploreCommand, ExplorePart, Mode, NoPicker,
    Notice, Outcome, Prefs, RowState, TREE_LEVELS, Waker, Workspace, no_waker,
};

use super::workspace::no_thread_left;
use crate::support::poll_until;

fn workspace() -> (Workspace, Waker) {
    let waker = no_waker();
    let ws = Workspace::new(Prefs::default(), Arc::new(NoPicker), waker.clone());
    (ws, waker)
}

fn act(ws: &mut Workspace, command: ExploreCommand) {
    ws.apply(Command::ExploreDo(command));
}

/// The comparison's rows are the engine's rows for the same methods, piece
/// and settings; they arrive one by one and all agree with the DP.
#[test]
fn test_the_comparison_table_is_what_the_engine_computes() {
    let (mut ws, waker) = workspace();
    ws.apply(Command::Explore(ExplorePart::Compare));
    assert_eq!(ws.mode(), Mode::Explore);
    assert!(
        !ws.explore().compare().is_running(),
        "never starts by itself"
    );
    act(
        &mut ws,
        ExploreCommand::SetCompareTarget(CompareTarget::Piece(3)),
    );
    let methods = [
        Method::PaperBound,
        Method::AdmissibleBound,
        Method::IdaStar,
        Method::Dijkstra,
        Method::AStar,
        Method::Dp,
    ];
    for m in methods {
        act(&mut ws, ExploreCommand::RunMethod(m));
        poll_until(&mut ws, m.name(), |ws| !ws.explore().compare().is_running());
    }
    let settings = CompareSettings::default();
    let input = CompareInput::problem(&settings, Problem::piece(3).expect("piece")).expect("input");
    let view = ws.explore().compare();
    assert!(matches!(view.outcome(), Some(Outcome::Finished)));
    assert_eq!(view.optimum(), Some(16_812.0));
    for row in view.rows() {
        let expected = methods.contains(&row.method);
        match row.state {
            RowState::Done(run) => {
                assert!(expected, "{:?} was not run", row.method);
                let direct = run_method(row.method, &input, &Progress::default()).expect("runs");
                assert_eq!(run.effort, direct.effort, "{:?}", row.method);
                assert_eq!(run.total_units, direct.total_units);
                assert_eq!(run.proof, direct.proof);
                assert!(run.matches_dp, "{:?}", row.method);
            }
            RowState::NotRun => assert!(!expected, "{:?} has no row", row.method),
            other => panic!("{:?} is {other:?} after the run", row.method),
        }
    }
    no_thread_left(&waker, "compare");
}

/// Without threads (the web page), the comparison runs in the window's
/// polls, a slice each: the first poll leaves it running with a live counter,
/// later ones finish it, and its rows are the engine's. Before, a comparison
/// was one step of work: the page froze until all of it was done.
#[test]
fn test_without_threads_a_comparison_runs_in_slices() {
    let waker = no_waker().on(Backend::Slices);
    let mut ws = Workspace::new(Prefs::default(), Arc::new(NoPicker), waker.clone());
    ws.apply(Command::Explore(ExplorePart::Compare));
    act(
        &mut ws,
        ExploreCommand::SetCompareTarget(CompareTarget::Piece(3)),
    );
    // The two longest methods on one piece: many slices even at opt-level 1.
    let methods = [Method::NoBound, Method::Dfid];
    for m in methods {
        act(&mut ws, ExploreCommand::RunMethod(m));
        ws.poll();
        let compare = ws.explore().compare();
        assert!(
            compare.is_running(),
            "{m:?} is still running after one slice"
        );
        let live = compare.rows()[m.index()].state;
        assert!(
            matches!(live, RowState::Running { effort, .. } if effort > 0),
            "{m:?} counts live: {live:?}"
        );
        let mut polls = 1;
        while ws.explore().compare().is_running() {
            ws.poll();
            polls += 1;
        }
        assert!(polls > 2, "{m:?} took {polls} polls");
    }
    let settings = CompareSettings::default();
    let input = CompareInput::problem(&settings, Problem::piece(3).expect("piece")).expect("input");
    for run in ws.explore().compare().finished() {
        let direct = run_method(run.method, &input, &Progress::default()).expect("runs");
        assert_eq!(
            (run.effort, run.cut),
            (direct.effort, direct.cut),
            "{:?}",
            run.method
        );
        assert_eq!(run.iterations, direct.iterations);
        assert_eq!(run.total_units, direct.total_units);
    }
    assert_eq!(ws.explore().compare().finished().count(), methods.len());
    assert_eq!(waker.holders(), 2, "only the test's and the workspace's");
}

/// "Run all" on the paper's problem shows the running method's counter
/// live; cancel stops it, keeps the rows finished before, and leaves no thread.
#[test]
fn test_a_comparison_runs_live_and_cancels() {
    let (mut ws, waker) = workspace();
    ws.apply(Command::Explore(ExplorePart::Compare));
    act(&mut ws, ExploreCommand::Run);
    // The paper's bound first, then the admissible one, then no bound (660
    // million calls): wait until the third counts live.
    poll_until(&mut ws, "a live counter", |ws| {
        ws.explore().compare().rows().iter().any(|r| {
            r.method == Method::NoBound
                && matches!(r.state, RowState::Running { effort, .. } if effort > 0)
        })
    });
    assert!(ws.is_live(), "the window refreshes while a comparison runs");
    let queued = ws.explore().compare().rows();
    assert!(matches!(queued[Method::Dp.index()].state, RowState::Queued));
    act(&mut ws, ExploreCommand::Cancel);
    poll_until(&mut ws, "the cancel", |ws| {
        !ws.explore().compare().is_running()
    });
    let view = ws.explore().compare();
    assert!(matches!(view.outcome(), Some(Outcome::Cancelled)));
    let done: Vec<Method> = view.finished().map(|r| r.method).collect();
    assert_eq!(done, [Method::PaperBound, Method::AdmissibleBound]);
    let paper = view.finished().next().expect("row");
    assert_eq!(
        (paper.effort, paper.cut),
        (18_526_851, Some(15_422_842)),
        "the paper's figure"
    );
    no_thread_left(&waker, "compare");
}

/// Every node with recorded children has exactly its children's calls plus
/// its own, and its children's prunes plus its own.
fn assert_sums_add_up(ws: &Workspace) {
    let view = ws.explore().tree();
    let tree = view.tree().expect("tree");
    for id in 0..tree.nodes().len() as u32 {
        if let Some(sum) = view.sum(id) {
            assert!(sum.calls_add_up(), "calls of node {id}: {sum:?}");
            assert!(sum.prunes_add_up(), "prunes of node {id}: {sum:?}");
        }
    }
}

/// The tree shown for piece 3 adds up to the run's counts (the paper's
/// search run directly), and still does after zooming into a node whose
/// deeper levels are searched again and grafted on.
#[test]
fn test_the_trees_shown_counts_add_up_before_and_after_an_expansion() {
    let (mut ws, waker) = workspace();
    act(&mut ws, ExploreCommand::SetPiece(3));
    ws.apply(Command::Explore(ExplorePart::Tree));
    assert!(ws.explore().tree().is_recording(), "records by itself");
    poll_until(&mut ws, "the tree", |ws| {
        ws.explore().tree().tree().is_some()
    });
    let direct = solve_problem(
        &Settings::default(),
        &Problem::piece(3).expect("piece"),
        &Progress::default(),
        NoObserver,
    )
    .expect("solves");
    let stats = ws.explore().tree().run_stats().expect("stats");
    assert_eq!((stats.calls, stats.prunes), (direct.calls, direct.prunes));
    let root = ws.explore().tree().sum(SearchTree::ROOT).expect("root");
    assert_eq!((root.calls, root.prunes), (stats.calls, stats.prunes));
    assert_sums_add_up(&ws);
    assert!(!ws.explore().tree().needs_expansion());

    // Zoom into the root's biggest child: its rows below the recorded depth
    // are searched again.
    let child = root
        .children
        .iter()
        .max_by_key(|c| c.2)
        .expect("children")
        .1;
    let before = ws.explore().tree().sum(child).expect("child");
    act(&mut ws, ExploreCommand::FocusNode(child));
    assert_eq!(ws.explore().tree().focus(), child);
    assert_eq!(ws.explore().tree().expanding(), Some(child));
    poll_until(&mut ws, "the expansion", |ws| {
        !ws.explore().tree().is_running()
    });
    assert!(matches!(
        ws.explore().tree().outcome(),
        Some(Outcome::Finished)
    ));
    assert!(!ws.explore().tree().needs_expansion());
    let tree = ws.explore().tree().tree().expect("tree");
    let depth = tree.node(child).expect("node").depth;
    assert!(
        tree.nodes()
            .iter()
            .any(|n| n.depth == depth + TREE_LEVELS - 1),
        "the deepest shown level is there"
    );
    let after = ws.explore().tree().sum(child).expect("child");
    assert_eq!(after, before, "the re-search reproduces the run");
    assert_sums_add_up(&ws);
    // Every level below the focus adds up to the focus's calls: the nodes
    // of that level plus one call for each node above it.
    let below: Vec<_> = (0..tree.nodes().len() as u32)
        .filter(|&id| descends(tree, id, child))
        .filter_map(|id| tree.node(id))
        .collect();
    for level in depth + 1..depth + TREE_LEVELS {
        let at: u64 = below
            .iter()
            .filter(|n| n.depth == level)
            .map(|n| n.calls)
            .sum();
        let above = below.iter().filter(|n| n.depth < level).count() as u64;
        assert_eq!(at + above, after.calls, "level {level}");
    }
    act(&mut ws, ExploreCommand::FocusUp);
    assert_eq!(ws.explore().tree().focus(), SearchTree::ROOT);
    no_thread_left(&waker, "tree");
}

fn descends(tree: &SearchTree, id: u32, ancestor: u32) -> bool {
    let mut at = Some(id);
    while let Some(i) = at {
        if i == ancestor {
            return true;
        }
        at = tree.node(i).and_then(|n| n.parent);
    }
    false
}

/// Piece 1's 15-million-call tree keeps its few top levels only, and a
/// cancelled recording stays cancelled (it is not restarted by itself).
#[test]
fn test_piece_1s_tree_is_small_and_a_cancel_sticks() {
    let (mut ws, waker) = workspace();
    ws.apply(Command::Explore(ExplorePart::Tree));
    act(&mut ws, ExploreCommand::Cancel);
    poll_until(&mut ws, "the cancel", |ws| {
        !ws.explore().tree().is_running()
    });
    assert!(matches!(
        ws.explore().tree().outcome(),
        Some(Outcome::Cancelled)
    ));
    for _ in 0..5 {
        ws.poll();
    }
    assert!(!ws.explore().tree().is_running(), "not restarted by itself");
    act(&mut ws, ExploreCommand::Run);
    poll_until(&mut ws, "the tree", |ws| {
        ws.explore().tree().tree().is_some()
    });
    let tree = ws.explore().tree().tree().expect("tree");
    assert_eq!(tree.stats().calls, 15_153_411, "the paper's figure");
    assert!(tree.nodes().len() < 2_000, "{} nodes", tree.nodes().len());
    assert!(tree.memory_bytes() < 1 << 20);
    no_thread_left(&waker, "tree");
}

/// The count shown is the counting engine's, and is made again when the
/// rules change while the part is shown.
#[test]
fn test_the_count_is_the_engines_and_follows_the_rules() {
    let (mut ws, waker) = workspace();
    ws.apply(Command::Explore(ExplorePart::Count));
    poll_until(&mut ws, "the count", |ws| {
        ws.explore().count().counts().is_some()
    });
    let direct = count_all(&Rules::paper(), Tile::A, &Progress::default()).expect("counts");
    assert_eq!(ws.explore().count().counts(), Some(&direct));
    let free = Settings {
        rules: Rules {
            goal_rule: GoalRule::Free,
            ..Rules::paper()
        },
        ..Settings::default()
    };
    ws.apply(Command::SetSettings(free));
    assert!(ws.explore().count().is_stale(&free.rules));
    ws.poll();
    assert!(ws.explore().count().is_running(), "recounts by itself");
    poll_until(&mut ws, "the recount", |ws| {
        !ws.explore().count().is_running()
    });
    let counts = ws.explore().count().counts().expect("counts");
    assert_eq!(counts.rules, free.rules);
    assert_eq!(
        counts.goals[0].sequences, 3_219_926_385_933,
        "the count in docs/cli.md#exploring-the-search"
    );
    no_thread_left(&waker, "count");
}

/// The ordinary game shown is `random_play` for the same games and seed.
#[test]
fn test_the_ordinary_game_is_the_engines() {
    let (mut ws, waker) = workspace();
    act(&mut ws, ExploreCommand::SetGames(500));
    act(&mut ws, ExploreCommand::SetSeed(7));
    ws.apply(Command::Explore(ExplorePart::Ordinary));
    assert!(ws.explore().ordinary().is_running());
    poll_until(&mut ws, "the game", |ws| {
        ws.explore().ordinary().play().is_some()
    });
    let direct = random_play(&Rules::paper(), 500, 7, &Progress::default()).expect("plays");
    let shown = ws.explore().ordinary().play().expect("play");
    assert_eq!(shown.simulation, direct.simulation);
    assert_eq!(shown.expectation.units, direct.expectation.units);
    assert_eq!(shown.optimum_percent(), direct.optimum_percent());
    act(&mut ws, ExploreCommand::SetGames(0));
    assert!(matches!(
        ws.explore().ordinary().outcome(),
        Some(Outcome::Failed(_))
    ));
    assert_eq!(
        ws.explore().ordinary().games(),
        500,
        "a refused number changes nothing"
    );
    no_thread_left(&waker, "ordinary game");
}

/// The heat map's values are the retrograde engine's; the export writes its
/// figure, and a part with nothing computed says so.
#[test]
fn test_the_heat_map_and_its_export() {
    let (mut ws, _) = workspace();
    ws.apply(Command::Explore(ExplorePart::Compare));
    let dir = std::env::temp_dir().join(format!("maedn-explore-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    ws.apply(Command::PathChosen {
        kind: FileKind::Picture(Format::Svg),
        mode: DialogMode::Save,
        path: dir.join("nothing.svg"),
    });
    let status = ws.status().map(ToString::to_string).unwrap_or_default();
    assert!(status.contains("nothing to export"), "{status}");
    ws.apply(Command::DismissStatus);

    ws.apply(Command::Explore(ExplorePart::Retro));
    act(&mut ws, ExploreCommand::SetPiece(3));
    let direct = retro_all(&Rules::paper()).expect("retro");
    assert_eq!(ws.explore().retro().retro(), Some(&direct));
    let path = dir.join("retro.svg");
    ws.apply(Command::PathChosen {
        kind: FileKind::Picture(Format::Svg),
        mode: DialogMode::Save,
        path: path.clone(),
    });
    poll_until(&mut ws, "the export", |ws| {
        matches!(
            ws.status(),
            Some(Notice::Saved(_)) | Some(Notice::Failed(_))
        )
    });
    assert!(
        matches!(ws.status(), Some(Notice::Saved(_))),
        "{:?}",
        ws.status()
    );
    let svg = std::fs::read_to_string(&path).expect("written");
    assert!(svg.contains("shortest way to b (piece 3)"), "the caption");
    assert!(svg.contains("16,812"), "piece 3's value at A");
    let png = dir.join("retro.png");
    ws.apply(Command::PathChosen {
        kind: FileKind::Picture(Format::Png),
        mode: DialogMode::Save,
        path: png.clone(),
    });
    poll_until(
        &mut ws,
        "the PNG",
        |ws| matches!(ws.status(), Some(Notice::Saved(p)) if *p == png),
    );
    let bytes = std::fs::read(&png).expect("written");
    assert_eq!(bytes.get(1..4), Some(&b"PNG"[..]));
    std::fs::remove_dir_all(&dir).ok();
}
