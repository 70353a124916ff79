//! How a message quotes what it did not write itself: a value read from a
//! file, a typed text, a path or a reader's explanation, its control
//! characters escaped visibly and a long text cut with its length said.

use std::path::Path;

use crate::format::excerpt;
use crate::i18n::{Tr, count_arg};
use crate::tr;

/// The most characters of a value read from a file quoted in a message (a
/// 309-digit number would run off the window).
pub(super) const QUOTED_CHARS: usize = 60;
/// The most characters of a reader's explanation (serde's) quoted.
pub(super) const REASON_CHARS: usize = 200;

/// `text` with its control characters escaped visibly (a NUL as `\0`, a
/// newline as `\n`): a message shows every character that is there.
#[must_use]
pub fn escaped(text: &str) -> String {
    excerpt(text, usize::MAX)
}

/// `text` as a message quotes it: control characters escaped, and a long
/// text cut after `max` characters with its length said.
#[must_use]
pub fn quoted(tr: &Tr, text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        escaped(text)
    } else {
        tr!(
            tr,
            "quoted-elided",
            text = excerpt(text, max),
            count = count_arg(count as u64)
        )
    }
}

/// A path as a message argument, control characters escaped.
pub(super) fn shown(path: &Path) -> String {
    escaped(&path.display().to_string())
}
