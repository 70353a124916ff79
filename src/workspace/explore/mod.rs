//! The Explore mode's state, without egui ([`Explore`]): five parts, each a
//! view over one engine, every long computation a background job with live
//! progress and cancel.
//!
//! * [`ExplorePart::Compare`] — algorithms side by side ([`CompareView`]);
//! * [`ExplorePart::Tree`] — the branch-and-bound tree of one piece ([`TreeView`]);
//! * [`ExplorePart::Count`] — every way home counted ([`CountView`]);
//! * [`ExplorePart::Ordinary`] — how far an ordinary game moves the hand ([`OrdinaryView`]);
//! * [`ExplorePart::Retro`] — the exact solution solved backwards ([`RetroView`]).
//!
//! Everything runs on the solver panel's rules and bound ([`ExploreInputs`]).
//! `Command::Explore(part)` shows a part (the lesson links to them this way);
//! [`ExploreCommand`]s act in it. A shown part whose result is missing or was
//! made for other settings computes by itself (once per settings, so a
//! cancelled computation stays cancelled), except the comparison, which can
//! take seconds per method and runs when asked.

mod compare;
mod count;
mod export;
mod ordinary;
mod retro;
mod tree;

use serde::{Deserialize, Serialize};

pub use compare::{CompareTarget, CompareView, RowState};
pub use count::CountView;
pub use ordinary::OrdinaryView;
#[cfg(feature = "gui")]
pub use ordinary::Stale as OrdinaryStale;
pub use retro::RetroView;
#[cfg(feature = "gui")]
pub use tree::SubtreeSum;
pub use tree::{TREE_LEVELS, TreeView};

use super::task::Waker;
use crate::model::Rules;
use crate::solver::{Bound, Method, NodeId};

/// The parts of the Explore mode, named by [`ExplorePart::name`] (any case):
///
/// ```
/// use maedn::window::ExplorePart;
/// assert_eq!("Tree".parse(), Ok(ExplorePart::Tree));
/// assert!("trees".parse::<ExplorePart>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExplorePart {
    /// Algorithms side by side.
    #[default]
    Compare,
    /// The search tree of one piece.
    Tree,
    /// Counting every way home.
    Count,
    /// How far an ordinary game moves the hand.
    Ordinary,
    /// The exact solution as a picture (solved backwards).
    Retro,
}

// Every part, in the order of the part switch; named on the command line
// (`maedn --explore tree`).
crate::names::named_enum!(ExplorePart, "Explore part", {
    Compare => "compare",
    Tree => "tree",
    Count => "count",
    Ordinary => "ordinary",
    Retro => "retro",
});

/// What the Explore mode computes from: the solver panel's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExploreInputs {
    /// Spacing, lengths, goal-row rule, colour.
    pub rules: Rules,
    /// The bound of the search tree.
    pub bound: Bound,
    /// The bound per tile of the comparison's "paper's bound" row.
    pub paper_bound: u32,
}

/// Something asked for in the Explore mode (`Command::ExploreDo`).
#[derive(Clone, Debug, PartialEq)]
pub enum ExploreCommand {
    /// Compute the shown part again (the comparison: every method).
    Run,
    /// Run one method of the comparison.
    RunMethod(Method),
    /// Cancel the shown part's computation.
    Cancel,
    /// The piece of the tree, the count's histogram and the heat map (1..=4).
    SetPiece(u8),
    /// What the comparison runs on.
    SetCompareTarget(CompareTarget),
    /// Show the subtree of this node of the search tree (zoom in).
    FocusNode(NodeId),
    /// Show the subtree of the focus's parent (zoom out).
    FocusUp,
    /// Select a node of the tree (its partial path shows on the board), or none.
    SelectNode(Option<NodeId>),
    /// Games the ordinary game's simulation plays.
    SetGames(u64),
    /// The simulation's seed.
    SetSeed(u64),
}

/// The Explore mode's state.
#[derive(Debug)]
pub struct Explore {
    part: ExplorePart,
    piece: u8,
    compare: CompareView,
    tree: TreeView,
    count: CountView,
    ordinary: OrdinaryView,
    retro: RetroView,
}

impl Default for Explore {
    fn default() -> Self {
        Explore {
            part: ExplorePart::default(),
            piece: 1,
            compare: CompareView::default(),
            tree: TreeView::default(),
            count: CountView::default(),
            ordinary: OrdinaryView::default(),
            retro: RetroView::default(),
        }
    }
}

impl Explore {
    /// The part shown.
    #[must_use]
    pub fn part(&self) -> ExplorePart {
        self.part
    }

    /// The piece of the tree, the count's histogram and the heat map.
    #[must_use]
    pub fn piece(&self) -> u8 {
        self.piece
    }

    /// Algorithms side by side.
    #[must_use]
    pub fn compare(&self) -> &CompareView {
        &self.compare
    }

    /// The search tree.
    #[must_use]
    pub fn tree(&self) -> &TreeView {
        &self.tree
    }

    /// Every way home, counted.
    #[must_use]
    pub fn count(&self) -> &CountView {
        &self.count
    }

    /// An ordinary game.
    #[must_use]
    pub fn ordinary(&self) -> &OrdinaryView {
        &self.ordinary
    }

    /// The exact solution, solved backwards.
    #[must_use]
    pub fn retro(&self) -> &RetroView {
        &self.retro
    }

    /// Is any part computing? (The window refreshes its counters meanwhile.)
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.compare.is_running()
            || self.tree.is_running()
            || self.count.is_running()
            || self.ordinary.is_running()
    }

    /// Is the shown part computing?
    #[must_use]
    pub fn shown_is_busy(&self) -> bool {
        match self.part {
            ExplorePart::Compare => self.compare.is_running(),
            ExplorePart::Tree => self.tree.is_running(),
            ExplorePart::Count => self.count.is_running(),
            ExplorePart::Ordinary => self.ordinary.is_running(),
            ExplorePart::Retro => false,
        }
    }

    /// Shows `part` (computing it if it has nothing for these settings).
    pub(super) fn show(&mut self, part: ExplorePart, inputs: &ExploreInputs, waker: &Waker) {
        self.part = part;
        self.refresh(inputs, waker);
    }

    /// Does what `command` asks.
    pub(super) fn apply(&mut self, command: ExploreCommand, inputs: &ExploreInputs, waker: &Waker) {
        match command {
            ExploreCommand::Run => match self.part {
                ExplorePart::Compare => self.compare.start(&Method::ALL, inputs, waker),
                ExplorePart::Tree => self.tree.start(inputs, self.piece, waker),
                ExplorePart::Count => self.count.start(inputs.rules, waker),
                ExplorePart::Ordinary => self.ordinary.start(inputs.rules, waker),
                ExplorePart::Retro => self.retro.refresh(&inputs.rules),
            },
            ExploreCommand::RunMethod(m) => self.compare.start(&[m], inputs, waker),
            ExploreCommand::Cancel => match self.part {
                ExplorePart::Compare => self.compare.cancel(),
                ExplorePart::Tree => self.tree.cancel(),
                ExplorePart::Count => self.count.cancel(),
                ExplorePart::Ordinary => self.ordinary.cancel(),
                ExplorePart::Retro => {}
            },
            ExploreCommand::SetPiece(p) if (1..=4).contains(&p) => {
                self.piece = p;
                self.refresh(inputs, waker);
            }
            ExploreCommand::SetPiece(_) => {}
            ExploreCommand::SetCompareTarget(t) => self.compare.set_target(t),
            ExploreCommand::FocusNode(id) => self.tree.set_focus(id, waker),
            ExploreCommand::FocusUp => self.tree.focus_up(waker),
            ExploreCommand::SelectNode(id) => self.tree.select(id),
            ExploreCommand::SetGames(n) => self.ordinary.set_games(n),
            ExploreCommand::SetSeed(s) => self.ordinary.set_seed(s),
        }
    }

    /// Takes in what the jobs finished; when the mode is `shown`, computes
    /// the shown part if it has nothing for these settings yet.
    pub(super) fn poll(&mut self, inputs: &ExploreInputs, waker: &Waker, shown: bool) {
        self.compare.poll();
        self.tree.poll(waker);
        self.count.poll();
        self.ordinary.poll();
        if shown {
            self.refresh(inputs, waker);
        }
    }

    /// Starts the shown part's computation if it has nothing for `inputs`
    /// (and has not tried them already).
    fn refresh(&mut self, inputs: &ExploreInputs, waker: &Waker) {
        match self.part {
            ExplorePart::Compare => {}
            ExplorePart::Tree => {
                if self.tree.wants_record(inputs, self.piece) {
                    self.tree.start(inputs, self.piece, waker);
                }
            }
            ExplorePart::Count => {
                if self.count.wants_run(&inputs.rules) {
                    self.count.start(inputs.rules, waker);
                }
            }
            ExplorePart::Ordinary => {
                if self.ordinary.wants_run(&inputs.rules) {
                    self.ordinary.start(inputs.rules, waker);
                }
            }
            ExplorePart::Retro => self.retro.refresh(&inputs.rules),
        }
    }
}
