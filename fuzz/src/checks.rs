//! One check per input surface: each takes raw bytes, drives the library with
//! them and panics only if the library breaks a promise (a round trip that
//! does not return what went in, solvers that disagree). A panic inside the
//! library itself is the other kind of failure the fuzzer finds.
//!
//! Shared by the cargo-fuzz targets under `fuzz/fuzz_targets/` and by the
//! proptests of `tests/core/fuzz_checks.rs`.

use maedn::io::{
    format_boards, format_session, header_lines, parse_boards, parse_header, parse_session,
};
use maedn::model::{Bits, Colour, GoalRule, LengthMode, MoveTable, Problem, Rules, Tile, decode};
use maedn::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, TIE, Warning, astar, dp, solve_problem,
};

/// Tiles left to the goal up to which the unbounded paper search is run
/// (its calls grow about 2^tiles).
const SMALL_REST: u8 = 16;

/// Reads bytes from the front of the input, zeros once it runs out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let (first, rest) = self.0.split_first().map_or((0, &[][..]), |(f, r)| (*f, r));
        self.0 = rest;
        first
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    fn u64(&mut self) -> u64 {
        u64::from(self.u32()) | (u64::from(self.u32()) << 32)
    }
}

/// Any rules the bytes name; spacing from the whole `u32` range, so most are
/// refused by `validate`, as they must be.
fn rules(b: &mut Bytes<'_>) -> Rules {
    let spacing = match b.byte() % 4 {
        0 => b.u32(),
        _ => 1 + b.u32() % Rules::MAX_SPACING,
    };
    let flags = b.byte();
    Rules {
        spacing,
        lengths: if flags & 1 == 0 {
            LengthMode::Rounded
        } else {
            LengthMode::Exact
        },
        goal_rule: if flags & 2 == 0 {
            GoalRule::Paper
        } else {
            GoalRule::Free
        },
        colour: Colour::try_from_index(usize::from(flags >> 2) % 4).unwrap_or_default(),
    }
}

/// Text parsing of one board: anything that parses prints back to itself in
/// every notation.
pub fn board_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(b) = text.parse::<Bits>() {
        for shown in [
            b.to_hex(),
            b.to_hex_plain(),
            b.to_binary(),
            b.to_binary_fields(),
            b.to_decimal(),
        ] {
            assert_eq!(shown.parse::<Bits>(), Ok(b), "{shown}");
        }
    }
    let _ = maedn::io::first_board(&text);
}

/// Decoding any 64-bit board under any rules the bytes name: never a panic;
/// a board that gives a problem satisfies the constructor's promises.
pub fn decode_board(data: &[u8]) {
    let mut b = Bytes(data);
    let board = Bits::from_raw(b.u64());
    let rules = rules(&mut b);
    if rules.validate().is_err() {
        return;
    }
    let Ok(d) = decode(board, &rules) else {
        return;
    };
    assert_eq!(d.moved.len(), d.visited.len());
    let _ = maedn::report::decoded_text(&d);
    let _ = maedn::report::decoded_json(&d);
    if let Ok(p) = d.to_problem() {
        assert!(d.problems.is_empty());
        assert_eq!(p.path(), d.visited.as_slice());
        assert!(p.from() < p.goal());
    }
}

/// A board list: whatever parses saves and parses back to the same boards.
pub fn board_list(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(boards) = parse_boards(&text) {
        let saved = format_boards(&boards, "fuzz\nround trip");
        assert_eq!(parse_boards(&saved).as_ref(), Ok(&boards));
    }
}

/// The board-list writer: any boards under any header (control characters,
/// lone `\r`, `#`, text that looks like a board) are written and read back
/// as the same boards and the same header lines. The first byte picks how
/// many boards (1 to 8), eight bytes each; the rest is the header.
pub fn board_list_writer(data: &[u8]) {
    let mut bytes = Bytes(data);
    let count = usize::from(bytes.byte() % 8) + 1;
    let boards: Vec<Bits> = (0..count)
        .map(|_| {
            let low = u64::from(bytes.u32());
            let high = u64::from(bytes.u32());
            Bits::from_raw(high << 32 | low)
        })
        .collect();
    let header = String::from_utf8_lossy(bytes.0);
    let text = format_boards(&boards, &header);
    assert_eq!(parse_boards(&text).as_ref(), Ok(&boards), "{text:?}");
    assert_eq!(parse_header(&text), header_lines(&header), "{text:?}");
}

/// A session: whatever parses is valid and saves and parses back the same.
pub fn session(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(s) = parse_session(&text) {
        assert!(s.validate().is_ok());
        let saved = format_session(&s).expect("a valid session formats");
        assert_eq!(parse_session(&saved).as_ref(), Ok(&s));
    }
}

/// A small problem the bytes describe, solved by the DP, A* and the paper's
/// search: the exact solvers agree, and so does the paper's search whenever
/// its bound is admissible.
pub fn solve(data: &[u8]) {
    let mut b = Bytes(data);
    let rules = rules(&mut b);
    if rules.validate().is_err() {
        return;
    }
    let piece = 1 + b.byte() % 4;
    let (Some(goal), Some(mut board)) = (Tile::goal_of_piece(piece), Bits::piece_start(piece))
    else {
        return;
    };
    let table = MoveTable::new(&rules);
    let mut path = vec![Tile::A];
    let mut moved = 0.0;
    // Rolls from the input; at least far enough that little is left to search.
    let mut at = Tile::A;
    loop {
        let roll = 1 + b.byte() % 6;
        let far = goal.index() - at.index() <= SMALL_REST;
        let Some(next) = Tile::new(at.index() + roll).filter(|t| *t < goal) else {
            break;
        };
        if far && b.0.is_empty() {
            break;
        }
        moved += table.length_between(at, next);
        path.push(next);
        board |= Bits::tile(next);
        at = next;
    }
    let Ok(problem) = Problem::new(piece, goal, path, moved, board) else {
        return;
    };
    let exact = dp(&table, &problem);
    let a = astar(&table, &problem, &Progress::default()).expect("not cancelled");
    assert!(
        (a.units - exact.units).abs() <= TIE,
        "A* {} DP {}",
        a.units,
        exact.units
    );
    let bounds = [
        Bound::Admissible,
        Bound::None,
        Bound::PerTile(u32::from(b.byte()) * 8),
    ];
    for bound in bounds {
        if bound == Bound::None && problem.tiles_left() > SMALL_REST {
            continue;
        }
        let settings = Settings {
            algorithm: Algorithm::Paper,
            bound,
            rules,
        };
        let s = solve_problem(&settings, &problem, &Progress::default(), NoObserver)
            .expect("a valid problem on valid rules solves");
        let _ = maedn::report::solution_text(&s);
        // The result claims optimality exactly when it has it, and an
        // admissible search that misses the optimum says so.
        let agrees = (s.total_units - exact.units).abs() <= TIE;
        assert_eq!(
            s.optimal, agrees,
            "paper {} DP {}",
            s.total_units, exact.units
        );
        if s.admissible && !agrees {
            assert!(
                s.warnings
                    .iter()
                    .any(|w| matches!(w, Warning::MissedOptimum { .. })),
                "paper {} DP {}",
                s.total_units,
                exact.units
            );
        }
    }
}
