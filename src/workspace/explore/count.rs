//! Counting every way home, as the window shows it ([`CountView`]): the
//! counting DP ([`crate::solver::CountRun`]) for all four goals on a
//! background job (resumed in slices of the frames in a page), its progress
//! the tiles done.

use crate::model::{Rules, Tile};
use crate::solver::{CountRun, Counts, Progress};
use crate::workspace::job::{Outcome, Resumed, Slot};
use crate::workspace::task::Waker;

/// The counts, the rules they were made for, and the job making them.
#[derive(Debug, Default)]
pub struct CountView {
    counts: Option<Counts>,
    slot: Slot<Counts>,
    attempted: Option<Rules>,
}

impl CountView {
    /// The counts of the four goals, once made.
    #[must_use]
    pub fn counts(&self) -> Option<&Counts> {
        self.counts.as_ref()
    }

    /// Is the count running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.slot.is_running()
    }

    /// The piece being counted and the tiles done so far of its DP, while
    /// the count runs.
    #[must_use]
    pub fn live(&self) -> Option<(u8, u64)> {
        let s = self.slot.progress()?.snapshot();
        Some((s.piece, s.expanded))
    }

    /// How long the running count has taken so far (wall time).
    #[must_use]
    pub fn running_for(&self) -> Option<std::time::Duration> {
        self.slot.running_for()
    }

    /// How the last count ended.
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.slot.outcome()
    }

    /// Were the counts made under other rules?
    #[must_use]
    pub fn is_stale(&self, rules: &Rules) -> bool {
        self.counts.as_ref().is_some_and(|c| c.rules != *rules)
    }

    /// Should the view count (again) for these rules by itself? Once per
    /// rules, so a cancelled count is not restarted until they change.
    pub(super) fn wants_run(&self, rules: &Rules) -> bool {
        !self.slot.is_running() && self.attempted != Some(*rules)
    }

    /// Counts every goal under `rules` (cancelling a count in progress).
    pub(super) fn start(&mut self, rules: Rules, waker: &Waker) {
        self.attempted = Some(rules);
        let mut run = CountRun::new(&rules, Tile::A);
        self.slot.start_steps("maedn-count", waker, |p| {
            Resumed::new(p, move |p: &Progress, until| run.resume(p, until))
        });
    }

    /// Stops the count.
    pub(super) fn cancel(&self) {
        self.slot.cancel();
    }

    /// Takes in a finished count.
    pub(super) fn poll(&mut self) {
        if let Some(counts) = self.slot.poll() {
            self.counts = Some(counts);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::count_all;
    use crate::workspace::task::{Backend, no_waker};

    #[test]
    fn test_the_count_in_slices_is_that_of_one_go() {
        let rules = Rules::paper();
        let mut view = CountView::default();
        view.start(rules, &no_waker().on(Backend::Slices));
        let mut polls = 0;
        while view.is_running() {
            view.poll();
            polls += 1;
            assert!(polls < 10_000_000, "never ends");
        }
        // Many polls, the page painting between them (in one go: one).
        assert!(polls > 1, "{polls} polls");
        let direct = count_all(&rules, Tile::A, &Progress::default()).expect("counts");
        assert_eq!(view.counts(), Some(&direct));
        assert!(matches!(view.outcome(), Some(Outcome::Finished)));
    }
}
