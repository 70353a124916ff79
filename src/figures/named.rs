//! The named figures' table: each row names one builder from a
//! [`FigureRequest`] (settings, theme, language) to a [`Figure`], which
//! computes its data with the solver: whole, or as a [`FigureRun`] whose
//! searches go on in slices. Adding a figure is adding a builder and a row
//! to [`FIGURES`]; what builders share is in [`super::request`].

use super::request::{FigureError, FigureRequest};
use super::run::FigureRun;
use super::{board_figures, chart_figures, explore, fair_figure, game_figures, sweep_figure};
use crate::game::Objective;
use crate::i18n::Tr;
use crate::render::Figure;
use crate::tr;

/// How a named figure is built.
#[derive(Clone, Copy, Debug)]
pub enum Build {
    /// In one go (no search, or searches not cut into slices yet).
    Whole(fn(&FigureRequest) -> Result<Figure, FigureError>),
    /// Its searches resumable, then its drawing ([`FigureRun`]).
    Sliced(fn(&FigureRequest) -> FigureRun),
}

/// A named figure.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// Its name on the command line.
    pub name: &'static str,
    /// Builds it.
    pub build: Build,
}

impl FigureSpec {
    /// Its build for `request`, not begun: resumed in slices by the
    /// window's export, or run to the end ([`build`]).
    #[must_use]
    pub fn start(&self, request: &FigureRequest) -> FigureRun {
        match self.build {
            Build::Whole(build) => FigureRun::whole(request, build),
            Build::Sliced(start) => start(request),
        }
    }

    /// What it shows, in `tr`'s language (the window's figure list; the
    /// command line's `--list` in English).
    #[must_use]
    pub fn about(&self, tr: &Tr) -> String {
        tr!(tr, "figure-about", name = self.name)
    }
}

/// Every named figure.
pub const FIGURES: &[FigureSpec] = &[
    FigureSpec {
        name: "board",
        build: Build::Whole(board_figures::board_bits_figure),
    },
    FigureSpec {
        name: "piece-1",
        build: Build::Sliced(|r| board_figures::piece_run(r, 1)),
    },
    FigureSpec {
        name: "piece-2",
        build: Build::Sliced(|r| board_figures::piece_run(r, 2)),
    },
    FigureSpec {
        name: "piece-3",
        build: Build::Sliced(|r| board_figures::piece_run(r, 3)),
    },
    FigureSpec {
        name: "piece-4",
        build: Build::Sliced(|r| board_figures::piece_run(r, 4)),
    },
    FigureSpec {
        name: "full-path",
        build: Build::Sliced(board_figures::full_path_run),
    },
    FigureSpec {
        name: "rolls",
        build: Build::Sliced(chart_figures::rolls_run),
    },
    FigureSpec {
        name: "calls",
        build: Build::Sliced(chart_figures::calls_run),
    },
    FigureSpec {
        name: "calls-compared",
        build: Build::Sliced(chart_figures::calls_compared_run),
    },
    FigureSpec {
        name: "bound-sweep",
        build: Build::Sliced(sweep_figure::sweep_run),
    },
    FigureSpec {
        name: "game",
        build: Build::Sliced(|r| game_figures::game_run(r, Objective::Shortest)),
    },
    FigureSpec {
        name: "quickest-game",
        build: Build::Sliced(|r| game_figures::game_run(r, Objective::Quickest)),
    },
    FigureSpec {
        name: "game-rolls",
        build: Build::Sliced(game_figures::game_rolls_run),
    },
    FigureSpec {
        name: "compare",
        build: Build::Sliced(explore::compare_run),
    },
    FigureSpec {
        name: "search-tree-1",
        build: Build::Sliced(|r| explore::tree_run(r, 1)),
    },
    FigureSpec {
        name: "search-tree-2",
        build: Build::Sliced(|r| explore::tree_run(r, 2)),
    },
    FigureSpec {
        name: "search-tree-3",
        build: Build::Sliced(|r| explore::tree_run(r, 3)),
    },
    FigureSpec {
        name: "search-tree-4",
        build: Build::Sliced(|r| explore::tree_run(r, 4)),
    },
    FigureSpec {
        name: "count-1",
        build: Build::Sliced(|r| explore::count_run(r, 1)),
    },
    FigureSpec {
        name: "count-2",
        build: Build::Sliced(|r| explore::count_run(r, 2)),
    },
    FigureSpec {
        name: "count-3",
        build: Build::Sliced(|r| explore::count_run(r, 3)),
    },
    FigureSpec {
        name: "count-4",
        build: Build::Sliced(|r| explore::count_run(r, 4)),
    },
    FigureSpec {
        name: "ordinary-game",
        build: Build::Sliced(explore::ordinary_run),
    },
    FigureSpec {
        name: "fair-die",
        build: Build::Sliced(fair_figure::fair_run),
    },
    FigureSpec {
        name: "retro-1",
        build: Build::Whole(|r| explore::retro_named(r, 1)),
    },
    FigureSpec {
        name: "retro-2",
        build: Build::Whole(|r| explore::retro_named(r, 2)),
    },
    FigureSpec {
        name: "retro-3",
        build: Build::Whole(|r| explore::retro_named(r, 3)),
    },
    FigureSpec {
        name: "retro-4",
        build: Build::Whole(|r| explore::retro_named(r, 4)),
    },
];

/// The figure named `name`.
#[must_use]
pub fn find(name: &str) -> Option<&'static FigureSpec> {
    FIGURES
        .iter()
        .find(|f| f.name.eq_ignore_ascii_case(name.trim()))
}

/// Builds the figure named `name`, its searches run to the end at once.
pub fn build(name: &str, request: &FigureRequest) -> Result<Figure, FigureError> {
    start(name, request)?.finish()
}

/// The build of the figure named `name`, not begun ([`FigureSpec::start`]).
pub fn start(name: &str, request: &FigureRequest) -> Result<FigureRun, FigureError> {
    let spec = find(name).ok_or_else(|| FigureError::Unknown(name.to_owned()))?;
    Ok(spec.start(request))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::request::SweepRange;

    #[test]
    fn test_names_are_unique_and_found() {
        let mut names: Vec<&str> = FIGURES.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FIGURES.len());
        assert!(find("Piece-3").is_some());
        assert!(matches!(
            build("nope", &FigureRequest::default()),
            Err(FigureError::Unknown(_))
        ));
    }

    /// Every figure says what it shows in each language, each its own
    /// words (a name missing from the translation falls back to the bare
    /// name, which this catches).
    #[test]
    fn test_every_figure_is_described_in_both_languages() {
        for lang in crate::i18n::Lang::ALL {
            let tr = Tr::shared(lang);
            let mut abouts: Vec<String> = FIGURES.iter().map(|f| f.about(tr)).collect();
            for (f, about) in FIGURES.iter().zip(&abouts) {
                assert!(
                    about.len() > f.name.len() + 10,
                    "{lang} {}: {about}",
                    f.name
                );
            }
            abouts.sort();
            abouts.dedup();
            assert_eq!(abouts.len(), FIGURES.len(), "{lang}");
        }
        let en = FIGURES[0].about(Tr::shared(crate::i18n::Lang::En));
        let de = FIGURES[0].about(Tr::shared(crate::i18n::Lang::De));
        assert_ne!(en, de);
    }

    #[test]
    fn test_bad_sweep_is_refused_before_solving() {
        for (from, to, step) in [(10, 5, 1), (0, 100_000, 1), (1, 2, 0)] {
            let r = FigureRequest {
                sweep: SweepRange { from, to, step },
                ..FigureRequest::default()
            };
            assert!(matches!(
                build("bound-sweep", &r),
                Err(FigureError::Sweep(_))
            ));
        }
    }
}
