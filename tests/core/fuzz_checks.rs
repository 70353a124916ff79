//! The fuzz targets' checks (`fuzz/src/checks.rs`, compiled in here too) fed
//! by proptest, so that stable `cargo test` covers the surfaces the fuzzers
//! cover: board parsing, decode under any rules, board lists, sessions and
//! the three solvers cross-checked on small problems. The fuzz corpus seeds
//! are run as well.

#[path = "../../fuzz/src/checks.rs"]
mod checks;

use proptest::prelude::*;

/// Text that looks like boards, lists and sessions more often than random bytes do.
fn texty() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..64),
        "(0x|0b|piece 1: |# |)[0-9A-Fa-f_xb]{0,70}[\r\n]{0,2}".prop_map(String::into_bytes),
        proptest::collection::vec(
            "(0x[0-9A-F]{16}|0b[01]{1,64}|[0-9]{1,20}|# c|zz|)".prop_map(String::from),
            0..6
        )
        .prop_map(|lines| lines.join("\r\n").into_bytes()),
    ]
}

/// A JSON number or value that a session must refuse or accept with care.
fn hostile() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("1.0".to_owned()),
        Just("-1".to_owned()),
        Just("\"1\"".to_owned()),
        Just("null".to_owned()),
        Just("18446744073709551616".to_owned()),
        Just("4294967295".to_owned()),
        Just("1e999".to_owned()),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|f| format!("{f:?}")),
    ]
}

/// Sessions whose every field is, by turns, valid or hostile.
fn sessions() -> impl Strategy<Value = Vec<u8>> {
    let valid = |v: &'static [&'static str]| proptest::sample::select(v).prop_map(str::to_owned);
    (
        prop_oneof![3 => valid(&["1"]), 1 => hostile()],
        prop_oneof![3 => valid(&["850", "1", "1524"]), 1 => hostile()],
        prop_oneof![3 => valid(&["0"]), 1 => hostile()],
        prop_oneof![3 => (0.0f64..=65_535.0).prop_map(|f| format!("{f:?}")), 1 => hostile()],
        prop_oneof![
            3 => proptest::collection::vec(1u8..=6, 0..4),
            1 => proptest::collection::vec(any::<u8>(), 0..4)
        ],
    )
        .prop_map(|(version, spacing, step, units, rolls)| {
            format!(
                r#"{{"version": {version}, "settings": {{"rules": {{"spacing": {spacing}}}}},
                   "stepper": ["0x1"], "step": {step},
                   "results": {{"pieces": [{{"piece": 1, "units": {units}, "rolls": {rolls:?}}}]}}}}"#
            )
            .into_bytes()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn prop_board_parse(data in texty()) {
        checks::board_parse(&data);
    }

    #[test]
    fn prop_decode_any_board_under_any_rules(data in proptest::collection::vec(any::<u8>(), 0..24)) {
        checks::decode_board(&data);
    }

    #[test]
    fn prop_board_list(data in texty()) {
        checks::board_list(&data);
    }

    #[test]
    fn prop_board_list_writer(data in texty()) {
        checks::board_list_writer(&data);
    }

    #[test]
    fn prop_session(data in prop_oneof![sessions(), texty()]) {
        checks::session(&data);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn prop_solvers_cross_checked(data in proptest::collection::vec(any::<u8>(), 0..24)) {
        checks::solve(&data);
    }
}

#[test]
fn test_fuzz_seed_corpus_passes_the_checks() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    type Check = fn(&[u8]);
    let targets: [(&str, Check); 6] = [
        ("board_parse", checks::board_parse),
        ("decode", checks::decode_board),
        ("board_list", checks::board_list),
        ("board_list_writer", checks::board_list_writer),
        ("session", checks::session),
        ("solve", checks::solve),
    ];
    for (name, check) in targets {
        let dir = root.join(name);
        let entries: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(Result::ok)
            .collect();
        assert!(!entries.is_empty(), "{name}: no seeds");
        for entry in entries {
            let data = std::fs::read(entry.path()).expect("a seed file");
            check(&data);
        }
    }
}
