//! Resumable work ([`Steps`]): stepped until it is done, each step saying how
//! far it got ([`Step`]); a closure is work in one step ([`Once`]). The
//! contract a step keeps is in the module docs of [`super`].

use std::marker::PhantomData;

use web_time::Instant;

/// How far one step of resumable work got.
#[derive(Debug, PartialEq, Eq)]
pub enum Step<T> {
    /// The work is done: its result.
    Done(T),
    /// More remains (the deadline came, or the work is not ready yet).
    Yield,
    /// More remains, but nothing can be done until the owner acts (a paused
    /// search waits for resume or cancel): in slices the owner is not woken
    /// for it, so an idle window stays idle; its next poll steps again.
    Wait,
}

/// Resumable work: stepped until it is done, on a thread of its own or in
/// slices of the owner's frames; see the module docs for the contract.
pub trait Steps: Send + 'static {
    /// What the work computes.
    type Output: Send + 'static;

    /// Does more of the work: until `until` when there is a deadline (then
    /// it never blocks; pausing is yielding), else to the end if it can.
    /// Never called again after it returned [`Step::Done`].
    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output>;
}

/// A closure as work in one step.
pub struct Once<F, T> {
    work: Option<F>,
    output: PhantomData<fn() -> T>,
}

impl<F: FnOnce() -> T + Send + 'static, T: Send + 'static> Once<F, T> {
    /// The work `work` does when called.
    pub fn new(work: F) -> Once<F, T> {
        Once {
            work: Some(work),
            output: PhantomData,
        }
    }
}

impl<F: FnOnce() -> T + Send + 'static, T: Send + 'static> Steps for Once<F, T> {
    type Output = T;

    fn step(&mut self, _until: Option<Instant>) -> Step<T> {
        // Taken once: the backends never step work that is done.
        self.work
            .take()
            .map_or(Step::Yield, |work| Step::Done(work()))
    }
}
