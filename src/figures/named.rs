//! The named figures' table: each row names one builder function from a
//! [`FigureRequest`] (settings, theme, language) to a [`Figure`], which
//! computes its data with the solver. Adding a figure is adding a builder
//! and a row to [`FIGURES`]; what builders share is in [`super::request`].

use super::request::{FigureError, FigureRequest};
use super::{board_figures, chart_figures, explore, fair_figure, game_figures, sweep_figure};
use crate::game::Objective;
use crate::i18n::Tr;
use crate::render::Figure;
use crate::tr;

/// A named figure.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// Its name on the command line.
    pub name: &'static str,
    /// Builds it.
    pub build: fn(&FigureRequest) -> Result<Figure, FigureError>,
}

impl FigureSpec {
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
        build: board_figures::board_bits_figure,
    },
    FigureSpec {
        name: "piece-1",
        build: |r| board_figures::piece_figure(r, 1),
    },
    FigureSpec {
        name: "piece-2",
        build: |r| board_figures::piece_figure(r, 2),
    },
    FigureSpec {
        name: "piece-3",
        build: |r| board_figures::piece_figure(r, 3),
    },
    FigureSpec {
        name: "piece-4",
        build: |r| board_figures::piece_figure(r, 4),
    },
    FigureSpec {
        name: "full-path",
        build: board_figures::full_path_figure,
    },
    FigureSpec {
        name: "rolls",
        build: chart_figures::rolls_figure,
    },
    FigureSpec {
        name: "calls",
        build: chart_figures::calls_figure,
    },
    FigureSpec {
        name: "calls-compared",
        build: chart_figures::calls_compared_figure,
    },
    FigureSpec {
        name: "bound-sweep",
        build: sweep_figure::sweep_figure,
    },
    FigureSpec {
        name: "game",
        build: |r| game_figures::game_figure(r, Objective::Shortest),
    },
    FigureSpec {
        name: "quickest-game",
        build: |r| game_figures::game_figure(r, Objective::Quickest),
    },
    FigureSpec {
        name: "game-rolls",
        build: game_figures::game_rolls_figure,
    },
    FigureSpec {
        name: "compare",
        build: explore::compare_named,
    },
    FigureSpec {
        name: "search-tree-1",
        build: |r| explore::tree_named(r, 1),
    },
    FigureSpec {
        name: "search-tree-2",
        build: |r| explore::tree_named(r, 2),
    },
    FigureSpec {
        name: "search-tree-3",
        build: |r| explore::tree_named(r, 3),
    },
    FigureSpec {
        name: "search-tree-4",
        build: |r| explore::tree_named(r, 4),
    },
    FigureSpec {
        name: "count-1",
        build: |r| explore::count_named(r, 1),
    },
    FigureSpec {
        name: "count-2",
        build: |r| explore::count_named(r, 2),
    },
    FigureSpec {
        name: "count-3",
        build: |r| explore::count_named(r, 3),
    },
    FigureSpec {
        name: "count-4",
        build: |r| explore::count_named(r, 4),
    },
    FigureSpec {
        name: "ordinary-game",
        build: explore::ordinary_named,
    },
    FigureSpec {
        name: "fair-die",
        build: fair_figure::fair_named,
    },
    FigureSpec {
        name: "retro-1",
        build: |r| explore::retro_named(r, 1),
    },
    FigureSpec {
        name: "retro-2",
        build: |r| explore::retro_named(r, 2),
    },
    FigureSpec {
        name: "retro-3",
        build: |r| explore::retro_named(r, 3),
    },
    FigureSpec {
        name: "retro-4",
        build: |r| explore::retro_named(r, 4),
    },
];

/// The figure named `name`.
#[must_use]
pub fn find(name: &str) -> Option<&'static FigureSpec> {
    FIGURES
        .iter()
        .find(|f| f.name.eq_ignore_ascii_case(name.trim()))
}

/// Builds the figure named `name`.
pub fn build(name: &str, request: &FigureRequest) -> Result<Figure, FigureError> {
    let spec = find(name).ok_or_else(|| FigureError::Unknown(name.to_owned()))?;
    (spec.build)(request)
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
