//! The rules of the whole game for one colour, as data: where pieces stand
//! ([`GameState`]), which moves a die face allows ([`GameRules::legal_moves`]) and
//! how long each move is ([`GameRules::length`]).
//!
//! # The rules, precisely
//!
//! One colour plays alone; the other players are ignored, as in the paper. Its
//! pieces (four in the real game; fewer only for tests) all start in the start
//! field B, as in the paper (four moves out of B; some editions of the official
//! rules put one piece on A at the start instead), and must all reach the goal
//! row.
//!
//! 1. **Pieces are interchangeable.** In a real game the four pieces of a colour
//!    are identical, so a position is only *which* tiles hold a piece and how many
//!    still wait in B. For display the pieces are numbered by the order in which
//!    they leave B: piece 1 leaves first, from slot B1 (3 tiles left of A), piece
//!    `k` from slot B`k` (as `docs/geometry.md#coordinates` numbers them). Which slot a
//!    waiting piece is taken from does not change the game's total, because every
//!    slot is left exactly once.
//! 2. **Leaving B.** A piece leaves B only on a 6 and is put on A (track tile 0).
//!    While pieces wait in B and A is free of an own piece, a 6 *must* bring one
//!    out: it is then the only legal move.
//! 3. **Clearing A.** While pieces wait in B, a piece standing on A must move off
//!    it first when the roll lets it (its target is free); only when it cannot may
//!    another piece move. (With a 6 and A occupied this moves the piece on A six
//!    tiles, as the official rules say.)
//! 4. **No two own pieces on a tile.** A move may jump over own pieces (on the
//!    track and in the goal row, as the official rules allow), but never lands on
//!    one. A move past d (tile 43) is not a move.
//! 5. **Goal row, paper rule** ([`GoalRule::Paper`]): goal tiles fill from the
//!    back, as in the paper (the first piece home takes d, the next c, …). A piece
//!    enters the goal row only by landing exactly on the deepest empty goal tile,
//!    its *own* goal; landing on any other goal tile is not a move. A piece in the
//!    goal row has finished and never moves again. Goals are not tied to a piece
//!    from the start: with identical pieces nothing could tell which is which, and
//!    the rule the paper states for one piece ("land exactly on its own goal tile,
//!    the goal tiles filling from d") then says precisely this.
//! 6. **Goal row, free rule** ([`GoalRule::Free`]): a piece may land on any empty
//!    goal tile and move on inside the row later, never past d.
//! 7. **The end.** The game ends when the goal tiles d, c, b, a (with fewer pieces:
//!    the deepest ones) all hold a piece.
//! 8. **Dice.** Each roll shows one face of a fair die. A face with no legal move
//!    is lost. Extra rolls after a 6 and the "three tries while nothing is out"
//!    rule change who rolls when, not the sequence of one colour's rolls, so they
//!    do not change distances or the number of rolls counted here.
//!
//! # Lengths
//!
//! A move along the way is the straight line between the two tile centres, as
//! measured by [`MoveTable`] (rounded to whole units or exact). A move from the
//! start field to A is a straight line too. With rounded lengths the paper counts
//! the four start-field moves *together* as `ceil(3s + 4s + √10·s + √17·s)`
//! ([`StartFieldUnits`]), not as four rounded moves; so that every running total
//! is a whole number and the four add up to exactly that, the `k`-th piece's move
//! out counts `ceil(S_k) − ceil(S_{k−1})`, where `S_k` is the exact length of the
//! first `k` slots' moves together. On the paper's board this is 2,550, 3,400,
//! 2,688 and 3,505 units. With exact lengths each counts its exact length.

use crate::model::{
    Geometry, GoalRule, LengthMode, MoveTable, Rules, StartFieldUnits, StartSlot, Tile,
};

use super::GameError;
use super::state::{GameState, Move, Moves, PIECES, Place};

/// Faces of the die, 1..=6.
pub const DIE_FACES: u8 = 6;
/// The face that brings a piece out of the start field.
pub const EXIT_FACE: u8 = 6;

/// The rules of one game: settings, number of pieces and every move's length.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRules {
    table: MoveTable,
    pieces: u8,
    /// The goal tiles that must be filled (bit `t` = tile `t`).
    home: u64,
    /// Per slot: the length its move to A counts (see the module doc).
    start_counted: [f64; StartSlot::NUM],
    /// Per slot: the unrounded straight line to A.
    start_straight: [f64; StartSlot::NUM],
}

impl GameRules {
    /// The four-piece game under `rules`.
    pub fn new(rules: &Rules) -> Result<GameRules, GameError> {
        GameRules::with_pieces(rules, PIECES)
    }

    /// A game with 1..=4 pieces (fewer than four only to check the engine: one
    /// piece is the paper's single-piece problem plus its move out of B).
    pub fn with_pieces(rules: &Rules, pieces: u8) -> Result<GameRules, GameError> {
        rules.validate()?;
        if !(1..=PIECES).contains(&pieces) {
            return Err(GameError::Pieces(pieces));
        }
        let start = StartFieldUnits::new(rules);
        let mut start_counted = start.per_slot;
        if rules.lengths == LengthMode::Rounded {
            // Cumulative ceilings: the four add up to exactly `start.total`.
            let mut sum = 0.0;
            for (counted, straight) in start_counted.iter_mut().zip(start.per_slot) {
                let before = sum;
                sum += straight;
                *counted = sum.ceil() - before.ceil();
            }
        }
        let home = (0..pieces).fold(0u64, |m, i| m | 1 << (Tile::D.index() - i));
        Ok(GameRules {
            table: MoveTable::new(rules),
            pieces,
            home,
            start_counted,
            start_straight: start.per_slot,
        })
    }

    /// The settings.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        self.table.rules()
    }

    /// The move lengths along the way.
    #[must_use]
    pub fn table(&self) -> &MoveTable {
        &self.table
    }

    /// Number of pieces.
    #[must_use]
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Every piece in the start field.
    #[must_use]
    pub fn start(&self) -> GameState {
        GameState::all_waiting(self.pieces)
    }

    /// Has the game ended (rule 7)?
    #[must_use]
    pub fn is_finished(&self, state: GameState) -> bool {
        state.way() & self.home == self.home
    }

    /// Under the paper rule, the goal tile the next piece home must land on: the
    /// deepest empty one (rule 5).
    #[must_use]
    pub fn next_goal(&self, state: GameState) -> Option<Tile> {
        let empty = self.home & !state.way();
        (empty != 0)
            .then(|| Tile::new(63 - empty.leading_zeros() as u8))
            .flatten()
    }

    /// Where a piece on `from` lands with `die`, if that is allowed by rules 4–6
    /// (ignoring the obligations of rules 2 and 3).
    fn target(&self, state: GameState, from: Tile, die: u8) -> Option<Tile> {
        let to = Tile::new(from.index().checked_add(die)?)?;
        if state.is_occupied(to) {
            return None;
        }
        if to.is_goal() && self.rules().goal_rule == GoalRule::Paper {
            // A piece in the goal row has finished; entering needs the own goal.
            if from.is_goal() || self.next_goal(state) != Some(to) {
                return None;
            }
        }
        Some(to)
    }

    /// The legal moves for `die` (1..=6) in `state`, after rules 2 and 3 (see
    /// the module doc). Empty when the roll is lost or the game has ended.
    ///
    /// ```
    /// use maedn::game::{GameRules, Move, Place};
    /// use maedn::model::{Rules, Tile};
    /// let rules = GameRules::new(&Rules::paper()).unwrap();
    /// assert!(rules.legal_moves(rules.start(), 5).is_empty()); // only a 6 leaves B
    /// ```
    #[must_use]
    pub fn legal_moves(&self, state: GameState, die: u8) -> Moves {
        let mut moves = Moves::NONE;
        if !(1..=DIE_FACES).contains(&die) || self.is_finished(state) {
            return moves;
        }
        let waiting = state.next_slot();
        if let Some(slot) = waiting {
            // Rule 2: a 6 with A free must bring a piece out.
            if die == EXIT_FACE && !state.is_occupied(Tile::A) {
                moves.push(Move {
                    from: Place::Start(slot),
                    to: Tile::A,
                });
                return moves;
            }
            // Rule 3: the piece on A moves off first when it can.
            if state.is_occupied(Tile::A)
                && let Some(to) = self.target(state, Tile::A, die)
            {
                moves.push(Move {
                    from: Place::Way(Tile::A),
                    to,
                });
                return moves;
            }
        }
        for from in state.tiles().rev() {
            if let Some(to) = self.target(state, from, die) {
                moves.push(Move {
                    from: Place::Way(from),
                    to,
                });
            }
        }
        moves
    }

    /// The length a move counts towards the total (see the module doc).
    #[must_use]
    pub fn length(&self, mv: Move) -> f64 {
        match mv.from {
            Place::Start(slot) => self.start_counted[usize::from(slot.index())],
            Place::Way(from) => mv
                .to
                .index()
                .checked_sub(from.index())
                .and_then(|roll| self.table.length(from, roll))
                .unwrap_or_else(|| self.table.length_between(from, mv.to)),
        }
    }

    /// The unrounded straight line of a move, in units.
    #[must_use]
    pub fn straight(&self, mv: Move) -> f64 {
        match mv.from {
            Place::Start(slot) => self.start_straight[usize::from(slot.index())],
            Place::Way(from) => {
                let g = self.rules().geometry();
                Geometry::distance(g.tile(from), g.tile(mv.to))
            }
        }
    }

    /// What the moves out of the start field count together: for four pieces,
    /// the paper's start-field total (`docs/geometry.md#rounding-the-two-length-modes`).
    #[must_use]
    pub fn start_field_units(&self) -> f64 {
        self.start_counted
            .iter()
            .take(usize::from(self.pieces))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paper() -> GameRules {
        GameRules::new(&Rules::paper()).expect("paper rules")
    }

    fn state(tiles: &[u8], waiting: u8) -> GameState {
        let way = tiles.iter().fold(0u64, |w, t| w | 1 << t);
        GameState::from_parts(way, waiting).expect("a position")
    }

    fn targets(rules: &GameRules, s: GameState, die: u8) -> Vec<(String, u8)> {
        rules
            .legal_moves(s, die)
            .iter()
            .map(|m| (m.from.to_string(), m.to.index()))
            .collect()
    }

    #[test]
    fn test_start_moves_add_up_to_the_spec_total() {
        for spacing in [1, 7, 333, 850, 1000, Rules::MAX_SPACING] {
            for lengths in [LengthMode::Rounded, LengthMode::Exact] {
                let r = Rules {
                    spacing,
                    lengths,
                    ..Rules::paper()
                };
                let g = GameRules::new(&r).expect("rules");
                let spec = StartFieldUnits::new(&r).total;
                assert!(
                    (g.start_field_units() - spec).abs() < 1e-9,
                    "{spacing} {lengths}"
                );
            }
        }
        assert_eq!(paper().start_counted, [2550.0, 3400.0, 2688.0, 3505.0]);
    }

    #[test]
    fn test_a_six_must_bring_a_piece_out_when_a_is_free() {
        let r = paper();
        // Piece on 10, three waiting: the 6 must bring one out.
        assert_eq!(targets(&r, state(&[10], 3), 6), [("B2".to_owned(), 0)]);
        // Nobody waits: the 6 moves a piece.
        assert_eq!(targets(&r, state(&[10, 20, 30, 5], 0), 6).len(), 4);
    }

    #[test]
    fn test_a_piece_on_a_moves_off_first_when_it_can() {
        let r = paper();
        // A occupied, two waiting: a 6 moves the piece on A, not the one on 10.
        assert_eq!(targets(&r, state(&[0, 10], 2), 6), [("0".to_owned(), 6)]);
        // Its target is taken: another piece may move.
        assert_eq!(
            targets(&r, state(&[0, 3, 10], 1), 3),
            [("10".to_owned(), 13), ("3".to_owned(), 6)]
        );
        // Nobody waits: no obligation.
        assert_eq!(targets(&r, state(&[0, 10, 20, 30], 0), 2).len(), 4);
    }

    #[test]
    fn test_no_piece_lands_on_an_own_piece_but_may_jump() {
        let r = paper();
        assert_eq!(targets(&r, state(&[5, 7], 2), 2), [("7".to_owned(), 9)]);
        assert_eq!(
            targets(&r, state(&[5, 7], 2), 3),
            [("7".to_owned(), 10), ("5".to_owned(), 8)]
        );
    }

    #[test]
    fn test_paper_rule_fills_the_goal_row_from_d() {
        let r = paper();
        // d empty: 38 may enter only on d (5), not a, b or c.
        assert_eq!(targets(&r, state(&[38], 3), 5), [("38".to_owned(), 43)]);
        assert!(targets(&r, state(&[38], 3), 2).is_empty());
        // d full: c is next; the piece on d never moves.
        assert_eq!(targets(&r, state(&[38, 43], 2), 4), [("38".to_owned(), 42)]);
        assert!(targets(&r, state(&[38, 43], 2), 5).is_empty());
    }

    #[test]
    fn test_free_rule_moves_on_inside_the_row_never_past_d() {
        let free = GameRules::new(&Rules {
            goal_rule: GoalRule::Free,
            ..Rules::paper()
        })
        .expect("rules");
        let s = state(&[38, 40, 42], 1);
        assert_eq!(
            targets(&free, s, 3),
            [("a".to_owned(), 43), ("38".to_owned(), 41)]
        );
        assert_eq!(
            targets(&free, s, 1),
            [
                ("c".to_owned(), 43),
                ("a".to_owned(), 41),
                ("38".to_owned(), 39)
            ]
        );
        assert!(targets(&free, state(&[43, 42, 41, 40], 0), 1).is_empty());
    }

    #[test]
    fn test_every_move_raises_progress() {
        let r = paper();
        let s = state(&[0, 10, 38], 1);
        for die in 1..=DIE_FACES {
            for mv in r.legal_moves(s, die).iter() {
                assert!(s.apply(*mv).progress() > s.progress());
            }
        }
    }
}
