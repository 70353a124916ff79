//! The command line's one worker loop: the work runs on a named thread while
//! one status line on stderr (on a terminal only) is refreshed every
//! [`PROGRESS_INTERVAL`]; the result is taken the moment it arrives, not at
//! the next refresh, and a thread that cannot start or panics is a
//! [`TaskError`], worded as the window words it.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use crate::output::ProgressLine;
use crate::workspace::TaskError;

/// How often the status line is refreshed.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(200);

/// Runs `work` on a thread called `name` while `status` refreshes one line
/// on stderr (only on a terminal); returns as soon as the work is done.
pub(super) fn with_progress<T: Send>(
    name: &str,
    work: impl FnOnce() -> T + Send,
    status: impl Fn() -> String,
) -> Result<T, TaskError> {
    let stopped = || TaskError::Panicked {
        name: name.to_owned(),
    };
    std::thread::scope(|scope| {
        let (done, result) = mpsc::channel();
        let worker = std::thread::Builder::new()
            .name(name.to_owned())
            .spawn_scoped(scope, move || {
                done.send(work()).ok();
            })
            .map_err(|source| TaskError::Spawn {
                name: name.to_owned(),
                source,
            })?;
        let line = ProgressLine::new(false);
        let outcome = loop {
            match result.recv_timeout(PROGRESS_INTERVAL) {
                Ok(value) => break Ok(value),
                Err(RecvTimeoutError::Timeout) => {
                    if line.is_live() {
                        line.show(&status());
                    }
                }
                Err(RecvTimeoutError::Disconnected) => break Err(stopped()),
            }
        };
        line.finish();
        // Joined here, so a panic in the worker is reported, not re-raised.
        worker.join().map_err(|_| stopped())?;
        outcome
    })
}
