//! Sessions as versioned JSON: the settings, the editor's board, the
//! stepper's boards and position, and a summary of the results.
//!
//! Boards are stored as grouped hex strings (`"0xE820_8822_0841_4C06"`) so a
//! reader can check them by eye; any format [`Bits`] parses is accepted back.
//! Every struct is `#[serde(default)]`: missing fields take their defaults
//! and unknown fields are ignored, but a `version` newer than
//! [`SESSION_VERSION`] is refused with a clear message, and a `version` that
//! is not a whole number says what it is instead.
//!
//! Nothing restored is trusted: [`Session::validate`] checks every number
//! (spacing, piece numbers, the stepper's position, lengths finite and within
//! what boards hold, rolls 1..=6) before a session is handed out. Lengths
//! round-trip exactly (serde_json's `float_roundtrip`).
//!
//! The tests of this format, with their sample session, are in `tests.rs`.

use serde::{Deserialize, Serialize};

use super::BadValue;
use crate::format::excerpt;
use crate::model::{Bits, UNITS_MAX};

use crate::solver::{Settings, Solution};

mod check;

/// The longest excerpt of a bad value quoted in an error, in characters.
const VERSION_EXCERPT: usize = 40;

/// The most units a session's total can hold: four pieces of at most 65,535
/// units each and the start field (at most 65,535 too).
pub const MAX_SESSION_UNITS: f64 = 5.0 * UNITS_MAX as f64;

/// The session format this build writes and reads.
pub const SESSION_VERSION: u32 = 1;

/// Everything needed to pick up where the user left off.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Session {
    /// Format version, [`SESSION_VERSION`].
    pub version: u32,
    /// The solver settings.
    pub settings: Settings,
    /// The editor's current board.
    #[serde(with = "hex")]
    pub board: Bits,
    /// The boards in the stepper.
    #[serde(with = "hex_list")]
    pub stepper: Vec<Bits>,
    /// The selected piece (1..=4), if any.
    pub selected_piece: Option<u8>,
    /// The selected board's position in [`Session::stepper`], if one is
    /// selected (a list can hold several boards of one piece); preferred to
    /// `selected_piece` when present.
    pub selected_board: Option<usize>,
    /// The move shown (0 = the piece on A).
    pub step: usize,
    /// A summary of the last run, if any.
    pub results: Option<SessionResults>,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            version: SESSION_VERSION,
            settings: Settings::default(),
            board: Bits::STARTING_BOARD,
            stepper: Vec::new(),
            selected_piece: None,
            selected_board: None,
            step: 0,
            results: None,
        }
    }
}

/// A summary of a [`Solution`], enough to show and compare results.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SessionResults {
    /// Per piece.
    pub pieces: Vec<PieceResult>,
    /// The four moves from the start field to A, in units.
    pub start_field_units: f64,
    /// Start field plus all pieces, in units.
    pub total_units: f64,
    /// Total search calls.
    pub calls: u64,
    /// Total prunes.
    pub prunes: u64,
    /// Total states expanded by an exact solver.
    pub expanded: u64,
    /// Was the total the exact optimum?
    pub optimal: bool,
    /// The path board the run continued from (*Solve from here*), if it did
    /// not start all four pieces at the start field.
    #[serde(with = "hex_option")]
    pub from: Option<Bits>,
}

/// One piece's result.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PieceResult {
    /// Piece number, 1..=4.
    pub piece: u8,
    /// Its path board.
    #[serde(with = "hex")]
    pub board: Bits,
    /// Its length in units.
    pub units: f64,
    /// Its rolls.
    pub rolls: Vec<u8>,
}

impl SessionResults {
    /// The summary of `solution`.
    #[must_use]
    pub fn from_solution(solution: &Solution) -> SessionResults {
        SessionResults {
            pieces: solution
                .pieces
                .iter()
                .map(|p| PieceResult {
                    piece: p.piece,
                    board: p.board,
                    units: p.units,
                    rolls: p.rolls.clone(),
                })
                .collect(),
            start_field_units: solution.start_field_units,
            total_units: solution.total_units,
            calls: solution.calls,
            prunes: solution.prunes,
            expanded: solution.expanded,
            optimal: solution.optimal,
            from: None,
        }
    }
}

/// Why a text is not a session.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SessionError {
    /// Not JSON at all; most likely a board list.
    NotJson,
    /// JSON that ends too early.
    Truncated {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// Malformed JSON.
    Corrupt {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde_json's description.
        message: String,
    },
    /// JSON, but not an object with a `version`.
    NoVersion,
    /// A class round's file (it has `teams` and a `seed`), which a session
    /// would otherwise read as an empty session, ignoring both.
    IsRound,
    /// Written by a newer build.
    UnsupportedVersion {
        /// The version in the file.
        found: u64,
    },
    /// A `version` that is not a whole number (`1.0`, `"1"`, `-1`, 2⁶⁴ …).
    BadVersion {
        /// The value as written (an excerpt).
        found: String,
        /// What it is instead.
        what: VersionProblem,
    },
    /// A field has the wrong type or value.
    BadField(String),
    /// A value that deserialises but cannot be right (a spacing of 0, a step
    /// past the stepper's end, a negative length …).
    Invalid {
        /// Where in the session.
        field: String,
        /// The value (an excerpt).
        value: String,
        /// Why it is refused.
        reason: BadValue,
    },
}

/// What a session's `version` is instead of a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VersionProblem {
    /// Text (`"1"`).
    Text,
    /// A negative number.
    Negative,
    /// A number of 2⁶⁴ or more.
    TooLarge,
    /// A number with a fraction or an exponent (`1.0`).
    Decimal,
    /// Anything else (`true`, `null`, a list …).
    NotANumber,
}

/// What a JSON `version` that is not a positive whole number is.
fn version_problem(v: &serde_json::Value) -> VersionProblem {
    match v {
        serde_json::Value::String(_) => VersionProblem::Text,
        serde_json::Value::Number(n) if n.is_i64() => VersionProblem::Negative,
        serde_json::Value::Number(n) => match n.as_f64() {
            Some(f) if f >= 18_446_744_073_709_551_616.0 => VersionProblem::TooLarge,
            _ => VersionProblem::Decimal,
        },
        _ => VersionProblem::NotANumber,
    }
}

/// Reads a session from JSON text.
pub fn parse_session(text: &str) -> Result<Session, SessionError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.trim_start();
    if !(first.starts_with('{') || first.starts_with('[')) {
        return Err(SessionError::NotJson);
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            SessionError::Truncated {
                line: e.line(),
                column: e.column(),
            }
        } else {
            SessionError::Corrupt {
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            }
        }
    })?;
    if value.get("teams").is_some() && value.get("seed").is_some() {
        return Err(SessionError::IsRound);
    }
    let raw = value.get("version").ok_or(SessionError::NoVersion)?;
    let version = raw.as_u64().ok_or_else(|| SessionError::BadVersion {
        found: excerpt(&raw.to_string(), VERSION_EXCERPT),
        what: version_problem(raw),
    })?;
    if version > u64::from(SESSION_VERSION) || version == 0 {
        return Err(SessionError::UnsupportedVersion { found: version });
    }
    let session: Session =
        serde_json::from_value(value).map_err(|e| SessionError::BadField(e.to_string()))?;
    session.validate()?;
    Ok(session)
}

/// Writes a session as pretty JSON.
pub fn format_session(session: &Session) -> Result<String, SessionError> {
    let mut s = session.clone();
    s.version = SESSION_VERSION;
    let mut text =
        serde_json::to_string_pretty(&s).map_err(|e| SessionError::BadField(e.to_string()))?;
    text.push('\n');
    Ok(text)
}

/// `Bits` as a grouped hex string.
mod hex {
    use serde::{Deserialize as _, Deserializer, Serializer};

    use crate::model::Bits;

    pub fn serialize<S: Serializer>(b: &Bits, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&b.to_hex())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Bits, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|e| serde::de::Error::custom(format!("board {text:?}: {e}")))
    }
}

/// An optional `Bits` as a grouped hex string or `null`.
mod hex_option {
    use serde::{Deserialize as _, Deserializer, Serializer};

    use crate::model::Bits;

    #[expect(clippy::ref_option, reason = "serde's `with` passes a reference")]
    pub fn serialize<S: Serializer>(b: &Option<Bits>, s: S) -> Result<S::Ok, S::Error> {
        match b {
            Some(b) => s.serialize_some(&b.to_hex()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Bits>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|text| {
                text.parse()
                    .map_err(|e| serde::de::Error::custom(format!("board {text:?}: {e}")))
            })
            .transpose()
    }
}

/// A list of `Bits` as grouped hex strings.
mod hex_list {
    use serde::ser::SerializeSeq as _;
    use serde::{Deserialize as _, Deserializer, Serializer};

    use crate::model::Bits;

    pub fn serialize<S: Serializer>(list: &[Bits], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(list.len()))?;
        for b in list {
            seq.serialize_element(&b.to_hex())?;
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Bits>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|t| {
                t.parse()
                    .map_err(|e| serde::de::Error::custom(format!("board {t:?}: {e}")))
            })
            .collect()
    }
}

// Not in the web build's tests: proptest does not build for the browser.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests;
