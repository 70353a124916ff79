//! Following a search call by call, for slow motion, single steps, the replay,
//! the animation and the search tree: every call is one [`Call`], the one
//! owned record of a call that the watch, the replay, the animation and the
//! tree recorder all keep.
//!
//! The search is generic over an [`Observer`]; with [`NoObserver`] every hook is
//! an empty inline function behind `O::ACTIVE == false`, so it compiles away.

use crate::model::Tile;

/// What a search call decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Decision {
    /// `moved + tiles_left × bound > best`: the subtree cannot beat the best.
    Pruned,
    /// The subtree is searched, rolls 6 down to 1.
    #[default]
    Expand,
}

/// One call of the paper's search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Call {
    /// The piece, 1..=4.
    pub piece: u8,
    /// The call's number, counted over all pieces from 1.
    pub call: u64,
    /// Prunes over all pieces so far, this call's included.
    pub prunes: u64,
    /// Tiles of the branch from A to where the piece stands now.
    pub branch: Vec<u8>,
    /// Units moved along the branch.
    pub moved: f64,
    /// Tiles left to the goal.
    pub tiles_left: u8,
    /// Units per tile of the bound.
    pub bound: f64,
    /// `tiles_left × bound`.
    pub estimate: f64,
    /// The best complete length so far, if any.
    pub best: Option<f64>,
    /// What the call does.
    pub decision: Decision,
}

impl Call {
    /// The tile the piece stands on.
    #[must_use]
    pub fn tile(&self) -> u8 {
        self.branch.last().copied().unwrap_or(0)
    }

    /// Did the bound prune this call?
    #[must_use]
    pub fn is_pruned(&self) -> bool {
        self.decision == Decision::Pruned
    }
}

/// Whether the search goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Go on.
    Continue,
    /// Stop the search (it returns `Cancelled`).
    Stop,
    /// Not yet: the search stops before this call takes effect and returns to
    /// whoever resumed it (a run cut into slices yields its slice). Resumed,
    /// it shows the observer the same call again (the same number; it is
    /// counted once) and asks again. A blocking solve asks again at once.
    Yield,
}

/// Hooks into the paper's search.
pub trait Observer {
    /// `false` only for observers whose hooks do nothing; lets the search skip
    /// building the calls.
    const ACTIVE: bool = true;

    /// Every call, after its prune decision.
    fn on_call(&mut self, call: &Call) -> Flow;

    /// A new best path for the piece: its tiles from A to the goal and length.
    fn on_best(&mut self, _piece: u8, _tiles: &[Tile], _units: f64) {}
}

/// The observer that observes nothing, at no cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn on_call(&mut self, _call: &Call) -> Flow {
        Flow::Continue
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    const ACTIVE: bool = O::ACTIVE;

    fn on_call(&mut self, call: &Call) -> Flow {
        (**self).on_call(call)
    }

    fn on_best(&mut self, piece: u8, tiles: &[Tile], units: f64) {
        (**self).on_best(piece, tiles, units);
    }
}
