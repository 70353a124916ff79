//! Stepping back through a watched search: the calls of a run in slow motion
//! or single steps, recorded ([`super::watch::Watch::take_recorded`]) into a
//! [`Replay`] the window owns, and a cursor over them. While the cursor
//! follows the newest call the window shows the search live; moved back (←,
//! the scrubber), the board, the counters and the code view show the search
//! as it was at that call. Memory is bounded: at most [`REPLAY_CAP`] calls
//! are kept, the oldest dropped first, and the window says so.

use std::collections::VecDeque;

use super::watch::{BestPath, RECORD_CAP, Recorded, Watch};
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::search::watched_scene;
use crate::i18n::Tr;
use crate::i18n::words::watch::SearchLine;
use crate::model::Rules;
use crate::solver::Call;

/// At most this many calls are kept to step back through (about 2 MB).
pub const REPLAY_CAP: usize = RECORD_CAP;

/// What the scrubber and the arrow keys ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// One recorded call back.
    Back,
    /// One call forward: the next recorded one, or (at the newest, single
    /// stepping) the search's next call.
    Forward,
    /// Show this recorded call (an index among those kept).
    To(usize),
    /// Follow the search live again.
    Follow,
}

/// What one call decided, as the code view highlights it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallDecision {
    /// The bound says the subtree cannot beat the best: return.
    Prune,
    /// The rolls are tried, and none of them reached the goal in a new best.
    Explore,
    /// A roll reached the goal in a new best length.
    Best,
}

impl CallDecision {
    /// The line of the search function this decision is made on.
    #[must_use]
    pub fn line(self) -> SearchLine {
        match self {
            CallDecision::Prune => SearchLine::Prune,
            CallDecision::Explore => SearchLine::Loop,
            CallDecision::Best => SearchLine::NewBest,
        }
    }
}

/// The recorded calls and where the cursor stands; see the module docs.
#[derive(Debug, Default)]
pub struct Replay {
    calls: VecDeque<Call>,
    /// New best paths, with the call that found each, oldest first.
    bests: Vec<(u64, BestPath)>,
    /// Calls no longer kept (dropped by the cap).
    dropped: u64,
    /// The recorded call shown; `None` follows the newest.
    cursor: Option<usize>,
}

impl Replay {
    /// Takes in what `watch` recorded since the last time.
    pub fn take_from(&mut self, watch: &Watch) {
        self.add(watch.take_recorded());
    }

    /// Adds recorded calls and bests, dropping the oldest beyond the cap.
    pub fn add(&mut self, recorded: Recorded) {
        self.dropped += recorded.dropped;
        for call in recorded.calls {
            if self.calls.len() >= REPLAY_CAP {
                self.calls.pop_front();
                self.dropped += 1;
                if let Some(c) = &mut self.cursor {
                    *c = c.saturating_sub(1);
                }
            }
            self.calls.push_back(call);
        }
        self.bests.extend(recorded.bests);
        // Bests found before the oldest call kept are needed only for the
        // last of them (the best that call saw).
        if let Some(first) = self.calls.front().map(|c| c.call) {
            let before = self.bests.iter().filter(|(at, _)| *at < first).count();
            if before > 1 {
                self.bests.drain(..before - 1);
            }
        }
    }

    /// Forgets everything (a new run starts).
    pub fn clear(&mut self) {
        *self = Replay::default();
    }

    /// Carries out a scrubber or arrow-key command; returns false when
    /// Forward was asked at the newest call (the search must make the next).
    pub fn apply(&mut self, command: ReplayCommand) -> bool {
        let last = self.calls.len().checked_sub(1);
        match command {
            ReplayCommand::Back => {
                if let Some(last) = last {
                    let at = self.cursor.unwrap_or(last);
                    self.cursor = Some(at.saturating_sub(1));
                }
            }
            ReplayCommand::Forward => match (self.cursor, last) {
                (Some(at), Some(last)) if at < last => self.cursor = Some(at + 1),
                (Some(_), _) => self.cursor = None,
                (None, _) => return false,
            },
            ReplayCommand::To(i) => {
                self.cursor = last.map(|last| i.min(last));
            }
            ReplayCommand::Follow => self.cursor = None,
        }
        true
    }

    /// How many calls are kept.
    #[must_use]
    pub fn len(&self) -> usize {
        self.calls.len()
    }

    /// Nothing recorded?
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.calls.is_empty()
    }

    /// Calls recorded but no longer kept (the cap was reached).
    #[must_use]
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// The index of the call shown (the newest while following).
    #[must_use]
    pub fn position(&self) -> Option<usize> {
        self.cursor.or_else(|| self.calls.len().checked_sub(1))
    }

    /// Is the cursor back from the live search?
    #[must_use]
    pub fn is_scrubbed(&self) -> bool {
        self.cursor.is_some()
    }

    /// The recorded call at `index`.
    #[must_use]
    pub fn get(&self, index: usize) -> Option<&Call> {
        self.calls.get(index)
    }

    /// The call the cursor was moved back to (`None` while following).
    #[must_use]
    pub fn scrubbed(&self) -> Option<&Call> {
        self.cursor.and_then(|i| self.calls.get(i))
    }

    /// The call shown: the scrubbed one, or the newest recorded.
    #[must_use]
    pub fn shown(&self) -> Option<&Call> {
        self.position().and_then(|i| self.calls.get(i))
    }

    /// The best path of `call`'s piece as that call saw it (found by an
    /// earlier call).
    #[must_use]
    pub fn best_before(&self, call: &Call) -> Option<&BestPath> {
        self.bests
            .iter()
            .rev()
            .find(|(at, b)| *at < call.call && b.piece == call.piece)
            .map(|(_, b)| b)
    }

    /// What `call` decided: pruned, a new best found, or the rolls tried.
    #[must_use]
    pub fn decision(&self, call: &Call) -> CallDecision {
        if call.is_pruned() {
            CallDecision::Prune
        } else if self.bests.iter().any(|(at, _)| *at == call.call) {
            CallDecision::Best
        } else {
            CallDecision::Explore
        }
    }

    /// The board as the scrubbed call saw it: its branch over the best path
    /// it knew. `None` while following (the live picture is shown).
    #[must_use]
    pub fn scene(&self, rules: &Rules, tr: &Tr) -> Option<BoardScene> {
        let call = self.scrubbed()?;
        let best = self.best_before(call);
        Some(watched_scene(
            best.map(|b| b.tiles.as_slice()),
            Some(call),
            rules,
            tr,
        ))
    }
}

impl super::Workspace {
    /// The watched run's recorded calls and the scrubber's place.
    #[must_use]
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// Back or forward through the recorded calls; forward from the newest
    /// lets a single-stepped search make its next call.
    pub(super) fn apply_replay(&mut self, command: ReplayCommand) {
        let watched = self.run.watch().is_some();
        if !self.replay.apply(command) && watched && self.prefs.pace == super::PaceKind::Step {
            self.run.next_call();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tile;
    use crate::solver::Decision;

    fn call(n: u64, pruned: bool) -> Call {
        Call {
            piece: 1,
            call: n,
            prunes: 0,
            branch: vec![0, 6],
            decision: if pruned {
                Decision::Pruned
            } else {
                Decision::Expand
            },
            ..Call::default()
        }
    }

    fn recorded(range: std::ops::Range<u64>) -> Recorded {
        Recorded {
            calls: range.map(|n| call(n, n % 2 == 0)).collect(),
            ..Recorded::default()
        }
    }

    #[test]
    fn test_back_and_forward_move_over_the_recorded_calls() {
        let mut r = Replay::default();
        assert!(
            r.apply(ReplayCommand::Back),
            "nothing to go back to is no error"
        );
        assert_eq!(r.position(), None);
        r.add(recorded(1..6));
        assert_eq!(r.shown().map(|c| c.call), Some(5), "follows the newest");
        assert!(!r.is_scrubbed());
        r.apply(ReplayCommand::Back);
        r.apply(ReplayCommand::Back);
        assert_eq!(r.shown().map(|c| c.call), Some(3));
        assert_eq!(r.scrubbed().map(|c| c.call), Some(3));
        r.apply(ReplayCommand::Forward);
        assert_eq!(r.shown().map(|c| c.call), Some(4));
        // New calls arrive: the scrubbed call stays.
        r.add(recorded(6..8));
        assert_eq!(r.shown().map(|c| c.call), Some(4));
        r.apply(ReplayCommand::To(0));
        r.apply(ReplayCommand::Back);
        assert_eq!(r.shown().map(|c| c.call), Some(1), "stops at the first");
        r.apply(ReplayCommand::To(99));
        assert_eq!(r.shown().map(|c| c.call), Some(7), "clamped to the last");
        assert!(r.apply(ReplayCommand::Forward), "from the last: follow");
        assert!(!r.is_scrubbed());
        assert!(
            !r.apply(ReplayCommand::Forward),
            "at the newest: the search's turn"
        );
    }

    #[test]
    fn test_the_cap_keeps_the_newest_calls_and_counts_the_dropped() {
        let mut r = Replay::default();
        let n = REPLAY_CAP as u64 + 10;
        r.add(recorded(1..6));
        r.apply(ReplayCommand::To(4));
        r.add(recorded(6..n + 1));
        assert_eq!(r.len(), REPLAY_CAP);
        assert_eq!(r.dropped(), 10);
        assert_eq!(r.get(0).map(|c| c.call), Some(11));
        assert_eq!(
            r.shown().map(|c| c.call),
            Some(11),
            "the cursor moved with its call or to the oldest"
        );
        r.add(Recorded {
            dropped: 3,
            ..Recorded::default()
        });
        assert_eq!(r.dropped(), 13, "calls the watch dropped count too");
    }

    #[test]
    fn test_a_call_sees_the_best_found_before_it_and_its_decision() {
        let mut r = Replay::default();
        let best = |units: f64| BestPath {
            piece: 1,
            tiles: vec![Tile::A],
            units,
        };
        let mut rec = recorded(1..10);
        rec.bests = vec![(3, best(300.0)), (7, best(200.0))];
        r.add(rec);
        let c = |n: u64| {
            r.get(usize::try_from(n - 1).unwrap_or(0))
                .cloned()
                .unwrap_or_default()
        };
        assert_eq!(r.best_before(&c(3)), None);
        assert_eq!(r.best_before(&c(4)).map(|b| b.units), Some(300.0));
        assert_eq!(r.best_before(&c(9)).map(|b| b.units), Some(200.0));
        assert_eq!(r.decision(&c(7)), CallDecision::Best);
        assert_eq!(r.decision(&c(4)), CallDecision::Prune);
        assert_eq!(r.decision(&c(5)), CallDecision::Explore);
    }
}
