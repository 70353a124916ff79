//! The search's frames (`search-N`): the paper's search run with an
//! observer that keeps its first N calls — each call's branch, its prune
//! decision and the piece's best path so far — then stopped; each frame is
//! the Solve view's slow-motion scene of one call, captioned with the
//! decision in numbers.

use crate::figures::request::{FigureRequest, framed};
use crate::figures::scenes::search::{WatchedCall, watched_scene};
use crate::i18n::Tr;
use crate::i18n::words::{decision_line, settings as settings_line};
use crate::model::Tile;
use crate::render::{Caption, Figure};
use crate::solver::{
    Algorithm, CallView, Decision, Flow, Observer, Progress, Settings, SolveError, solve,
};

/// One call of a watched search, as its frame shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct WatchedFrame {
    /// Piece 1..=4.
    pub piece: u8,
    /// The call's number, from 1.
    pub call: u64,
    /// Tiles of the branch from A (indices).
    pub branch: Vec<u8>,
    /// Units moved along the branch.
    pub moved: f64,
    /// Tiles left to the goal.
    pub tiles_left: u8,
    /// Units per tile of the bound.
    pub bound: f64,
    /// `tiles_left × bound`.
    pub estimate: f64,
    /// The piece's best length so far.
    pub best: Option<f64>,
    /// The piece's best path so far, A to the goal.
    pub best_tiles: Option<Vec<Tile>>,
    /// Pruned or expanded.
    pub pruned: bool,
}

impl WatchedFrame {
    /// The call as the search reported it.
    #[must_use]
    pub fn view(&self) -> CallView<'_> {
        CallView {
            piece: self.piece,
            call: self.call,
            branch: &self.branch,
            moved: self.moved,
            tiles_left: self.tiles_left,
            bound: self.bound,
            estimate: self.estimate,
            best: self.best,
            decision: if self.pruned {
                Decision::Pruned
            } else {
                Decision::Expand
            },
        }
    }
}

/// Keeps the first `limit` calls, then stops the search.
struct FirstCalls {
    limit: u64,
    calls: Vec<WatchedFrame>,
    /// The best path so far and its piece.
    best: Option<(u8, Vec<Tile>)>,
}

impl Observer for FirstCalls {
    fn on_call(&mut self, view: &CallView<'_>) -> Flow {
        // A new piece starts without a best path, as the Solve view shows it.
        if self.best.as_ref().is_some_and(|(p, _)| *p != view.piece) {
            self.best = None;
        }
        self.calls.push(WatchedFrame {
            piece: view.piece,
            call: view.call,
            branch: view.branch.to_vec(),
            moved: view.moved,
            tiles_left: view.tiles_left,
            bound: view.bound,
            estimate: view.estimate,
            best: view.best,
            best_tiles: self.best.as_ref().map(|(_, t)| t.clone()),
            pruned: view.decision == Decision::Pruned,
        });
        if self.calls.len() as u64 >= self.limit {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }

    fn on_best(&mut self, piece: u8, tiles: &[Tile], _units: f64) {
        self.best = Some((piece, tiles.to_vec()));
    }
}

/// The first `limit` calls of the paper's search for all four pieces under
/// `settings`' rules and bound (whatever algorithm they name: only the
/// paper's search has calls to watch).
pub fn watch_calls(
    settings: &Settings,
    limit: u64,
    progress: &Progress,
) -> Result<Vec<WatchedFrame>, SolveError> {
    let paper = Settings {
        algorithm: Algorithm::Paper,
        ..*settings
    };
    let mut observer = FirstCalls {
        limit,
        calls: Vec::new(),
        best: None,
    };
    match solve(&paper, progress, &mut observer) {
        // Stopped after `limit` calls, or a search with fewer calls.
        Ok(_) => Ok(observer.calls),
        Err(SolveError::Cancelled(_)) if !progress.is_cancelled() => Ok(observer.calls),
        Err(e) => Err(e),
    }
}

/// The search's frames: at each call, its branch (dashed; red when pruned)
/// over the piece's best path so far, captioned with the prune decision.
#[must_use]
pub fn search_frames(
    calls: &[WatchedFrame],
    settings: &Settings,
    request: &FigureRequest,
) -> Vec<Figure> {
    let tr = Tr::shared(request.lang);
    calls
        .iter()
        .map(|c| {
            let mut scene = watched_scene(
                c.best_tiles.as_deref(),
                Some(WatchedCall {
                    piece: c.piece,
                    branch: &c.branch,
                    pruned: c.pruned,
                }),
                &settings.rules,
                tr,
            )
            .scene;
            scene.caption = Some(Caption {
                title: decision_line(tr, &c.view()),
                lines: vec![settings_line(tr, settings)],
            });
            framed(&format!("search-{}", c.call), scene, request)
        })
        .collect()
}
