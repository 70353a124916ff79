//! Board lists as text: one board per line.
//!
//! The rules, in order, for each line:
//!
//! 1. Everything from the first `#` is a comment; blank lines are skipped.
//! 2. If what is left parses as a board (`0x…` hex, `0b…` binary or decimal,
//!    underscores allowed), that is the line's board.
//! 3. Otherwise the line is taken to be a line of the paper's output, such as
//!    `piece 1: 0xE820882208414C06`, and its **first** white-space separated
//!    token that starts with `0x` or `0b` is the board (trailing `,;:.)` are
//!    dropped). Bare decimal numbers inside prose are *not* taken: "piece 1"
//!    would otherwise be read as board 1.
//! 4. A line with no such token is an error naming the line.
//!
//! Lines end in `\n`, `\r\n` or a lone `\r` (old Mac files). A line that holds
//! no board is quoted in the error as a short excerpt, control characters
//! escaped.
//!
//! Saving writes a `#` header and one grouped hex board per line.

use crate::format::excerpt;
use crate::model::{Bits, ParseBitsError};

/// The longest excerpt of a bad line quoted in an error, in characters.
pub const EXCERPT_CHARS: usize = 60;

/// Why a text is not a board list.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardsError {
    /// A line that holds no board.
    NotABoard {
        /// 1-based line number.
        line: usize,
        /// An excerpt of the offending text (comment removed, trimmed, at most
        /// [`EXCERPT_CHARS`] characters, control characters escaped).
        text: String,
        /// Why it does not parse.
        source: ParseBitsError,
    },
    /// The text is JSON, most likely a session file.
    LooksLikeJson,
    /// Only comments and blank lines.
    NoBoards,
}

/// The first `0x…` or `0b…` token of `line`, with trailing punctuation removed.
///
/// ```
/// use maedn::io::find_board_token;
/// assert_eq!(find_board_token("piece 1: 0xE820882208414C06,"), Some("0xE820882208414C06"));
/// assert_eq!(find_board_token("piece 1"), None);
/// ```
#[must_use]
pub fn find_board_token(line: &str) -> Option<&str> {
    line.split_whitespace()
        .map(|t| t.trim_end_matches([',', ';', ':', '.', ')']))
        .map(|t| t.trim_start_matches('('))
        .find(|t| {
            let lower = t.get(..2).map(str::to_ascii_lowercase);
            matches!(lower.as_deref(), Some("0x" | "0b"))
        })
}

/// The board of one line (comment already removed), by rules 2–4 above.
fn parse_line(text: &str) -> Result<Bits, ParseBitsError> {
    match text.parse::<Bits>() {
        Ok(b) => Ok(b),
        Err(whole) => match find_board_token(text) {
            Some(token) => token.parse(),
            None => Err(whole),
        },
    }
}

/// The lines of `text`, ending in `\n`, `\r\n` or a lone `\r`.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match t.find(['\n', '\r']) {
            Some(i) => {
                let skip = if t[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&t[i + skip..]);
                Some(&t[..i])
            }
            None => {
                rest = None;
                (!t.is_empty()).then_some(t)
            }
        }
    })
}

/// Strips a `#` comment and surrounding white space.
fn strip_comment(line: &str) -> &str {
    line.split('#').next().unwrap_or("").trim()
}

/// Parses a board list (see the module docs for the rules).
///
/// ```
/// let boards = maedn::io::parse_boards("# the paper\npiece 1: 0xE820882208414C06\n0b101 # five\n").unwrap();
/// assert_eq!(boards.iter().map(|b| b.raw()).collect::<Vec<_>>(), [0xE820882208414C06, 5]);
/// ```
pub fn parse_boards(text: &str) -> Result<Vec<Bits>, BoardsError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.trim_start();
    if first.starts_with('{') || first.starts_with('[') {
        return Err(BoardsError::LooksLikeJson);
    }
    let mut boards = Vec::new();
    for (i, line) in lines(text).enumerate() {
        let body = strip_comment(line);
        if body.is_empty() {
            continue;
        }
        let board = parse_line(body).map_err(|source| BoardsError::NotABoard {
            line: i + 1,
            text: excerpt(body, EXCERPT_CHARS),
            source,
        })?;
        boards.push(board);
    }
    if boards.is_empty() {
        return Err(BoardsError::NoBoards);
    }
    Ok(boards)
}

/// A board line written with a different number of digits (or in another
/// notation) than the list's first: most likely cut off (a list whose last
/// line lost characters reads `0xE8208822` as a small board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnevenLine {
    /// The line that differs (1-based).
    pub line: usize,
    /// Its digits (grouping `_` not counted).
    pub digits: usize,
    /// The list's first board line (1-based).
    pub first_line: usize,
    /// The first board line's digits.
    pub first_digits: usize,
}

/// The notation (`0x`, `0b` or decimal) and number of digits of a board line.
fn written_form(body: &str) -> (String, usize) {
    let token = if body.parse::<Bits>().is_ok() {
        body
    } else {
        find_board_token(body).unwrap_or(body)
    };
    let lower = token.to_ascii_lowercase();
    let (prefix, digits) = match lower.get(..2) {
        Some(p @ ("0x" | "0b")) => (p.to_owned(), &lower[2..]),
        _ => (String::new(), lower.as_str()),
    };
    (prefix, digits.chars().filter(|&c| c != '_').count())
}

/// The first board line of `text` written with another notation or number of
/// digits than the first board line, if any (see [`UnevenLine`]). Lists
/// written by [`format_boards`] never have one.
#[must_use]
pub fn uneven_line(text: &str) -> Option<UnevenLine> {
    let mut first: Option<(usize, (String, usize))> = None;
    for (i, line) in lines(text).enumerate() {
        let body = strip_comment(line);
        if body.is_empty() {
            continue;
        }
        let form = written_form(body);
        match &first {
            None => first = Some((i + 1, form)),
            Some((first_line, first_form)) if *first_form != form => {
                return Some(UnevenLine {
                    line: i + 1,
                    digits: form.1,
                    first_line: *first_line,
                    first_digits: first_form.1,
                });
            }
            Some(_) => {}
        }
    }
    None
}

/// The first board in a pasted text, such as a line of the paper's output.
/// `None` if no line holds a board; otherwise the first line's result.
///
/// ```
/// let b = maedn::io::first_board("\n# x\npiece 2: 0xC8208822088343A3 units 17315").unwrap().unwrap();
/// assert_eq!(b.units(), 17_315);
/// ```
#[must_use]
pub fn first_board(text: &str) -> Option<Result<Bits, ParseBitsError>> {
    lines(text)
        .map(strip_comment)
        .find(|l| !l.is_empty())
        .map(parse_line)
}

/// The line ending board lists are written with: the system's own, `\r\n`
/// on Windows (as Notepad and the other Windows tools write text) and `\n`
/// elsewhere. Reading takes any ending, so a list moves between systems.
pub const LINE_END: &str = if cfg!(windows) { "\r\n" } else { "\n" };

/// Formats `boards` as a list: `# header` lines, then one grouped hex board
/// per line, each line ending in [`LINE_END`]. The header is split into
/// lines where [`parse_boards`] splits a text (`\n`, `\r\n` or a lone `\r`),
/// so no part of it can be read back as a board. Reading it back gives the
/// same boards ([`parse_boards`]) and the same header lines ([`parse_header`]).
#[must_use]
pub fn format_boards(boards: &[Bits], header: &str) -> String {
    format_boards_ending(boards, header, LINE_END)
}

/// [`format_boards`] with each line ending in `line_end`.
#[must_use]
pub fn format_boards_ending(boards: &[Bits], header: &str, line_end: &str) -> String {
    let mut out = String::new();
    for line in lines(header) {
        out.push_str("# ");
        out.push_str(line);
        out.push_str(line_end);
    }
    for b in boards {
        out.push_str(&b.to_hex());
        out.push_str(line_end);
    }
    out
}

/// The header of a board list as [`format_boards`] writes it: its leading
/// `#` lines without the `# `, joined by `\n`.
///
/// ```
/// let text = maedn::io::format_boards(&[maedn::model::Bits::from_raw(5)], "a\r\nb");
/// assert_eq!(maedn::io::parse_header(&text), "a\nb");
/// ```
#[must_use]
pub fn parse_header(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    lines(text)
        .map_while(|l| l.strip_prefix('#'))
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `header` as [`parse_header`] reads it back from [`format_boards`]: its
/// lines joined by `\n`.
#[must_use]
pub fn header_lines(header: &str) -> String {
    lines(header).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::*;

    const PAPER: [u64; 4] = [
        0xE820_8822_0841_4C06,
        0xC820_8822_0883_43A3,
        0x8820_8822_0907_41AC,
        0x0820_8822_088F_43A3,
    ];

    #[test]
    fn all_formats_comments_and_blank_lines() {
        let text = "# header\n\n0xE820_8822_0841_4C06  # trailing\n\
                    0b101\n  16728115591693749254  \n";
        let b = parse_boards(text).unwrap();
        assert_eq!(b.len(), 3);
        assert_eq!(b[1].raw(), 5);
        assert_eq!(b[2].raw(), 16_728_115_591_693_749_254);
    }

    #[test]
    fn paper_output_lines_take_the_first_token() {
        let b = parse_boards("piece 3: 0x88208822090741AC (units 16812)\n").unwrap();
        assert_eq!(b[0].raw(), PAPER[2]);
        assert_eq!(find_board_token("x 0b11; y 0x2"), Some("0b11"));
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let err = parse_boards("0x1\n# c\nxyz\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3: 'xyz' is not a board: 'x' at position 1 is not a decimal digit"
        );
        let err = parse_boards("piece 1: 0xZZ\n").unwrap_err();
        assert!(
            matches!(err, BoardsError::NotABoard { line: 1, .. }),
            "{err}"
        );
        let err = parse_boards("0x1_0000_0000_0000_0000").unwrap_err();
        assert!(
            err.to_string().contains("does not fit in 64\u{a0}bits"),
            "{err}"
        );
    }

    #[test]
    fn json_and_comment_only_texts_are_refused() {
        assert_eq!(
            parse_boards("{\"version\": 1}"),
            Err(BoardsError::LooksLikeJson)
        );
        assert_eq!(parse_boards("# only\n\n"), Err(BoardsError::NoBoards));
    }

    #[test]
    fn round_trip() {
        let boards = PAPER.map(Bits::from_raw);
        let text = format_boards(&boards, "maedn boards\nsecond line");
        let e = LINE_END;
        assert!(text.starts_with(&format!("# maedn boards{e}# second line{e}0xE820_8822")));
        assert_eq!(parse_boards(&text).unwrap(), boards);
    }

    /// A lone `\r` in the header ends a line for the reader, so the writer
    /// splits there too: what follows it is a comment, not a board.
    #[test]
    fn test_a_header_never_injects_a_board() {
        let boards = PAPER.map(Bits::from_raw);
        for header in ["x\r0x5", "a\r\n0b1\rb", "\r\r0x7\n", "only"] {
            let text = format_boards(&boards, header);
            assert_eq!(parse_boards(&text).unwrap(), boards, "{header:?}");
            assert_eq!(parse_header(&text), header_lines(header), "{header:?}");
        }
    }

    /// A list whose last line was cut off is named; a written list never is.
    #[test]
    fn test_a_cut_off_line_is_found() {
        let boards = PAPER.map(Bits::from_raw);
        let text = format_boards(&boards, "header");
        assert_eq!(uneven_line(&text), None);
        let cut = "0xE820882208414C06\n0xC8208822088343A3\n0xE8208822";
        assert_eq!(
            uneven_line(cut),
            Some(UnevenLine {
                line: 3,
                digits: 8,
                first_line: 1,
                first_digits: 16
            })
        );
        // The paper's output lines and decimal lists compare their boards only.
        assert_eq!(uneven_line("piece 1: 0x1234 # a\npiece 2: 0xABCD\n"), None);
        assert!(uneven_line("0x0001\n0b1\n").is_some());
    }

    #[test]
    fn first_board_of_pasted_text() {
        assert_eq!(first_board("  \n# nothing\n"), None);
        assert_eq!(
            first_board("piece 4: 0x08208822088F43A3"),
            Some(Ok(Bits::from_raw(PAPER[3])))
        );
        assert!(matches!(first_board("hello"), Some(Err(_))));
    }

    #[test]
    fn test_a_list_written_the_windows_way_reads_back() {
        let boards: Vec<Bits> = PAPER.iter().map(|&b| Bits::from_raw(b)).collect();
        let text = format_boards_ending(&boards, "maedn boards\nsecond line", "\r\n");
        assert_eq!(text.matches("\r\n").count(), 6, "{text:?}");
        assert_eq!(text.matches('\n').count(), 6, "a bare \\n in {text:?}");
        assert_eq!(parse_boards(&text).unwrap(), boards);
        assert_eq!(parse_header(&text), "maedn boards\nsecond line");
        assert_eq!(uneven_line(&text), None);
    }

    #[test]
    fn test_any_line_ending_and_short_escaped_excerpts() {
        let boards = PAPER.map(Bits::from_raw);
        for sep in ["\n", "\r\n", "\r"] {
            let text = format_boards(&boards, "header").replace('\n', sep);
            assert_eq!(parse_boards(&text).unwrap(), boards, "{sep:?}");
        }
        // Line numbers count CRLF once.
        let err = parse_boards("0x1\r\n0x2\r\nzz\r\n").unwrap_err();
        assert!(
            matches!(err, BoardsError::NotABoard { line: 3, .. }),
            "{err}"
        );
        let err = parse_boards("0x1\rzz").unwrap_err();
        assert!(
            matches!(err, BoardsError::NotABoard { line: 2, .. }),
            "{err}"
        );
        // A huge bad line is quoted as an excerpt, escape characters escaped.
        let long = format!("\u{1b}[31m{}", "z".repeat(8_000_000));
        let message = parse_boards(&long).unwrap_err().to_string();
        assert!(message.len() < 300, "{} bytes", message.len());
        assert!(
            !message.contains('\u{1b}') && message.contains("\\u{1b}"),
            "{message}"
        );
    }
}
