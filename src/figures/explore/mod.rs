//! The Explore mode's figures, one per part, each built from computed data
//! with its caption and legend, for the window's export and for `maedn
//! figure`: algorithms side by side ([`compare_figure`]), the search tree
//! ([`tree_figure`], also the window's icicle: [`icicle_body`]), every way
//! counted ([`count_figure`]), an ordinary game ([`ordinary_figure`]) and the
//! exact solution as a heat map ([`retro_figure`]). Their words are in
//! [`crate::i18n::words::explore`], from the translation files.

mod compare;
mod count;
mod ordinary;
mod retro;
mod tree;

pub use compare::{CompareFigure, EffortBar, compare_caption, compare_chart, compare_figure};
pub use count::{COUNT_BINS, count_caption, count_chart, count_figure, ties};
pub use ordinary::{
    FIGURE_GAMES, FIGURE_SEED, PERCENT_DECIMALS, headline, histogram_bars, histogram_chart,
    ordinary_caption, ordinary_chart, ordinary_figure,
};
pub use retro::{own_tile, retro_caption, retro_figure, retro_legend};
pub use tree::{
    ICICLE_LEVELS, IcicleBody, IcicleHit, icicle_body, tree_caption, tree_figure, tree_legend,
};

pub use super::scenes::explore::{RetroLook, best_move, node_scene, retro_scene};

pub(super) use compare::compare_run;
pub(super) use count::count_run;
pub(super) use ordinary::ordinary_run;
pub(super) use retro::retro_named;
pub(super) use tree::tree_run;
