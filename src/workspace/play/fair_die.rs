//! The fair die's game as the Play mode holds it: the student's
//! [`FairPlay`] and the optimum that scores it (solved on a background job,
//! [`solve`]), the best player's game with the same dice, a game started
//! (the round's going on where its team got to), the die rolled after a
//! choice and the choice taken back until then.

use super::{FairPlay, FairSolved, Play, PlayKind};
use crate::game::{
    Game, GameError, GameRules, StateSpace, fair_game, fair_optimum, game_expectation,
};
use crate::model::Rules;
use crate::solver::Progress;
use crate::workspace::job::Status;

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

/// Solves the fair-die optimum and the ordinary player for `rules`,
/// publishing the walk's positions as `expanded` and the solved ones as
/// `calls` on `progress`.
pub(super) fn solve(rules: Rules, progress: &Progress) -> Result<FairSolved, GameError> {
    let game_rules = GameRules::new(&rules)?;
    let space = StateSpace::explore(&game_rules, progress)?;
    let ordinary = game_expectation(&space, progress)?;
    let optimum = fair_optimum(space, progress)?;
    Ok(FairSolved {
        rules,
        optimum: std::sync::Arc::new(optimum),
        ordinary,
    })
}
