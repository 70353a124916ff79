//! The fair die's game as the Play mode holds it: the student's
//! [`FairPlay`] and the optimum that scores it (solved on a background job,
//! [`solve`]), the best player's game with the same dice, a game started
//! (the round's going on where its team got to), the die rolled after a
//! choice and the choice taken back until then.

use super::{FairPlay, FairSolved, Play, PlayKind};
use std::sync::Arc;

use web_time::Instant;

use crate::game::{FairRun, Game, GameRules, fair_game};
use crate::model::Rules;
use crate::solver::Progress;
use crate::workspace::job::{JobError, Resumed, Status};
use crate::workspace::task::Steps;

impl Play {
    /// Can the fair die's last choice be taken back now?
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.kind == PlayKind::Fair && self.fair.as_ref().is_some_and(FairPlay::can_undo)
    }

    /// Is the fair die waiting to be rolled after a choice?
    #[must_use]
    pub fn is_roll_due(&self) -> bool {
        self.kind == PlayKind::Fair && self.fair().is_some_and(|(f, s)| f.is_roll_due(&s.optimum))
    }

    /// The fair-die optimum's state.
    #[must_use]
    pub fn status(&self) -> Status<'_, FairSolved> {
        self.solving.latest()
    }

    /// The student's fair-die game and the optimum that scores it.
    #[must_use]
    pub fn fair(&self) -> Option<(&FairPlay, &FairSolved)> {
        Some((self.fair.as_ref()?, self.solving.latest().ready()?))
    }

    /// The best player's game with the student's dice (none while a class
    /// round hides it, see [`Self::hides_best`]).
    #[must_use]
    pub fn best_game(&self) -> Option<&Game> {
        self.best_game.as_ref().filter(|_| !self.hides_best())
    }

    /// The fair-die game played to its end under `rules`, if there is one.
    #[must_use]
    pub fn finished_fair_game(&self, rules: &Rules) -> Option<Game> {
        let (f, s) = self.fair()?;
        (s.rules == *rules && f.is_finished(&s.optimum)).then(|| f.game(&s.optimum, usize::MAX))
    }

    /// A fair-die game from the start with the current seed (once solved);
    /// the round's game goes on where its team got to.
    pub(super) fn new_fair(&mut self) {
        self.end_replay();
        let round_game = self.is_round_dice();
        let Some(s) = self.solving.latest().ready() else {
            self.fair = None;
            return;
        };
        let mut fair = FairPlay::new(&s.optimum, self.seed);
        if round_game && let Some(r) = &mut self.round {
            r.replay_turn(&mut fair, &s.optimum);
        }
        if fair.is_finished(&s.optimum) {
            self.replay = fair.rolls().len();
        }
        self.fair = Some(fair);
        self.best_game = fair_game(&s.optimum, self.seed).ok();
    }

    pub(super) fn roll_die(&mut self) {
        let Some(s) = self.solving.latest().ready() else {
            return;
        };
        if self.kind == PlayKind::Fair
            && let Some(f) = &mut self.fair
            && f.roll(&s.optimum)
            && f.is_finished(&s.optimum)
        {
            self.replay = f.rolls().len();
        }
    }
}

/// Solves the fair-die optimum and the ordinary player for `rules` as
/// resumable work (in slices on the page, on a thread natively), publishing
/// the walk's positions as `expanded` and the solved ones as `calls` on
/// `progress`.
pub(super) fn solve(
    rules: Rules,
    progress: &Arc<Progress>,
) -> impl Steps<Output = Result<FairSolved, JobError>> + use<> {
    let mut run = GameRules::new(&rules).map(|r| FairRun::new(&r));
    Resumed::new(
        progress,
        move |progress: &Progress, until: Option<Instant>| match &mut run {
            Ok(run) => Some(run.resume(progress, until)?.map(|s| FairSolved {
                rules,
                optimum: Arc::new(s.optimum),
                ordinary: s.ordinary,
            })),
            Err(e) => Some(Err(e.clone())),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::job::{Keep, Keyed};
    use crate::workspace::task::{Backend, no_waker};

    /// On the web's backend the fair die's optimum is solved in slices:
    /// after one poll it is still being solved, its counters live, and it
    /// ends with what one run computes. (It used to be one closure: the
    /// first poll ran all of it, the page frozen meanwhile.)
    #[test]
    fn test_in_slices_the_optimum_is_solved_over_many_polls_with_live_counters() {
        let waker = no_waker().on(Backend::Slices);
        let mut solving: Keyed<Rules, FairSolved> = Keyed::new(Keep::Latest);
        let rules = Rules::paper();
        solving.request_steps(rules, "maedn-play", &waker, |p| solve(rules, p));
        solving.poll();
        let Status::Running { progress, .. } = solving.get(rules) else {
            panic!("still running after one poll");
        };
        assert!(progress.snapshot().expanded > 0, "the walk's count is live");
        let mut polls = 1;
        while solving.is_running() {
            solving.poll();
            polls += 1;
        }
        let s = solving.get(rules).ready().expect("solved");
        let one = FairRun::run(
            &GameRules::new(&rules).expect("rules"),
            &Progress::default(),
        )
        .expect("one go");
        assert!(polls > 2, "{polls} polls");
        assert_eq!(s.optimum.units(), one.optimum.units());
        assert_eq!(s.optimum.units_sd(), one.optimum.units_sd());
        assert_eq!(s.ordinary.units, one.ordinary.units);
    }
}
