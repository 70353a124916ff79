//! Tests of a piece's problem: which boards are refused and why, and its accessors.

use super::*;
// In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

fn t(i: u8) -> Tile {
    Tile::new(i).expect("tile")
}

fn board(piece: u8, path: &[u8]) -> Bits {
    path.iter()
        .fold(Bits::piece_start(piece).expect("piece"), |b, &i| {
            b | Bits::tile(t(i))
        })
}

#[test]
fn test_invalid_problems_are_refused_with_their_reason() {
    let ok = |piece, path: &[u8], moved| {
        Problem::new(
            piece,
            Tile::goal_of_piece(piece).unwrap_or(Tile::D),
            path.iter().map(|&i| t(i)).collect(),
            moved,
            board(piece.clamp(1, 4), path),
        )
    };
    assert!(ok(1, &[0, 6, 12], 7000.0).is_ok());
    assert_eq!(ok(0, &[0], 0.0), Err(ProblemError::Piece(0)));
    assert_eq!(ok(5, &[0], 0.0), Err(ProblemError::Piece(5)));
    // Impossible steps: past the goal, and backwards.
    assert_eq!(
        ok(1, &[0, 42], 0.0),
        Err(ProblemError::Step {
            from: t(0),
            to: t(42)
        })
    );
    assert_eq!(
        ok(1, &[0, 30, 20], 0.0),
        Err(ProblemError::Step {
            from: t(0),
            to: t(30)
        })
    );
    assert_eq!(
        ok(1, &[0, 6, 3], 0.0),
        Err(ProblemError::Step {
            from: t(6),
            to: t(3)
        })
    );
    assert_eq!(
        ok(4, &[0, 6, 12, 18, 24, 30, 36, 40], 0.0),
        Err(ProblemError::Finished(Tile::GOAL_A))
    );
    assert_eq!(
        ok(4, &[0, 6, 12, 18, 24, 30, 36, 41], 0.0),
        Err(ProblemError::PastGoal {
            tile: t(41),
            goal: Tile::GOAL_A
        })
    );
    assert_eq!(ok(1, &[3], 0.0), Err(ProblemError::PathStart(t(3))));
    for moved in [f64::NAN, f64::INFINITY, -1.0, 65_536.0] {
        assert!(
            matches!(ok(1, &[0], moved), Err(ProblemError::Moved(_))),
            "{moved}"
        );
    }
    let wrong_goal = Problem::new(2, Tile::D, vec![Tile::A], 0.0, board(2, &[0]));
    assert!(matches!(
        wrong_goal,
        Err(ProblemError::Goal { piece: 2, .. })
    ));
    let empty = Problem::new(1, Tile::D, vec![], 0.0, board(1, &[0]));
    assert_eq!(empty, Err(ProblemError::EmptyPath));
    // A board that does not show the path, or another piece's start field.
    let missing = Problem::new(1, Tile::D, vec![Tile::A, t(6)], 0.0, board(1, &[0]));
    assert!(matches!(missing, Err(ProblemError::Board { .. })));
    let other = Problem::new(1, Tile::D, vec![Tile::A], 0.0, board(2, &[0]));
    assert!(matches!(other, Err(ProblemError::Board { .. })));
}

#[test]
fn test_piece_and_accessors() {
    for k in 1..=4 {
        let p = Problem::piece(k).expect("valid");
        assert_eq!(p.piece_number(), k);
        assert_eq!(p.path(), [Tile::A]);
        assert_eq!(p.moved(), 0.0);
        assert_eq!(p.from(), Tile::A);
        assert_eq!(Some(p.board()), Bits::piece_start(k));
        assert_eq!(Some(p.goal()), Tile::goal_of_piece(k));
        assert_eq!(p.tiles_left(), p.goal().index());
    }
    assert_eq!(Problem::piece(0), None);
}
