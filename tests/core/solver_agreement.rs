//! The paper's search agrees with the exact DP whenever its bound is
//! admissible, and A* agrees with the DP always, over random spacings, both
//! length modes, both goal-row rules and all colours.

use maedn::model::{Colour, GoalRule, LengthMode, MoveTable, Problem, Rules, Tile};
use maedn::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, TIE, admissible_bound, astar, dp, solve,
    solve_problem,
};
use proptest::prelude::*;

/// A problem for piece `piece` standing on `from` after steps of at most 6.
fn problem_from(table: &MoveTable, piece: u8, from: u8) -> Problem {
    let mut p = Problem::piece(piece).expect("piece");
    let mut at = 0u8;
    while at < from {
        let next = (at + 6).min(from);
        let (a, b) = (Tile::new(at).expect("tile"), Tile::new(next).expect("tile"));
        p = p
            .advanced(b, table.length_between(a, b))
            .expect("a roll of at most 6");
        at = next;
    }
    let rounded = p.moved().round();
    Problem::new(
        p.piece_number(),
        p.goal(),
        p.path().to_vec(),
        rounded,
        p.board(),
    )
    .expect("valid")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn prop_paper_search_with_admissible_bound_is_optimal(
        rules in crate::strategies::rules(50),
        piece in 1u8..=4,
        from in 18u8..=39,
        fraction in 0.0f64..=1.0,
    ) {
        let table = MoveTable::new(&rules);
        let problem = problem_from(&table, piece, from.min(44 - piece - 1));
        let admissible = admissible_bound(&table);
        let bound = (admissible * fraction).floor() as u32;
        let settings = Settings { algorithm: Algorithm::Paper, bound: Bound::PerTile(bound), rules };
        let s = solve_problem(&settings, &problem, &Progress::default(), NoObserver).expect("solves");
        let exact = dp(&table, &problem);
        prop_assert!(s.admissible);
        prop_assert!((s.pieces[0].units - exact.units).abs() <= TIE, "paper {} vs dp {}", s.pieces[0].units, exact.units);
        prop_assert!(s.optimal);
        // The path found really has that length.
        let walked: f64 = problem.moved() + s.pieces[0].tiles.windows(2).skip(problem.path().len() - 1)
            .map(|w| table.length_between(w[0], w[1])).sum::<f64>();
        prop_assert!((walked - s.pieces[0].units).abs() <= 1e-6);
        prop_assert!(s.pieces[0].rolls.iter().all(|r| (1..=6).contains(r)));
    }

    #[test]
    fn prop_astar_agrees_with_dp(rules in crate::strategies::rules(50), piece in 1u8..=4) {
        let table = MoveTable::new(&rules);
        let problem = Problem::piece(piece).expect("piece");
        let a = astar(&table, &problem, &Progress::default()).expect("not cancelled");
        let d = dp(&table, &problem);
        prop_assert!((a.units - d.units).abs() <= TIE);
        prop_assert!(d.optimal_sequences >= 1);
        let walked: f64 = a.tiles.windows(2).map(|w| table.length_between(w[0], w[1])).sum();
        prop_assert!((walked - a.units).abs() <= 1e-6);
    }

    #[test]
    fn prop_every_colour_has_the_same_optimum(rules in crate::strategies::rules(50)) {
        let base = dp(&MoveTable::new(&Rules { colour: Colour::Black, ..rules }), &Problem::piece(1).expect("p"));
        for colour in Colour::ALL {
            let d = dp(&MoveTable::new(&Rules { colour, ..rules }), &Problem::piece(1).expect("p"));
            prop_assert!((d.units - base.units).abs() <= TIE);
        }
    }

    #[test]
    fn prop_parse_format_round_trip(raw in any::<u64>()) {
        let b = maedn::model::Bits::from_raw(raw);
        for text in [b.to_hex(), b.to_hex_plain(), b.to_binary(), b.to_binary_fields(), b.to_decimal()] {
            prop_assert_eq!(text.parse::<maedn::model::Bits>(), Ok(b));
        }
    }
}

#[test]
fn test_whole_problem_with_admissible_bound_matches_dp_in_every_mode() {
    for lengths in [LengthMode::Rounded, LengthMode::Exact] {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let rules = Rules {
                lengths,
                goal_rule,
                ..Rules::paper()
            };
            let settings = Settings {
                algorithm: Algorithm::Paper,
                bound: Bound::Admissible,
                rules,
            };
            let s = solve(&settings, &Progress::default(), NoObserver).expect("solves");
            let dp_total = solve(
                &Settings {
                    algorithm: Algorithm::Dp,
                    ..settings
                },
                &Progress::default(),
                NoObserver,
            )
            .expect("solves")
            .total_units;
            assert!(s.admissible && s.optimal, "{lengths} {goal_rule}");
            assert!(
                (s.total_units - dp_total).abs() <= TIE,
                "{lengths} {goal_rule}: {} vs {dp_total}",
                s.total_units
            );
        }
    }
}

#[test]
fn test_a_bound_far_above_admissible_is_reported_not_optimal() {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::PerTile(400),
        rules: Rules::paper(),
    };
    let s = solve(&settings, &Progress::default(), NoObserver).expect("solves");
    assert!(!s.admissible);
    assert!(
        !s.optimal,
        "400 units per tile prunes the optimum: {}",
        s.total_units
    );
    assert!(s.total_units > s.optimum_units());
    assert!(
        s.warnings
            .iter()
            .map(ToString::to_string)
            .any(|w| w.contains("NOT optimal"))
    );
}

#[test]
fn test_cancel_stops_the_search() {
    let progress = Progress::default();
    progress.cancel();
    let settings = Settings {
        bound: Bound::None,
        ..Settings::default()
    };
    assert!(solve(&settings, &progress, NoObserver).is_err());
}

#[test]
fn test_solver_and_decode_show_the_same_exact_lengths() {
    // They once differed: 70.0643 cm in the table, 70.0632 cm in the stepper for piece 1.
    let rules = Rules {
        lengths: LengthMode::Exact,
        ..Rules::paper()
    };
    let settings = Settings {
        algorithm: Algorithm::Dp,
        bound: Bound::None,
        rules,
    };
    let s = solve(&settings, &Progress::default(), NoObserver).expect("solves");
    for p in &s.pieces {
        let d = maedn::model::decode(p.board, &rules).expect("decodes");
        let last = *d.moved.last().expect("a path");
        assert!((last - p.units).abs() < 1e-9, "{last} vs {}", p.units);
        assert_eq!(maedn::format::cm(last), maedn::format::cm(p.units));
        assert_eq!(maedn::format::units(last), maedn::format::units(p.units));
    }
    assert_eq!(maedn::format::cm(s.pieces[0].units), "70.0643");
    assert_eq!(maedn::format::units(s.start_field_units), "12,142.58");
    assert_eq!(maedn::format::cm(s.start_field_units), "43.7133");
}

#[test]
fn test_elapsed_times_the_algorithm_alone() {
    // The DP check was once inside the elapsed time (and for the DP
    // itself, a second DP). Now the check is timed apart, and the DP has none.
    let run = |algorithm| {
        let settings = Settings {
            algorithm,
            bound: Bound::Admissible,
            rules: Rules::paper(),
        };
        solve(&settings, &Progress::default(), NoObserver).expect("solves")
    };
    assert_eq!(run(Algorithm::Dp).check_elapsed, std::time::Duration::ZERO);
    let astar = run(Algorithm::Astar);
    assert!(astar.check_elapsed > std::time::Duration::ZERO);
    assert!(astar.elapsed > std::time::Duration::ZERO);
}
