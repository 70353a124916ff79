//! A solve resumed in slices (as a page in a browser runs it between frames)
//! is the same search as one run to the end: the same counters, the same
//! answer, whatever the slices; a paused run with a deadline never blocks.

use std::time::Duration;

use maedn::model::{Bits, GoalRule, LengthMode, Problem, Rules};
use maedn::solver::{
    Algorithm, Bound, Call, FLUSH_INTERVAL, Flow, NoObserver, Observer, Progress, Settings,
    Solution, SolveError, SolveRun, SweepRun, solve, solve_board, solve_problem, sweep,
};
use proptest::prelude::*;
use web_time::Instant;

fn paper(bound: Bound, rules: Rules) -> Settings {
    Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules,
    }
}

/// A solution without its timings (which differ run to run).
fn untimed(mut s: Solution) -> Solution {
    s.elapsed = Duration::ZERO;
    s.check_elapsed = Duration::ZERO;
    s
}

/// A deadline that has passed: the run yields at every check.
fn passed() -> Option<Instant> {
    Some(Instant::now())
}

/// Resumes `run` with a passed deadline until it answers; the answer and the
/// number of slices. The live counters read between slices never run
/// backwards nor past the answer's.
fn in_slices<O: Observer>(mut run: SolveRun<O, &Progress>) -> (Solution, u64) {
    let mut slices = 0;
    let mut seen = (0, 0);
    loop {
        slices += 1;
        if let Some(answer) = run.resume(passed()) {
            let s = answer.expect("solves");
            assert!(seen.0 <= s.calls && seen.1 <= s.prunes, "{seen:?}");
            return (s, slices);
        }
        let now = run.progress().snapshot();
        assert!(
            now.calls >= seen.0 && now.prunes >= seen.1,
            "{now:?} after {seen:?}"
        );
        seen = (now.calls, now.prunes);
    }
}

#[test]
fn test_a_solve_in_slices_of_one_check_is_the_same_solve() {
    let free = Rules {
        goal_rule: GoalRule::Free,
        ..Rules::paper()
    };
    let exact = Rules {
        lengths: LengthMode::Exact,
        ..Rules::paper()
    };
    for settings in [
        paper(Bound::PerTile(193), Rules::paper()),
        paper(Bound::PerTile(170), free),
        paper(Bound::Admissible, exact),
        paper(Bound::PerTile(1600), Rules::paper()),
    ] {
        let whole = untimed(solve(&settings, &Progress::default(), NoObserver).expect("solves"));
        let progress = Progress::default();
        let (sliced, slices) = in_slices(SolveRun::all(&settings, &progress, NoObserver));
        assert_eq!(untimed(sliced), whole, "{settings:?}");
        // It did stop at (nearly) every check.
        assert!(
            slices >= whole.calls / FLUSH_INTERVAL / 2,
            "{slices} slices"
        );
        let now = progress.snapshot();
        assert_eq!((now.calls, now.prunes), (whole.calls, whole.prunes));
    }
}

#[test]
fn test_the_papers_counters_in_slices() {
    let settings = paper(Bound::PerTile(193), Rules::paper());
    let progress = Progress::default();
    let (s, slices) = in_slices(SolveRun::all(&settings, &progress, NoObserver));
    assert_eq!(s.total_units, 83_047.0);
    assert_eq!((s.calls, s.prunes), (18_526_851, 15_422_842));
    let calls: Vec<u64> = s.pieces.iter().map(|p| p.stats.calls).collect();
    assert_eq!(calls, [15_153_411, 992_009, 656_508, 1_724_923]);
    assert!(slices > 4_000, "{slices} slices");
}

#[test]
fn test_one_piece_without_a_bound_and_from_a_board_in_slices() {
    let none = paper(Bound::None, Rules::paper());
    let problem = Problem::piece(3).expect("piece 3");
    let whole =
        untimed(solve_problem(&none, &problem, &Progress::default(), NoObserver).expect("solves"));
    let progress = Progress::default();
    let (sliced, _) = in_slices(SolveRun::problem(&none, &problem, &progress, NoObserver));
    assert_eq!(untimed(sliced), whole);
    // From a path board (the command line's --from).
    let settings = paper(Bound::PerTile(193), Rules::paper());
    let board = Bits::from_raw(0xE820_8800_0000_1EE1);
    let whole =
        untimed(solve_board(&settings, board, &Progress::default(), NoObserver).expect("solves"));
    let progress = Progress::default();
    let (sliced, _) = in_slices(SolveRun::board(&settings, board, &progress, NoObserver));
    assert_eq!(untimed(sliced), whole);
    assert_eq!(whole.total_units, 19_462.0);
}

/// Says "not yet" the first time it sees a call and goes on the second
/// time; counts what it was shown.
#[derive(Default)]
struct Hesitant {
    /// The call shown last (`None` once it was shown twice).
    pending: Option<Call>,
    shown: u64,
    /// Calls shown a second time unchanged, numbered one after another.
    again_unchanged: u64,
    last: Option<Call>,
    bests: Vec<f64>,
}

impl Observer for Hesitant {
    fn on_call(&mut self, call: &Call) -> Flow {
        self.shown += 1;
        match self.pending.take() {
            Some(first) => {
                let next = self.last.as_ref().map_or(1, |c| c.call + 1);
                if first == *call && call.call == next {
                    self.again_unchanged += 1;
                }
                self.last = Some(first);
                Flow::Continue
            }
            None => {
                self.pending = Some(call.clone());
                Flow::Yield
            }
        }
    }

    fn on_best(&mut self, _piece: u8, _tiles: &[maedn::model::Tile], units: f64) {
        self.bests.push(units);
    }
}

#[test]
fn test_an_observer_that_says_not_yet_sees_each_call_twice_and_changes_nothing() {
    let settings = paper(Bound::PerTile(193), Rules::paper());
    let problem = Problem::piece(3).expect("piece 3");
    let whole = untimed(
        solve_problem(&settings, &problem, &Progress::default(), NoObserver).expect("solves"),
    );
    let progress = Progress::default();
    let mut run = SolveRun::problem(&settings, &problem, &progress, Hesitant::default());
    let mut slices = 0u64;
    let answer = loop {
        slices += 1;
        // A deadline far off: only the observer ends a slice.
        if let Some(answer) = run.resume(Some(Instant::now() + Duration::from_secs(3600))) {
            break answer.expect("solves");
        }
    };
    assert_eq!(untimed(answer), whole);
    assert_eq!(slices, whole.calls + 1, "one slice per call, and the last");
    let Some(seen) = run.observer_mut() else {
        panic!("the observer is back")
    };
    assert_eq!(seen.shown, 2 * whole.calls);
    assert_eq!(
        seen.again_unchanged, whole.calls,
        "each shown again unchanged, in order, counted once"
    );
    let last = seen.last.as_ref().map(|c| (c.call, c.prunes));
    assert_eq!(last, Some((whole.calls, whole.prunes)));
    assert_eq!(seen.bests.last().copied(), Some(16_812.0));
}

#[test]
fn test_a_paused_run_with_a_deadline_yields_at_once_and_never_advances() {
    let settings = paper(Bound::PerTile(193), Rules::paper());
    let progress = Progress::default();
    let mut run = SolveRun::all(&settings, &progress, NoObserver);
    assert!(run.resume(passed()).is_none());
    progress.pause();
    let held = progress.snapshot().calls;
    let far = Some(Instant::now() + Duration::from_secs(3600));
    for _ in 0..100 {
        assert!(run.resume(far).is_none(), "paused: no answer, no wait");
    }
    assert_eq!(progress.snapshot().calls, held);
    progress.resume();
    let s = loop {
        if let Some(answer) = run.resume(far) {
            break answer.expect("solves");
        }
    };
    assert_eq!((s.calls, s.prunes), (18_526_851, 15_422_842));
    // Asked again, the same answer.
    assert_eq!(
        run.resume(far).map(|a| a.map(|s| s.calls)),
        Some(Ok(s.calls))
    );
}

#[test]
fn test_a_cancelled_run_in_slices_ends_cancelled() {
    let progress = Progress::default();
    let mut run = SolveRun::all(&Settings::default(), &progress, NoObserver);
    assert!(run.resume(passed()).is_none());
    progress.pause();
    progress.cancel();
    assert!(matches!(
        run.resume(passed()),
        Some(Err(SolveError::Cancelled(_)))
    ));
}

#[test]
fn test_a_sweep_in_slices_is_the_same_sweep() {
    let rules = Rules::paper();
    let bounds = [200, 225, 226, 300];
    let whole = sweep(&rules, bounds, &Progress::default(), |_| {}).expect("sweeps");
    let progress = Progress::default();
    let mut seen = Vec::new();
    let mut run = SweepRun::new(&rules, bounds, &progress, |p| seen.push(p.bound));
    let mut slices = 0;
    let points = loop {
        slices += 1;
        if let Some(answer) = run.resume(passed()) {
            break answer.expect("sweeps");
        }
    };
    assert_eq!(points, whole);
    assert!(slices > bounds.len(), "{slices} slices");
    drop(run);
    assert_eq!(seen, bounds);
}

/// Slices of every kind in any order: none (to the end), a passed deadline
/// (one check), a short one; and an observer that says not yet at random.
#[derive(Clone, Copy, Debug)]
enum Slice {
    ToTheEnd,
    OneCheck,
    Short,
}

struct Sometimes(u64);

impl Observer for Sometimes {
    fn on_call(&mut self, _call: &Call) -> Flow {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        if self.0 >> 61 == 0 {
            Flow::Yield
        } else {
            Flow::Continue
        }
    }
}

/// Resumes `run` with the slices of `pattern`, over and over, until it answers.
fn in_pattern<O: Observer>(
    mut run: SolveRun<O, &Progress>,
    pattern: &[Slice],
) -> Result<Solution, SolveError> {
    for slice in pattern.iter().cycle() {
        let until = match slice {
            Slice::ToTheEnd => None,
            Slice::OneCheck => passed(),
            Slice::Short => Some(Instant::now() + Duration::from_micros(200)),
        };
        if let Some(answer) = run.resume(until) {
            return answer;
        }
    }
    unreachable!("a pattern is never empty")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn test_any_slices_give_the_same_solve(
        pattern in prop::collection::vec(
            prop_oneof![Just(Slice::ToTheEnd), Just(Slice::OneCheck), Just(Slice::Short)],
            1..40,
        ),
        piece in 2u8..=4,
        watched in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let settings = paper(Bound::PerTile(193), Rules::paper());
        let problem = Problem::piece(piece).expect("a piece");
        let whole = untimed(
            solve_problem(&settings, &problem, &Progress::default(), NoObserver).expect("solves"),
        );
        let progress = Progress::default();
        let answer = if watched {
            in_pattern(SolveRun::problem(&settings, &problem, &progress, Sometimes(seed)), &pattern)
        } else {
            in_pattern(SolveRun::problem(&settings, &problem, &progress, NoObserver), &pattern)
        };
        let answer = answer.expect("solves");
        prop_assert_eq!(untimed(answer), whole);
    }
}
