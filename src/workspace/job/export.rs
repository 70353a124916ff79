//! The one holder of an export window's background work, [`ExportJob`]: the
//! window open or closed, its choice, the export a save dialog was opened
//! for, the job writing the file, and the cancelled jobs kept until their
//! work ends (a thread is never joined on the UI thread). It is generic over
//! what is exported and its options ([`ExportOptions`]: a named figure, an
//! animation, a handout); each export adds only its commands and what its
//! job builds and writes.
//!
//! [`Parts`] is the shared state of an export that counts what it has done
//! (an animation's frames, a handout's pages), read as a [`PartsStatus`].

use std::fmt::Debug;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::{Failure, Job, Stop};
use crate::solver::Progress;
use crate::workspace::task::{Steps, TaskError, Waker};

/// One kind of export, named by its options (what the window chooses).
pub trait ExportOptions: Copy + Default + Debug {
    /// What a save dialog is opened for (usually the options themselves).
    type Asked: Copy + Debug;
    /// What a running export is called in the window and in the notice of
    /// its cancel (a figure's name, a handout's kind).
    type Label: Copy + Debug;
    /// What a finished export tells (its path, and maybe its size).
    type Written: Send + Debug + 'static;
    /// Why it was not written (a cancel is one of these).
    type Failure: Failure + Debug;
    /// What it shares with its work: the cancel flag and its counters.
    type Shared: Stop + Default + Debug;
}

/// How an export ended.
#[derive(Debug)]
pub enum Ended<L, W, F> {
    /// Written.
    Written(W),
    /// Cancelled by the user: nothing was written.
    Cancelled(L),
    /// It failed.
    Failed(F),
}

/// The job of an export of `O`.
type Running<O> = Job<
    Result<<O as ExportOptions>::Written, <O as ExportOptions>::Failure>,
    <O as ExportOptions>::Shared,
>;

/// An export window's state and its job; see the module docs.
#[derive(Debug)]
pub struct ExportJob<O: ExportOptions> {
    open: bool,
    choice: O,
    /// The export a save dialog was opened for.
    awaiting: Option<O::Asked>,
    /// What is being exported, and its job.
    job: Option<(O::Label, Running<O>)>,
    /// Cancelled jobs, kept until their work ends.
    stopping: Vec<Running<O>>,
    /// Tests: the next export waits before it writes, until cancelled.
    hold: bool,
}

impl<O: ExportOptions> Default for ExportJob<O> {
    fn default() -> Self {
        ExportJob {
            open: false,
            choice: O::default(),
            awaiting: None,
            job: None,
            stopping: Vec::new(),
            hold: false,
        }
    }
}

impl<O: ExportOptions> ExportJob<O> {
    /// Is the window open?
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens or closes the window.
    pub(in crate::workspace) fn set_open(&mut self, open: bool) {
        self.open = open;
    }

    /// The window's choice.
    #[must_use]
    pub fn choice(&self) -> O {
        self.choice
    }

    /// The window's choice, to change.
    pub(in crate::workspace) fn choice_mut(&mut self) -> &mut O {
        &mut self.choice
    }

    /// Is an export being built or written?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Cancelled exports whose work has not ended yet.
    #[must_use]
    pub fn stopping(&self) -> usize {
        self.stopping.len()
    }

    /// The export a save dialog is open for.
    #[must_use]
    pub fn awaiting(&self) -> Option<O::Asked> {
        self.awaiting
    }

    /// Remembers the export a save dialog is opened for.
    pub(in crate::workspace) fn await_export(&mut self, asked: O::Asked) {
        self.awaiting = Some(asked);
    }

    /// The export a save dialog was opened for, once a path is picked (or
    /// the dialog could not open).
    pub fn take_awaiting(&mut self) -> Option<O::Asked> {
        self.awaiting.take()
    }

    /// The export in progress: what it is and its job.
    pub(in crate::workspace) fn running(&self) -> Option<(O::Label, &Running<O>)> {
        self.job.as_ref().map(|(label, job)| (*label, job))
    }

    /// Tests: the next export starts paused and waits before its first part
    /// until it is cancelled, so that a test's Cancel never comes too late.
    #[doc(hidden)]
    pub fn hold_before_starting(&mut self) {
        self.hold = true;
    }

    /// Does the export started now wait before it writes (tests only)?
    /// Asking forgets it: one export is held.
    pub(in crate::workspace) fn take_hold(&mut self) -> bool {
        std::mem::take(&mut self.hold)
    }

    /// Runs resumable work, built by `start` from the shared state, as a
    /// job called `name`, exporting `label`.
    pub(in crate::workspace) fn spawn_steps<S: Steps<Output = Result<O::Written, O::Failure>>>(
        &mut self,
        label: O::Label,
        name: &str,
        waker: &Waker,
        start: impl FnOnce(&Arc<O::Shared>) -> S,
    ) -> Result<(), TaskError> {
        let job = Job::spawn_steps(name, waker, O::Shared::default(), start)?;
        self.job = Some((label, job));
        Ok(())
    }

    /// Stops the export in progress (its work ends on its own, and
    /// nothing is written); returns what it was.
    pub fn cancel(&mut self) -> Option<O::Label> {
        let (label, job) = self.job.take()?;
        job.cancel();
        self.stopping.push(job);
        Some(label)
    }

    /// Takes in the finished export, if any; forgets cancelled ones whose
    /// work has ended. A cancelled export whose file was written before the
    /// cancel reached it is told as written: the file is there.
    pub fn poll(&mut self) -> Option<Ended<O::Label, O::Written, O::Failure>> {
        let mut late = None;
        self.stopping.retain_mut(|j| match j.poll_result() {
            None => true,
            Some(Ok(written)) => {
                late = Some(written);
                false
            }
            Some(Err(_)) => false,
        });
        if let Some(written) = late {
            return Some(Ended::Written(written));
        }
        let (label, job) = self.job.as_mut()?;
        let result = job.poll_result()?;
        let label = *label;
        self.job = None;
        Some(match result {
            Ok(written) => Ended::Written(written),
            Err(e) if e.is_cancelled() => Ended::Cancelled(label),
            Err(e) => Ended::Failed(e),
        })
    }
}

/// An export's shared state that counts its parts: the engine's progress
/// (the cancel flag, and the counters of a search it runs), the parts done
/// and the parts in all.
#[derive(Debug, Default)]
pub struct Parts {
    /// The engine's counters and the cancel flag.
    pub progress: Arc<Progress>,
    /// Parts done.
    pub done: AtomicUsize,
    /// Parts in all (0 until known).
    pub total: AtomicUsize,
}

impl Parts {
    /// Tells the window `done` of `total` parts are done.
    pub fn report(&self, done: usize, total: usize) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }
}

impl Stop for Parts {
    fn stop(&self) {
        self.progress.cancel();
    }
}

/// An export that counts its parts, in progress, for the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartsStatus<L> {
    /// What is exported.
    pub what: L,
    /// Parts done.
    pub done: usize,
    /// Parts in all (0 until known).
    pub total: usize,
    /// Time since it started.
    pub elapsed: Duration,
}

impl<O: ExportOptions<Shared = Parts>> ExportJob<O> {
    /// The export in progress.
    #[must_use]
    pub fn status(&self) -> Option<PartsStatus<O::Label>> {
        self.running().map(|(what, job)| PartsStatus {
            what,
            done: job.progress().done.load(Ordering::Relaxed),
            total: job.progress().total.load(Ordering::Relaxed),
            elapsed: job.elapsed(),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::Instant;

    use super::*;
    use crate::io::FileError;
    use crate::workspace::task::{Backend, Once, no_waker};

    /// A test export: a counter of parts whose thread waits for its cancel
    /// when asked to.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    struct Numbers {
        wait: bool,
    }

    #[derive(Debug, thiserror::Error)]
    enum NumbersError {
        #[error("cancelled")]
        Cancelled,
        #[error(transparent)]
        File(#[from] FileError),
        #[error(transparent)]
        Task(#[from] TaskError),
    }

    impl Failure for NumbersError {
        fn is_cancelled(&self) -> bool {
            matches!(self, NumbersError::Cancelled)
        }
    }

    impl ExportOptions for Numbers {
        type Asked = Numbers;
        type Label = u8;
        type Written = usize;
        type Failure = NumbersError;
        type Shared = Parts;
    }

    /// Polls until the export has ended and its cancelled threads are gone.
    fn end(e: &mut ExportJob<Numbers>) -> Option<Ended<u8, usize, NumbersError>> {
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut ended = None;
        while e.is_running() || e.stopping() > 0 {
            ended = e.poll().or(ended);
            assert!(Instant::now() < deadline, "the export never ended");
            std::thread::sleep(Duration::from_millis(1));
        }
        ended
    }

    fn start(e: &mut ExportJob<Numbers>, label: u8, waker: &Waker) {
        let wait = e.choice().wait;
        e.spawn_steps(label, "numbers", waker, move |p| {
            let p = Arc::clone(p);
            Once::new(move || numbers(&p, wait, label))
        })
        .expect("a thread starts");
    }

    /// The test export's work: it reports, waits for its cancel when asked
    /// to, and ends as its label says.
    fn numbers(p: &Parts, wait: bool, label: u8) -> Result<usize, NumbersError> {
        p.report(3, 4);
        while wait && !p.progress.is_cancelled() {
            std::thread::sleep(Duration::from_millis(1));
        }
        // Label 9 had written its file before its cancel arrived.
        if label == 9 {
            return Ok(90);
        }
        if p.progress.is_cancelled() || label == 1 {
            return Err(NumbersError::Cancelled);
        }
        if label == 0 {
            let path = PathBuf::from("big");
            return Err(FileError::TooLarge {
                path,
                size: 2,
                limit: 1,
            }
            .into());
        }
        Ok(usize::from(label) * 10)
    }

    #[test]
    fn test_an_export_tells_written_cancelled_and_failed_apart() {
        for backend in [Backend::Threads, Backend::Slices] {
            let waker = no_waker().on(backend);
            let mut e = ExportJob::<Numbers>::default();
            start(&mut e, 4, &waker);
            assert!(matches!(end(&mut e), Some(Ended::Written(40))));
            e.choice_mut().wait = true;
            start(&mut e, 7, &waker);
            let status = e.status().expect("running");
            assert_eq!(status.what, 7);
            assert_eq!(e.cancel(), Some(7));
            assert!(!e.is_running());
            assert_eq!(e.stopping(), 1);
            assert!(e.status().is_none());
            // A cancelled export says nothing more once its thread ends.
            assert!(end(&mut e).is_none());
            e.choice_mut().wait = false;
            start(&mut e, 0, &waker);
            assert!(matches!(
                end(&mut e),
                Some(Ended::Failed(NumbersError::File(
                    FileError::TooLarge { .. }
                )))
            ));
            // Work that stops itself as cancelled ends as cancelled, named.
            start(&mut e, 1, &waker);
            assert!(matches!(end(&mut e), Some(Ended::Cancelled(1))));
            // A cancel that came after the file was written: it is told.
            e.choice_mut().wait = true;
            start(&mut e, 9, &waker);
            assert_eq!(e.cancel(), Some(9));
            assert!(matches!(end(&mut e), Some(Ended::Written(90))));
            e.choice_mut().wait = false;
            assert_eq!(waker.holders(), 1, "{backend:?}: nothing left");
        }
    }

    #[test]
    fn test_the_dialog_awaited_is_taken_once() {
        let mut e = ExportJob::<Numbers>::default();
        e.set_open(true);
        assert!(e.is_open());
        e.await_export(Numbers { wait: true });
        assert_eq!(e.awaiting(), Some(Numbers { wait: true }));
        assert_eq!(e.take_awaiting(), Some(Numbers { wait: true }));
        assert_eq!(e.take_awaiting(), None);
    }
}
