//! A class round's board at the end: every team's game on one board, each
//! team's moves in its own colour ([`Ink::Team`]) and with its own dash,
//! marker and number (the renderer's team cue), in its own lane so that
//! teams who moved alike run side by side; the legend names each team with
//! its length. One team can be shown above the others (the scoreboard's
//! click): its game drawn as usual and on top, the others faint beneath.

use super::game_board::game_board;
use super::{BoardScene, empty, pieces_legend};
use crate::game::Game;
use crate::i18n::Tr;
use crate::i18n::words::round::team_legend;
use crate::model::Rules;
use crate::render::{Ink, LegendEntry, Path, PathKind, Swatch};

/// The width of one team's lane, in tiles.
const TEAM_LANE: f32 = 0.055;

/// One team on the round's board.
#[derive(Clone, Copy, Debug)]
pub struct TeamGame<'a> {
    /// The team's number, from 0.
    pub index: usize,
    /// Its name as typed (empty: "Team n").
    pub name: &'a str,
    /// Its length.
    pub total: f64,
    /// Its game.
    pub game: &'a Game,
}

/// The lane of team `index` (from 0) among `count` teams, centred on the track.
fn team_lane(index: usize, count: usize) -> f32 {
    (index as f32 - (count.saturating_sub(1)) as f32 / 2.0) * TEAM_LANE
}

/// The board of a finished round: each team's game in its own ink and lane;
/// with `highlight` (a team's index), that team's game on top and the
/// others faint beneath.
#[must_use]
pub fn round_scene(
    rules: &Rules,
    teams: &[TeamGame<'_>],
    highlight: Option<usize>,
    tr: &Tr,
) -> BoardScene {
    let mut board = empty(rules);
    let scene = &mut board.scene;
    let shown = |t: &TeamGame<'_>| highlight.is_none_or(|h| h == t.index);
    // The faint ones first: the highlighted team is drawn over them.
    let mut order: Vec<&TeamGame<'_>> = teams.iter().filter(|t| !shown(t)).collect();
    order.extend(teams.iter().filter(|t| shown(t)));
    for t in order {
        let number = u8::try_from(t.index + 1).unwrap_or(u8::MAX);
        let ink = Ink::Team(number);
        let drawn = game_board(t.game, usize::MAX);
        let kind = if shown(t) {
            PathKind::Solution
        } else {
            PathKind::Best
        };
        scene.paths.extend(drawn.paths.into_iter().map(|p| Path {
            kind,
            ink,
            lane: team_lane(t.index, teams.len()),
            ..p
        }));
        if scene.pieces.is_empty() {
            scene.pieces = drawn.pieces;
        }
    }
    // The legend in the teams' order, whichever is on top.
    for t in teams {
        let ink = Ink::Team(u8::try_from(t.index + 1).unwrap_or(u8::MAX));
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Solution, ink),
            team_legend(tr, t.index, t.name, t.total),
        ));
    }
    scene.legend.push(pieces_legend(tr, rules.colour));
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, Recorder};

    #[test]
    fn test_each_team_has_its_own_ink_and_lane() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let mut rec = Recorder::new(&rules);
        let out = rules.legal_moves(rec.state(), 6)[0];
        rec.roll(6, Some(out));
        let game = rec.finish();
        let teams: Vec<TeamGame<'_>> = (0..3)
            .map(|index| TeamGame {
                index,
                name: "",
                total: 1.0,
                game: &game,
            })
            .collect();
        let scene = round_scene(&Rules::paper(), &teams, None, &Tr::default()).scene;
        let inks: Vec<(Ink, f32)> = scene.paths.iter().map(|p| (p.ink, p.lane)).collect();
        assert_eq!(inks.len(), 3);
        assert_eq!(inks[0].0, Ink::Team(1));
        assert_eq!(inks[2].0, Ink::Team(3));
        assert!(inks[0].1 < inks[1].1 && inks[1].1 < inks[2].1);
        assert!(inks[1].1.abs() < 1e-6, "the middle team runs on the track");
        assert_eq!(scene.legend.len(), 4);
        // Team 2 shown above the others: its game last and as usual, the
        // others faint; every team keeps its legend entry.
        let one = round_scene(&Rules::paper(), &teams, Some(1), &Tr::default()).scene;
        let kinds: Vec<(Ink, PathKind)> = one.paths.iter().map(|p| (p.ink, p.kind)).collect();
        assert_eq!(
            kinds,
            [
                (Ink::Team(1), PathKind::Best),
                (Ink::Team(3), PathKind::Best),
                (Ink::Team(2), PathKind::Solution)
            ]
        );
        assert_eq!(one.legend.len(), 4);
    }
}
