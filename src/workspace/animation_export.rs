//! Every animation's frames, from its name: the game, a piece's path and
//! the search come from [`crate::figures::animations`]; a lesson slide's
//! from the slide itself (the first slide's pieces brought out one by one,
//! the search slide's slow motion, the whole game roll by roll), at the
//! settings the slide names. The command line and the window both ask
//! here, so a name means the same frames everywhere. What the window's
//! Game, Step and Solve views animate ([`AnimationSource`]) is taken here
//! from the view when an export starts.

use std::sync::Arc;

use super::export_failure::ExportFailure;
use super::lesson::texts::title;
use super::lesson::{Slide, paper_settings};
use super::{Choice, Mode, Workspace};
use crate::figures::animations::{
    Animation, brought_out_frames, game_frames, paths_frames, piece_frames, search_frames,
    watch_calls, whole_frames,
};
use crate::figures::{FigureError, FigureRequest, animations};
use crate::game::{ChosenGame, GameRules, shortest_game};
use crate::i18n::Tr;
use crate::model::{Decoded, Rules};
use crate::render::Figure;
use crate::solver::{Algorithm, Settings};

/// The calls the search slide's animation shows: enough for the first
/// branches to reach the goal and the bound to start pruning.
pub const LESSON_SEARCH_CALLS: u64 = 120;

/// Every frame of `animation` under `request`'s settings, language, theme
/// and palette.
pub fn animation_figures(
    animation: Animation,
    request: &FigureRequest,
) -> Result<Vec<Figure>, ExportFailure> {
    match animation {
        Animation::LessonSlide(n) => lesson_frames(n, request),
        other => Ok(animations::animation_frames(other, request)?),
    }
}

/// Slide `n`'s frames (from 1), at the settings the slide names.
fn lesson_frames(n: u8, request: &FigureRequest) -> Result<Vec<Figure>, ExportFailure> {
    let slide =
        usize::from(n)
            .checked_sub(1)
            .and_then(Slide::at)
            .ok_or(ExportFailure::NoSlide {
                slide: n,
                count: Slide::COUNT,
            })?;
    let tr = Tr::shared(request.lang);
    let heading = title(slide, tr);
    let rules = Rules::paper();
    match slide {
        Slide::Game => Ok(brought_out_frames(&rules, &heading, request)),
        Slide::Search => {
            let settings = paper_settings();
            let calls = request
                .with_progress(|p| watch_calls(&settings, LESSON_SEARCH_CALLS, p))
                .map_err(FigureError::from)?;
            Ok(search_frames(&calls, &settings, request))
        }
        Slide::Whole => {
            let game_rules = GameRules::new(&rules).map_err(FigureError::from)?;
            let g = request
                .with_progress(|p| shortest_game(&game_rules, p))
                .map_err(FigureError::from)?;
            Ok(whole_frames(&g, &heading, request))
        }
        _ => Err(ExportFailure::Still { slide: n }),
    }
}

/// What an animation is made from, taken from the view when it starts.
#[derive(Clone, Debug)]
pub enum AnimationSource {
    /// The Game view's game.
    Game(Arc<ChosenGame>),
    /// The Step view's paths, one or all.
    Paths {
        /// Their rules.
        rules: Rules,
        /// The paths.
        paths: Vec<Decoded>,
        /// The one shown, or all.
        one: Option<usize>,
    },
    /// The paper's search under these settings, its first calls.
    Search {
        /// The settings.
        settings: Settings,
        /// How many calls.
        calls: u64,
    },
}

impl AnimationSource {
    /// The frames, in `request`'s language and look.
    pub fn figures(&self, request: &FigureRequest) -> Result<Vec<Figure>, ExportFailure> {
        Ok(match self {
            AnimationSource::Game(g) => game_frames(g, request),
            AnimationSource::Paths { rules, paths, one } => match one.and_then(|i| paths.get(i)) {
                Some(d) => piece_frames(d, request),
                None => paths_frames(rules, paths, request),
            },
            AnimationSource::Search { settings, calls } => {
                let paper = Settings {
                    algorithm: Algorithm::Paper,
                    ..*settings
                };
                let watched = request
                    .with_progress(|p| watch_calls(&paper, *calls, p))
                    .map_err(crate::figures::FigureError::from)?;
                search_frames(&watched, &paper, request)
            }
        })
    }
}

impl Workspace {
    /// What the current view animates, if it animates at all.
    #[must_use]
    pub fn animation_source(&self) -> Option<AnimationSource> {
        match self.mode() {
            Mode::Game => self
                .game()
                .current()
                .map(|g| AnimationSource::Game(Arc::new(g.clone()))),
            Mode::Step if !self.stepper().paths().is_empty() => {
                let stepper = self.stepper();
                Some(AnimationSource::Paths {
                    rules: *stepper.rules(),
                    paths: stepper.paths().to_vec(),
                    one: match stepper.choice() {
                        Choice::One(i) => Some(i),
                        Choice::All => None,
                    },
                })
            }
            Mode::Solve => Some(AnimationSource::Search {
                settings: self.prefs().settings,
                calls: self.animation.choice().calls,
            }),
            _ => None,
        }
    }
}

/// Bytes as a short size (kB or MB, decimal), as the reports say it.
#[must_use]
pub fn file_size(bytes: usize) -> String {
    let b = bytes as f64;
    if b >= 1e6 {
        format!("{:.2} MB", b / 1e6)
    } else {
        format!("{:.1} kB", b / 1e3)
    }
}
