//! [`FactsCache`]: each [`FactsKey`] computed once, on its own background
//! [`Job`], and kept for the rest of the session. A slide asks for what it
//! shows ([`FactsCache::request`]); the window polls once a frame
//! ([`FactsCache::poll`]) and reads what arrived ([`FactsCache::get`]).
//! Dropping the cache (or [`FactsCache::forget_pending`]) cancels and joins
//! the tasks still running.

use std::collections::HashMap;
use std::time::Duration;

use super::facts::{Facts, FactsKey, compute};
use crate::solver::Progress;
use crate::workspace::job::{Job, JobError};
use crate::workspace::task::Waker;

/// Where one key's computation is.
#[derive(Clone, Copy, Debug)]
pub enum FactsState<'a> {
    /// Nobody asked for it yet.
    Missing,
    /// Being computed.
    Pending,
    /// Computed.
    Ready(&'a Facts),
    /// It could not be computed: why.
    Failed(&'a JobError),
}

impl<'a> FactsState<'a> {
    /// The facts, once computed.
    #[must_use]
    pub fn ready(self) -> Option<&'a Facts> {
        match self {
            FactsState::Ready(f) => Some(f),
            _ => None,
        }
    }
}

enum Entry {
    Pending(Job<Result<Facts, JobError>>),
    Done(Result<Facts, JobError>),
}

/// Computed facts by key; see the module docs.
#[derive(Default)]
pub struct FactsCache {
    entries: HashMap<FactsKey, Entry>,
}

impl std::fmt::Debug for FactsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FactsCache")
            .field("keys", &self.entries.len())
            .field("pending", &self.pending())
            .finish()
    }
}

impl FactsCache {
    /// Starts computing `key` unless it is computed or being computed;
    /// `waker` is called when the result is in.
    pub fn request(&mut self, key: FactsKey, waker: &Waker) {
        if self.entries.contains_key(&key) {
            return;
        }
        let entry = match Job::spawn("lesson", waker, Progress::default(), move |p| {
            compute(key, p)
        }) {
            Ok(job) => Entry::Pending(job),
            Err(e) => Entry::Done(Err(e.into())),
        };
        self.entries.insert(key, entry);
    }

    /// Takes in finished computations; true if any arrived.
    pub fn poll(&mut self) -> bool {
        let mut arrived = false;
        for entry in self.entries.values_mut() {
            if let Entry::Pending(job) = entry
                && let Some(result) = job.poll_result()
            {
                *entry = Entry::Done(result);
                arrived = true;
            }
        }
        arrived
    }

    /// Waits up to `timeout` for `key` (for tests and the command line; the
    /// window polls instead).
    pub fn wait(&mut self, key: FactsKey, timeout: Duration) -> FactsState<'_> {
        if let Some(entry) = self.entries.get_mut(&key)
            && let Entry::Pending(job) = entry
            && let Some(result) = job.wait_timeout(timeout)
        {
            *entry = Entry::Done(result.unwrap_or_else(|e| Err(e.into())));
        }
        self.get(key)
    }

    /// Where `key` is.
    #[must_use]
    pub fn get(&self, key: FactsKey) -> FactsState<'_> {
        match self.entries.get(&key) {
            None => FactsState::Missing,
            Some(Entry::Pending(_)) => FactsState::Pending,
            Some(Entry::Done(Ok(f))) => FactsState::Ready(f),
            Some(Entry::Done(Err(e))) => FactsState::Failed(e),
        }
    }

    /// Cancels (and forgets) computations still running whose key
    /// `unwanted` picks, such as a bound the slider has already left.
    pub fn forget_pending(&mut self, unwanted: impl Fn(&FactsKey) -> bool) {
        self.entries
            .retain(|key, entry| !(matches!(entry, Entry::Pending(_)) && unwanted(key)));
    }

    /// How many computations are running.
    #[must_use]
    pub fn pending(&self) -> usize {
        self.entries
            .values()
            .filter(|e| matches!(e, Entry::Pending(_)))
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;
    use crate::workspace::task::no_waker;

    const LONG: Duration = Duration::from_secs(120);

    #[test]
    fn test_a_key_is_computed_once_and_kept() {
        let mut cache = FactsCache::default();
        let key = FactsKey::Beyond(Rules::paper());
        assert!(matches!(cache.get(key), FactsState::Missing));
        cache.request(key, &no_waker());
        cache.request(key, &no_waker());
        assert_eq!(cache.entries.len(), 1);
        let facts = cache.wait(key, LONG).ready().cloned();
        assert!(matches!(facts, Some(Facts::Beyond(_))));
        cache.request(key, &no_waker());
        assert!(cache.get(key).ready().is_some(), "kept, not recomputed");
        assert!(!cache.poll());
    }

    #[test]
    fn test_failures_are_kept_with_their_reason() {
        let mut cache = FactsCache::default();
        let key = FactsKey::Count(Rules {
            spacing: 0,
            ..Rules::paper()
        });
        cache.request(key, &no_waker());
        match cache.wait(key, LONG) {
            FactsState::Failed(why) => assert!(why.to_string().contains("spacing"), "{why}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn test_forgetting_a_pending_key_cancels_it() {
        let mut cache = FactsCache::default();
        // The sweep runs for a while in a debug build: long enough to cancel.
        let key = FactsKey::Sweep(Rules::paper());
        cache.request(key, &no_waker());
        cache.forget_pending(|k| matches!(k, FactsKey::Sweep(_)));
        assert!(matches!(cache.get(key), FactsState::Missing));
        assert_eq!(cache.pending(), 0);
    }
}
