//! The keyed holder on both backends: each [`Keep`], failures kept with
//! their reason, forgetting a running key, and resumable work's progress.

use std::time::Duration;

use super::*;
use crate::game::GameError;
use crate::model::{GoalRule, Rules};
use crate::solver::Cancelled;
use crate::workspace::task::{Backend, Step, no_waker};

const LONG: Duration = Duration::from_secs(60);
const BOTH: [Backend; 2] = [Backend::Threads, Backend::Slices];

/// Fails under the free goal row, else gives the spacing.
fn spacing(rules: Rules) -> Result<u32, GameError> {
    match rules.goal_rule {
        GoalRule::Free => Err(GameError::Pieces(0)),
        _ => Ok(rules.spacing),
    }
}

/// Asks `keyed` for the spacing of `rules`.
fn ask(keyed: &mut Keyed<Rules, u32>, rules: Rules, waker: &Waker) -> bool {
    keyed.request(rules, "t", waker, move |_| spacing(rules))
}

/// Work that runs until it is cancelled.
fn until_cancelled(p: &Arc<Progress>) -> Result<u32, JobError> {
    while !p.is_cancelled() {
        std::thread::sleep(Duration::from_millis(1));
    }
    Err(Cancelled.into())
}

/// Polls until no job runs.
fn settle<K: Copy + Eq + Hash, T: Send + 'static>(keyed: &mut Keyed<K, T>) {
    let deadline = web_time::Instant::now() + LONG;
    while keyed.is_running() {
        keyed.poll();
        assert!(web_time::Instant::now() < deadline, "never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn test_every_key_is_computed_once_and_kept() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut keyed = Keyed::<Rules, u32>::new(Keep::All);
        let paper = Rules::paper();
        assert!(matches!(keyed.get(paper), Status::Idle));
        assert!(ask(&mut keyed, paper, &waker));
        assert!(!ask(&mut keyed, paper, &waker));
        assert_eq!(keyed.running(), 1);
        assert_eq!(keyed.wait(paper, LONG).ready(), Some(&paper.spacing));
        assert!(!ask(&mut keyed, paper, &waker));
        assert!(keyed.get(paper).ready().is_some(), "kept, not recomputed");
        assert!(!keyed.poll());
        // Another key runs beside it; both stay.
        let wide = Rules {
            spacing: paper.spacing + 1,
            ..paper
        };
        assert!(ask(&mut keyed, wide, &waker));
        settle(&mut keyed);
        assert_eq!(keyed.get(wide).ready(), Some(&wide.spacing));
        assert_eq!(keyed.get(paper).ready(), Some(&paper.spacing));
        assert_eq!(keyed.latest().ready(), Some(&wide.spacing));
        drop(keyed);
        assert_eq!(waker.holders(), 1, "{backend:?}: nothing left");
    }
}

#[test]
fn test_failures_are_kept_with_their_reason() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut keyed = Keyed::<Rules, u32>::default();
        let free = Rules {
            goal_rule: GoalRule::Free,
            ..Rules::paper()
        };
        ask(&mut keyed, free, &waker);
        match keyed.wait(free, LONG) {
            Status::Failed(why) => assert!(matches!(why, JobError::Game(GameError::Pieces(0)))),
            other => panic!("{backend:?}: {other:?}"),
        }
        assert!(!ask(&mut keyed, free, &waker), "not tried again");
    }
}

#[test]
fn test_forgetting_a_running_key_cancels_it() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut keyed = Keyed::<u8, u32>::default();
        keyed.request(1, "long", &waker, until_cancelled);
        assert!(keyed.get(1).is_running());
        keyed.forget_running(|k| *k == 1);
        assert!(matches!(keyed.get(1), Status::Idle));
        assert_eq!(keyed.running(), 0);
        assert_eq!(waker.holders(), 1, "{backend:?}: the job has ended");
    }
}

#[test]
fn test_the_latest_key_alone_is_kept_and_a_failure_only_for_its_key() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut slot = Keyed::<Rules, u32>::new(Keep::Latest);
        assert!(matches!(slot.latest(), Status::Idle));
        let paper = Rules::paper();
        ask(&mut slot, paper, &waker);
        assert!(slot.is_running());
        settle(&mut slot);
        assert_eq!(slot.latest().ready(), Some(&paper.spacing));
        // The same rules: kept, nothing solved again.
        assert!(!ask(&mut slot, paper, &waker));
        assert!(!slot.is_running() && slot.latest().ready().is_some());
        // Other rules: the result is dropped and solved again; this one fails.
        let free = Rules {
            goal_rule: GoalRule::Free,
            ..paper
        };
        ask(&mut slot, free, &waker);
        assert!(matches!(slot.get(paper), Status::Idle), "dropped");
        settle(&mut slot);
        assert!(matches!(slot.latest(), Status::Failed(_)));
        // The failure stays for its rules and is not tried again…
        ask(&mut slot, free, &waker);
        assert!(!slot.is_running());
        // …and goes when the rules change back.
        ask(&mut slot, paper, &waker);
        assert!(matches!(slot.get(free), Status::Idle));
        assert!(slot.is_running());
        settle(&mut slot);
        assert_eq!(slot.latest().ready(), Some(&paper.spacing));
    }
}

#[test]
fn test_one_job_at_a_time_keeps_every_result() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut keyed = Keyed::<u8, u32>::new(Keep::AllOneJob);
        keyed.request(1, "long", &waker, until_cancelled);
        keyed.request(2, "two", &waker, |_| Ok::<_, JobError>(2));
        assert!(matches!(keyed.get(1), Status::Idle), "cancelled for 2");
        assert_eq!(keyed.running(), 1);
        assert_eq!(keyed.wait(2, LONG).ready(), Some(&2));
        keyed.request(1, "one", &waker, |_| Ok::<_, JobError>(1));
        assert_eq!(keyed.wait(1, LONG).ready(), Some(&1));
        assert_eq!(keyed.get(2).ready(), Some(&2), "kept");
        assert_eq!(keyed.latest_key(), Some(1));
        assert_eq!(waker.holders(), 1, "{backend:?}: no job left");
    }
}

/// Counts to `to`, one a step, publishing the count as `expanded`.
struct Count {
    at: u64,
    to: u64,
    progress: Arc<Progress>,
}

impl Steps for Count {
    type Output = Result<u64, JobError>;

    fn step(&mut self, _until: Option<web_time::Instant>) -> Step<Self::Output> {
        if self.progress.is_cancelled() {
            return Step::Done(Err(Cancelled.into()));
        }
        if self.at == self.to {
            return Step::Done(Ok(self.at));
        }
        self.at += 1;
        self.progress.publish_expanded(self.at);
        std::thread::sleep(Duration::from_micros(200));
        Step::Yield
    }
}

#[test]
fn test_resumable_work_shows_its_progress_and_ends_alike() {
    for backend in BOTH {
        let waker = no_waker().on(backend);
        let mut keyed = Keyed::<u8, u64>::default();
        keyed.request_steps(0, "count", &waker, |p| Count {
            at: 0,
            to: 200,
            progress: Arc::clone(p),
        });
        let mut seen = Vec::new();
        while let Status::Running { progress, .. } = keyed.get(0) {
            seen.push(progress.snapshot().expanded);
            keyed.poll();
        }
        assert_eq!(keyed.get(0).ready(), Some(&200), "{backend:?}");
        assert!(seen.is_sorted(), "the count only grows");
        if backend == Backend::Slices {
            // 40 ms of work in slices of 8 ms: counts between 0 and the end.
            assert!(seen.iter().any(|&c| c > 0 && c < 200), "{seen:?}");
        }
    }
}
