//! The search's frames (`search-N`): the paper's search run with an
//! observer that keeps its first N calls — each call's branch, its prune
//! decision and the piece's best path so far — then stopped; each frame is
//! the Solve view's slow-motion scene of one call, captioned with the
//! decision in numbers.

use crate::figures::request::{FigureRequest, framed};
use crate::figures::scenes::search::watched_scene;
use crate::i18n::Tr;
use crate::i18n::words::{decision_line, settings as settings_line};
use crate::model::Tile;
use crate::render::{Caption, Figure};
use crate::solver::{Algorithm, Call, Flow, Observer, Progress, Settings, SolveError, solve};

/// One call of a watched search, as its frame shows it: the call and the
/// piece's best path so far (A to the goal).
#[derive(Clone, Debug, PartialEq)]
pub struct WatchedFrame {
    /// The call.
    pub call: Call,
    /// The piece's best path so far.
    pub best_tiles: Option<Vec<Tile>>,
}

/// Keeps the first `limit` calls, then stops the search.
struct FirstCalls {
    limit: u64,
    calls: Vec<WatchedFrame>,
    /// The best path so far and its piece.
    best: Option<(u8, Vec<Tile>)>,
}

impl Observer for FirstCalls {
    fn on_call(&mut self, view: &Call) -> Flow {
        // A new piece starts without a best path, as the Solve view shows it.
        if self.best.as_ref().is_some_and(|(p, _)| *p != view.piece) {
            self.best = None;
        }
        self.calls.push(WatchedFrame {
            call: view.clone(),
            best_tiles: self.best.as_ref().map(|(_, t)| t.clone()),
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
        .map(|frame| {
            let call = &frame.call;
            let mut scene =
                watched_scene(frame.best_tiles.as_deref(), Some(call), &settings.rules, tr).scene;
            scene.caption = Some(Caption {
                title: decision_line(tr, call),
                lines: vec![settings_line(tr, settings)],
            });
            framed(&format!("search-{}", call.call), scene, request)
        })
        .collect()
}
