//! The paper's reference figures (`docs/reference-figures.md`), reproduced by computation.

use maedn::model::{Rules, units_to_cm};
use maedn::solver::{Algorithm, Bound, NoObserver, Progress, Settings, solve};

fn paper(bound: Bound) -> maedn::solver::Solution {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: Rules::paper(),
    };
    solve(&settings, &Progress::default(), NoObserver).expect("the paper's settings solve")
}

#[test]
fn test_paper_bound_193_reproduces_the_paper() {
    let s = paper(Bound::PerTile(193));
    assert_eq!(s.total_units, 83_047.0);
    assert!((s.total_cm() - 298.9692).abs() < 1e-9);
    assert!((units_to_cm(s.total_units) - 298.969_2).abs() < 1e-9);
    assert_eq!(s.start_field_units, 12_143.0);
    let units: Vec<f64> = s.pieces.iter().map(|p| p.units).collect();
    assert_eq!(units, [19_462.0, 17_315.0, 16_812.0, 17_315.0]);
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
    assert_eq!((s.calls, s.prunes), (18_526_851, 15_422_842));
    let calls: Vec<u64> = s.pieces.iter().map(|p| p.stats.calls).collect();
    let prunes: Vec<u64> = s.pieces.iter().map(|p| p.stats.prunes).collect();
    assert_eq!(calls, [15_153_411, 992_009, 656_508, 1_724_923]);
    assert_eq!(prunes, [12_612_127, 826_622, 547_068, 1_437_025]);
    // Rolls, exit 6 included, and the tiles of piece 1.
    let rolls: Vec<Vec<u8>> = s.pieces.iter().map(|p| p.rolls.clone()).collect();
    assert_eq!(rolls[0], [6, 6, 6, 4, 6, 4, 6, 5, 6]);
    assert_eq!(&rolls[1][7..], [4, 6]);
    assert_eq!(&rolls[2][7..], [3, 6]);
    assert_eq!(&rolls[3][7..], [4, 4]);
    let mut histogram = [0usize; 7];
    for r in rolls.iter().flatten() {
        histogram[usize::from(*r)] += 1;
    }
    assert_eq!(histogram, [0, 0, 0, 1, 11, 1, 23]);
    let tiles: Vec<u8> = s.pieces[0].tiles.iter().map(|t| t.index()).collect();
    assert_eq!(tiles, [0, 6, 12, 16, 22, 26, 32, 37, 43]);
    // 193 is above the cheapest move per tile (170), yet the answer survives.
    assert_eq!(s.admissible_bound, 170.0);
    assert!(!s.admissible);
    assert!(s.optimal);
    assert!(
        s.warnings
            .iter()
            .map(ToString::to_string)
            .any(|w| w.contains("193") && w.contains("170") && w.contains("still optimal"))
    );
}

/// 660 million calls: run once per `cargo test`. With the window (feature
/// `gui`) the window test `test_no_bound_run_shows_its_counters` runs it and
/// carries these assertions; without it, this test does.
#[test]
#[cfg_attr(
    feature = "gui",
    ignore = "run by the window's no-bound test, which asserts the same"
)]
fn test_no_bound_reproduces_the_paper() {
    let s = paper(Bound::None);
    assert_eq!(s.total_units, 83_047.0);
    assert_eq!((s.calls, s.prunes), (660_449_985, 549_834_342));
    assert!(s.admissible && s.optimal);
}

/// The package's C reproduction of the paper's program (`benches/paper.c`),
/// built with `cc` in the target folder; `None`, with a message, where no C
/// compiler exists.
fn c_program() -> Option<maedn::bench::CProgram> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("paper-c");
    match maedn::bench::paper_program(&dir) {
        Ok(program) => Some(program),
        Err(maedn::bench::BuildError::NoCompiler) => {
            eprintln!("skipped: no C compiler (`cc`), so the paper's C program cannot be built");
            None
        }
        Err(e) => panic!("{e}"),
    }
}

/// Runs the paper's C program at `bound`: per piece, (units, calls, prunes).
fn c_run(program: &maedn::bench::CProgram, bound: u32) -> Vec<(u64, u64, u64)> {
    let out = program.command(bound).output().expect("the C program runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("piece"))
        .map(|l| {
            let n: Vec<u64> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|t| t.parse().ok())
                .collect();
            (n[1], n[2], n[3])
        })
        .collect()
}

#[test]
fn test_the_c_program_prints_the_papers_figures() {
    let Some(program) = c_program() else { return };
    assert_eq!(
        c_run(&program, 193),
        [
            (19_462, 15_153_411, 12_612_127),
            (17_315, 992_009, 826_622),
            (16_812, 656_508, 547_068),
            (17_315, 1_724_923, 1_437_025)
        ]
    );
    let out = program.command(193).output().expect("the C program runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("total: 83047 units, 18526851 calls, 15422842 prunes, "),
        "{text}"
    );
}

/// Around the admissible bound and the break, the C program and this search
/// find the same lengths with the same calls and prunes, piece by piece.
#[test]
fn test_the_c_program_and_the_search_count_alike() {
    let Some(program) = c_program() else { return };
    for bound in [170, 225, 226] {
        let s = paper(Bound::PerTile(bound));
        let ours: Vec<(u64, u64, u64)> = s
            .pieces
            .iter()
            .map(|p| (p.units as u64, p.stats.calls, p.stats.prunes))
            .collect();
        assert_eq!(c_run(&program, bound), ours, "bound {bound}");
    }
}

#[test]
fn test_bounds_from_1525_warn_that_the_c_program_finds_nothing() {
    let Some(program) = c_program() else { return };
    for bound in [1524, 1525, 1600, 1700] {
        let s = paper(Bound::PerTile(bound));
        let c = c_run(&program, bound);
        let warned: Vec<u8> = s
            .warnings
            .iter()
            .find_map(|w| match w {
                maedn::solver::Warning::PaperProgramFindsNothing { pieces, .. } => {
                    Some(pieces.clone())
                }
                _ => None,
            })
            .unwrap_or_default();
        for (piece, (ours, theirs)) in (1u8..).zip(s.pieces.iter().zip(&c)) {
            if warned.contains(&piece) {
                // The C program prunes its first call and keeps best = 65,535.
                assert_eq!(*theirs, (65_535, 1, 1), "bound {bound} piece {piece}");
            } else {
                assert_eq!(
                    *theirs,
                    (ours.units as u64, ours.stats.calls, ours.stats.prunes),
                    "bound {bound} piece {piece}"
                );
            }
        }
        let expected: &[u8] = match bound {
            1524 => &[],
            1525 => &[1],
            1600 => &[1, 2, 3],
            _ => &[1, 2, 3, 4],
        };
        assert_eq!(warned, expected, "bound {bound}");
    }
}
