//! Files, knowing nothing of pictures but their format: board lists as text,
//! sessions as JSON, and the atomic write and size-limited read underneath
//! them. No egui here: the window calls these functions (off the UI thread
//! for anything slow).
//!
//! * [`boards`] — one board per line in hex, binary or decimal, `#` comments.
//! * [`session`] — settings, boards, stepper position and results as versioned JSON.
//! * [`atomic`] — [`write_atomic`] and [`AtomicFile`] (through links but never
//!   one in a shared folder, modes kept), on short
//!   temporary names that an interrupted save's successor cleans up.
//! * `download` (web pages only) — the same writes as a download the
//!   browser gets: a page has no file system.
//! * [`error`] — [`FileError`], of every file operation.
//! * [`read`] — [`read_text`] of regular files only, with a size limit also
//!   checked before writing ([`check_size`]).
//! * [`picture`] — a picture's file [`Format`] (SVG or PNG).
//! * [`round`] — a class round (teams, seed, choices) as versioned JSON.

pub mod atomic;
mod bad_value;
pub mod boards;
#[cfg(target_arch = "wasm32")]
pub mod download;
pub mod error;
mod links;
pub mod picture;
pub mod read;
pub mod round;
pub mod session;
mod temp;

use std::path::Path;

#[cfg(not(target_arch = "wasm32"))]
pub use atomic::{AtomicFile, check_save, write_atomic};
pub use bad_value::BadValue;
pub use boards::{
    BoardsError, UnevenLine, find_board_token, first_board, format_boards, header_lines,
    parse_boards, parse_header, uneven_line,
};
#[cfg(target_arch = "wasm32")]
pub use download::{AtomicFile, check_save, write_atomic};
pub use error::{FileError, NotRegularKind};
pub use links::replaced_by_save;
pub use picture::Format;
pub use read::{MAX_FILE_BYTES, check_size, read_text, text_of};
pub use round::{ROUND_VERSION, RoundError, RoundFile, TeamFile, format_round, parse_round};
pub use session::{
    PieceResult, SESSION_VERSION, Session, SessionError, SessionResults, VersionProblem,
    format_session, parse_session,
};

use crate::model::Bits;

/// The kinds of file the app reads or writes, with their dialog filters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// A text list of boards (`.txt`, `.boards`).
    Boards,
    /// A JSON session (`.json`).
    Session,
    /// A picture (the board, an Explore part or a named figure) as SVG or PNG.
    Picture(Format),
    /// A handout (the lesson, a worksheet) as PDF, written only.
    Pdf,
    /// An animation (the Game, Step or Solve view's), saved only.
    Animation(AnimationFile),
    /// A class round (`.json`).
    Round,
}

/// An animation's file type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnimationFile {
    /// An animated GIF.
    Gif,
    /// An animated PNG.
    Apng,
    /// An animated WebP.
    Webp,
}

impl FileKind {
    /// File name extensions, without the dot; the first is the default.
    #[must_use]
    pub const fn extensions(self) -> &'static [&'static str] {
        match self {
            FileKind::Boards => &["txt", "boards"],
            FileKind::Session => &["json"],
            FileKind::Picture(Format::Svg) => &["svg"],
            FileKind::Picture(Format::Png) => &["png"],
            FileKind::Animation(AnimationFile::Gif) => &["gif"],
            FileKind::Animation(AnimationFile::Apng) => &["png", "apng"],
            FileKind::Animation(AnimationFile::Webp) => &["webp"],
            FileKind::Pdf => &["pdf"],
            FileKind::Round => &["json"],
        }
    }
}

/// Why a board list or session could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file itself could not be read.
    #[error(transparent)]
    File(#[from] FileError),
    /// The text is not a board list.
    #[error(transparent)]
    Boards(#[from] BoardsError),
    /// The text is not a session.
    #[error(transparent)]
    Session(#[from] SessionError),
    /// The text is not a class round.
    #[error(transparent)]
    Round(#[from] RoundError),
}

/// Reads a board list from `path` (see [`parse_boards`]).
pub fn load_boards(path: &Path) -> Result<Vec<Bits>, LoadError> {
    let text = read_text(path, MAX_FILE_BYTES)?;
    Ok(parse_boards(&text)?)
}

/// Reads a board list from `path` (see [`parse_boards`]), with the first line
/// written unlike the others (see [`uneven_line`]): a warning that the list
/// may be cut off.
pub fn load_board_list(path: &Path) -> Result<(Vec<Bits>, Option<UnevenLine>), LoadError> {
    let text = read_text(path, MAX_FILE_BYTES)?;
    let boards = parse_boards(&text)?;
    Ok((boards, uneven_line(&text)))
}

/// Writes exactly `boards` (any boards, with or without a path) to `path`
/// atomically, one hex board per line after a header comment (see
/// [`format_boards`]); refused before writing if the file would be too large
/// to open again.
pub fn save_boards(path: &Path, boards: &[Bits], header: &str) -> Result<(), FileError> {
    let text = format_boards(boards, header);
    check_size(path, text.len(), MAX_FILE_BYTES)?;
    write_atomic(path, text.as_bytes())
}

/// Reads a session from `path` (see [`parse_session`]).
pub fn load_session(path: &Path) -> Result<Session, LoadError> {
    let text = read_text(path, MAX_FILE_BYTES)?;
    Ok(parse_session(&text)?)
}

/// Writes `session` to `path` atomically as pretty JSON.
///
/// Refused before writing if the file would be too large to open again.
pub fn save_session(path: &Path, session: &Session) -> Result<(), LoadError> {
    let text = format_session(session)?;
    check_size(path, text.len(), MAX_FILE_BYTES)?;
    Ok(write_atomic(path, text.as_bytes())?)
}

/// Reads a class round from `path` (see [`parse_round`]).
pub fn load_round(path: &Path) -> Result<RoundFile, LoadError> {
    let text = read_text(path, MAX_FILE_BYTES)?;
    Ok(parse_round(&text)?)
}

/// Writes `round` to `path` atomically as pretty JSON; refused before
/// writing if the file would be too large to open again.
pub fn save_round(path: &Path, round: &RoundFile) -> Result<(), LoadError> {
    let text = format_round(round)?;
    check_size(path, text.len(), MAX_FILE_BYTES)?;
    Ok(write_atomic(path, text.as_bytes())?)
}
