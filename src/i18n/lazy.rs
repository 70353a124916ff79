//! A language whose messages are parsed when they are first asked for, not
//! all at once: the command line's English ([`super::Tr::command_line`]).
//! Parsing the whole file cost about 9 million instructions at every start of
//! `maedn solve`, whose report needs a dozen messages (see docs/benchmarks.md).
//!
//! The file is cut into its entries by their first lines (a message `id =`
//! or a term `-id =` at the start of a line; a comment line ends an entry).
//! A message asked for is parsed with every message and term it refers to,
//! found by the names inside its placeables (more names than it uses do no
//! harm: each is loaded once), and added to the loader's bundle, where Fluent
//! formats it as it would from the whole file.

use std::sync::Arc;

use fluent_bundle::FluentResource;
use i18n_embed::fluent::FluentLanguageLoader;

/// One entry of the file: `source[start..id_end]` is its name (with the `-`
/// of a term), `source[start..end]` its text.
struct Entry {
    start: usize,
    id_end: usize,
    end: usize,
    loaded: bool,
}

/// The messages of one language not parsed yet.
pub(super) struct Pending {
    source: String,
    entries: Vec<Entry>,
    /// Every entry is loaded.
    complete: bool,
}

impl Pending {
    /// The entries of `source`, a language's whole file, none loaded.
    pub(super) fn new(source: String) -> Pending {
        let mut entries: Vec<Entry> = Vec::new();
        let mut line_start = 0;
        while line_start < source.len() {
            let line_end = source[line_start..]
                .find('\n')
                .map_or(source.len(), |i| line_start + i + 1);
            let line = &source[line_start..line_end];
            let first = line.as_bytes().first().copied().unwrap_or(b' ');
            if first == b'#' {
                // A comment ends the entry before it.
                if let Some(last) = entries.last_mut() {
                    last.end = last.end.min(line_start);
                }
            } else if let Some(id_len) = entry_name(line) {
                if let Some(last) = entries.last_mut() {
                    last.end = last.end.min(line_start);
                }
                entries.push(Entry {
                    start: line_start,
                    id_end: line_start + id_len,
                    end: usize::MAX,
                    loaded: false,
                });
            }
            line_start = line_end;
        }
        for entry in &mut entries {
            entry.end = entry.end.min(source.len());
        }
        Pending {
            source,
            entries,
            complete: false,
        }
    }

    /// Adds the message `id` (or every message, with `None`) to `loader`,
    /// with what it refers to, unless it is there already.
    pub(super) fn load(&mut self, loader: &FluentLanguageLoader, id: Option<&str>) {
        if self.complete {
            return;
        }
        let mut wanted: Vec<usize> = match id {
            Some(id) => self.find(id).into_iter().collect(),
            None => (0..self.entries.len()).collect(),
        };
        let mut text = String::new();
        while let Some(i) = wanted.pop() {
            if self.entries[i].loaded {
                continue;
            }
            self.entries[i].loaded = true;
            let entry = &self.entries[i];
            let body = &self.source[entry.start..entry.end];
            text.push_str(body);
            if !body.ends_with('\n') {
                text.push('\n');
            }
            for name in referred_names(body) {
                wanted.extend(self.find(name));
            }
        }
        self.complete = self.entries.iter().all(|e| e.loaded);
        if text.is_empty() {
            return;
        }
        // The file is parsed by the tests; a broken entry still gives what parsed.
        let resource = Arc::new(FluentResource::try_new(text).unwrap_or_else(|(r, _)| r));
        loader.with_bundles_mut(|bundle| bundle.add_resource_overriding(Arc::clone(&resource)));
    }

    /// The entry named `id` (`-name` for a term).
    fn find(&self, id: &str) -> Option<usize> {
        self.entries
            .iter()
            .position(|e| &self.source[e.start..e.id_end] == id)
    }
}

/// The length of the entry name that `line` begins with, if it begins one:
/// `name =` or `-name =` at the start of the line.
fn entry_name(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let skip = usize::from(bytes.first() == Some(&b'-'));
    if !bytes.get(skip).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let len = skip + name_len(&bytes[skip..]);
    line[len..]
        .trim_start_matches(' ')
        .starts_with('=')
        .then_some(len)
}

/// How many bytes of `bytes` form a Fluent identifier's characters.
fn name_len(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
        .unwrap_or(bytes.len())
}

/// Every name inside a placeable of `body` that may be a message or a term
/// (`-name`): not a variable (`$name`), not inside a string literal.
fn referred_names(body: &str) -> Vec<&str> {
    let bytes = body.as_bytes();
    let mut names = Vec::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else if b == b'{' {
            depth += 1;
        } else if b == b'}' {
            depth = depth.saturating_sub(1);
        } else if depth > 0 && b == b'"' {
            in_string = true;
        } else if depth > 0
            && (b.is_ascii_alphabetic() || b == b'-')
            && (i == 0 || !(bytes[i - 1] == b'$' || name_byte(bytes[i - 1])))
        {
            let len = name_len(&bytes[i..]);
            names.push(&body[i..i + len]);
            i += len;
            continue;
        }
        i += 1;
    }
    names
}

fn name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each message alone, in a language that loaded nothing before it,
    /// reads as it does from the whole file: no message or term it refers
    /// to is missed. (Without the names it refers to, "total-*" messages
    /// that use terms would read "{-…}".)
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn test_every_message_asked_for_alone_reads_as_from_the_whole_file() {
        use crate::i18n::{Lang, Tr};
        let whole = Tr::new(Lang::En);
        let text = crate::i18n::source(Lang::En).expect("the English file");
        let ast = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(r, _)| r);
        let ids: Vec<&str> = ast
            .body
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect();
        assert!(ids.len() > 500, "{}", ids.len());
        for id in ids {
            let alone = Tr::lazy_english();
            assert_eq!(alone.loader_for(id).get(id), whole.loader().get(id), "{id}");
        }
    }

    #[test]
    fn test_entries_are_cut_at_names_and_comments() {
        let p = Pending::new(
            "# head\nhello = Hi { -brand }\n    .title = T\n\n-brand = maedn\n## group\nbye = { $n ->\n    [one] one\n   *[other] { other-word }\n}\nother-word = many\n"
                .to_owned(),
        );
        let names: Vec<&str> = p
            .entries
            .iter()
            .map(|e| &p.source[e.start..e.id_end])
            .collect();
        assert_eq!(names, ["hello", "-brand", "bye", "other-word"]);
        let bye = &p.entries[2];
        assert!(p.source[bye.start..bye.end].ends_with("}\n"));
        let bye_names = referred_names(&p.source[bye.start..bye.end]);
        assert!(bye_names.contains(&"other-word") && !bye_names.contains(&"n"));
        let hello = &p.entries[0];
        assert_eq!(
            referred_names(&p.source[hello.start..hello.end]),
            ["-brand"]
        );
        assert_eq!(referred_names("a = { $x } \"{ b }\" { \"c\" }"), ["b"]);
    }
}
