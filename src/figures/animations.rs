//! Which frames make an animation: the whole shortest game roll by roll
//! (`game`) and one piece's shortest path move by move (`piece-N`), each
//! frame a board figure built from the same scenes the window exports — the
//! Game view's board after each roll, the Step view's single path after each
//! move — with a caption naming the roll and its die, or the move and the
//! running total. Every number is computed by the engine here.
//!
//! Frame counts: `game` has one frame before the first roll and one after
//! each roll (rolls + 1); `piece-N` one frame with the piece on A and one
//! after each move (moves + 1).

use std::fmt;
use std::str::FromStr;

use super::named::{FigureError, FigureRequest, board_figure, solved_piece};
use super::scenes::game::game_scene;
use super::scenes::{paths_scene, tile_names};
use crate::game::{ChosenGame, GameRules, shortest_game};
use crate::i18n::words::{game_roll_line, rules as rules_line, settings as settings_line};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{Decoded, Problem, decode};
use crate::render::{Caption, Figure};
use crate::solver::{NoObserver, solve_problem};
use crate::tr;

/// The pieces a `piece-N` animation can follow.
pub const ANIMATED_PIECES: std::ops::RangeInclusive<u8> = 1..=4;

/// What an animation shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Animation {
    /// The whole shortest legal game, roll by roll, with the die.
    Game,
    /// One piece's shortest path, move by move, with the running total.
    Piece(u8),
}

impl fmt::Display for Animation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Animation::Game => f.write_str("game"),
            Animation::Piece(n) => write!(f, "piece-{n}"),
        }
    }
}

/// Why a name is not an animation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnimationNameError {
    /// Neither `game` nor `piece-N`.
    #[error("is not an animation: use game or piece-1 … piece-4")]
    Unknown,
    /// `piece-N` with N outside 1–4.
    #[error("names piece {0}: the pieces are 1 to 4")]
    Piece(String),
}

impl FromStr for Animation {
    type Err = AnimationNameError;

    /// `game` or `piece-1` … `piece-4`, exactly.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "game" {
            return Ok(Animation::Game);
        }
        let number = s
            .strip_prefix("piece-")
            .ok_or(AnimationNameError::Unknown)?;
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
            return Err(AnimationNameError::Unknown);
        }
        match number.parse::<u8>() {
            Ok(n) if ANIMATED_PIECES.contains(&n) => Ok(Animation::Piece(n)),
            _ => Err(AnimationNameError::Piece(number.to_owned())),
        }
    }
}

/// Every frame of `animation` under `request`'s settings, language and
/// theme, in order.
pub fn animation_frames(
    animation: Animation,
    request: &FigureRequest,
) -> Result<Vec<Figure>, FigureError> {
    match animation {
        Animation::Game => {
            let rules = GameRules::new(&request.settings.rules)?;
            let g = request.with_progress(|p| shortest_game(&rules, p))?;
            Ok(game_frames(&g, request))
        }
        Animation::Piece(piece) => {
            let d = piece_path(request, piece)?;
            Ok(piece_frames(&d, request))
        }
    }
}

/// The decoded shortest path of `piece` under `request`'s settings.
pub fn piece_path(request: &FigureRequest, piece: u8) -> Result<Decoded, FigureError> {
    let settings = &request.settings;
    let problem = Problem::piece(piece).ok_or(FigureError::NoPath(piece))?;
    let solution = request.with_progress(|p| solve_problem(settings, &problem, p, NoObserver))?;
    let solved = solved_piece(&solution, piece)?;
    decode(solved.board, &settings.rules).map_err(|_| FigureError::NoPath(piece))
}

/// The game's frames: before the first roll, then after each roll.
#[must_use]
pub fn game_frames(g: &ChosenGame, request: &FigureRequest) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    let rules = g.game.rules;
    (0..=g.game.rolls.len())
        .map(|n| {
            let mut scene = game_scene(g, n, tr).scene;
            scene.tile_names = tile_names(tr);
            scene.caption = Some(Caption {
                title: game_roll_line(&g.game, n, tr),
                lines: vec![rules_line(tr, &rules)],
            });
            board_figure(&format!("game-{n}"), &scene, request.look())
        })
        .collect()
}

/// The path's frames: the piece on A, then after each move, as the Step
/// view shows the one path.
#[must_use]
pub fn piece_frames(d: &Decoded, request: &FigureRequest) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    let rules = &request.settings.rules;
    let piece = d.piece.unwrap_or(0);
    let moves = d.visited.len().saturating_sub(1);
    (0..=moves)
        .map(|step| {
            let mut scene = paths_scene(rules, std::slice::from_ref(d), Some(0), step, tr).scene;
            scene.tile_names = tile_names(tr);
            scene.caption = Some(Caption {
                title: tr!(
                    tr,
                    "board-export-step-one",
                    piece = count_arg(u64::from(piece)),
                    step = count_arg(step as u64),
                    moves = count_arg(moves as u64),
                    units = units_arg(d.moved.get(step).copied().unwrap_or(0.0))
                ),
                lines: vec![settings_line(tr, &request.settings)],
            });
            board_figure(&format!("piece-{piece}-{step}"), &scene, request.look())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_names_parse_exactly() {
        assert_eq!("game".parse(), Ok(Animation::Game));
        assert_eq!("piece-3".parse(), Ok(Animation::Piece(3)));
        assert_eq!(
            "piece-5".parse::<Animation>(),
            Err(AnimationNameError::Piece("5".into()))
        );
        assert_eq!(
            "piece-0".parse::<Animation>(),
            Err(AnimationNameError::Piece("0".into()))
        );
        for bad in [
            "Game", "game ", "piece-", "piece-+1", "piece-1x", "search-1",
        ] {
            assert_eq!(bad.parse::<Animation>(), Err(AnimationNameError::Unknown));
        }
        assert_eq!(Animation::Piece(2).to_string(), "piece-2");
    }
}
