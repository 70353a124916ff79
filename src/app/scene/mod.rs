//! Board pictures ([`BoardScene`]s) built from the workspace, one per mode:
//! the stepped paths ([`paths_scene`], also the Solve mode's finished
//! solution), the search being watched ([`solve`]) and the editor's board
//! ([`edit`]). Pure functions of the model: no state, no painting.

pub mod edit;
pub mod solve;

use super::board_view::{BoardScene, PathStyle, ScenePath, ScenePiece};
use super::{format, theme};
use crate::model::{BoardTile, Colour, Decoded, Rules, StartSlot};
use crate::workspace::{Choice, Stepper, step_view};

/// The Step mode's picture: the stepper's paths at its current move.
#[must_use]
pub fn step_scene(stepper: &Stepper) -> BoardScene {
    paths_scene(
        stepper.rules(),
        stepper.paths(),
        stepper.choice(),
        stepper.step(),
    )
}

/// `paths` under `rules` at move `step` (each clamped to its last move):
/// one chosen path with its move lengths, skipped tiles and resting pieces,
/// or all paths side by side as the paper's full-path figure.
#[must_use]
pub fn paths_scene(rules: &Rules, paths: &[Decoded], choice: Choice, step: usize) -> BoardScene {
    let colour = rules.colour;
    let mut scene = BoardScene {
        colour,
        spacing: rules.spacing,
        ..BoardScene::default()
    };
    let one = matches!(choice, Choice::One(_));
    let shown = paths.iter().enumerate().filter(|(i, _)| match choice {
        Choice::All => true,
        Choice::One(j) => *i == j,
    });
    for (_, d) in shown {
        let v = step_view(d, step);
        let piece = d.piece.unwrap_or(1);
        let upto = v.step.min(d.visited.len().saturating_sub(1));
        let tiles: Vec<BoardTile> = d.visited[..=upto]
            .iter()
            .map(|t| BoardTile::of(colour, *t))
            .collect();
        // Labels only for a single path: four sets of lengths would collide.
        let labels = if one {
            d.moves[..upto.min(d.moves.len())]
                .iter()
                .map(|m| format::group(m.length))
                .collect()
        } else {
            Vec::new()
        };
        let offset = if one {
            egui::Vec2::ZERO
        } else {
            egui::Vec2::splat((f32::from(piece) - 2.5) * theme::ALL_PATHS_OFFSET)
        };
        scene.paths.push(ScenePath {
            tiles,
            colour: theme::path_colour(colour, piece),
            style: PathStyle::Solid,
            labels,
            offset,
        });
        if one {
            scene
                .skipped
                .extend(v.skipped.iter().map(|t| BoardTile::of(colour, *t)));
        }
        scene.pieces.push(ScenePiece {
            tile: BoardTile::of(colour, v.tile),
            colour,
            label: d.piece.map(|p| p.to_string()),
        });
        if one {
            scene.pieces.extend(resting_pieces(d, colour));
        }
    }
    if !one && !paths.is_empty() {
        // Pieces of paths not loaded wait in the start field.
        let loaded: Vec<u8> = paths.iter().filter_map(|d| d.piece).collect();
        scene
            .pieces
            .extend(waiting_pieces(colour, |piece| !loaded.contains(&piece)));
    }
    scene
}

/// The numbered pieces in the start field for which `waits(piece)` holds.
pub fn waiting_pieces(
    colour: Colour,
    waits: impl Fn(u8) -> bool,
) -> impl Iterator<Item = ScenePiece> {
    StartSlot::ALL.into_iter().filter_map(move |slot| {
        let piece = slot.index() + 1;
        waits(piece).then(|| ScenePiece {
            tile: BoardTile::Start(colour, slot),
            colour,
            label: Some(piece.to_string()),
        })
    })
}

/// The pieces of a decoded board that are not moving: those still waiting in
/// the start field and those already home in the goal row, numbered.
pub fn resting_pieces(d: &Decoded, colour: Colour) -> impl Iterator<Item = ScenePiece> + '_ {
    let waiting = d.start_field.iter().map(move |slot| ScenePiece {
        tile: BoardTile::Start(colour, *slot),
        colour,
        label: Some((slot.index() + 1).to_string()),
    });
    let home = d.finished.iter().map(move |t| ScenePiece {
        tile: BoardTile::of(colour, *t),
        colour,
        label: Some((44 - t.index()).to_string()),
    });
    waiting.chain(home)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Bits;
    use crate::workspace::decode_paths;

    /// The paper's path boards of pieces 1 and 2.
    const PAPER: [u64; 2] = [0xE820_8822_0841_4C06, 0xC820_8822_0883_43A3];

    #[test]
    fn test_one_path_has_labels_and_resting_pieces() {
        let rules = Rules::paper();
        let (paths, _) = decode_paths(&rules, vec![Bits::from_raw(PAPER[1])]);
        let scene = paths_scene(&rules, &paths, Choice::One(0), usize::MAX);
        assert_eq!(scene.paths.len(), 1);
        assert_eq!(scene.paths[0].labels.len(), 8);
        // The moving piece, two waiting, one finished.
        assert_eq!(scene.pieces.len(), 4);
    }

    #[test]
    fn test_all_paths_fill_the_start_field_with_the_missing_pieces() {
        let rules = Rules::paper();
        let (paths, _) = decode_paths(&rules, PAPER.iter().map(|&b| Bits::from_raw(b)).collect());
        let scene = paths_scene(&rules, &paths, Choice::All, 0);
        assert_eq!(scene.paths.len(), 2);
        assert!(scene.paths.iter().all(|p| p.labels.is_empty()));
        // Pieces 1 and 2 on A, 3 and 4 in the start field.
        assert_eq!(scene.pieces.len(), 4);
    }
}
