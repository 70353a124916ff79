//! The exact solution as a picture ([`RetroView`]): every tile's shortest
//! remaining distance to each goal, solved backwards
//! ([`crate::solver::retro_all`]). It takes microseconds, so it is computed
//! when shown, not on a background job.

use crate::model::Rules;
use crate::solver::{Retro, retro_all};
use crate::workspace::job::JobError;

/// The four goals' maps under the rules they were solved for.
#[derive(Debug, Default)]
pub struct RetroView {
    retro: Option<Retro>,
    error: Option<JobError>,
}

impl RetroView {
    /// The maps, once solved.
    #[must_use]
    pub fn retro(&self) -> Option<&Retro> {
        self.retro.as_ref()
    }

    /// Why the rules could not be solved, if they could not.
    #[must_use]
    pub fn error(&self) -> Option<&JobError> {
        self.error.as_ref()
    }

    /// Solves under `rules` unless already solved for them.
    pub(super) fn refresh(&mut self, rules: &Rules) {
        if self.retro.as_ref().is_some_and(|r| r.rules == *rules) {
            return;
        }
        match retro_all(rules) {
            Ok(r) => {
                self.retro = Some(r);
                self.error = None;
            }
            Err(e) => {
                self.retro = None;
                self.error = Some(e.into());
            }
        }
    }
}
