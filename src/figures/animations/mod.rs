//! Which frames make an animation: the whole shortest game roll by roll
//! (`game`), one piece's shortest path move by move (`piece-N`) and the
//! paper's search call by call (`search-N`), each frame a board figure built
//! from the same scenes the window exports — the Game view's board after
//! each roll, the Step view's single path after each move, the Solve view's
//! slow motion at each call — with a caption naming the roll and its die,
//! the move and the running total, or the call and its prune decision. Every
//! number is computed by the engine here. (`lesson-slide-N` names a slide;
//! the workspace, which knows the lesson, picks its frames from the
//! functions here.)
//!
//! Frame counts: `game` has one frame before the first roll and one after
//! each roll (rolls + 1); `piece-N` one frame with the piece on A and one
//! after each move (moves + 1); `search-N` one frame per call (N, fewer only
//! if the whole search makes fewer calls).

use std::fmt;
use std::str::FromStr;

mod search;

pub use search::{WatchedFrame, search_frames, watch_calls};

use super::request::{FigureError, FigureRequest, board_figure, framed, solved_piece};
use super::scenes::game::game_scene;
use super::scenes::lesson::{game_scene as brought_out_scene, whole_scene};
use super::scenes::{paths_scene, tile_names};
use crate::game::{ChosenGame, GameRules, shortest_game};
use crate::i18n::words::{game_roll_line, rules as rules_line, settings as settings_line};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{Decoded, Problem, Rules, decode};
use crate::render::{Caption, Figure};
use crate::solver::{Algorithm, NoObserver, Settings, solve_problem};
use crate::tr;

/// The pieces a `piece-N` animation can follow.
pub const ANIMATED_PIECES: std::ops::RangeInclusive<u8> = 1..=4;
/// The calls a `search-N` animation can show (one frame each).
pub const ANIMATED_CALLS: std::ops::RangeInclusive<u64> = 1..=5000;

/// What an animation shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Animation {
    /// The whole shortest legal game, roll by roll, with the die.
    Game,
    /// One piece's shortest path, move by move, with the running total.
    Piece(u8),
    /// The paper's search, its first N calls in slow motion with the prune
    /// decisions.
    Search(u64),
    /// A lesson slide's live part (numbered from 1), where it moves.
    LessonSlide(u8),
}

impl fmt::Display for Animation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Animation::Game => f.write_str("game"),
            Animation::Piece(n) => write!(f, "piece-{n}"),
            Animation::Search(n) => write!(f, "search-{n}"),
            Animation::LessonSlide(n) => write!(f, "lesson-slide-{n}"),
        }
    }
}

/// Why a name is not an animation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnimationNameError {
    /// None of `game`, `piece-N`, `search-N`, `lesson-slide-N`.
    #[error(
        "is not an animation: use game, piece-1 … piece-4, search-N (N calls) or lesson-slide-N"
    )]
    Unknown,
    /// `piece-N` with N outside 1–4.
    #[error("names piece {0}: the pieces are 1 to 4")]
    Piece(String),
    /// `search-N` with N outside [`ANIMATED_CALLS`].
    #[error("asks for {0} calls: a search animation shows 1 to 5000 calls")]
    Calls(String),
    /// `lesson-slide-0` or a number too large to be a slide.
    #[error("names slide {0}: the slides are numbered from 1")]
    Slide(String),
}

impl FromStr for Animation {
    type Err = AnimationNameError;

    /// `game`, `piece-1` … `piece-4`, `search-N` or `lesson-slide-N`,
    /// exactly (the slide's number is checked against the lesson where
    /// its frames are made).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "game" {
            return Ok(Animation::Game);
        }
        let digits = |prefix: &str| {
            s.strip_prefix(prefix)
                .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        };
        if let Some(n) = digits("piece-") {
            return match n.parse::<u8>() {
                Ok(p) if ANIMATED_PIECES.contains(&p) => Ok(Animation::Piece(p)),
                _ => Err(AnimationNameError::Piece(n.to_owned())),
            };
        }
        if let Some(n) = digits("search-") {
            return match n.parse::<u64>() {
                Ok(c) if ANIMATED_CALLS.contains(&c) => Ok(Animation::Search(c)),
                _ => Err(AnimationNameError::Calls(n.to_owned())),
            };
        }
        if let Some(n) = digits("lesson-slide-") {
            return match n.parse::<u8>() {
                Ok(k) if k >= 1 => Ok(Animation::LessonSlide(k)),
                _ => Err(AnimationNameError::Slide(n.to_owned())),
            };
        }
        Err(AnimationNameError::Unknown)
    }
}

/// Every frame of `animation` under `request`'s settings, language and
/// theme, in order. A lesson slide's frames are the workspace's to pick
/// (it knows the slides): here it is [`FigureError::Unknown`].
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
        Animation::Search(calls) => {
            // Only the paper's search has calls to watch, whatever algorithm
            // the settings name.
            let paper = Settings {
                algorithm: Algorithm::Paper,
                ..request.settings
            };
            let calls = request.with_progress(|p| watch_calls(&paper, calls, p))?;
            Ok(search_frames(&calls, &paper, request))
        }
        Animation::LessonSlide(_) => Err(FigureError::Unknown(animation.to_string())),
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
            scene.tile_names = tile_names(tr, scene.colour);
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
            scene.tile_names = tile_names(tr, scene.colour);
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

/// Several paths' frames, as the Step view shows all of them: each path so
/// far after each move (the longest path's moves + 1 frames).
#[must_use]
pub fn paths_frames(rules: &Rules, paths: &[Decoded], request: &FigureRequest) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    let moves = paths
        .iter()
        .map(|d| d.visited.len().saturating_sub(1))
        .max()
        .unwrap_or(0);
    (0..=moves)
        .map(|step| {
            let mut scene = paths_scene(rules, paths, None, step, tr).scene;
            scene.caption = Some(Caption {
                title: tr!(
                    tr,
                    "board-export-step-all",
                    paths = count_arg(paths.len() as u64),
                    step = count_arg(step as u64)
                ),
                lines: vec![rules_line(tr, rules)],
            });
            framed(&format!("paths-{step}"), scene, request)
        })
        .collect()
}

/// The lesson's first slide in motion: the pieces brought out of B one by
/// one (none, then 1 to 4), under the title `title`.
#[must_use]
pub fn brought_out_frames(rules: &Rules, title: &str, request: &FigureRequest) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    (0..=4u8)
        .map(|out| {
            let mut scene = brought_out_scene(out, rules, tr);
            scene.caption = Some(Caption {
                title: title.to_owned(),
                lines: vec![rules_line(tr, rules)],
            });
            framed(&format!("brought-out-{out}"), scene, request)
        })
        .collect()
}

/// The lesson's whole game in motion: every piece's way so far after each
/// roll (none, then 1 to all), the last move's length marked, under the
/// title `title`.
#[must_use]
pub fn whole_frames(g: &ChosenGame, title: &str, request: &FigureRequest) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    (0..=g.game.rolls.len())
        .map(|n| {
            let mut scene = whole_scene(&g.game, n, tr);
            scene.caption = Some(Caption {
                title: title.to_owned(),
                lines: vec![game_roll_line(&g.game, n, tr)],
            });
            framed(&format!("whole-{n}"), scene, request)
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
        assert_eq!("search-200".parse(), Ok(Animation::Search(200)));
        assert_eq!("lesson-slide-8".parse(), Ok(Animation::LessonSlide(8)));
        assert_eq!(
            "search-0".parse::<Animation>(),
            Err(AnimationNameError::Calls("0".into()))
        );
        assert_eq!(
            "search-5001".parse::<Animation>(),
            Err(AnimationNameError::Calls("5001".into()))
        );
        assert_eq!(
            "lesson-slide-0".parse::<Animation>(),
            Err(AnimationNameError::Slide("0".into()))
        );
        for bad in [
            "Game",
            "game ",
            "piece-",
            "piece-+1",
            "piece-1x",
            "search-",
            "search-x",
            "lesson-slide-",
            "slide-1",
        ] {
            assert_eq!(bad.parse::<Animation>(), Err(AnimationNameError::Unknown));
        }
        assert_eq!(Animation::Piece(2).to_string(), "piece-2");
    }
}
