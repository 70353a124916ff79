//! No user-visible literal bypasses the translation files: a scan of the
//! window's source (`src/app/**/*.rs`) for string literals handed to the
//! egui calls that show text (labels, buttons, headings, hover texts,
//! `RichText`, selectable labels, menu buttons, windows, check boxes, radio
//! buttons, sliders' texts and suffixes, hint texts, collapsing headers …).
//!
//! A literal inside such a call fails unless it sits inside a `tr!(…)` or
//! says nothing in words: once its `{…}` placeholders are removed it holds
//! no letter ("−", "×", "◀", "{}", "{text} ({keys})", "" pass; "Hello" and
//! "Piece {n}" fail). Unit tests (`#[cfg(test)]` modules) and comments are
//! not scanned. The allow-list names the few places that may keep a literal
//! for now, each with its reason.

use std::path::{Path, PathBuf};

/// The calls whose arguments a reader sees. Each is matched as written, up to
/// and including its opening bracket.
const SINKS: &[&str] = &[
    ".label(",
    ".button(",
    ".small_button(",
    ".heading(",
    ".strong(",
    ".small(",
    ".weak(",
    ".monospace(",
    ".code(",
    ".colored_label(",
    ".hyperlink_to(",
    ".on_hover_text(",
    ".on_disabled_hover_text(",
    ".on_hover_text_at_pointer(",
    ".selectable_label(",
    ".selectable_value(",
    ".menu_button(",
    ".checkbox(",
    ".radio(",
    ".radio_value(",
    ".toggle_value(",
    ".text(",
    ".suffix(",
    ".prefix(",
    ".hint_text(",
    ".selected_text(",
    ".shortcut_text(",
    ".set_title(",
    ".add_filter(",
    "RichText::new(",
    "Button::new(",
    "Label::new(",
    "Checkbox::new(",
    "Window::new(",
    "CollapsingHeader::new(",
    "WidgetInfo::labeled(",
    "WidgetInfo::selected(",
    // Text built with format! is shown somewhere (ids, salts and file names
    // are plain literals, never formatted with words in the window).
    "format!(",
];

/// Files (relative to `src/app`) whose literals are allowed for now, and why.
const ALLOWED_FILES: &[(&str, &str)] = &[
    // `maedn bench --frames` prints a report on the command line, which stays
    // English; it lays out the views only to time them.
    ("frame_bench/mod.rs", "command-line report"),
];

/// Literals that are the same in every language, and why.
const ALLOWED_LITERALS: &[(&str, &str)] = &[("maedn", "the program's name")];

/// One literal that bypasses the bundle.
#[derive(Debug, PartialEq, Eq)]
pub struct Offence {
    /// 1-based line of the literal.
    pub line: usize,
    /// The literal, without its quotes.
    pub literal: String,
}

/// The source without comments and without its `#[cfg(test)]` module.
fn scanned_part(source: &str) -> String {
    let mut out = String::new();
    let mut lines = source.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]")
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        // Whole-line comments (doc comments included) say nothing on screen.
        if trimmed.starts_with("//") {
            out.push('\n');
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The byte index just past the bracket that closes the one opened before
/// `start`, skipping string and char literals; the end if unbalanced.
fn closing(text: &[u8], start: usize) -> usize {
    let mut depth = 1usize;
    let mut i = start;
    while i < text.len() {
        match text[i] {
            b'"' => i = string_end(text, i),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    text.len()
}

/// The index of the quote closing the string literal opened at `open`.
fn string_end(text: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    text.len()
}

/// Does a literal say something in words (a letter outside `{…}`)?
fn has_words(literal: &str) -> bool {
    let mut depth = 0u32;
    literal.chars().any(|c| match c {
        '{' => {
            depth += 1;
            false
        }
        '}' => {
            depth = depth.saturating_sub(1);
            false
        }
        c => depth == 0 && c.is_alphabetic(),
    })
}

/// The literals with words in `args` (the text between a sink's brackets),
/// not counting those inside a `tr!(…)`; `offset` is `args`' place in `text`.
fn literals_in(text: &str, from: usize, to: usize, found: &mut Vec<(usize, String)>) {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < to {
        if text[i..to].starts_with("tr!(") {
            i = closing(bytes, i + "tr!(".len());
            continue;
        }
        if bytes[i] == b'"' {
            let end = string_end(bytes, i).min(to);
            let literal = &text[i + 1..end];
            // A raw or byte string's prefix is part of the code, not of
            // the text; `r"…"` is scanned like any other literal.
            if has_words(literal) && !ALLOWED_LITERALS.iter().any(|(l, _)| *l == literal) {
                found.push((i, literal.to_owned()));
            }
            i = end + 1;
            continue;
        }
        i += 1;
    }
}

/// Every literal with words handed to a text-showing call in `source`.
#[must_use]
pub fn offences(source: &str) -> Vec<Offence> {
    let text = scanned_part(source);
    let bytes = text.as_bytes();
    let mut found: Vec<(usize, String)> = Vec::new();
    for sink in SINKS {
        let mut from = 0;
        while let Some(at) = text[from..].find(sink) {
            let open = from + at + sink.len();
            let close = closing(bytes, open);
            literals_in(&text, open, close.saturating_sub(1), &mut found);
            from = open;
        }
    }
    found.sort();
    found.dedup();
    found
        .into_iter()
        .map(|(at, literal)| Offence {
            line: text[..at].matches('\n').count() + 1,
            literal,
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn test_no_window_literal_bypasses_the_translation_files() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = Vec::new();
    rust_files(&app, &mut files);
    files.sort();
    assert!(files.len() > 30, "src/app holds the window's sources");
    let mut report = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(&app)
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        if ALLOWED_FILES.iter().any(|(f, _)| *f == relative) {
            continue;
        }
        let source = std::fs::read_to_string(file).unwrap_or_default();
        for o in offences(&source) {
            report.push(format!("src/app/{relative}:{}: {:?}", o.line, o.literal));
        }
    }
    assert!(
        report.is_empty(),
        "user-visible literals outside the translation files (use tr!):\n{}",
        report.join("\n")
    );
}

#[test]
fn test_a_new_english_label_fails_the_scan() {
    let source = "fn f(ui: &mut egui::Ui) {\n    ui.label(\"Hello\");\n}\n";
    assert_eq!(
        offences(source),
        vec![Offence {
            line: 2,
            literal: "Hello".to_owned()
        }]
    );
    for caught in [
        "ui.button(format!(\"Piece {n}\"))",
        "ui.add(egui::Button::new(\"Run\"))",
        "r.on_hover_text(if a { \"Yes\" } else { \"No\" })",
        "egui::Window::new(\"Keyboard shortcuts\")",
        "ui.selectable_value(&mut x, 1, \"Exact\")",
        "ui.label(\n    RichText::new(\"Moves\").strong(),\n)",
        "Slider::new(&mut r, 1.0..=2.0).text(\"Rate\")",
        "let name = format!(\"bit {bit}\");",
    ] {
        assert!(!offences(caught).is_empty(), "{caught} passed the scan");
    }
}

#[test]
fn test_translated_and_symbolic_texts_pass_the_scan() {
    for fine in [
        "ui.label(tr!(tr, \"counter-calls\"))",
        "ui.label(tr!(tr, \"steps-line\", piece = \"1\", step = n))",
        "ui.small_button(\"×\").on_hover_text(tr!(tr, \"status-dismiss\"))",
        "ui.label(format!(\"{} {}\", a, b))",
        "ui.label(\"\")",
        "ui.label(\"–\")",
        "// ui.label(\"a comment\")",
        "#[cfg(test)]\nmod tests {\n    ui.label(\"in a test\");\n}",
    ] {
        assert_eq!(offences(fine), vec![], "{fine}");
    }
}
