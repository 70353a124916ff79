//! The lesson's facts, [`FactsCache`]: each [`FactsKey`] computed once, on
//! its own background job, and kept for the rest of the session — a
//! [`Keyed`] holder that keeps every key. A slide asks for what it shows
//! ([`request`]); the window polls once a frame ([`Keyed::poll`]) and reads
//! what arrived ([`Keyed::get`]). Dropping the cache (or
//! [`Keyed::forget_running`]) cancels the jobs still running.

use std::sync::Arc;

use super::facts::{Facts, FactsKey, FactsSteps};
use crate::workspace::job::Keyed;
use crate::workspace::task::Waker;

/// Computed facts by key; see the module docs.
pub type FactsCache = Keyed<FactsKey, Facts>;

/// Starts computing `key` unless it is computed or being computed;
/// `waker` is called when there is something to poll.
pub fn request(cache: &mut FactsCache, key: FactsKey, waker: &Waker) {
    cache.request_steps(key, "lesson", waker, |p| {
        FactsSteps::new(key, Arc::clone(p))
    });
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::model::Rules;
    use crate::solver::Settings;
    use crate::workspace::job::Status;
    use crate::workspace::task::{Backend, no_waker};

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

    /// On the web's backend the lesson's searches run in many short polls,
    /// with the facts a thread finds. (Each used to be one closure: the
    /// first poll ran the whole search, or all 131 of the Bound slide's.)
    #[test]
    fn test_the_searches_in_slices_take_many_short_polls() {
        let rules = Rules::paper();
        let keys = [
            FactsKey::Answer(Settings::default()),
            FactsKey::BoundPoint(rules, 230),
            FactsKey::Sweep(rules),
        ];
        for key in keys {
            let mut sliced = FactsCache::default();
            request(&mut sliced, key, &no_waker().on(Backend::Slices));
            let mut polls = 0;
            while sliced.running() > 0 {
                sliced.poll();
                polls += 1;
                assert!(polls < 10_000_000, "{key:?} never ends");
            }
            // More than one poll: work of one step ends in the first; how many more
            // depends on the machine and the build's optimisation (opt-level 1
            // searches the paper's 18.5 million calls in a few 8 ms slices).
            assert!(polls > 1, "{key:?}: {polls} polls");
            let mut threaded = FactsCache::default();
            request(&mut threaded, key, &no_waker());
            let want = threaded.wait(key, LONG).ready().cloned();
            match (sliced.get(key).ready(), want) {
                (Some(Facts::Answer(a)), Some(Facts::Answer(b))) => {
                    assert_eq!(
                        (a.calls, a.prunes, a.total_units),
                        (18_526_851, 15_422_842, 83_047.0)
                    );
                    assert_eq!(
                        (a.calls, a.prunes, &a.pieces),
                        (b.calls, b.prunes, &b.pieces)
                    );
                }
                (Some(Facts::BoundPoint(a)), Some(Facts::BoundPoint(b))) => assert_eq!(a, &b),
                (Some(Facts::Sweep(a)), Some(Facts::Sweep(b))) => assert_eq!(a, &b),
                (a, b) => panic!("{key:?}: {a:?} against {b:?}"),
            }
        }
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
