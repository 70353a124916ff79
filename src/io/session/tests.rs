//! Tests of the session format: round trips (lengths exactly), defaults for
//! missing fields, and one error for each kind of malformed session.

use super::*;

fn sample() -> Session {
    Session {
        board: Bits::from_raw(0xE820_8822_0841_4C06),
        stepper: vec![Bits::from_raw(0xE800_0000_0000_0000), Bits::from_raw(5)],
        selected_piece: Some(2),
        step: 1,
        results: Some(SessionResults {
            pieces: vec![PieceResult {
                piece: 1,
                board: Bits::from_raw(0xE820_8822_0841_4C06),
                units: 19_462.0,
                rolls: vec![6, 6, 4],
            }],
            total_units: 70_000.5,
            calls: 12,
            ..SessionResults::default()
        }),
        ..Session::default()
    }
}

#[test]
fn round_trip() {
    let s = sample();
    let text = format_session(&s).unwrap();
    assert!(text.contains("\"version\": 1"), "{text}");
    assert!(text.contains("\"0xE820_8822_0841_4C06\""), "{text}");
    assert_eq!(parse_session(&text).unwrap(), s);
}

#[test]
fn missing_fields_default_and_unknown_fields_are_ignored() {
    let s = parse_session(r#"{"version": 1, "board": "0b101", "future": [1, 2]}"#).unwrap();
    assert_eq!(s.board, Bits::from_raw(5));
    assert_eq!(s.stepper, []);
    assert_eq!(s.settings, Settings::default());
}

#[test]
fn malformed_sessions_each_have_their_error() {
    assert_eq!(
        parse_session("0xE820882208414C06\n"),
        Err(SessionError::NotJson)
    );
    assert!(matches!(
        parse_session("{\"version\": 1, \"board\": \"0x1\""),
        Err(SessionError::Truncated { line: 1, .. })
    ));
    assert!(matches!(
        parse_session("{\"version\": 1,,}"),
        Err(SessionError::Corrupt {
            line: 1,
            column: 15,
            ..
        })
    ));
    assert_eq!(
        parse_session("{\"board\": \"0x1\"}"),
        Err(SessionError::NoVersion)
    );
    assert_eq!(parse_session("[1, 2]"), Err(SessionError::NoVersion));
    let err = parse_session("{\"version\": 7}").unwrap_err();
    assert_eq!(err, SessionError::UnsupportedVersion { found: 7 });
    assert!(err.to_string().contains("version 7"));
    let err = parse_session(r#"{"version": 1, "board": "0xZZ"}"#).unwrap_err();
    assert!(
        matches!(err, SessionError::BadField(ref m) if m.contains("0xZZ")),
        "{err}"
    );
    let err = parse_session(r#"{"version": 1, "step": "three"}"#).unwrap_err();
    assert!(matches!(err, SessionError::BadField(_)), "{err}");
}

#[test]
fn test_versions_that_are_not_whole_numbers_say_what_they_are() {
    for (text, what, says) in [
        ("1.0", VersionProblem::Decimal, "a decimal number"),
        ("\"1\"", VersionProblem::Text, "text, not a number"),
        ("-1", VersionProblem::Negative, "negative"),
        (
            "18446744073709551616",
            VersionProblem::TooLarge,
            "too large",
        ),
        ("null", VersionProblem::NotANumber, "not a number"),
    ] {
        let err = parse_session(&format!("{{\"version\": {text}}}")).unwrap_err();
        assert!(
            matches!(err, SessionError::BadVersion { what: w, .. } if w == what),
            "{text}: {err}"
        );
        assert!(err.to_string().contains(says), "{err}");
        assert!(!err.to_string().contains("no \"version\" field"), "{err}");
    }
}

proptest::proptest! {
    #[test]
    fn prop_lengths_round_trip_exactly(
        units in proptest::collection::vec(0.0f64..=65_535.0, 1..5),
        total in 0.0f64..=MAX_SESSION_UNITS,
    ) {
        let mut s = sample();
        if let Some(r) = s.results.as_mut() {
            r.total_units = total;
            r.start_field_units = total / 5.0;
            r.pieces = units
                .iter()
                .map(|&u| PieceResult { piece: 1, units: u, ..PieceResult::default() })
                .collect();
        }
        let back = parse_session(&format_session(&s).unwrap()).unwrap();
        let bits = |s: &Session| s.results.as_ref().map(|r| {
            (r.total_units.to_bits(), r.start_field_units.to_bits(),
             r.pieces.iter().map(|p| p.units.to_bits()).collect::<Vec<_>>())
        });
        proptest::prop_assert_eq!(bits(&back), bits(&s));
    }
}

#[test]
fn test_a_round_file_is_named_as_a_round_not_read_as_an_empty_session() {
    let round = r#"{"version": 1, "rules": {}, "seed": 7, "teams": [{"name": "Red"}]}"#;
    assert_eq!(parse_session(round), Err(SessionError::IsRound));
    // A session may well hold a seed of its own; only a seed with teams is a round.
    assert!(parse_session(r#"{"version": 1, "seed": 7}"#).is_ok());
}
