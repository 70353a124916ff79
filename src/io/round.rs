//! A class round as versioned JSON ([`RoundFile`]): the rules, the seed every
//! team's die shares, and each team's name and choices, written as the
//! engine's moves (`"B1-0"`, `"12-17"`, `"38-b"`), so the file is readable
//! and every score is computed again from the engine when it is opened, never
//! read from the file.
//!
//! As with sessions, the text is checked before anything is trusted: JSON
//! that is cut off or corrupt, a missing `version`, a `version` newer than
//! [`ROUND_VERSION`], fields of the wrong type, and values out of range (the
//! number of teams, a name's length, a choice's length) are refused with a
//! [`RoundError`] that says which; nothing in the window changes then.

use serde::{Deserialize, Serialize};

use super::BadValue;
use crate::format::excerpt;
use crate::model::Rules;

/// The round format this build writes and reads.
pub const ROUND_VERSION: u32 = 1;
/// The fewest teams in a round.
pub const MIN_TEAMS: usize = 2;
/// The most teams in a round.
pub const MAX_TEAMS: usize = 6;
/// The most characters of a team's name.
pub const NAME_CHARS: usize = 40;
/// The most choices one team's game can hold (far more than any game has).
pub const MAX_CHOICES: usize = 10_000;
/// The longest move text (`"B1-0"`, `"38-b"`).
const MOVE_CHARS: usize = 8;
/// The longest excerpt of a bad value quoted in an error.
const QUOTE_CHARS: usize = 40;

/// A class round as the file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundFile {
    /// Format version, [`ROUND_VERSION`].
    pub version: u32,
    /// The rules the round is played under.
    pub rules: Rules,
    /// The seed of every team's die.
    pub seed: u64,
    /// The teams in the order they play.
    pub teams: Vec<TeamFile>,
}

/// One team of a round file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TeamFile {
    /// The name as typed (empty: the default "Team n" in the reader's language).
    pub name: String,
    /// Has the team played its game to the end?
    pub done: bool,
    /// The moves the team chose, in order, as `from-to`.
    pub choices: Vec<String>,
    /// Kept while the die waited after the last choice (not rolled yet):
    /// the turn goes on waiting for it (absent in older files: rolled).
    pub die_waits: bool,
}

/// Why a text is not a round.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RoundError {
    /// Not JSON, or JSON that is cut off or malformed.
    Corrupt {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde_json's description.
        message: String,
    },
    /// JSON, but not an object with a whole-number `version`.
    NoVersion,
    /// Written by a newer build.
    UnsupportedVersion {
        /// The version in the file.
        found: u64,
    },
    /// Version 0, which no build writes (versions start at 1): not a newer
    /// build's file, so "update maedn" would be wrong.
    ZeroVersion,
    /// A field is missing or has the wrong type.
    BadField(String),
    /// A value that cannot be right.
    Invalid {
        /// Where in the file.
        field: String,
        /// The value (an excerpt).
        value: String,
        /// Why it is refused.
        reason: BadValue,
    },
}

fn invalid(field: &str, value: impl std::fmt::Display, reason: BadValue) -> RoundError {
    RoundError::Invalid {
        field: field.to_owned(),
        value: excerpt(&value.to_string(), QUOTE_CHARS),
        reason,
    }
}

impl RoundFile {
    /// Checks every value read; the first problem found is the error.
    pub fn validate(&self) -> Result<(), RoundError> {
        if let Err(e) = self.rules.validate() {
            return Err(invalid(
                "rules.spacing",
                self.rules.spacing,
                BadValue::Rules(e),
            ));
        }
        let n = self.teams.len();
        if !(MIN_TEAMS..=MAX_TEAMS).contains(&n) {
            return Err(invalid(
                "number of teams",
                n,
                BadValue::Teams {
                    min: MIN_TEAMS,
                    max: MAX_TEAMS,
                },
            ));
        }
        for (i, team) in self.teams.iter().enumerate() {
            let chars = team.name.chars().count();
            if chars > NAME_CHARS || team.name.chars().any(char::is_control) {
                return Err(invalid(
                    &format!("teams[{i}].name"),
                    &team.name,
                    BadValue::Name { max: NAME_CHARS },
                ));
            }
            if team.choices.len() > MAX_CHOICES {
                return Err(invalid(
                    &format!("teams[{i}].choices"),
                    team.choices.len(),
                    BadValue::Choices { max: MAX_CHOICES },
                ));
            }
            if let Some(c) = team
                .choices
                .iter()
                .find(|c| c.chars().count() > MOVE_CHARS || c.chars().any(char::is_control))
            {
                return Err(invalid(&format!("teams[{i}].choices"), c, BadValue::Move));
            }
        }
        Ok(())
    }
}

/// Reads a round from JSON text.
pub fn parse_round(text: &str) -> Result<RoundFile, RoundError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| RoundError::Corrupt {
        line: e.line(),
        column: e.column(),
        message: e.to_string(),
    })?;
    let version = value
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .ok_or(RoundError::NoVersion)?;
    if version == 0 {
        return Err(RoundError::ZeroVersion);
    }
    if version > u64::from(ROUND_VERSION) {
        return Err(RoundError::UnsupportedVersion { found: version });
    }
    let round: RoundFile =
        serde_json::from_value(value).map_err(|e| RoundError::BadField(e.to_string()))?;
    round.validate()?;
    Ok(round)
}

/// Writes a round as pretty JSON.
pub fn format_round(round: &RoundFile) -> Result<String, RoundError> {
    let mut r = round.clone();
    r.version = ROUND_VERSION;
    let mut text =
        serde_json::to_string_pretty(&r).map_err(|e| RoundError::BadField(e.to_string()))?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> RoundFile {
        RoundFile {
            version: ROUND_VERSION,
            rules: Rules::paper(),
            seed: 7,
            teams: vec![
                TeamFile {
                    name: "Rot".to_owned(),
                    done: true,
                    choices: vec!["B1-0".to_owned(), "12-17".to_owned()],
                    die_waits: false,
                },
                TeamFile::default(),
            ],
        }
    }

    #[test]
    fn test_a_round_round_trips() {
        let text = format_round(&sample()).expect("text");
        assert_eq!(parse_round(&text), Ok(sample()));
    }

    #[test]
    fn test_a_corrupt_round_file_is_refused_with_a_message() {
        let text = format_round(&sample()).expect("text");
        let cut = &text[..text.len() / 2];
        let err = parse_round(cut).expect_err("cut off");
        assert!(matches!(err, RoundError::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("line"), "{err}");
        let garbage = parse_round("0xE820_8822_0841_4C06\n").expect_err("a board list");
        assert!(matches!(garbage, RoundError::Corrupt { .. }));
        let future = text.replacen("\"version\": 1", "\"version\": 9", 1);
        assert_eq!(
            parse_round(&future),
            Err(RoundError::UnsupportedVersion { found: 9 })
        );
        assert!(
            parse_round(&future)
                .expect_err("future")
                .to_string()
                .contains("update maedn")
        );
        assert_eq!(parse_round("{}"), Err(RoundError::NoVersion));
        let zero = text.replacen("\"version\": 1", "\"version\": 0", 1);
        assert_eq!(parse_round(&zero), Err(RoundError::ZeroVersion));
        assert!(!RoundError::ZeroVersion.to_string().contains("update"));
        let no_seed = text.replacen("\"seed\": 7,", "", 1);
        assert!(matches!(
            parse_round(&no_seed),
            Err(RoundError::BadField(_))
        ));
        let mut lonely = sample();
        lonely.teams.truncate(1);
        let one = format_round(&lonely).expect("text");
        assert!(matches!(parse_round(&one), Err(RoundError::Invalid { .. })));
        let mut long = sample();
        long.teams[0].name = "x".repeat(NAME_CHARS + 1);
        let text = format_round(&long).expect("text");
        assert!(matches!(
            parse_round(&text),
            Err(RoundError::Invalid { .. })
        ));
    }
}
