//! The core's file, parse and settings errors in the reader's language: one
//! Fluent message per variant, its fields as arguments (line numbers and
//! sizes as numbers, paths as text), and why a value read from a session or
//! a round cannot be right. What the operating system or the JSON reader
//! says underneath (`std::io::Error`, serde's message) is quoted as it
//! comes, framed in the reader's language. Each error's `Display` (the
//! command line's) is its English here.

use super::quote::{QUOTED_CHARS, REASON_CHARS, escaped, quoted, shown};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::io::{
    BadValue, BoardsError, FileError, LoadError, NotRegularKind, SESSION_VERSION, SessionError,
    VersionProblem,
};
use crate::model::{ParseBitsError, Radix, RulesError, UNITS_MAX};
use crate::tr;

/// Why a spacing was refused (settings typed, or a session's).
#[must_use]
pub fn rules_error(tr: &Tr, e: &RulesError) -> String {
    match e {
        RulesError::ZeroSpacing => tr!(tr, "setting-spacing-zero"),
        RulesError::UnitsOverflow {
            spacing,
            worst,
            max,
        } => tr!(
            tr,
            "setting-spacing-too-large",
            spacing = count_arg(u64::from(*spacing)),
            worst = count_arg(*worst),
            limit = count_arg(u64::from(UNITS_MAX)),
            max = tr.typed_arg(u64::from(*max))
        ),
    }
}

/// The selector of a number's base in the messages.
fn radix_key(radix: Radix) -> &'static str {
    match radix {
        Radix::Hex => "hex",
        Radix::Binary => "binary",
        Radix::Decimal => "decimal",
    }
}

/// Why a typed text is not a board.
#[must_use]
pub fn parse_error(tr: &Tr, e: &ParseBitsError) -> String {
    match e {
        ParseBitsError::Empty => tr!(tr, "parse-empty"),
        ParseBitsError::NoDigits(prefix) => tr!(tr, "parse-no-digits", prefix = prefix.to_string()),
        ParseBitsError::InvalidDigit { ch, pos, kind } => tr!(
            tr,
            "parse-invalid-digit",
            ch = escaped(&ch.to_string()),
            pos = count_arg(*pos as u64),
            kind = radix_key(*kind)
        ),
        ParseBitsError::TooLarge(kind) => tr!(tr, "parse-too-large", kind = radix_key(*kind)),
        ParseBitsError::TooLong(max) => tr!(tr, "parse-too-long", max = count_arg(*max as u64)),
    }
}

/// The selector of what a path that is not a regular file is.
fn not_regular_key(kind: NotRegularKind) -> &'static str {
    match kind {
        NotRegularKind::Directory => "directory",
        NotRegularKind::Fifo => "fifo",
        NotRegularKind::Device => "device",
        NotRegularKind::Socket => "socket",
        NotRegularKind::Other => "other",
    }
}

/// The selector of what a session's `version` is instead of a whole number.
fn version_key(what: VersionProblem) -> &'static str {
    match what {
        VersionProblem::Text => "text",
        VersionProblem::Negative => "negative",
        VersionProblem::TooLarge => "too-large",
        VersionProblem::Decimal => "decimal",
        VersionProblem::NotANumber => "other",
    }
}

/// Why a file could not be read or written.
#[must_use]
pub fn file_error(tr: &Tr, e: &FileError) -> String {
    let size = |v: u64| count_arg(v);
    match e {
        FileError::Read { path, source } => tr!(
            tr,
            "io-error-read",
            path = shown(path),
            reason = source.to_string()
        ),
        FileError::Write { path, source } => tr!(
            tr,
            "io-error-write",
            path = shown(path),
            reason = source.to_string()
        ),
        FileError::TooLarge {
            path,
            size: s,
            limit,
        } => tr!(
            tr,
            "io-error-too-large",
            path = shown(path),
            size = size(*s),
            limit = size(*limit)
        ),
        FileError::TooLargeToWrite {
            path,
            size: s,
            limit,
        } => tr!(
            tr,
            "io-error-too-large-to-write",
            path = shown(path),
            size = size(*s),
            limit = size(*limit)
        ),
        FileError::NotRegular { path, kind } => tr!(
            tr,
            "io-error-not-regular",
            path = shown(path),
            kind = not_regular_key(*kind)
        ),
        FileError::SharedLink { path } => tr!(tr, "io-error-shared-link", path = shown(path)),
        FileError::Empty { path } => tr!(tr, "io-error-empty", path = shown(path)),
        FileError::NotUtf8 { path, offset } => tr!(
            tr,
            "io-error-not-utf8",
            path = shown(path),
            offset = count_arg(*offset as u64)
        ),
    }
}

/// Why a text is not a board list.
#[must_use]
pub fn boards_error(tr: &Tr, e: &BoardsError) -> String {
    match e {
        BoardsError::NotABoard { line, text, source } => tr!(
            tr,
            "io-error-not-a-board",
            line = count_arg(*line as u64),
            text = escaped(text),
            reason = parse_error(tr, source)
        ),
        BoardsError::LooksLikeJson => tr!(tr, "io-error-looks-like-json"),
        BoardsError::NoBoards => tr!(tr, "io-error-no-boards"),
    }
}

/// Why a text is not a session.
#[must_use]
pub fn session_error(tr: &Tr, e: &SessionError) -> String {
    let n = |v: usize| count_arg(v as u64);
    match e {
        SessionError::NotJson => tr!(tr, "session-error-not-json"),
        SessionError::Truncated { line, column } => tr!(
            tr,
            "session-error-truncated",
            line = n(*line),
            column = n(*column)
        ),
        SessionError::Corrupt {
            line,
            column,
            message,
        } => tr!(
            tr,
            "session-error-corrupt",
            line = n(*line),
            column = n(*column),
            reason = quoted(tr, message, REASON_CHARS)
        ),
        SessionError::NoVersion => tr!(tr, "session-error-no-version"),
        SessionError::IsRound => tr!(tr, "session-error-is-round"),
        SessionError::UnsupportedVersion { found } => tr!(
            tr,
            "session-error-unsupported-version",
            found = count_arg(*found),
            max = count_arg(u64::from(SESSION_VERSION))
        ),
        SessionError::BadVersion { found, what } => tr!(
            tr,
            "session-error-bad-version",
            found = quoted(tr, found, QUOTED_CHARS),
            what = version_key(*what),
            max = count_arg(u64::from(SESSION_VERSION))
        ),
        SessionError::BadField(reason) => {
            tr!(
                tr,
                "session-error-bad-field",
                reason = quoted(tr, reason, REASON_CHARS)
            )
        }
        SessionError::Invalid {
            field,
            value,
            reason,
        } => tr!(
            tr,
            "session-error-invalid",
            field = escaped(field),
            value = quoted(tr, value, QUOTED_CHARS),
            reason = bad_value(tr, reason)
        ),
    }
}

/// Why a value read from a session or a round cannot be right: the rule it
/// breaks.
#[must_use]
pub fn bad_value(tr: &Tr, reason: &BadValue) -> String {
    let n = |v: usize| count_arg(v as u64);
    match reason {
        BadValue::Rules(e) => rules_error(tr, e),
        BadValue::Piece => tr!(tr, "bad-value-piece"),
        BadValue::StepperBoard { boards } => {
            tr!(tr, "bad-value-stepper-board", boards = n(*boards))
        }
        BadValue::Step { max } => tr!(tr, "bad-value-step", max = n(*max)),
        BadValue::Length { max } => tr!(tr, "bad-value-length", max = units_arg(*max)),
        BadValue::From(e) => super::board_error(tr, e),
        BadValue::Roll => tr!(tr, "bad-value-roll"),
        BadValue::Teams { min, max } => tr!(tr, "bad-value-teams", min = n(*min), max = n(*max)),
        BadValue::Name { max } => tr!(tr, "bad-value-name", max = n(*max)),
        BadValue::Choices { max } => tr!(tr, "bad-value-choices", max = n(*max)),
        BadValue::Move => tr!(tr, "bad-value-move"),
    }
}

/// Why a board list or session could not be loaded.
#[must_use]
pub fn load_error(tr: &Tr, e: &LoadError) -> String {
    match e {
        LoadError::File(e) => file_error(tr, e),
        LoadError::Boards(e) => boards_error(tr, e),
        LoadError::Session(e) => session_error(tr, e),
        LoadError::Round(e) => super::round::round_error(tr, e),
    }
}

super::english_display!(
    ParseBitsError => parse_error,
    RulesError => rules_error,
    FileError => file_error,
    BoardsError => boards_error,
    SessionError => session_error,
);

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_file_errors_are_worded_in_german_with_german_numbers() {
        let de = Tr::shared(Lang::De);
        let path = PathBuf::from("/tmp/liste.txt");
        let too_large = FileError::TooLarge {
            path: path.clone(),
            size: 2_000_000,
            limit: 1_048_576,
        };
        assert_eq!(
            file_error(de, &too_large),
            "„/tmp/liste.txt“ ist zu groß (2.000.000 Byte); Dateien über 1.048.576 Byte werden \
             nicht geöffnet."
        );
        let dir = FileError::NotRegular {
            path: path.clone(),
            kind: NotRegularKind::Directory,
        };
        assert_eq!(
            file_error(de, &dir),
            "„/tmp/liste.txt“ ist ein Ordner und keine gewöhnliche Datei."
        );
        let cut = SessionError::Truncated {
            line: 1_234,
            column: 5,
        };
        assert_eq!(
            session_error(de, &cut),
            "Die Sitzungsdatei bricht in Zeile 1.234, Spalte 5 ab."
        );
        let bad = SessionError::BadVersion {
            found: "-1".to_owned(),
            what: VersionProblem::Negative,
        };
        assert!(session_error(de, &bad).contains("ist -1, also negativ"));
    }

    /// A NUL showed as `''`; a 309-digit number ran off the window.
    #[test]
    fn test_quoted_values_are_visible_and_short() {
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let nul = ParseBitsError::InvalidDigit {
                ch: '\0',
                pos: 3,
                kind: Radix::Hex,
            };
            let text = parse_error(tr, &nul);
            assert!(text.contains("\\0") && !text.contains('\0'), "{text}");
            let huge = "9".repeat(309);
            let e = SessionError::Invalid {
                field: "spacing".to_owned(),
                value: huge.clone(),
                reason: BadValue::Piece,
            };
            let text = session_error(tr, &e);
            assert!(text.chars().count() < 160, "{text}");
            assert!(text.contains("309") && text.contains('…'), "{text}");
            let bad = SessionError::BadVersion {
                found: format!("{huge}\n"),
                what: VersionProblem::TooLarge,
            };
            let text = session_error(tr, &bad);
            assert!(text.contains("309") || text.contains("310"), "{text}");
            assert!(!text.contains('\n'), "{text}");
            let path = FileError::Empty {
                path: PathBuf::from("/tmp/a\nb\0.txt"),
            };
            let text = file_error(tr, &path);
            assert!(text.contains("a\\nb\\0.txt"), "{text}");
        }
    }
}
