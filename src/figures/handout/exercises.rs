//! The worksheet's exercises, generated from a seed and answered by the
//! engine: the hand's shortest move from a tile, a bit-board to decode, the
//! shortest way from a tile to a goal (the DP), a bound judged safe or not,
//! a piece alone with a fair die, a tile's bit, and a move along the track
//! against the straight line. The same seed gives the same exercises.

use fastrand::Rng;

use crate::game::piece_optima;
use crate::i18n::words::tile_ref;
use crate::i18n::{Tr, count_arg, decimals_arg, units_arg, wide_count_arg};
use crate::model::{Bits, MoveTable, Problem, ProblemError, Rules, Tile};
use crate::solver::{
    Algorithm, Bound, CountError, NoObserver, Progress, Settings, SolveError, admissible_bound,
    count_goal, dp, solve_problem,
};
use crate::tr;

/// Why the exercises could not be computed (never for the paper's rules).
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// A solve failed.
    Solve(#[from] SolveError),
    /// A position could not be set up.
    Problem(#[from] ProblemError),
    /// A page's chart could not be laid out.
    Plot(#[from] crate::render::plot::PlotError),
    /// The equally short ways could not be counted.
    Count(#[from] CountError),
}

/// What an exercise asks, with the values it was generated from (tests
/// recompute the answers from these with their own code).
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// The roll from `from` whose straight move is shortest.
    Hand {
        /// The tile.
        from: Tile,
    },
    /// Decode `board`: piece, tile, units moved.
    Decode {
        /// The board.
        board: Bits,
    },
    /// The shortest way from `from` to `goal`.
    Way {
        /// The start tile.
        from: Tile,
        /// The goal tile (a–d).
        goal: Tile,
    },
    /// Is `bound` units per tile safe?
    Bound {
        /// The bound.
        bound: u32,
        /// The piece whose shortest way the answer names: one the bound
        /// cuts off, if it cuts off any.
        piece: u8,
        /// What the paper's search finds for `piece` with this bound when
        /// that is longer than its shortest way; `None` when the bound is
        /// safe or, unsafe as it is, cuts off no piece's shortest way.
        found: Option<f64>,
    },
    /// A piece alone with a fair die.
    Fair {
        /// The piece.
        piece: u8,
    },
    /// The bit of `tile`.
    Bit {
        /// The tile.
        tile: Tile,
    },
    /// A move along the track against the straight line.
    Move {
        /// The start tile.
        from: Tile,
        /// The roll.
        roll: u8,
    },
}

/// One exercise: the question, its answer, and what it was made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The question, in the sheet's language.
    pub question: String,
    /// The answer.
    pub answer: String,
    /// What was asked.
    pub ask: Ask,
}

/// The rules the worksheet is computed under: the paper's.
#[must_use]
pub fn sheet_rules() -> Rules {
    Rules::paper()
}

/// The exercises of worksheet `seed`, in `tr`'s language.
///
/// # Errors
/// When a solve fails (not for the paper's rules).
pub fn exercises(seed: u64, tr: &Tr) -> Result<Vec<Exercise>, SheetError> {
    let mut rng = Rng::with_seed(seed);
    let rules = sheet_rules();
    let table = MoveTable::new(&rules);
    let tile = |i: u8| Tile::new(i).unwrap_or(Tile::A);
    let mut out = Vec::new();
    out.push(hand(&table, tile(rng.u8(0..=37)), tr));
    out.push(decode_exercise(&table, &mut rng, tr));
    // Two ways, to different goals.
    let first_goal = rng.u8(40..=43);
    for goal in [first_goal, 40 + (first_goal - 40 + rng.u8(1..=3)) % 4] {
        out.push(way(&table, tile(rng.u8(1..=goal - 6)), tile(goal), tr)?);
    }
    out.push(bound_exercise(&table, &mut rng, tr)?);
    out.push(fair(&table, rng.u8(1..=4), tr));
    out.push(bit(tile(rng.u8(0..=43)), tr));
    let from = rng.u8(0..=37);
    out.push(move_exercise(&table, tile(from), rng.u8(1..=6), tr));
    Ok(out)
}

/// A tile as the sheet names it: its number, or a–d.
#[must_use]
pub fn tile_label(tile: Tile) -> String {
    tile.goal_letter()
        .map_or_else(|| tile.index().to_string(), String::from)
}

fn hand(table: &MoveTable, from: Tile, tr: &Tr) -> Exercise {
    let moves: Vec<(u8, f64)> = (1..=6u8)
        .filter_map(|r| Some((r, table.length(from, r)?)))
        .collect();
    let least = moves.iter().map(|m| m.1).fold(f64::INFINITY, f64::min);
    // Every roll as short as the shortest: a tie is named, not hidden.
    let best: Vec<u8> = moves
        .iter()
        .filter(|m| (m.1 - least).abs() < TIE)
        .map(|m| m.0)
        .collect();
    let all: Vec<String> = moves
        .iter()
        .map(|(r, l)| format!("{r}: {}", tr.numbers().units(*l)))
        .collect();
    let to = |r: u8| Tile::new(from.index() + r).unwrap_or(Tile::D);
    let answer = match best.as_slice() {
        [one] => tr!(
            tr,
            "handout-ans-hand",
            roll = u64::from(*one),
            from = tile_label(from),
            to = tile_label(to(*one)),
            units = units_arg(least),
            all = all.join(", ")
        ),
        several => {
            let moves: Vec<String> = several
                .iter()
                .map(|r| format!("{} → {}", tile_label(from), tile_label(to(*r))))
                .collect();
            let rolls: Vec<String> = several.iter().map(ToString::to_string).collect();
            tr!(
                tr,
                "handout-ans-hand-ties",
                rolls = either(tr, &rolls),
                moves = either(tr, &moves),
                units = units_arg(least),
                all = all.join(", ")
            )
        }
    };
    Exercise {
        question: tr!(tr, "handout-ex-hand", from = tile_ref(tr, from)),
        answer,
        ask: Ask::Hand { from },
    }
}

/// Lengths closer than this are equal (rounded lengths are whole units).
const TIE: f64 = 1e-6;

/// "1, 3 or 5": the choices named one after the other.
fn either(tr: &Tr, choices: &[String]) -> String {
    match choices {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => tr!(
            tr,
            "handout-or",
            first = head.join(", "),
            last = last.clone()
        ),
    }
}

/// A piece's path of a few random moves, as a board with its units field.
fn decode_exercise(table: &MoveTable, rng: &mut Rng, tr: &Tr) -> Exercise {
    let piece = rng.u8(1..=4);
    let moves = rng.u8(2..=6);
    let mut problem = Problem::piece(piece);
    let mut path = vec![Tile::A];
    for _ in 0..moves {
        let Some(p) = problem.as_ref() else { break };
        let from = p.from();
        let room = p.goal().index() - from.index() - 1;
        if room == 0 {
            break;
        }
        let roll = rng.u8(1..=room.min(6));
        let (Some(to), Some(length)) = (Tile::new(from.index() + roll), table.length(from, roll))
        else {
            break;
        };
        problem = p.advanced(to, length).ok();
        path.push(to);
    }
    let (board, moved, at) = problem.as_ref().map_or((Bits::EMPTY, 0.0, Tile::A), |p| {
        let units = p.moved().round() as u32;
        (
            p.board().with_units(units).unwrap_or(p.board()),
            p.moved(),
            p.from(),
        )
    });
    let names: Vec<String> = path.iter().map(|t| tile_label(*t)).collect();
    Exercise {
        question: tr!(tr, "handout-ex-decode", hex = board.to_string()),
        answer: tr!(
            tr,
            "handout-ans-decode",
            piece = piece,
            tile = tile_ref(tr, at),
            moves = count_arg(path.len() as u64 - 1),
            path = names.join(" → "),
            units = units_arg(moved)
        ),
        ask: Ask::Decode { board },
    }
}

/// A piece standing on `from` (reached by sixes and a last shorter roll).
fn standing_on(from: Tile, goal: Tile) -> Result<Problem, ProblemError> {
    let piece = 44 - goal.index();
    let mut path = vec![Tile::A];
    let mut at = 0u8;
    while at < from.index() {
        at = (at + 6).min(from.index());
        path.push(Tile::new(at).unwrap_or(Tile::A));
    }
    let start = Bits::piece_start(piece)
        .ok_or(ProblemError::Piece(piece))?
        .without(Tile::A.bit());
    let board = path.iter().fold(start, |b, t| b | Bits::tile(*t));
    Problem::new(piece, goal, path, 0.0, board)
}

fn way(table: &MoveTable, from: Tile, goal: Tile, tr: &Tr) -> Result<Exercise, SheetError> {
    let problem = standing_on(from, goal)?;
    let r = dp(table, &problem);
    let tiles: Vec<Tile> = r.tiles.iter().copied().filter(|t| *t >= from).collect();
    let rolls: Vec<String> = tiles
        .windows(2)
        .map(|w| (w[1].index() - w[0].index()).to_string())
        .collect();
    let names: Vec<String> = tiles.iter().map(|t| tile_label(*t)).collect();
    // How many ways from here are as short: the key says it shows one of them.
    let ways = count_goal(table, goal, from, &Progress::default())?
        .optimum()
        .map_or(1, |o| o.sequences);
    let answer = if ways > 1 {
        tr!(
            tr,
            "handout-ans-way-ties",
            path = names.join(" → "),
            units = units_arg(r.units),
            rolls = rolls.join("-"),
            ways = wide_count_arg(ways, tr.numbers())
        )
    } else {
        tr!(
            tr,
            "handout-ans-way",
            path = names.join(" → "),
            units = units_arg(r.units),
            rolls = rolls.join("-")
        )
    };
    Ok(Exercise {
        question: tr!(
            tr,
            "handout-ex-way",
            from = tile_ref(tr, from),
            goal = tile_ref(tr, goal)
        ),
        answer,
        ask: Ask::Way { from, goal },
    })
}

fn bound_exercise(table: &MoveTable, rng: &mut Rng, tr: &Tr) -> Result<Exercise, SheetError> {
    let cheapest = admissible_bound(table);
    let safe = rng.bool();
    let base = cheapest.floor() as u32;
    let bound = if safe {
        base - rng.u32(0..=15)
    } else {
        base + rng.u32(5..=130)
    };
    let drawn = rng.u8(1..=4);
    let optimum_of = |piece: u8| -> Result<(Problem, f64), SheetError> {
        let problem = Problem::piece(piece).ok_or(ProblemError::Piece(piece))?;
        let optimum = dp(table, &problem).units;
        Ok((problem, optimum))
    };
    if f64::from(bound) <= cheapest {
        let (problem, optimum) = optimum_of(drawn)?;
        return Ok(Exercise {
            question: tr!(tr, "handout-ex-bound", bound = bound),
            answer: tr!(
                tr,
                "handout-ans-bound-safe",
                bound = bound,
                cheapest = units_arg(cheapest),
                piece = drawn,
                goal = tile_ref(tr, problem.goal()),
                optimum = units_arg(optimum)
            ),
            ask: Ask::Bound {
                bound,
                piece: drawn,
                found: None,
            },
        });
    }
    // Unsafe: the example is a piece whose shortest way this bound really
    // cuts off (the drawn piece first, then the others), with what the
    // search finds instead; if it cuts off none, the key says so.
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::PerTile(bound),
        rules: *table.rules(),
    };
    for piece in (0..4).map(|k| (drawn - 1 + k) % 4 + 1) {
        let (problem, optimum) = optimum_of(piece)?;
        let solved = solve_problem(&settings, &problem, &Progress::default(), NoObserver)?;
        let found = solved.pieces.first().map_or(f64::INFINITY, |p| p.units);
        if found > optimum + TIE {
            return Ok(Exercise {
                question: tr!(tr, "handout-ex-bound", bound = bound),
                answer: tr!(
                    tr,
                    "handout-ans-bound-unsafe",
                    bound = bound,
                    cheapest = units_arg(cheapest),
                    piece = piece,
                    goal = tile_ref(tr, problem.goal()),
                    optimum = units_arg(optimum),
                    found = units_arg(found)
                ),
                ask: Ask::Bound {
                    bound,
                    piece,
                    found: Some(found),
                },
            });
        }
    }
    Ok(Exercise {
        question: tr!(tr, "handout-ex-bound", bound = bound),
        answer: tr!(
            tr,
            "handout-ans-bound-unsafe-spared",
            bound = bound,
            cheapest = units_arg(cheapest)
        ),
        ask: Ask::Bound {
            bound,
            piece: drawn,
            found: None,
        },
    })
}

fn fair(table: &MoveTable, piece: u8, tr: &Tr) -> Exercise {
    let optima = piece_optima(table).unwrap_or_default();
    let p = optima.iter().find(|p| p.piece == piece);
    let chosen = Problem::piece(piece).map_or(0.0, |pr| dp(table, &pr).units);
    let goal = Tile::goal_of_piece(piece).map_or_else(String::new, |g| tile_ref(tr, g));
    let (mean, sd) = p.map_or((0.0, 0.0), |p| (p.units, p.units_sd));
    Exercise {
        question: tr!(tr, "handout-ex-fair", piece = piece, goal = goal.clone()),
        answer: tr!(
            tr,
            "handout-ans-fair",
            fair = decimals_arg(mean, 0),
            sd = decimals_arg(sd, 0),
            chosen = units_arg(chosen),
            more = decimals_arg(mean - chosen, 0)
        ),
        ask: Ask::Fair { piece },
    }
}

fn bit(tile: Tile, tr: &Tr) -> Exercise {
    Exercise {
        question: tr!(tr, "handout-ex-bit", tile = tile_ref(tr, tile)),
        answer: tr!(
            tr,
            "handout-ans-bit",
            bit = tile.bit(),
            hex = Bits::tile(tile).to_string()
        ),
        ask: Ask::Bit { tile },
    }
}

fn move_exercise(table: &MoveTable, from: Tile, roll: u8, tr: &Tr) -> Exercise {
    let to = Tile::new(from.index() + roll).unwrap_or(Tile::D);
    let track = f64::from(roll) * f64::from(table.rules().spacing);
    let straight = table.length_between(from, to);
    Exercise {
        question: tr!(
            tr,
            "handout-ex-move",
            roll = roll,
            from = tile_ref(tr, from)
        ),
        answer: tr!(
            tr,
            "handout-ans-move",
            track = units_arg(track),
            straight = units_arg(straight),
            percent = decimals_arg(100.0 * straight / track, 0)
        ),
        ask: Ask::Move { from, roll },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_a_seed_gives_its_own_exercises_every_time() {
        let tr = Tr::shared(Lang::En);
        let a = exercises(7, tr).expect("computes");
        assert_eq!(a, exercises(7, tr).expect("computes"));
        assert!((6..=10).contains(&a.len()));
        let asks = |s: u64| -> Vec<Ask> {
            exercises(s, tr)
                .expect("computes")
                .into_iter()
                .map(|e| e.ask)
                .collect()
        };
        assert!((8..20).any(|s| asks(s) != asks(7)));
    }
}
