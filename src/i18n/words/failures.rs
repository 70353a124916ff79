//! Why a computation produced no result, in the reader's language: a count
//! of the ways home, a recorded search tree and a subtree searched again, a
//! sweep's range, the whole game. Each error's `Display` (the command
//! line's) is its English here.
//!
//! A sweep's bounds and solves are grouped in the window and written as
//! typed in the command line's English (`--to 2000`, at most 1000 solves):
//! [`Tr::typed_arg`].

use super::{cancelled, goal_letter, rules_error, tile_ref, tile_ref_head};
use crate::game::{GameError, MAX_GAMES};
use crate::i18n::{Tr, count_arg};
use crate::solver::{
    AttachError, CountError, MAX_SWEEP_BOUND, MAX_SWEEP_SOLVES, SweepError, TreeError,
};
use crate::tr;

/// Why the ways home could not be counted.
#[must_use]
pub fn count_error(tr: &Tr, e: &CountError) -> String {
    match e {
        CountError::Rules(e) => rules_error(tr, e),
        CountError::Cancelled(c) => cancelled(tr, c),
        CountError::Overflow(tile) => {
            tr!(tr, "job-error-count-overflow", tile = tile_ref(tr, *tile))
        }
        CountError::TooManyRadicals => tr!(tr, "job-error-count-radicals"),
        CountError::StartPastGoal { start, goal } => tr!(
            tr,
            "job-error-count-past-goal",
            start = tile_ref_head(tr, *start),
            goal = goal_letter(*goal)
        ),
    }
}

/// Why a search tree could not be recorded.
#[must_use]
pub fn tree_error(tr: &Tr, e: &TreeError) -> String {
    match e {
        TreeError::Cancelled(c) => cancelled(tr, c),
        TreeError::TooManyNodes { limit } => tr!(
            tr,
            "job-error-tree-too-many",
            limit = count_arg(*limit as u64)
        ),
    }
}

/// Why a subtree searched again could not be grafted onto the tree.
#[must_use]
pub fn attach_error(tr: &Tr, e: &AttachError) -> String {
    tr!(tr, "job-error-attach", node = count_arg(u64::from(e.node)))
}

/// Why a sweep's range cannot be run.
#[must_use]
pub fn sweep_error(tr: &Tr, e: &SweepError) -> String {
    let n = |v: u32| tr.typed_arg(u64::from(v));
    match e {
        SweepError::EmptyRange { from, to } => {
            tr!(tr, "error-sweep-empty", from = n(*from), to = n(*to))
        }
        SweepError::ZeroStep => tr!(tr, "error-sweep-zero-step"),
        SweepError::TooMany {
            from,
            to,
            step,
            count,
        } => tr!(
            tr,
            "error-sweep-too-many",
            from = n(*from),
            to = n(*to),
            step = n(*step),
            count = tr.typed_arg(*count),
            max = tr.typed_arg(MAX_SWEEP_SOLVES)
        ),
        SweepError::TooLarge { bound } => tr!(
            tr,
            "error-sweep-too-large",
            bound = n(*bound),
            max = n(MAX_SWEEP_BOUND)
        ),
    }
}

/// Why the whole game could not be computed, or a number of games was refused.
#[must_use]
pub fn game_error(tr: &Tr, e: &GameError) -> String {
    match e {
        GameError::Rules(e) => rules_error(tr, e),
        GameError::Cancelled(c) => cancelled(tr, c),
        GameError::Pieces(p) => tr!(tr, "game-error-pieces", pieces = count_arg(u64::from(*p))),
        GameError::Games(g) => tr!(
            tr,
            "game-error-games",
            games = count_arg(*g),
            max = count_arg(MAX_GAMES)
        ),
        GameError::NoGame => tr!(tr, "game-error-no-game"),
    }
}

super::english_display!(
    CountError => count_error,
    TreeError => tree_error,
    AttachError => attach_error,
    SweepError => sweep_error,
    GameError => game_error,
);
