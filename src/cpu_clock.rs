//! The clock the benchmarks measure with: CPU time of this process, of this
//! thread or of the child processes waited for. Unlike the wall clock it
//! stands still while other programs have the processor, so the ratio of two
//! CPU times does not change when the machine is busy. Also the machine's
//! load, printed beside a result. Where the system offers no CPU clock (not
//! unix), the wall clock stands in, and [`Stopwatch::clock`] says so.

use std::fmt;
use std::time::Duration;

use web_time::Instant;

/// Whose CPU time a [`Stopwatch`] measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// This process, all its threads.
    Process,
    /// The calling thread.
    Thread,
    /// The child processes that ended and were waited for.
    Children,
}

/// The clock a measurement was taken with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// CPU time.
    Cpu,
    /// Wall time: this system offers no CPU clock.
    Wall,
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Clock::Cpu => "CPU time",
            Clock::Wall => "wall time (no CPU clock on this system: a busy machine skews it)",
        })
    }
}

/// A measurement in progress.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    scope: Scope,
    cpu: Option<Duration>,
    wall: Instant,
}

impl Stopwatch {
    /// Starts measuring `scope`'s CPU time from now.
    #[must_use]
    pub fn start(scope: Scope) -> Stopwatch {
        Stopwatch {
            scope,
            cpu: cpu_time(scope),
            wall: Instant::now(),
        }
    }

    /// The clock this stopwatch reads.
    #[must_use]
    pub fn clock(&self) -> Clock {
        if self.cpu.is_some() {
            Clock::Cpu
        } else {
            Clock::Wall
        }
    }

    /// The time since the start, on [`Stopwatch::clock`].
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        match (self.cpu, cpu_time(self.scope)) {
            (Some(start), Some(now)) => now.saturating_sub(start),
            _ => self.wall.elapsed(),
        }
    }
}

/// The CPU time `scope` has used so far, where the system tells it.
#[cfg(unix)]
fn cpu_time(scope: Scope) -> Option<Duration> {
    use nix::sys::resource::{UsageWho, getrusage};
    use nix::sys::time::TimeValLike as _;
    use nix::time::{ClockId, clock_gettime};
    match scope {
        Scope::Process => clock_gettime(ClockId::CLOCK_PROCESS_CPUTIME_ID)
            .ok()
            .map(Duration::from),
        Scope::Thread => clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID)
            .ok()
            .map(Duration::from),
        Scope::Children => {
            let usage = getrusage(UsageWho::RUSAGE_CHILDREN).ok()?;
            let micros =
                usage.user_time().num_microseconds() + usage.system_time().num_microseconds();
            u64::try_from(micros).ok().map(Duration::from_micros)
        }
    }
}

/// No CPU clock here: the wall clock stands in.
#[cfg(not(unix))]
fn cpu_time(_scope: Scope) -> Option<Duration> {
    None
}

/// The number of processes running or waiting to run, averaged over the last
/// minute (Linux's `/proc/loadavg`), where the system tells it.
#[must_use]
pub fn load_average() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// The load as printed beside a result: "load 3.42 on 2 cores".
#[must_use]
pub fn load_line() -> String {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    match load_average() {
        Some(load) => format!("load {load:.2} on {cores} cores"),
        None => format!("load unknown, {cores} cores"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Waiting costs no CPU: the benchmark's clock stands still while the
    /// process sleeps (as while other programs have the processor), where a
    /// wall clock would run on.
    #[test]
    #[cfg(unix)]
    fn test_the_clock_stands_still_while_the_process_waits() {
        // The process's clock counts every thread's work, and the test
        // harness runs other tests beside this one: only this thread's
        // clock can be asked to stand still here.
        assert_eq!(Stopwatch::start(Scope::Process).clock(), Clock::Cpu);
        let watch = Stopwatch::start(Scope::Thread);
        assert_eq!(watch.clock(), Clock::Cpu);
        std::thread::sleep(Duration::from_millis(300));
        assert!(watch.elapsed() < Duration::from_millis(150));
        // A child that waits costs nothing either; one that works does.
        let watch = Stopwatch::start(Scope::Children);
        let slept = std::process::Command::new("sleep").arg("0.3").status();
        if slept.is_ok_and(|s| s.success()) {
            assert!(watch.elapsed() < Duration::from_millis(150));
        }
        let mut x = 0u64;
        let watch = Stopwatch::start(Scope::Thread);
        while watch.elapsed() < Duration::from_millis(20) {
            x = std::hint::black_box(x.wrapping_add(1));
        }
        assert!(x > 0);
    }

    #[test]
    fn test_the_load_line_names_the_cores() {
        assert!(load_line().contains("cores"), "{}", load_line());
    }
}
