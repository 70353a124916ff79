//! A played game as data for a player view: every roll with its die face, the
//! piece that moved, from where to where, the move's length and the running
//! total; and per piece its way from the start field home.
//!
//! Pieces are numbered by the order in which they leave the start field (piece
//! 1 first, from slot B1); the numbering follows each piece through the game.

use crate::model::{Rules, StartSlot, Tile, units_to_cm};

use super::rules::{DIE_FACES, GameRules};
use super::state::{GameState, Move, PIECES, Place};

/// A move as played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameStep {
    /// The piece, 1..=4, numbered by the order of leaving the start field.
    pub piece: u8,
    /// Where it stood (a start-field slot or a tile).
    pub from: Place,
    /// Where it landed.
    pub to: Tile,
    /// The length the move counts, in units (rounded or exact; see
    /// [`GameRules::length`]).
    pub length: f64,
    /// The unrounded straight line, in units.
    pub straight: f64,
}

/// One roll of the die.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameRoll {
    /// The face, 1..=6.
    pub die: u8,
    /// The move made, or `None`: no legal move, the roll is lost.
    pub step: Option<GameStep>,
    /// The running total after this roll, in units.
    pub total: f64,
    /// The position after this roll.
    pub after: GameState,
}

/// One piece's way through a game.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceRecord {
    /// The piece, 1..=4.
    pub piece: u8,
    /// The start-field slot it left from.
    pub slot: StartSlot,
    /// The tiles it stood on, A first (empty if it never left the start field).
    pub tiles: Vec<Tile>,
    /// The length of its move out of the start field (0 if it never left).
    pub start_move: f64,
    /// The length of its moves from A on.
    pub from_a: f64,
    /// Its moves, the move out of the start field included.
    pub moves: usize,
}

impl PieceRecord {
    /// Where the piece ended: its last tile, or `None` if it never left B.
    #[must_use]
    pub fn home(&self) -> Option<Tile> {
        self.tiles.last().copied()
    }

    /// Its rolls, the 6 that brought it out first.
    #[must_use]
    pub fn rolls(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.tiles.len());
        if !self.tiles.is_empty() {
            out.push(super::rules::EXIT_FACE);
        }
        out.extend(self.tiles.windows(2).filter_map(|w| match w {
            [a, b] => b.index().checked_sub(a.index()),
            _ => None,
        }));
        out
    }
}

/// A whole game, roll by roll.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// The settings it was played under.
    pub rules: Rules,
    /// Every roll in order.
    pub rolls: Vec<GameRoll>,
    /// Per piece, 1 first.
    pub pieces: Vec<PieceRecord>,
    /// The sum of all moves' lengths, in units.
    pub total: f64,
    /// Did all pieces get home?
    pub finished: bool,
}

impl Game {
    /// The total in centimetres on the 36 cm board.
    #[must_use]
    pub fn total_cm(&self) -> f64 {
        units_to_cm(self.total)
    }

    /// Rolls that moved a piece.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.rolls.iter().filter(|r| r.step.is_some()).count()
    }

    /// How often each face was rolled: index 1..=6 (index 0 unused).
    #[must_use]
    pub fn faces(&self) -> [usize; DIE_FACES as usize + 1] {
        let mut out = [0; DIE_FACES as usize + 1];
        for r in &self.rolls {
            if let Some(n) = out.get_mut(usize::from(r.die)) {
                *n += 1;
            }
        }
        out
    }

    /// The position before roll `index` (0 = the start), for scrubbing.
    #[must_use]
    pub fn before(&self, index: usize, rules: &GameRules) -> GameState {
        match index.checked_sub(1).and_then(|i| self.rolls.get(i)) {
            Some(r) => r.after,
            None => rules.start(),
        }
    }
}

/// Builds a [`Game`] roll by roll, following each piece.
#[derive(Clone, Debug)]
pub struct Recorder<'r> {
    rules: &'r GameRules,
    state: GameState,
    /// Where each piece stands, piece 1 first.
    places: Vec<Place>,
    game: Game,
}

impl<'r> Recorder<'r> {
    /// A game at its start.
    #[must_use]
    pub fn new(rules: &'r GameRules) -> Recorder<'r> {
        let places: Vec<Place> = StartSlot::ALL
            .iter()
            .take(usize::from(rules.pieces().min(PIECES)))
            .map(|s| Place::Start(*s))
            .collect();
        let pieces = places
            .iter()
            .zip(1u8..)
            .filter_map(|(p, n)| match p {
                Place::Start(slot) => Some(PieceRecord {
                    piece: n,
                    slot: *slot,
                    tiles: Vec::new(),
                    start_move: 0.0,
                    from_a: 0.0,
                    moves: 0,
                }),
                Place::Way(_) => None,
            })
            .collect();
        Recorder {
            rules,
            state: rules.start(),
            places,
            game: Game {
                rules: *rules.rules(),
                rolls: Vec::new(),
                pieces,
                total: 0.0,
                finished: false,
            },
        }
    }

    /// The position now.
    #[must_use]
    pub fn state(&self) -> GameState {
        self.state
    }

    /// Records a roll of `die` and the move made (`None`: the roll is lost). The
    /// move must be one of [`GameRules::legal_moves`] for this position.
    pub fn roll(&mut self, die: u8, mv: Option<Move>) {
        let step = mv.and_then(|mv| self.step(mv));
        if let Some(s) = step {
            self.game.total += s.length;
        }
        self.game.rolls.push(GameRoll {
            die,
            step,
            total: self.game.total,
            after: self.state,
        });
    }

    fn step(&mut self, mv: Move) -> Option<GameStep> {
        let index = self.places.iter().position(|p| *p == mv.from)?;
        let length = self.rules.length(mv);
        let straight = self.rules.straight(mv);
        let record = self.game.pieces.get_mut(index)?;
        match mv.from {
            Place::Start(_) => {
                record.start_move = length;
                record.tiles.push(mv.to);
            }
            Place::Way(_) => {
                record.from_a += length;
                record.tiles.push(mv.to);
            }
        }
        record.moves += 1;
        let piece = record.piece;
        if let Some(p) = self.places.get_mut(index) {
            *p = Place::Way(mv.to);
        }
        self.state = self.state.apply(mv);
        Some(GameStep {
            piece,
            from: mv.from,
            to: mv.to,
            length,
            straight,
        })
    }

    /// The game as recorded.
    #[must_use]
    pub fn finish(mut self) -> Game {
        self.game.finished = self.rules.is_finished(self.state);
        self.game
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_recorder_follows_pieces_and_totals() {
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let mut rec = Recorder::new(&rules);
        let out = rules.legal_moves(rec.state(), 6)[0];
        rec.roll(6, Some(out));
        rec.roll(2, None);
        let up = rules.legal_moves(rec.state(), 4)[0];
        rec.roll(4, Some(up));
        let game = rec.finish();
        assert!(!game.finished);
        assert_eq!(game.moves(), 2);
        assert_eq!(game.rolls[1].step, None);
        assert_eq!(game.total, 2550.0 + 3400.0);
        assert_eq!(game.rolls[2].total, game.total);
        let first = &game.pieces[0];
        assert_eq!(first.tiles, [Tile::A, Tile::new(4).expect("tile")]);
        assert_eq!(first.rolls(), [6, 4]);
        assert_eq!(
            (first.start_move, first.from_a, first.moves),
            (2550.0, 3400.0, 2)
        );
        assert_eq!(game.pieces[1].home(), None);
        assert_eq!(game.faces()[6], 1);
        assert_eq!(game.before(0, &rules), rules.start());
        assert_eq!(game.before(3, &rules), game.rolls[2].after);
    }
}
