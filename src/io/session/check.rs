//! What a session restores is checked, never trusted: [`Session::validate`]
//! refuses a spacing of 0 or 4,294,967,295, a piece number outside 1..=4, a
//! stepper position past its boards, lengths that are not finite or do not fit
//! the boards, and rolls outside 1..=6, each naming the field and the value.

use super::{MAX_SESSION_UNITS, Session, SessionError, VERSION_EXCERPT};
use crate::format::excerpt;
use crate::io::BadValue;
use crate::model::{Tile, UNITS_MAX};

/// The most moves a way can have: one tile at a time from A to goal d.
const MAX_MOVES: usize = Tile::NUM - 1;

fn invalid(field: &str, value: impl std::fmt::Display, reason: BadValue) -> SessionError {
    SessionError::Invalid {
        field: field.to_owned(),
        value: excerpt(&value.to_string(), VERSION_EXCERPT),
        reason,
    }
}

/// A length restored from a file: finite, not negative, at most `max`.
fn check_length(field: &str, value: f64, max: f64) -> Result<(), SessionError> {
    if value.is_finite() && (0.0..=max).contains(&value) {
        Ok(())
    } else {
        Err(invalid(field, value, BadValue::Length { max }))
    }
}

impl Session {
    /// Checks every restored number; the first problem found is the error.
    pub fn validate(&self) -> Result<(), SessionError> {
        if let Err(e) = self.settings.rules.validate() {
            return Err(invalid(
                "settings.rules.spacing",
                self.settings.rules.spacing,
                BadValue::Rules(e),
            ));
        }
        if let Some(piece) = self.selected_piece
            && !(1..=4).contains(&piece)
        {
            return Err(invalid("selected_piece", piece, BadValue::Piece));
        }
        let steps = self.stepper.len();
        if let Some(i) = self.selected_board
            && i >= steps
        {
            return Err(invalid(
                "selected_board",
                i,
                BadValue::StepperBoard { boards: steps },
            ));
        }
        if self.step > MAX_MOVES {
            return Err(invalid(
                "step",
                self.step,
                BadValue::Step { max: MAX_MOVES },
            ));
        }
        if let Some(r) = &self.results {
            if let Some(from) = r.from
                && let Err(e) = crate::model::decode(from, &self.settings.rules)
                    .map_err(crate::model::BoardError::from)
                    .and_then(|d| d.to_problem())
            {
                return Err(invalid("results.from", from, BadValue::From(e)));
            }
            check_length("results.total_units", r.total_units, MAX_SESSION_UNITS)?;
            check_length(
                "results.start_field_units",
                r.start_field_units,
                f64::from(UNITS_MAX),
            )?;
            for (i, p) in r.pieces.iter().enumerate() {
                let field = |name: &str| format!("results.pieces[{i}].{name}");
                if !(1..=4).contains(&p.piece) {
                    return Err(invalid(&field("piece"), p.piece, BadValue::Piece));
                }
                check_length(&field("units"), p.units, f64::from(UNITS_MAX))?;
                if let Some(roll) = p.rolls.iter().find(|r| !(1..=6).contains(*r)) {
                    return Err(invalid(&field("rolls"), roll, BadValue::Roll));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::super::{SessionResults, parse_session};
    use super::*;

    #[test]
    fn test_restored_numbers_are_validated() {
        let cases = [
            (
                r#"{"version": 1, "settings": {"rules": {"spacing": 0}}}"#,
                "spacing",
            ),
            (
                r#"{"version": 1, "settings": {"rules": {"spacing": 4294967295}}}"#,
                "spacing",
            ),
            (r#"{"version": 1, "selected_piece": 9}"#, "selected_piece"),
            (r#"{"version": 1, "stepper": ["0x1"], "step": 44}"#, "step"),
            (
                r#"{"version": 1, "stepper": ["0x1"], "selected_board": 1}"#,
                "selected_board",
            ),
            (r#"{"version": 1, "step": 18446744073709551615}"#, "step"),
            (
                r#"{"version": 1, "results": {"total_units": -1}}"#,
                "total_units",
            ),
            (
                r#"{"version": 1, "results": {"pieces": [{"piece": 1, "units": 70000}]}}"#,
                "units",
            ),
            (
                r#"{"version": 1, "results": {"pieces": [{"piece": 0}]}}"#,
                "piece",
            ),
            (
                r#"{"version": 1, "results": {"from": "0xE820882208400000"}}"#,
                "results.from",
            ),
            (
                r#"{"version": 1, "results": {"pieces": [{"piece": 1, "rolls": [7]}]}}"#,
                "rolls",
            ),
        ];
        for (text, field) in cases {
            let err = parse_session(text).unwrap_err();
            assert!(
                matches!(&err, SessionError::Invalid { field: f, .. } if f.contains(field)),
                "{text}: {err}"
            );
        }
        // A number JSON cannot hold is corrupt, never infinity.
        assert!(matches!(
            parse_session(r#"{"version": 1, "results": {"total_units": 1e999}}"#),
            Err(SessionError::Corrupt { .. } | SessionError::BadField(_))
        ));
        // Non-finite values in a Session built in code are refused too.
        let s = Session {
            results: Some(SessionResults {
                total_units: f64::NAN,
                ..SessionResults::default()
            }),
            ..Session::default()
        };
        assert!(matches!(s.validate(), Err(SessionError::Invalid { .. })));
    }
}
