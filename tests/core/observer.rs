//! The observer sees the same search as the fast path: every call, every
//! prune, in order; and the progress gate pauses, resumes and cancels it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use maedn::model::{Problem, Rules};
use maedn::solver::{
    Algorithm, Bound, Call, Decision, Flow, NoObserver, Observer, Progress, Settings, solve_problem,
};

#[derive(Default)]
struct Counting {
    calls: u64,
    prunes: u64,
    last_call: u64,
    in_order: bool,
    bests: Vec<f64>,
}

impl Observer for Counting {
    fn on_call(&mut self, view: &Call) -> Flow {
        self.calls += 1;
        if view.decision == Decision::Pruned {
            self.prunes += 1;
            assert!(view.moved + view.estimate > view.best.unwrap_or(f64::INFINITY));
        }
        self.in_order = self.calls == 1 || view.call == self.last_call + 1;
        assert!(self.in_order, "call {} after {}", view.call, self.last_call);
        self.last_call = view.call;
        Flow::Continue
    }

    fn on_best(&mut self, _piece: u8, tiles: &[maedn::model::Tile], units: f64) {
        assert_eq!(tiles.first().map(|t| t.index()), Some(0));
        self.bests.push(units);
    }
}

fn settings() -> Settings {
    Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::PerTile(193),
        rules: Rules::paper(),
    }
}

#[test]
fn test_observer_sees_exactly_the_counted_calls() {
    let problem = Problem::piece(3).expect("piece 3");
    let fast =
        solve_problem(&settings(), &problem, &Progress::default(), NoObserver).expect("solves");
    let mut seen = Counting::default();
    let watched =
        solve_problem(&settings(), &problem, &Progress::default(), &mut seen).expect("solves");
    assert_eq!((fast.calls, fast.prunes), (656_508, 547_068));
    assert_eq!((watched.calls, watched.prunes), (fast.calls, fast.prunes));
    assert_eq!((seen.calls, seen.prunes), (fast.calls, fast.prunes));
    assert_eq!(watched.pieces[0].units, fast.pieces[0].units);
    // Bests only improve, and the last is the answer.
    assert!(seen.bests.windows(2).all(|w| w[1] < w[0]));
    assert_eq!(seen.bests.last().copied(), Some(16_812.0));
}

struct StopAfter(u64);

impl Observer for StopAfter {
    fn on_call(&mut self, view: &Call) -> Flow {
        if view.call >= self.0 {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }
}

#[test]
fn test_observer_can_stop_the_search() {
    let problem = Problem::piece(1).expect("piece 1");
    let r = solve_problem(&settings(), &problem, &Progress::default(), StopAfter(1000));
    assert!(r.is_err());
}

#[test]
fn test_pause_holds_the_search_and_resume_finishes_it() {
    let progress = Arc::new(Progress::default());
    progress.pause();
    let worker_progress = Arc::clone(&progress);
    let settings = Settings {
        bound: Bound::None,
        ..settings()
    };
    let handle = std::thread::spawn(move || {
        solve_problem(
            &settings,
            &Problem::piece(3).expect("p3"),
            &worker_progress,
            NoObserver,
        )
    });
    std::thread::sleep(Duration::from_millis(300));
    let held = progress.snapshot().calls;
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        progress.snapshot().calls,
        held,
        "a paused search does not advance"
    );
    assert!(!handle.is_finished());
    progress.resume();
    let solution = handle.join().expect("thread").expect("solves");
    assert_eq!(solution.pieces[0].units, 16_812.0);
    assert_eq!(
        progress.snapshot().calls,
        solution.calls,
        "final counters are published"
    );
}

#[test]
fn test_cancel_releases_a_paused_search() {
    let progress = Arc::new(Progress::default());
    progress.pause();
    let worker_progress = Arc::clone(&progress);
    let started = Arc::new(AtomicU64::new(0));
    let flag = Arc::clone(&started);
    let handle = std::thread::spawn(move || {
        flag.store(1, Ordering::Relaxed);
        solve_problem(
            &settings(),
            &Problem::piece(1).expect("p1"),
            &worker_progress,
            NoObserver,
        )
    });
    std::thread::sleep(Duration::from_millis(100));
    progress.cancel();
    assert!(handle.join().expect("thread").is_err());
    assert_eq!(started.load(Ordering::Relaxed), 1);
}
