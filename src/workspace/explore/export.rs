//! A part's figure, as the window exports it (SVG or PNG, with its
//! caption and legend): built from what the part computed, never computed
//! for the export.

use super::{CompareTarget, Explore, ExplorePart};
use crate::figures::explore::{
    CompareFigure, EffortBar, compare_figure, count_figure, ordinary_figure, retro_figure,
    tree_figure,
};
use crate::i18n::Tr;
use crate::model::Tile;
use crate::render::{Figure, Theme};
use crate::workspace::export_failure::ExportFailure;

impl Explore {
    /// The figure of `part` in `theme`, its words from `tr`.
    pub fn figure(
        &self,
        part: ExplorePart,
        tr: &Tr,
        theme: Theme,
    ) -> Result<Figure, ExportFailure> {
        let nothing = ExportFailure::NothingYet;
        match part {
            ExplorePart::Compare => {
                let c = &self.compare;
                let (settings, target) = c.computed_for().ok_or(nothing)?;
                let bars: Vec<EffortBar> = c
                    .finished()
                    .map(|r| EffortBar {
                        method: r.method,
                        effort: r.effort,
                    })
                    .collect();
                if bars.is_empty() {
                    return Err(ExportFailure::NothingYet);
                }
                let fig = CompareFigure {
                    bars,
                    settings,
                    piece: match target {
                        CompareTarget::All => None,
                        CompareTarget::Piece(p) => Some(p),
                    },
                    optimum: c.optimum().unwrap_or(f64::NAN),
                };
                Ok(compare_figure(&fig, tr, theme)?)
            }
            ExplorePart::Tree => {
                let t = &self.tree;
                let (tree, (rules, _, _)) = t.tree().zip(t.computed_for()).ok_or(nothing)?;
                Ok(tree_figure(tree, t.focus(), &rules, tr, theme))
            }
            ExplorePart::Count => {
                let counts = self.count.counts().ok_or(nothing)?;
                let goal = Tile::goal_of_piece(self.piece)
                    .and_then(|g| counts.goals.iter().find(|c| c.goal == g))
                    .ok_or(ExportFailure::NothingYet)?;
                Ok(count_figure(goal, self.piece, &counts.rules, tr, theme)?)
            }
            ExplorePart::Ordinary => {
                let o = &self.ordinary;
                let (play, (rules, _, _)) = o.play().zip(o.computed_for()).ok_or(nothing)?;
                Ok(ordinary_figure(play, &rules, tr, theme)?)
            }
            ExplorePart::Retro => {
                let retro = self.retro.retro().ok_or(nothing)?;
                Ok(retro_figure(retro, self.piece, tr, theme)?)
            }
        }
    }
}
