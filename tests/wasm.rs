//! The engine in the browser's build (`wasm32-unknown-unknown`, 32-bit
//! `usize`, no threads, the page's clock), run under Node by wasm-bindgen's
//! test runner (scripts/check-web.sh): the paper's search gives the paper's
//! answer with exactly the desktop's counters, and the clock the solver
//! reads works there. Empty on every other target (tests/core checks the
//! same figures on the desktop).
#![cfg(target_arch = "wasm32")]

use maedn::model::{Bits, Rules};
use maedn::solver::{Algorithm, Bound, NoObserver, Progress, Settings, solve};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn test_the_papers_search_counts_as_on_the_desktop() {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::PerTile(193),
        rules: Rules::paper(),
    };
    let s = solve(&settings, &Progress::default(), NoObserver).expect("the paper's settings solve");
    assert_eq!(s.total_units, 83_047.0);
    assert_eq!((s.calls, s.prunes), (18_526_851, 15_422_842));
    let boards: Vec<u64> = s.pieces.iter().map(|p| p.board.raw()).collect();
    assert_eq!(
        boards,
        [
            0xE820_8822_0841_4C06,
            0xC820_8822_0883_43A3,
            0x8820_8822_0907_41AC,
            0x0820_8822_088F_43A3
        ]
    );
    // The elapsed time comes from the page's clock (std's panics there).
    assert!(s.elapsed.as_secs_f64() > 0.0);
}

#[wasm_bindgen_test]
fn test_a_board_reads_back_as_written() {
    let board: Bits = "0xE820_8822_0841_4C06".parse().expect("a board");
    assert_eq!(board.raw(), 0xE820_8822_0841_4C06);
    assert_eq!(board.to_hex().parse::<Bits>(), Ok(board));
}
