//! The fair-die optimum's backward programme ([`OptimumTables`]): the
//! Bellman equation of the module docs of [`super`] filled in one position
//! at a time, so that [`super::fair_optimum`] and the sliced [`super::FairRun`]
//! run the same pass.

use std::time::Duration;

use super::{FairOptimum, NO_MOVE};
use crate::game::GameError;
use crate::game::backward::Visit;
use crate::game::rules::DIE_FACES;
use crate::game::space::StateSpace;
use crate::game::state::GameState;

/// The optimum's tables while the pass fills them.
#[derive(Debug)]
pub(in crate::game) struct OptimumTables {
    value: Vec<f64>,
    second: Vec<f64>,
    rolls: Vec<f64>,
    rolls_second: Vec<f64>,
    choice: Vec<[u8; DIE_FACES as usize]>,
}

impl OptimumTables {
    /// Empty tables for `space`.
    pub(in crate::game) fn new(space: &StateSpace) -> OptimumTables {
        let n = space.len();
        OptimumTables {
            value: vec![0.0; n],
            second: vec![0.0; n],
            rolls: vec![0.0; n],
            rolls_second: vec![0.0; n],
            choice: vec![[NO_MOVE; DIE_FACES as usize]; n],
        }
    }

    /// The optimum over `space` from the filled tables; `elapsed` is the
    /// pass's time.
    pub(in crate::game) fn optimum(self, space: StateSpace, elapsed: Duration) -> FairOptimum {
        FairOptimum {
            space,
            value: self.value,
            second: self.second,
            rolls: self.rolls,
            rolls_second: self.rolls_second,
            choice: self.choice,
            elapsed,
        }
    }
}

impl Visit for OptimumTables {
    fn visit(&mut self, space: &StateSpace, i: usize, state: GameState) -> Result<(), GameError> {
        let rules = space.rules();
        if rules.is_finished(state) {
            return Ok(());
        }
        let OptimumTables {
            value,
            second,
            rolls,
            rolls_second,
            choice,
        } = self;
        let mut legal = 0u32;
        let (mut sum_e, mut sum_q, mut sum_r, mut sum_s) = (0.0, 0.0, 0.0, 0.0);
        for die in 1..=DIE_FACES {
            // (index in legal_moves, length, next position, length + E*(next)).
            let mut best: Option<(usize, f64, usize, f64)> = None;
            for (k, mv) in rules.legal_moves(state, die).iter().enumerate() {
                let j = space.position(state.apply(*mv)).ok_or(GameError::NoGame)?;
                let l = rules.length(*mv);
                let candidate = l + value[j];
                if best.is_none_or(|(.., b)| candidate < b) {
                    best = Some((k, l, j, candidate));
                }
            }
            let Some((k, l, j, e)) = best else { continue };
            if let Some(slot) = choice[i].get_mut(usize::from(die - 1)) {
                *slot = u8::try_from(k).unwrap_or(NO_MOVE);
            }
            legal += 1;
            sum_e += e;
            sum_q += l * l + 2.0 * l * value[j] + second[j];
            sum_r += rolls[j];
            sum_s += 1.0 + 2.0 * rolls[j] + rolls_second[j];
        }
        if legal == 0 {
            return Err(GameError::NoGame);
        }
        let legal_f = f64::from(legal);
        let lost = f64::from(DIE_FACES) - legal_f;
        value[i] = sum_e / legal_f;
        second[i] = sum_q / legal_f;
        rolls[i] = (f64::from(DIE_FACES) + sum_r) / legal_f;
        rolls_second[i] = (sum_s + lost * (1.0 + 2.0 * rolls[i])) / legal_f;
        Ok(())
    }
}
