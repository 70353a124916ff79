//! [`Keyed`]: "compute once per key on a background job, keep the result or
//! the failure, report a status", written once. A feature asks for a key
//! ([`Keyed::request`]: kept if it is computed, failed or being computed,
//! else started as a [`Job`]); the owner polls once a frame
//! ([`Keyed::poll`]); a view reads one [`Status`] — idle, running with its
//! progress, ready, failed — and never learns whether a thread or the
//! window's frames ran the work. Dropping the holder (or forgetting a key)
//! cancels the key's job.
//!
//! Which keys stay is the holder's [`Keep`]: every key (the lesson's facts,
//! the class's questions), every key's result but one job at a time (the
//! Game view's games), or only the latest key (the Play mode's solves, per
//! set of rules).
//!
//! CITE: hello_egui's `egui_suspense` (`EguiSuspense`: loading, failed,
//! ready) for the status; [`Job`] for cancel and join.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::sync::Arc;
use std::time::Duration;

use super::{Job, JobError, Stop};
use crate::solver::Progress;
use crate::workspace::task::{Once, Steps, TaskError, Waker};

/// Which keys a [`Keyed`] keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Keep {
    /// Every key asked for, each computed on its own job at once.
    #[default]
    All,
    /// Every key's result or failure, but one job at a time: asking for a
    /// key not kept cancels the job of any other.
    AllOneJob,
    /// Only the key asked for last: asking for another drops the result,
    /// the failure or the job of every other.
    Latest,
}

/// Where a key's computation is.
#[derive(Debug)]
pub enum Status<'a, T, E = JobError, P = Progress> {
    /// Nobody asked for it (or it was forgotten).
    Idle,
    /// Being computed.
    Running {
        /// What the job shares with its work (its live counters).
        progress: &'a P,
        /// Time since it started.
        elapsed: Duration,
    },
    /// Computed.
    Ready(&'a T),
    /// It could not be computed: why.
    Failed(&'a E),
}

impl<T, E, P> Clone for Status<'_, T, E, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, E, P> Copy for Status<'_, T, E, P> {}

impl<'a, T, E, P> Status<'a, T, E, P> {
    /// The result, once computed.
    #[must_use]
    pub fn ready(self) -> Option<&'a T> {
        match self {
            Status::Ready(value) => Some(value),
            _ => None,
        }
    }

    /// Is it being computed?
    #[must_use]
    pub fn is_running(self) -> bool {
        matches!(self, Status::Running { .. })
    }
}

/// One key's computation.
enum Entry<T, E, P> {
    Running(Job<Result<T, E>, P>),
    Ready(T),
    Failed(E),
}

impl<T, E, P> Entry<T, E, P> {
    fn from_result(result: Result<T, E>) -> Self {
        match result {
            Ok(value) => Entry::Ready(value),
            Err(why) => Entry::Failed(why),
        }
    }
}

/// Results and failures by key, and the jobs computing them; see the
/// module docs.
pub struct Keyed<K, T, E = JobError, P = Progress> {
    keep: Keep,
    entries: HashMap<K, Entry<T, E, P>>,
    /// The key asked for last.
    latest: Option<K>,
}

impl<K, T, E, P> Default for Keyed<K, T, E, P> {
    /// Every key kept.
    fn default() -> Self {
        Keyed::new(Keep::All)
    }
}

impl<K: fmt::Debug, T, E, P> fmt::Debug for Keyed<K, T, E, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let running = self.entries.values();
        let running = running.filter(|e| matches!(e, Entry::Running(_)));
        f.debug_struct("Keyed")
            .field("keep", &self.keep)
            .field("keys", &self.entries.len())
            .field("running", &running.count())
            .field("latest", &self.latest)
            .finish()
    }
}

impl<K, T, E, P> Keyed<K, T, E, P> {
    /// Nothing computed yet; keys kept as `keep` says.
    #[must_use]
    pub fn new(keep: Keep) -> Self {
        Keyed {
            keep,
            entries: HashMap::new(),
            latest: None,
        }
    }
}

impl<K, T, E, P> Keyed<K, T, E, P>
where
    K: Copy + Eq + Hash,
    T: Send + 'static,
    E: From<TaskError> + Send + 'static,
    P: Stop + Default,
{
    /// Asks for `key`: kept if computed, failed or being computed, else
    /// `work` runs as a job called `name` with fresh progress (after the
    /// other keys that [`Keep`] does not keep are dropped, their jobs
    /// cancelled). True if a job started.
    pub fn request<W: Into<E>>(
        &mut self,
        key: K,
        name: &str,
        waker: &Waker,
        work: impl FnOnce(&Arc<P>) -> Result<T, W> + Send + 'static,
    ) -> bool {
        self.request_steps(key, name, waker, |p| {
            let p = Arc::clone(p);
            Once::new(move || work(&p).map_err(Into::into))
        })
    }

    /// Asks for `key` as [`Keyed::request`] does, computed by resumable
    /// work that `start` builds from fresh progress.
    pub fn request_steps<S: Steps<Output = Result<T, E>>>(
        &mut self,
        key: K,
        name: &str,
        waker: &Waker,
        start: impl FnOnce(&Arc<P>) -> S,
    ) -> bool {
        self.latest = Some(key);
        if self.entries.contains_key(&key) {
            return false;
        }
        // Dropping a job cancels it (and joins its thread).
        match self.keep {
            Keep::All => {}
            Keep::AllOneJob => self.entries.retain(|_, e| !matches!(e, Entry::Running(_))),
            Keep::Latest => self.entries.clear(),
        }
        let entry = match Job::spawn_steps(name, waker, P::default(), start) {
            Ok(job) => Entry::Running(job),
            Err(e) => Entry::Failed(e.into()),
        };
        self.entries.insert(key, entry);
        true
    }

    /// Stores `value` as `key`'s result, computed elsewhere, unless `key`
    /// has one already (a job computing it is dropped, so cancelled). The
    /// key asked for last stays as it was. True if stored.
    pub fn offer(&mut self, key: K, value: T) -> bool {
        if matches!(self.entries.get(&key), Some(Entry::Ready(_))) {
            return false;
        }
        match self.keep {
            Keep::All => {}
            Keep::AllOneJob => self.entries.retain(|_, e| !matches!(e, Entry::Running(_))),
            Keep::Latest => self.entries.retain(|k, _| *k == key),
        }
        self.entries.insert(key, Entry::Ready(value));
        true
    }

    /// Takes in finished jobs' results and failures; true if any arrived.
    pub fn poll(&mut self) -> bool {
        let mut arrived = false;
        for entry in self.entries.values_mut() {
            if let Entry::Running(job) = entry
                && let Some(result) = job.poll_result()
            {
                *entry = Entry::from_result(result);
                arrived = true;
            }
        }
        arrived
    }

    /// Waits up to `timeout` for `key` (for tests, the command line and the
    /// handouts; the window polls instead).
    pub fn wait(&mut self, key: K, timeout: Duration) -> Status<'_, T, E, P> {
        if let Some(entry) = self.entries.get_mut(&key)
            && let Entry::Running(job) = entry
            && let Some(result) = job.wait_timeout(timeout)
        {
            *entry = Entry::from_result(result.unwrap_or_else(|e| Err(e.into())));
        }
        self.get(key)
    }

    /// Where `key` is.
    #[must_use]
    pub fn get(&self, key: K) -> Status<'_, T, E, P> {
        match self.entries.get(&key) {
            None => Status::Idle,
            Some(Entry::Running(job)) => Status::Running {
                progress: job.progress(),
                elapsed: job.elapsed(),
            },
            Some(Entry::Ready(value)) => Status::Ready(value),
            Some(Entry::Failed(why)) => Status::Failed(why),
        }
    }

    /// The key asked for last.
    #[must_use]
    pub fn latest_key(&self) -> Option<K> {
        self.latest
    }

    /// Where the key asked for last is ([`Status::Idle`] before any).
    #[must_use]
    pub fn latest(&self) -> Status<'_, T, E, P> {
        self.latest.map_or(Status::Idle, |key| self.get(key))
    }

    /// Cancels (and forgets) the jobs still running whose key `unwanted`
    /// picks, such as a bound the slider has already left.
    pub fn forget_running(&mut self, unwanted: impl Fn(&K) -> bool) {
        self.entries
            .retain(|key, e| !(matches!(e, Entry::Running(_)) && unwanted(key)));
    }

    /// How many jobs are running.
    #[must_use]
    pub fn running(&self) -> usize {
        let entries = self.entries.values();
        entries.filter(|e| matches!(e, Entry::Running(_))).count()
    }

    /// Is any job running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.running() > 0
    }
}

#[cfg(test)]
mod tests;
