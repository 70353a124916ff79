//! The lesson's facts, [`FactsCache`]: each [`FactsKey`] computed once, on
//! its own background job, and kept for the rest of the session — a
//! [`Keyed`] holder that keeps every key. A slide asks for what it shows
//! ([`request`]); the window polls once a frame ([`Keyed::poll`]) and reads
//! what arrived ([`Keyed::get`]). Dropping the cache (or
//! [`Keyed::forget_running`]) cancels the jobs still running.

use super::facts::{Facts, FactsKey, compute};
use crate::workspace::job::Keyed;
use crate::workspace::task::Waker;

/// Computed facts by key; see the module docs.
pub type FactsCache = Keyed<FactsKey, Facts>;

/// Starts computing `key` unless it is computed or being computed;
/// `waker` is called when there is something to poll.
pub fn request(cache: &mut FactsCache, key: FactsKey, waker: &Waker) {
    cache.request(key, "lesson", waker, move |p| compute(key, p));
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::model::Rules;
    use crate::workspace::job::Status;
    use crate::workspace::task::no_waker;

    const LONG: Duration = Duration::from_secs(120);

    #[test]
    fn test_a_key_is_computed_once_and_kept() {
        let mut cache = FactsCache::default();
        let key = FactsKey::Beyond(Rules::paper());
        assert!(matches!(cache.get(key), Status::Idle));
        request(&mut cache, key, &no_waker());
        request(&mut cache, key, &no_waker());
        assert_eq!(cache.running(), 1);
        let facts = cache.wait(key, LONG).ready().cloned();
        assert!(matches!(facts, Some(Facts::Beyond(_))));
        request(&mut cache, key, &no_waker());
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
        request(&mut cache, key, &no_waker());
        match cache.wait(key, LONG) {
            Status::Failed(why) => assert!(why.to_string().contains("spacing"), "{why}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn test_forgetting_a_pending_key_cancels_it() {
        let mut cache = FactsCache::default();
        // The sweep runs for a while in a debug build: long enough to cancel.
        let key = FactsKey::Sweep(Rules::paper());
        request(&mut cache, key, &no_waker());
        cache.forget_running(|k| matches!(k, FactsKey::Sweep(_)));
        assert!(matches!(cache.get(key), Status::Idle));
        assert_eq!(cache.running(), 0);
    }
}
