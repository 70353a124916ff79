//! What one piece's search precomputes before it starts: the length type it
//! adds and compares in (`u32` for rounded lengths, `Exact` for exact ones
//! (`exact.rs`), `f64` otherwise), and for every tile its legal moves and
//! bound estimate: [`Nodes`] for the paper's search, [`Tables`] for the
//! iterative deepening.

use std::ops::Add;

use crate::model::{MoveTable, Tile};

/// A length type the search can add and compare: `u32` for rounded lengths
/// (fast, exact, small tables), `Exact` (`exact.rs`) for exact lengths (ties
/// decided exactly), `f64` otherwise (iterative deepening).
pub(in crate::solver) trait Units:
    Copy + PartialOrd + Add<Output = Self>
{
    const ZERO: Self;
    const NONE: Self;
    /// A length known only as a number (a best recorded outside the search).
    fn from_f64(v: f64) -> Self;
    fn to_f64(self) -> f64;
    /// The units moved before the search starts.
    fn base(v: f64) -> Self {
        Self::from_f64(v)
    }
    /// The length of the move `from → to`, measured as `length`.
    fn step(_table: &MoveTable, _from: Tile, _to: Tile, length: f64) -> Self {
        Self::from_f64(length)
    }
    /// `tiles × bound`.
    fn estimate(_table: &MoveTable, tiles: u8, bound: f64) -> Self {
        Self::from_f64(f64::from(tiles) * bound)
    }

    /// What a node keeps to tell at once which of its moves the bound leaves
    /// open ([`Units::open`]); nothing for a type whose moves are each tested
    /// when reached.
    type Lanes: Copy;

    /// The lanes of a node whose moves cost `sums[i]` = length + estimate
    /// where they land.
    fn lanes(sums: &[Self]) -> Self::Lanes;

    /// Does [`Units::open`] tell exactly the moves with `moved + length +
    /// estimate ≤ best`? Then the search tests no move again when it reaches
    /// it: when the best improves, it narrows the open moves of the calls
    /// below instead.
    const EXACT_OPEN: bool = false;

    /// The moves of `node` that the bound may leave open at a call with
    /// `moved` units and `best` (bit `i`: move `i`): at least every move with
    /// `moved + length + estimate ≤ best`. The search tests each again when
    /// it reaches it (the best may have improved since), so more is allowed,
    /// fewer never.
    #[inline]
    fn open(node: &Node<Self>, _moved: Self, _best: Self) -> u8 {
        node.all()
    }
}

impl Units for u32 {
    type Lanes = Sorted;
    const EXACT_OPEN: bool = true;
    const ZERO: Self = 0;
    // Far above any length plus any (clamped) estimate, and still safe to add to.
    const NONE: Self = u32::MAX / 2;
    fn from_f64(v: f64) -> Self {
        // Rounded lengths and clamped integral bounds only; saturate anything larger.
        if v >= f64::from(u32::MAX / 4) {
            u32::MAX / 4
        } else {
            v.max(0.0) as u32
        }
    }
    fn to_f64(self) -> f64 {
        f64::from(self)
    }

    fn lanes(sums: &[u32]) -> Sorted {
        Sorted::new(sums)
    }

    /// Branch-free: the number of sorted sums within `best − moved` picks the
    /// mask (the compiler compares the lanes four at a time). Every call the
    /// bound cuts at once is then counted without a look at its move.
    #[inline]
    fn open(node: &Node<u32>, moved: u32, best: u32) -> u8 {
        let slack = best.saturating_sub(moved);
        let within: usize = node
            .lanes
            .sums
            .iter()
            .map(|&s| usize::from(s <= slack))
            .sum();
        node.lanes.masks[within]
    }
}

/// A node's move sums (length + estimate where the move lands) in ascending
/// order, and for each count `k` of them the moves among the `k` smallest: the
/// moves open at a slack `s` are `masks[#{sums ≤ s}]`.
#[derive(Clone, Copy, Debug)]
pub(in crate::solver) struct Sorted {
    /// Ascending; unused lanes hold `u32::MAX`, above any slack.
    sums: [u32; 8],
    masks: [u8; 9],
}

impl Sorted {
    fn new(sums: &[u32]) -> Sorted {
        let mut order: Vec<usize> = (0..sums.len().min(6)).collect();
        order.sort_by_key(|&i| sums[i]);
        let mut sorted = [u32::MAX; 8];
        let mut masks = [0u8; 9];
        for (k, &i) in order.iter().enumerate() {
            sorted[k] = sums[i];
            masks[k + 1] = masks[k] | 1 << i;
        }
        // Counts above the moves' never occur (unused lanes are never within
        // a slack); keep them whole anyway.
        for k in order.len() + 1..masks.len() {
            masks[k] = masks[k - 1];
        }
        Sorted {
            sums: sorted,
            masks,
        }
    }
}

impl Units for f64 {
    type Lanes = ();
    const ZERO: Self = 0.0;
    const NONE: Self = f64::INFINITY;
    fn from_f64(v: f64) -> Self {
        v
    }
    fn to_f64(self) -> f64 {
        self
    }

    fn lanes(_sums: &[f64]) {}
}

/// One legal move, precomputed.
#[derive(Clone, Copy)]
pub(in crate::solver) struct Move<L> {
    pub(in crate::solver) to: u8,
    pub(in crate::solver) len: L,
}

/// The legal moves (the move onto the goal among them) and the estimates of
/// every tile, for the iterative-deepening search.
pub(in crate::solver) struct Tables<L> {
    /// The legal moves from each tile, highest roll first.
    pub(in crate::solver) moves: [[Move<L>; 6]; Tile::NUM],
    /// How many of `moves[p]` are legal.
    pub(in crate::solver) count: [u8; Tile::NUM],
    /// `(goal − p) × bound` for each tile p.
    pub(in crate::solver) estimate: [L; Tile::NUM],
}

impl<L: Units> Tables<L> {
    pub(in crate::solver) fn new(table: &MoveTable, goal: Tile, bound: f64) -> Tables<L> {
        let empty = Move {
            to: 0,
            len: L::ZERO,
        };
        let mut moves = [[empty; 6]; Tile::NUM];
        let mut count = [0u8; Tile::NUM];
        let mut estimate = [L::ZERO; Tile::NUM];
        for p in 0..=goal.index() {
            let Some(from) = Tile::new(p) else { continue };
            let i = usize::from(p);
            for (slot, step) in moves[i].iter_mut().zip(table.steps(from, goal)) {
                *slot = Move {
                    to: step.to.index(),
                    len: L::step(table, from, step.to, step.length),
                };
                count[i] += 1;
            }
            estimate[i] = L::estimate(table, goal.index() - p, bound);
        }
        Tables {
            moves,
            count,
            estimate,
        }
    }
}

/// One tile as the paper's search sees it: the moves a call there tries, rolls
/// 6 down to 1, and the move onto the goal, which ends the call's loop (it is
/// the highest legal roll, so in practice a call has either moves or a finish).
#[derive(Clone, Copy)]
pub(in crate::solver) struct Node<L: Units> {
    /// Where the moves before the finish land.
    pub(in crate::solver) to: [u8; 6],
    /// Their lengths.
    pub(in crate::solver) len: [L; 6],
    /// How many there are.
    pub(in crate::solver) count: u8,
    /// The length of the move onto the goal, if it is legal from here.
    pub(in crate::solver) finish: Option<L>,
    /// For [`Units::open`].
    pub(in crate::solver) lanes: L::Lanes,
}

impl<L: Units> Node<L> {
    /// Every move (bit `i`: move `i`).
    #[inline]
    pub(in crate::solver) fn all(&self) -> u8 {
        ((1u16 << self.count) - 1) as u8
    }
}

/// Everything about one piece's paper search that does not change while it
/// runs: a [`Node`] and the bound's estimate `(goal − p) × bound` per tile.
pub(in crate::solver) struct Nodes<L: Units> {
    pub(in crate::solver) nodes: [Node<L>; Tile::NUM],
    pub(in crate::solver) estimate: [L; Tile::NUM],
    pub(in crate::solver) goal: u8,
}

impl<L: Units> Nodes<L> {
    pub(in crate::solver) fn new(table: &MoveTable, goal: Tile, bound: f64) -> Nodes<L> {
        let mut estimate = [L::ZERO; Tile::NUM];
        for p in 0..=goal.index() {
            estimate[usize::from(p)] = L::estimate(table, goal.index() - p, bound);
        }
        let empty = Node {
            to: [0; 6],
            len: [L::ZERO; 6],
            count: 0,
            finish: None,
            lanes: L::lanes(&[]),
        };
        let mut nodes = [empty; Tile::NUM];
        for p in 0..=goal.index() {
            let Some(from) = Tile::new(p) else { continue };
            let node = &mut nodes[usize::from(p)];
            let mut sums = Vec::with_capacity(6);
            for step in table.steps(from, goal) {
                let len = L::step(table, from, step.to, step.length);
                if step.finishes {
                    // Lower rolls only reach nearer tiles: the call's loop ends here.
                    node.finish = Some(len);
                    break;
                }
                let i = usize::from(node.count);
                node.to[i] = step.to.index();
                node.len[i] = len;
                node.count += 1;
                sums.push(len + estimate[usize::from(step.to.index())]);
            }
            node.lanes = L::lanes(&sums);
        }
        Nodes {
            nodes,
            estimate,
            goal: goal.index(),
        }
    }
}
