//! The whole game for one colour: four pieces from the start field home under
//! the standard rules, with every roll chosen (the shortest and the quickest
//! game) or left to the die (an ordinary game, exactly and simulated).
//!
//! No user interface and no printing: results are typed data that a player
//! view, a figure or the command line presents. Long computations take a
//! [`Progress`](crate::solver::Progress) for a live counter and cancel.
//!
//! * [`GameState`], [`Place`], [`Move`] — positions and moves.
//! * [`GameRules`] — legal moves and their lengths; the rules are written out
//!   in full in that module's documentation.
//! * [`StateSpace`] — every reachable position, ordered so that moves go forward.
//! * [`shortest_game`], [`quickest_game`] — exact dynamic programmes over it
//!   ([`BestRun`]: the same, resumable).
//! * [`CostToGo`] — the shortest game's value of every position, to score a game.
//! * [`game_expectation`], [`piece_expectations`] — an ordinary game, exactly.
//! * [`Die`] — the seeded die every game played by dice rolls.
//! * [`simulate`], [`random_game`] — ordinary games played by a seeded die.
//! * [`random_play`] — all of an ordinary game's figures in one call.
//! * [`Game`] — a played game roll by roll, for playback.
//! * [`fair_optimum`], [`fair_die`] — the best player with a fair die, exactly.

mod backward;
mod best_run;
mod die;
mod fair;
mod optimal;
mod ordinary;
mod passes;
mod play_run;
mod random;
mod record;
mod rules;
mod simulate;
mod space;
mod state;
mod to_go;
mod to_go_run;
mod walk;

pub use best_run::BestRun;
pub use die::{Die, MAX_ROLLS, random_seed};
pub use fair::{
    FairDie, FairOptimum, FairRun, FairSimRun, FairSolve, MoveChoice, PieceOptimum, PositionError,
    fair_die, fair_game, fair_optimum, parse_position, piece_optima, position_text, simulate_fair,
};
pub use optimal::{
    ChosenGame, IndependentOptimum, Objective, best_game, quickest_game, shortest_game,
};
pub use ordinary::{PlayStage, RandomPlay, random_play};
pub use play_run::{PlayOut, PlayRun};
pub use random::{GameExpectation, PieceExpectation, game_expectation, piece_expectations};
pub use record::{Game, GameRoll, GameStep, PieceRecord, Recorder};
pub use rules::{DIE_FACES, EXIT_FACE, GameRules};
pub use simulate::{Histogram, MAX_GAMES, Simulation, random_game, simulate};
pub use space::{DENSE_SIZE, StateSpace};
pub use state::{GameState, Move, Moves, PIECES, Place, TileIter};
pub use to_go::{CostToGo, ToGoOption};
pub use to_go_run::ToGoRun;
pub use walk::Walk;

use crate::model::RulesError;
use crate::solver::Cancelled;

/// Why a game could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// Settings that cannot be played.
    Rules(#[from] RulesError),
    /// Cancelled by the user.
    Cancelled(#[from] Cancelled),
    /// A number of pieces other than 1..=4.
    Pieces(u8),
    /// A number of simulated games out of range.
    Games(u64),
    /// A position from which no game ends (a broken rule set; the rules here
    /// always leave a way home).
    NoGame,
}
