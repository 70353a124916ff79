//! The task on both backends: a result once, the waker, cancel, drop, a
//! panic; and what only slices do (a share of the frame, never a step begun
//! after the deadline).

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use super::*;

const LONG: Duration = Duration::from_secs(10);
const BOTH: [Backend; 2] = [Backend::Threads, Backend::Slices];

/// Polls (which steps sliced work) until the result is in; how many polls
/// found nothing, and the result.
fn end<T: Send + 'static>(task: &mut Task<T>) -> (usize, Result<T, TaskError>) {
    let deadline = Instant::now() + LONG;
    let mut empty = 0;
    loop {
        if let Some(result) = task.poll() {
            return (empty, result);
        }
        empty += 1;
        assert!(Instant::now() < deadline, "the task never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A waker on `backend` that counts its calls.
fn counting(backend: Backend) -> (Waker, Arc<AtomicUsize>) {
    let woken = Arc::new(AtomicUsize::new(0));
    let w = Arc::clone(&woken);
    let waker = Waker::new(move || _ = w.fetch_add(1, Ordering::SeqCst)).on(backend);
    (waker, woken)
}

/// A step's deadline, and whether the step ended at or after it.
type Ended = (Option<Instant>, bool);

/// Sums 1..=`to`, one number a step; stops as cancelled once `stop` is set.
struct Sum {
    next: u64,
    to: u64,
    sum: u64,
    stop: Arc<AtomicBool>,
    /// Each step's deadline, and whether it ended late.
    steps: Arc<Mutex<Vec<Ended>>>,
    /// Time each step takes.
    pause: Duration,
}

impl Sum {
    fn to(to: u64, pause: Duration) -> Sum {
        Sum {
            next: 1,
            to,
            sum: 0,
            stop: Arc::default(),
            steps: Arc::default(),
            pause,
        }
    }
}

impl Steps for Sum {
    type Output = Result<u64, &'static str>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        let step = if self.stop.load(Ordering::SeqCst) {
            Step::Done(Err("cancelled"))
        } else if self.next > self.to {
            Step::Done(Ok(self.sum))
        } else {
            self.sum += self.next;
            self.next += 1;
            if !self.pause.is_zero() {
                std::thread::sleep(self.pause);
            }
            Step::Yield
        };
        let late = until.is_some_and(|u| Instant::now() >= u);
        if let Ok(mut steps) = self.steps.lock() {
            steps.push((until, late));
        }
        step
    }
}

#[test]
fn test_a_result_taken_leaves_nothing_pending() {
    for backend in BOTH {
        let mut task = Task::spawn("adder", no_waker().on(backend), || 2 + 2).expect("a task");
        let result = task.wait_timeout(Duration::from_secs(5));
        assert_eq!(result.map(|r| r.ok()), Some(Some(4)), "{backend:?}");
        assert!(!task.pending);
    }
}

#[test]
fn test_result_arrives_once_and_wakes_the_owner() {
    for backend in BOTH {
        let (waker, woken) = counting(backend);
        let mut task = Task::spawn("t", waker, || 7).expect("a task");
        assert_eq!(task.wait_timeout(LONG).map(Result::ok), Some(Some(7)));
        assert!(task.poll().is_none(), "only once");
        assert_eq!(woken.load(Ordering::SeqCst), 1, "{backend:?}");
    }
}

#[test]
fn test_drop_cancels_and_joins() {
    for backend in BOTH {
        let stop = Arc::new(AtomicBool::new(false));
        let (s1, s2) = (Arc::clone(&stop), Arc::clone(&stop));
        let waker = no_waker().on(backend);
        let task = Task::spawn("spin", waker.clone(), move || {
            while !s1.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
        })
        .expect("a task")
        .on_cancel(move || s2.store(true, Ordering::SeqCst));
        drop(task);
        assert!(stop.load(Ordering::SeqCst));
        // The task's copy of the waker is gone: its work has ended.
        assert_eq!(waker.holders(), 1, "{backend:?}");
    }
}

#[test]
fn test_a_panic_is_an_error_not_a_result() {
    for backend in BOTH {
        let mut task: Task<u8> =
            Task::spawn("boom", no_waker().on(backend), || panic!("on purpose")).expect("a task");
        let outcome = task.wait_timeout(LONG).expect("ends");
        assert!(matches!(outcome, Err(TaskError::Panicked { ref name }) if name == "boom"));
        assert_eq!(
            outcome.err().map(|e| e.to_string()).as_deref(),
            Some("the boom thread stopped unexpectedly")
        );
    }
}

#[test]
fn test_work_in_many_steps_ends_with_the_same_result_on_both_backends() {
    let results = BOTH.map(|backend| {
        let work = Sum::to(40, Duration::from_millis(1));
        let mut task = Task::run("sum", no_waker().on(backend), work).expect("a task");
        end(&mut task)
    });
    let [(_, threads), (polls, slices)] = results;
    assert_eq!(threads.ok(), Some(Ok(820)));
    assert_eq!(slices.ok(), Some(Ok(820)));
    // 40 ms of steps do not fit one 8 ms slice.
    assert!(polls >= 1, "{polls} polls found nothing");
}

#[test]
fn test_cancel_ends_as_cancelled() {
    for backend in BOTH {
        let work = Sum::to(u64::MAX, Duration::from_millis(1));
        let stop = Arc::clone(&work.stop);
        let mut task = Task::run("sum", no_waker().on(backend), work)
            .expect("a task")
            .on_cancel(move || stop.store(true, Ordering::SeqCst));
        assert!(task.poll().is_none(), "{backend:?} still running");
        task.cancel();
        assert_eq!(end(&mut task).1.ok(), Some(Err("cancelled")), "{backend:?}");
    }
}

#[test]
fn test_sliced_work_wakes_the_owner_while_work_remains() {
    let (waker, woken) = counting(Backend::Slices);
    let mut task = Task::run("sum", waker, Sum::to(40, Duration::from_millis(1))).expect("a task");
    assert_eq!(
        woken.load(Ordering::SeqCst),
        1,
        "woken at the start, to poll"
    );
    let (empty, result) = end(&mut task);
    assert_eq!(result.ok(), Some(Ok(820)));
    // Once more for every poll that left work; not for the one that ended it.
    assert_eq!(woken.load(Ordering::SeqCst), 1 + empty);
}

#[test]
fn test_a_slice_overruns_by_one_step_at_most() {
    let work = Sum::to(60, Duration::from_millis(1));
    let steps = Arc::clone(&work.steps);
    let waker = no_waker().on(Backend::Slices);
    let mut task = Task::run("sum", waker, work).expect("a task");
    let (empty, _) = end(&mut task);
    let steps = steps.lock().map(|s| s.clone()).unwrap_or_default();
    assert_eq!(steps.len(), 61);
    assert!(
        steps.iter().all(|(until, _)| until.is_some()),
        "a deadline on every step"
    );
    // One slice per poll, each with its own deadline; within a slice, only
    // the last step may end at or after the deadline. (Whether the last one
    // ended late is not asserted: the step reads the clock a moment before
    // the slice does, so under load it may end just before the deadline
    // that the slice then finds passed.)
    let slices = steps.chunk_by(|a, b| a.0 == b.0);
    assert_eq!(slices.clone().count(), empty + 1);
    for slice in slices {
        let (_, before) = slice.split_last().expect("a step");
        assert!(
            before.iter().all(|(_, late)| !late),
            "a step after the deadline"
        );
    }
    // 60 ms of steps do not fit one slice; quick steps share one.
    assert!(empty > 0);
    let mut quick = Task::run(
        "sum",
        no_waker().on(Backend::Slices),
        Sum::to(999, Duration::ZERO),
    )
    .expect("a task");
    assert!(end(&mut quick).0 < 999, "many quick steps to a slice");
}

#[test]
fn test_sliced_tasks_share_the_frame() {
    let waker = no_waker().on(Backend::Slices);
    assert_eq!(waker.slice(), FRAME_BUDGET);
    let a = Task::run("a", waker.clone(), Sum::to(9, Duration::ZERO)).expect("a task");
    let mut b = Task::run("b", waker.clone(), Sum::to(9, Duration::ZERO)).expect("a task");
    assert_eq!(waker.slice(), FRAME_BUDGET / 2);
    assert_eq!(end(&mut b).1.ok(), Some(Ok(45)));
    assert_eq!(
        waker.slice(),
        FRAME_BUDGET,
        "a finished task no longer shares"
    );
    drop(a);
    assert_eq!(waker.sliced.load(Ordering::SeqCst), 0);
}

#[test]
fn test_dropping_sliced_work_leaves_nothing() {
    let work = Sum::to(u64::MAX, Duration::from_millis(1));
    let (stop, steps) = (Arc::clone(&work.stop), Arc::clone(&work.steps));
    let waker = no_waker().on(Backend::Slices);
    let mut task = Task::run("sum", waker.clone(), work).expect("a task");
    assert!(task.poll().is_none());
    assert_eq!(waker.holders(), 2);
    drop(task);
    assert_eq!(waker.holders(), 1, "the work and its waker are gone");
    assert_eq!(Arc::strong_count(&stop), 1);
    assert_eq!(Arc::strong_count(&steps), 1);
    assert_eq!(waker.sliced.load(Ordering::SeqCst), 0);
}
