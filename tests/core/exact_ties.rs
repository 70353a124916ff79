//! The paper's search with exact lengths decides ties exactly: its calls and
//! prunes equal those of a small reference search written here, which keeps
//! every length as integer coefficients of square roots (never rounded), and
//! differ from what adding floats gives where sums of different moves tie.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use maedn::model::{BoardTile, LengthMode, MoveTable, Problem, Rules, Tile};
use maedn::solver::{Algorithm, Bound, NoObserver, Progress, Settings, solve_problem};

/// A length as `Σ c × √m` (m square-free), exactly.
type Radicals = BTreeMap<u32, i64>;

fn square_free(k: u32) -> (i64, u32) {
    let mut c = 1i64;
    let mut m = k;
    let mut f = 2u32;
    while f * f <= m {
        while m.is_multiple_of(f * f) {
            m /= f * f;
            c *= i64::from(f);
        }
        f += 1;
    }
    (c, m)
}

/// How the reference adds and compares lengths.
trait Value: Clone {
    fn zero() -> Self;
    fn whole(units: i64) -> Self;
    fn step(table: &MoveTable, from: Tile, to: Tile) -> Self;
    fn plus(&self, other: &Self) -> Self;
    fn cmp_to(&self, other: &Self) -> Ordering;
}

/// Exact: coefficients per radical; equal exactly when the coefficients are.
impl Value for Radicals {
    fn zero() -> Self {
        Radicals::new()
    }
    fn whole(units: i64) -> Self {
        Radicals::from([(1, units)])
    }
    fn step(table: &MoveTable, from: Tile, to: Tile) -> Self {
        let rules = table.rules();
        let a = BoardTile::of(rules.colour, from).grid();
        let b = BoardTile::of(rules.colour, to).grid();
        let (dx, dy) = (a.x.abs_diff(b.x), a.y.abs_diff(b.y));
        let (c, m) = square_free(dx * dx + dy * dy);
        Radicals::from([(m, c * i64::from(rules.spacing))])
    }
    fn plus(&self, other: &Self) -> Self {
        let mut out = self.clone();
        for (m, c) in other {
            *out.entry(*m).or_default() += c;
        }
        out.retain(|_, c| *c != 0);
        out
    }
    fn cmp_to(&self, other: &Self) -> Ordering {
        let mut diff = self.clone();
        for (m, c) in other {
            *diff.entry(*m).or_default() -= c;
        }
        diff.retain(|_, c| *c != 0);
        if diff.is_empty() {
            return Ordering::Equal;
        }
        let sum: f64 = diff
            .iter()
            .map(|(m, c)| *c as f64 * f64::from(*m).sqrt())
            .sum();
        sum.partial_cmp(&0.0).expect("finite")
    }
}

/// Floats added in the search's order, as a plain float search would.
impl Value for f64 {
    fn zero() -> Self {
        0.0
    }
    fn whole(units: i64) -> Self {
        units as f64
    }
    fn step(table: &MoveTable, from: Tile, to: Tile) -> Self {
        table
            .length(from, to.index() - from.index())
            .expect("a move")
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn cmp_to(&self, other: &Self) -> Ordering {
        self.partial_cmp(other).expect("finite")
    }
}

/// The paper's search for one piece from `from`, counted as the paper counts.
struct Reference<'a, V> {
    table: &'a MoveTable,
    goal: Tile,
    bound: i64,
    best: Option<V>,
    calls: u64,
    prunes: u64,
}

impl<V: Value> Reference<'_, V> {
    fn search(&mut self, at: Tile, moved: &V) {
        self.calls += 1;
        let tiles_left = i64::from(self.goal.index() - at.index());
        let estimate = moved.plus(&V::whole(tiles_left * self.bound));
        if self
            .best
            .as_ref()
            .is_some_and(|b| estimate.cmp_to(b) == Ordering::Greater)
        {
            self.prunes += 1;
            return;
        }
        let steps: Vec<_> = self.table.steps(at, self.goal).collect();
        for step in steps {
            let next = moved.plus(&V::step(self.table, at, step.to));
            if step.finishes {
                if self
                    .best
                    .as_ref()
                    .is_none_or(|b| next.cmp_to(b) == Ordering::Less)
                {
                    self.best = Some(next);
                }
                break;
            }
            self.search(step.to, &next);
        }
    }
}

fn reference<V: Value>(rules: &Rules, problem: &Problem, bound: u32) -> (u64, u64) {
    let table = MoveTable::new(rules);
    let mut r = Reference::<V> {
        table: &table,
        goal: problem.goal(),
        bound: i64::from(bound),
        best: None,
        calls: 0,
        prunes: 0,
    };
    r.search(problem.from(), &V::zero());
    (r.calls, r.prunes)
}

/// Piece `piece` after the moves to `path` (A first is implied).
fn problem(rules: &Rules, piece: u8, path: &[u8]) -> Problem {
    let table = MoveTable::new(rules);
    let mut p = Problem::piece(piece).expect("piece");
    for &to in path {
        let to = Tile::new(to).expect("tile");
        let length = table
            .length(p.from(), to.index() - p.from().index())
            .expect("move");
        p = p.advanced(to, length).expect("legal");
    }
    p
}

#[test]
fn test_exact_lengths_decide_ties_exactly() {
    let mut differs = 0;
    for (spacing, piece, path, bound) in [
        (1000, 4, &[6u8, 12, 16, 22][..], 0u32),
        (500, 2, &[6, 12, 16, 22][..], 0),
        (500, 3, &[6, 12, 16][..], 100),
        (603, 1, &[6, 12, 16, 22][..], 0),
        (1000, 3, &[6, 12, 16][..], 0),
        (850, 2, &[6, 12, 16][..], 150),
    ] {
        let rules = Rules {
            spacing,
            lengths: LengthMode::Exact,
            ..Rules::paper()
        };
        // Lengths from A: the problem's own units moved are common to every
        // comparison, so the reference starts from zero.
        let mut p = problem(&rules, piece, path);
        p = Problem::new(
            p.piece_number(),
            p.goal(),
            p.path().to_vec(),
            0.0,
            p.board(),
        )
        .expect("same problem");
        let exact = reference::<Radicals>(&rules, &p, bound);
        let float = reference::<f64>(&rules, &p, bound);
        let settings = Settings {
            algorithm: Algorithm::Paper,
            bound: if bound == 0 {
                Bound::None
            } else {
                Bound::PerTile(bound)
            },
            rules,
        };
        let s = solve_problem(&settings, &p, &Progress::default(), NoObserver).expect("solves");
        assert_eq!(
            (s.calls, s.prunes),
            exact,
            "spacing {spacing}, piece {piece} from {path:?}, bound {bound}"
        );
        if float != exact {
            differs += 1;
        }
    }
    // Where floats and exact sums disagree, the library follows the exact sums.
    assert!(differs > 0, "no tie decided differently by floats");
}

#[test]
fn test_a_search_tree_with_exact_ties_re_searches_every_subtree_alike() {
    use maedn::solver::{NodeId, record_tree};
    let rules = Rules {
        spacing: 500,
        lengths: LengthMode::Exact,
        ..Rules::paper()
    };
    let table = MoveTable::new(&rules);
    let p = problem(&rules, 3, &[6, 12, 16]);
    let mut tree = record_tree(&table, &p, 0.0, 2, &Progress::default()).expect("records");
    // The tree counts what the search counts, ties decided exactly.
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::None,
        rules,
    };
    let s = solve_problem(&settings, &p, &Progress::default(), NoObserver).expect("solves");
    assert_eq!(
        (tree.stats().calls, tree.stats().prunes),
        (s.calls, s.prunes)
    );
    // Re-searching a subtree starts from the node's units and the best known
    // then, as floats: it must decide every tie as the run did.
    let leaves: Vec<NodeId> = (0..tree.nodes().len() as NodeId)
        .filter(|&i| {
            tree.node(i)
                .is_some_and(|n| n.depth == 2 && n.children.is_none())
        })
        .collect();
    assert!(!leaves.is_empty());
    for id in leaves {
        let sub = tree
            .expand_request(id, 4)
            .expect("request")
            .run(&Progress::default())
            .expect("runs");
        tree.attach(&sub).expect("the re-search reproduces the run");
    }
}
