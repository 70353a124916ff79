//! The whole game: the dynamic programmes over the state space agree with
//! independent searches written here (forward Dijkstra and breadth-first search
//! over a hash map, value iteration for expectations), with the single-piece
//! optimum, with the paper's figures, and with a seeded simulation.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use maedn::game::{
    DIE_FACES, GameRules, GameState, IndependentOptimum, Objective, StateSpace, best_game,
    game_expectation, piece_expectations, quickest_game, random_game, shortest_game, simulate,
};
use maedn::model::{Colour, GoalRule, LengthMode, Rules, StartFieldUnits, Tile};
use maedn::solver::{Progress, TIE};
use proptest::prelude::*;

fn rules(goal_rule: GoalRule, lengths: LengthMode, spacing: u32, colour: Colour) -> Rules {
    Rules {
        spacing,
        lengths,
        goal_rule,
        colour,
    }
}

/// An f64 that orders totally, for the heap.
#[derive(Clone, Copy, PartialEq)]
struct Key(f64);
impl Eq for Key {}
impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Key {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// Forward Dijkstra from the start over positions kept in a hash map: the
/// least total distance of any legal game.
fn dijkstra(g: &GameRules) -> f64 {
    let mut best: HashMap<GameState, f64> = HashMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(g.start(), 0.0);
    heap.push(Reverse((Key(0.0), g.start())));
    while let Some(Reverse((Key(d), s))) = heap.pop() {
        if best.get(&s).is_some_and(|b| *b < d) {
            continue;
        }
        if g.is_finished(s) {
            return d;
        }
        for die in 1..=DIE_FACES {
            for mv in g.legal_moves(s, die).iter() {
                let next = s.apply(*mv);
                let nd = d + g.length(*mv);
                if best.get(&next).is_none_or(|b| nd < *b) {
                    best.insert(next, nd);
                    heap.push(Reverse((Key(nd), next)));
                }
            }
        }
    }
    f64::INFINITY
}

/// Breadth-first search: the fewest rolls of any legal game.
fn fewest_rolls(g: &GameRules) -> u32 {
    let mut seen: HashMap<GameState, u32> = HashMap::new();
    let mut queue = VecDeque::from([g.start()]);
    seen.insert(g.start(), 0);
    while let Some(s) = queue.pop_front() {
        let n = seen.get(&s).copied().unwrap_or(u32::MAX);
        if g.is_finished(s) {
            return n;
        }
        for die in 1..=DIE_FACES {
            for mv in g.legal_moves(s, die).iter() {
                let next = s.apply(*mv);
                if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(next) {
                    e.insert(n + 1);
                    queue.push_back(next);
                }
            }
        }
    }
    u32::MAX
}

fn check_against_searches(r: &Rules, pieces: u8) {
    let g = GameRules::with_pieces(r, pieces).expect("rules");
    let shortest = shortest_game(&g, &Progress::default()).expect("game");
    let quickest = quickest_game(&g, &Progress::default()).expect("game");
    let label = format!("{r:?} pieces {pieces}");
    assert!(
        (shortest.game.total - dijkstra(&g)).abs() <= 1e-6,
        "{label}"
    );
    assert_eq!(quickest.rolls, fewest_rolls(&g), "{label}");
    // The lower bound: the pieces independent.
    assert!(
        shortest.game.total >= shortest.independent.total - TIE,
        "{label}"
    );
    assert!(quickest.game.total >= shortest.game.total - TIE, "{label}");
    assert!(quickest.rolls <= shortest.rolls, "{label}");
}

#[test]
fn test_shortest_and_quickest_games_agree_with_dijkstra_and_bfs() {
    // The whole game on the paper's settings; three pieces under the free rule
    // with exact lengths on another board (a quarter of the positions, for time).
    check_against_searches(&Rules::paper(), 4);
    check_against_searches(
        &rules(GoalRule::Free, LengthMode::Exact, 1000, Colour::Green),
        3,
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn prop_small_games_agree_with_the_searches(
        spacing in 1u32..=Rules::MAX_SPACING,
        exact in any::<bool>(),
        free in any::<bool>(),
        colour in 0usize..4,
        pieces in 1u8..=2,
    ) {
        let r = rules(
            if free { GoalRule::Free } else { GoalRule::Paper },
            if exact { LengthMode::Exact } else { LengthMode::Rounded },
            spacing,
            Colour::try_from_index(colour).unwrap_or_default(),
        );
        check_against_searches(&r, pieces);
        // One piece alone is the paper's single-piece problem plus its move out.
        if pieces == 1 {
            let g = GameRules::with_pieces(&r, 1).expect("rules");
            let s = shortest_game(&g, &Progress::default()).expect("game");
            prop_assert!(s.reaches_independent(), "{:?}: {}", r, s.excess());
        }
    }
}

#[test]
fn test_paper_game_reaches_the_papers_total_and_roll_histogram() {
    let g = GameRules::new(&Rules::paper()).expect("rules");
    let s = shortest_game(&g, &Progress::default()).expect("game");
    // The paper: 83,047 units in 36 rolls: 3 once, 4 eleven times, 5 once, 6 23 times.
    assert_eq!(s.game.total, 83_047.0);
    assert_eq!(s.independent.total, 83_047.0);
    assert!(s.reaches_independent());
    assert_eq!(s.rolls, 36);
    assert_eq!(s.game.faces(), [0, 0, 0, 1, 11, 1, 23]);
    assert_eq!(
        s.independent.start_field,
        StartFieldUnits::new(&Rules::paper()).total
    );
}

#[test]
fn test_equal_totals_mean_optimal_single_piece_paths() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        let r = rules(goal_rule, LengthMode::Rounded, 850, Colour::Black);
        let g = GameRules::new(&r).expect("rules");
        let s = shortest_game(&g, &Progress::default()).expect("game");
        assert!(s.reaches_independent(), "{goal_rule}");
        let mut homes: Vec<Tile> = Vec::new();
        for piece in &s.game.pieces {
            let home = piece.home().expect("home");
            assert!(home.is_goal());
            homes.push(home);
            // Its way is a legal single-piece way to that goal …
            for w in piece.tiles.windows(2) {
                let (a, b) = (w[0], w[1]);
                assert!(
                    g.table().steps(a, home).any(|st| st.to == b),
                    "{goal_rule}: {a} → {b} is no single-piece move to {home}"
                );
            }
            // … and as short as the single-piece optimum for it.
            let k = usize::from(Tile::D.index() - home.index());
            assert!((piece.from_a - s.independent.from_a[k]).abs() <= TIE);
        }
        homes.sort();
        assert_eq!(homes, (40..44).filter_map(Tile::new).collect::<Vec<_>>());
    }
}

#[test]
fn test_recorded_games_replay_legally_with_running_totals() {
    let g = GameRules::new(&rules(
        GoalRule::Free,
        LengthMode::Exact,
        850,
        Colour::Black,
    ))
    .expect("rules");
    let shortest = shortest_game(&g, &Progress::default()).expect("game");
    let random = random_game(&g, 3).expect("game");
    for game in [&shortest.game, &random] {
        let mut total = 0.0;
        let mut state = g.start();
        for (i, roll) in game.rolls.iter().enumerate() {
            assert_eq!(game.before(i, &g), state);
            let legal = g.legal_moves(state, roll.die);
            match roll.step {
                Some(step) => {
                    let mv = legal
                        .iter()
                        .find(|m| m.from == step.from && m.to == step.to)
                        .copied()
                        .expect("a legal move");
                    assert_eq!(step.length, g.length(mv));
                    total += step.length;
                    state = state.apply(mv);
                }
                None => assert!(legal.is_empty(), "a roll was lost with a legal move"),
            }
            assert_eq!(roll.after, state);
            assert!((roll.total - total).abs() <= 1e-9);
        }
        assert!(g.is_finished(state) && game.finished);
        assert!((game.total - total).abs() <= 1e-9);
    }
}

#[test]
fn test_quickest_game_meets_the_roll_bound_by_hand() {
    // Four 6s to leave B, then each goal tile t needs at least ceil(t / 6) rolls.
    let g = GameRules::new(&Rules::paper()).expect("rules");
    let q = quickest_game(&g, &Progress::default()).expect("game");
    let bound: u32 = 4 + (40..44u32).map(|t| t.div_ceil(6)).sum::<u32>();
    assert_eq!(q.rolls, bound);
    assert_eq!(q.objective, Objective::Quickest);
    assert!(q.game.total > q.independent.total);
}

/// Expected distance and rolls by value iteration over a hash map (no
/// topological order, no closed form for the lost rolls).
fn value_iteration(g: &GameRules) -> (f64, f64) {
    let space = StateSpace::explore(g, &Progress::default()).expect("space");
    let states = space.states().to_vec();
    let mut e: HashMap<GameState, (f64, f64)> = states.iter().map(|s| (*s, (0.0, 0.0))).collect();
    for _ in 0..2_000 {
        let mut change: f64 = 0.0;
        for s in &states {
            if g.is_finished(*s) {
                continue;
            }
            let (mut ne, mut nr) = (0.0, 0.0);
            let own = e.get(s).copied().unwrap_or_default();
            for die in 1..=DIE_FACES {
                let moves = g.legal_moves(*s, die);
                if moves.is_empty() {
                    ne += own.0 / 6.0;
                    nr += (1.0 + own.1) / 6.0;
                }
                for mv in moves.iter() {
                    let next = e.get(&s.apply(*mv)).copied().unwrap_or_default();
                    let p = 1.0 / 6.0 / moves.len() as f64;
                    ne += p * (g.length(*mv) + next.0);
                    nr += p * (1.0 + next.1);
                }
            }
            change = change.max((ne - own.0).abs()).max((nr - own.1).abs());
            e.insert(*s, (ne, nr));
        }
        if change < 1e-9 {
            break;
        }
    }
    e.get(&g.start()).copied().unwrap_or_default()
}

#[test]
fn test_expectation_agrees_with_value_iteration() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        let r = rules(goal_rule, LengthMode::Exact, 700, Colour::Yellow);
        let g = GameRules::with_pieces(&r, 2).expect("rules");
        let space = StateSpace::explore(&g, &Progress::default()).expect("space");
        let exact = game_expectation(&space, &Progress::default()).expect("expectation");
        let (e, rolls) = value_iteration(&g);
        assert!(
            (exact.units - e).abs() < 1e-4,
            "{goal_rule}: {} vs {e}",
            exact.units
        );
        assert!((exact.rolls - rolls).abs() < 1e-6, "{goal_rule}");
    }
}

#[test]
fn test_simulation_mean_agrees_with_the_exact_expectation() {
    let g = GameRules::new(&Rules::paper()).expect("rules");
    let space = StateSpace::explore(&g, &Progress::default()).expect("space");
    let exact = game_expectation(&space, &Progress::default()).expect("expectation");
    let sim = simulate(&g, 4_000, 2026, &Progress::default()).expect("simulation");
    // Within four standard errors (a seeded run; a wrong expectation by even
    // 1 % would be about 30 standard errors away).
    let z = (sim.mean - exact.units)
        / sim
            .standard_error()
            .expect("4,000 games have a standard error");
    assert!(z.abs() < 4.0, "z = {z}");
    let zr = (sim.mean_rolls - exact.rolls)
        / sim
            .rolls_standard_error()
            .expect("4,000 games have a standard error");
    assert!(zr.abs() < 4.0, "rolls z = {zr}");
    // The exact spread matches the sample's within a few per cent.
    assert!((sim.sd / exact.units_sd - 1.0).abs() < 0.1);
    assert!((sim.rolls_sd / exact.rolls_sd - 1.0).abs() < 0.1);
    assert_eq!(sim.histogram.counts.iter().sum::<u64>(), 4_000);
    // Every ordinary game is longer than the shortest one.
    let shortest = best_game(&space, Objective::Shortest, &Progress::default()).expect("game");
    assert!(sim.min >= shortest.game.total);
}

#[test]
fn test_piece_expectations_exceed_the_optima() {
    let r = Rules::paper();
    let g = GameRules::new(&r).expect("rules");
    let pieces = piece_expectations(g.table()).expect("pieces");
    let optimum = IndependentOptimum::new(&g);
    for (p, best) in pieces.iter().zip(&optimum.from_a) {
        assert!(p.units > *best);
        assert_eq!(Tile::goal_of_piece(p.piece), Some(p.goal));
    }
}
