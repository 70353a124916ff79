//! A position written as text: one place per piece, separated by commas —
//! `B` for a piece waiting in the start field, `0` to `39` for the track (0 is
//! A, and `A` may be written for it), `a` to `d` for the goal row (the letters
//! as the tables print them; case matters, `B` is the start field and `b` a
//! goal tile, `A` the start tile and `a` a goal tile). Pieces are
//! interchangeable, so the order does not matter: `B,B,12,d` is two pieces
//! waiting, one on tile 12 and one home on d.

use crate::model::Tile;

use super::super::state::GameState;

/// Why a position's text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// An entry that names no place.
    Place(String),
    /// Not one place per piece.
    Count {
        /// Places written.
        found: usize,
        /// Pieces in the game.
        pieces: u8,
    },
    /// Two pieces on one tile.
    Shared(String),
    /// A legal-looking position that no game reaches under these rules.
    Unreachable,
    /// Every piece is home.
    Finished,
}

/// Reads a position of a game with `pieces` pieces (see the module doc).
/// Whether a game can reach it is for the caller to check.
///
/// ```
/// use maedn::game::parse_position;
/// let s = parse_position("B, B, 12, d", 4).unwrap();
/// assert_eq!((s.waiting(), s.on_way()), (2, 2));
/// assert!(parse_position("B,B,12", 4).is_err());
/// assert!(parse_position("B,B,44,d", 4).is_err());
/// ```
pub fn parse_position(text: &str, pieces: u8) -> Result<GameState, PositionError> {
    let places: Vec<&str> = text.split(',').map(str::trim).collect();
    if places.len() != usize::from(pieces) {
        return Err(PositionError::Count {
            found: places.len(),
            pieces,
        });
    }
    let (mut way, mut waiting) = (0u64, 0u8);
    for place in places {
        let tile = match place {
            "B" => {
                waiting += 1;
                continue;
            }
            // The start tile by its name, as the help says "0 is A".
            "A" => Some(Tile::A),
            "a" | "b" | "c" | "d" => place
                .bytes()
                .next()
                .and_then(|c| Tile::new(Tile::GOAL_A.index() + (c - b'a'))),
            digits if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) => digits
                .parse::<u8>()
                .ok()
                .filter(|t| *t <= Tile::LAST_TRACK.index())
                .and_then(Tile::new),
            _ => None,
        };
        let Some(tile) = tile else {
            return Err(PositionError::Place(crate::format::excerpt(place, 20)));
        };
        if way & 1 << tile.index() != 0 {
            return Err(PositionError::Shared(place.to_owned()));
        }
        way |= 1 << tile.index();
    }
    GameState::from_parts(way, waiting).ok_or(PositionError::Count {
        found: usize::from(waiting) + way.count_ones() as usize,
        pieces,
    })
}

/// A position as [`parse_position`] reads it: the waiting pieces first, then
/// the tiles from A on.
///
/// ```
/// use maedn::game::{parse_position, position_text};
/// assert_eq!(position_text(parse_position("d,12,B,B", 4).unwrap()), "B,B,12,d");
/// ```
#[must_use]
pub fn position_text(state: GameState) -> String {
    let waiting = (0..state.waiting()).map(|_| "B".to_owned());
    let tiles = state.tiles().map(|t| {
        t.goal_letter()
            .map_or_else(|| t.index().to_string(), String::from)
    });
    waiting.chain(tiles).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_start_tile_may_be_written_a() {
        assert_eq!(parse_position("A,B,B,B", 4), parse_position("0,B,B,B", 4));
        assert!(parse_position("A,B,B,B", 4).is_ok());
        // The goal tile a is another place.
        assert_ne!(parse_position("a,B,B,B", 4), parse_position("A,B,B,B", 4));
        assert!(matches!(
            parse_position("A,0,B,B", 4),
            Err(PositionError::Shared(_))
        ));
    }

    #[test]
    fn test_malformed_positions_are_refused_with_their_reason() {
        assert!(matches!(
            parse_position("B,B,x,d", 4),
            Err(PositionError::Place(p)) if p == "x"
        ));
        assert!(matches!(
            parse_position("B,,12,d", 4),
            Err(PositionError::Place(_))
        ));
        assert!(matches!(
            parse_position("B,B,40,d", 4),
            Err(PositionError::Place(_))
        ));
        assert!(matches!(
            parse_position("B,12,12,d", 4),
            Err(PositionError::Shared(_))
        ));
        assert!(matches!(
            parse_position("B,B,B,B,B", 4),
            Err(PositionError::Count { found: 5, .. })
        ));
        let s = parse_position("b,B", 2).expect("goal b and one waiting");
        assert!(s.waiting() == 1 && s.is_occupied(Tile::new(41).expect("b")));
    }

    #[test]
    fn test_text_round_trips() {
        for text in ["B,B,B,B", "0,7,39,a", "B,c,d", "12"] {
            let pieces = text.split(',').count() as u8;
            let s = parse_position(text, pieces).expect("a position");
            assert_eq!(position_text(s), text);
        }
    }
}
