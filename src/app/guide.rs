//! Help → User guide: the window's guide (`docs/window.md`, the same file
//! the package installs as `/usr/share/doc/maedn/guide.md`), built into the
//! binary and shown in a window, so it needs neither the internet nor a
//! browser. A small Markdown reader: headings, paragraphs, list items, code
//! blocks, tables as fixed-width lines, pictures by their description, and
//! bold, italic, code and link text inside a line.

use egui::text::LayoutJob;
use egui::{Color32, FontId, Id, RichText, TextFormat, TextStyle, Ui};

use crate::i18n::Tr;
use crate::tr;

/// The guide's text.
pub const GUIDE: &str = include_str!("../../docs/window.md");

/// The guide window's size at first, in points.
const SIZE: [f32; 2] = [680.0, 560.0];

/// Where the guide window's open state lives in egui's memory.
fn open_id() -> Id {
    Id::unique("maedn-guide-open")
}

/// Opens the guide (from the next frame on).
pub fn open(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(open_id(), true));
}

/// One block of the guide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading of this level (1 for `#`).
    Heading(usize, String),
    /// A paragraph (its lines joined).
    Paragraph(String),
    /// A list item (its continuation lines joined).
    Item(String),
    /// Lines shown as they are (a code block, a table).
    Fixed(String),
    /// A picture, by its description.
    Picture(String),
}

/// The picture's description in a Markdown image line (`![what](file)`).
fn picture(line: &str) -> Option<String> {
    let rest = line.trim().strip_prefix("![")?;
    let end = rest.find("](")?;
    Some(rest[..end].to_owned())
}

/// The guide's Markdown as blocks.
#[must_use]
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    let mut fence: Option<String> = None;
    let flush = |open: &mut Option<Block>, out: &mut Vec<Block>| {
        if let Some(b) = open.take() {
            out.push(b);
        }
    };
    for line in text.lines() {
        if let Some(code) = fence.as_mut() {
            if line.trim_start().starts_with("```") {
                out.push(Block::Fixed(std::mem::take(code)));
                fence = None;
            } else {
                if !code.is_empty() {
                    code.push('\n');
                }
                code.push_str(line);
            }
            continue;
        }
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            flush(&mut open, &mut out);
            fence = Some(String::new());
        } else if trimmed.is_empty() {
            flush(&mut open, &mut out);
        } else if let Some(what) = picture(trimmed) {
            flush(&mut open, &mut out);
            out.push(Block::Picture(what));
        } else if trimmed.starts_with('#') {
            flush(&mut open, &mut out);
            let level = trimmed.chars().take_while(|c| *c == '#').count();
            out.push(Block::Heading(level, trimmed[level..].trim().to_owned()));
        } else if trimmed.starts_with('|') {
            if !matches!(open, Some(Block::Fixed(_))) {
                flush(&mut open, &mut out);
                open = Some(Block::Fixed(String::new()));
            }
            if let Some(Block::Fixed(t)) = open.as_mut() {
                // The rule under a table's head says nothing on screen.
                if !trimmed.chars().all(|c| matches!(c, '|' | '-' | ':' | ' ')) {
                    if !t.is_empty() {
                        t.push('\n');
                    }
                    t.push_str(trimmed);
                }
            }
        } else if let Some(item) = trimmed
            .strip_prefix("- ")
            .or_else(|| trimmed.strip_prefix("* "))
        {
            flush(&mut open, &mut out);
            open = Some(Block::Item(item.to_owned()));
        } else {
            match open.as_mut() {
                Some(Block::Item(t) | Block::Paragraph(t)) => {
                    t.push(' ');
                    t.push_str(trimmed);
                }
                _ => {
                    flush(&mut open, &mut out);
                    open = Some(Block::Paragraph(trimmed.to_owned()));
                }
            }
        }
    }
    flush(&mut open, &mut out);
    if let Some(code) = fence {
        out.push(Block::Fixed(code));
    }
    out
}

/// How a piece of a line is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span {
    /// Plain text.
    Plain,
    /// `**bold**`.
    Strong,
    /// `*italic*`.
    Italic,
    /// `` `code` ``.
    Code,
}

/// A line's pieces: bold, italic and code marked, links reduced to their text.
#[must_use]
pub fn spans(line: &str) -> Vec<(Span, String)> {
    let mut out: Vec<(Span, String)> = Vec::new();
    let mut push = |kind: Span, text: &str| {
        if text.is_empty() {
            return;
        }
        match out.last_mut() {
            Some((k, t)) if *k == kind => t.push_str(text),
            _ => out.push((kind, text.to_owned())),
        }
    };
    let mut rest = line;
    while !rest.is_empty() {
        // A mark opens only at the start of a word (`A*` is a name, not italics).
        let consumed = &line[..line.len() - rest.len()];
        let at_word_start = consumed.chars().last().is_none_or(|c| !c.is_alphanumeric());
        let marked = [("**", Span::Strong), ("`", Span::Code), ("*", Span::Italic)]
            .into_iter()
            .find_map(|(mark, kind)| {
                let body = rest.strip_prefix(mark)?;
                if kind != Span::Code && (!at_word_start || body.starts_with(char::is_whitespace)) {
                    return None;
                }
                let end = body.find(mark)?;
                (end > 0).then(|| (kind, &body[..end], &body[end + mark.len()..]))
            });
        if let Some((kind, text, after)) = marked {
            push(kind, text);
            rest = after;
            continue;
        }
        if let Some(body) = rest.strip_prefix('[')
            && let Some(close) = body.find("](")
            && let Some(end) = body[close..].find(')')
        {
            push(Span::Plain, &body[..close]);
            rest = &body[close + end + 1..];
            continue;
        }
        let first = rest.chars().next().map_or(1, char::len_utf8);
        let next = rest[first..]
            .find(['*', '`', '['])
            .map_or(rest.len(), |i| i + first);
        push(Span::Plain, &rest[..next]);
        rest = &rest[next..];
    }
    out
}

/// A line's pieces laid out for egui.
fn line_job(ui: &Ui, text: &str, size: f32, strong: bool) -> LayoutJob {
    let visuals = ui.visuals();
    let plain = if strong {
        visuals.strong_text_color()
    } else {
        visuals.text_color()
    };
    let mut job = LayoutJob::default();
    for (kind, piece) in spans(text) {
        let mut format = TextFormat {
            font_id: FontId::proportional(size),
            color: plain,
            ..TextFormat::default()
        };
        match kind {
            Span::Plain => {}
            Span::Strong => format.color = visuals.strong_text_color(),
            Span::Italic => format.italics = true,
            Span::Code => {
                format.font_id = FontId::monospace(size * 0.9);
                format.background = visuals.code_bg_color;
            }
        }
        job.append(&piece, 0.0, format);
    }
    job
}

/// A wrapped label of `job`.
fn wrapped(ui: &mut Ui, job: LayoutJob) {
    ui.add(egui::Label::new(job).wrap());
}

/// Draws the guide's blocks.
fn show_blocks(ui: &mut Ui, tr: &Tr, blocks: &[Block]) {
    let body = ui.style().text_styles[&TextStyle::Body].size;
    for block in blocks {
        match block {
            Block::Heading(level, text) => {
                ui.add_space(6.0);
                let size = body * if *level <= 1 { 1.6 } else { 1.25 };
                wrapped(ui, line_job(ui, text, size, true));
            }
            Block::Paragraph(text) => {
                wrapped(ui, line_job(ui, text, body, false));
            }
            Block::Item(text) => {
                wrapped(ui, line_job(ui, &format!("•  {text}"), body, false));
            }
            Block::Fixed(text) => {
                ui.label(
                    RichText::new(text)
                        .monospace()
                        .background_color(Color32::TRANSPARENT),
                );
            }
            Block::Picture(what) => {
                ui.label(
                    RichText::new(tr!(tr, "guide-picture", what = what.as_str()))
                        .italics()
                        .weak(),
                );
            }
        }
        ui.add_space(4.0);
    }
}

/// Shows the guide while it is open.
pub fn window(ctx: &egui::Context, tr: &Tr) {
    let mut open = ctx.data(|d| d.get_temp::<bool>(open_id()).unwrap_or(false));
    if !open {
        return;
    }
    static PARSED: std::sync::OnceLock<Vec<Block>> = std::sync::OnceLock::new();
    let parsed = PARSED.get_or_init(|| blocks(GUIDE));
    egui::Window::new(tr!(tr, "guide-title"))
        // One window whatever its title's language (a title of another
        // language made it a new window, elsewhere), below the top bar.
        .id(Id::unique("maedn-user-guide"))
        .default_pos(super::top_bar::below(ctx).min + egui::vec2(24.0, 12.0))
        .constrain_to(super::top_bar::below(ctx))
        .open(&mut open)
        .default_size(SIZE)
        .vscroll(true)
        .show(ctx, |ui| {
            ui.set_max_width(SIZE[0]);
            ui.label(RichText::new(tr!(tr, "guide-language")).weak());
            show_blocks(ui, tr, parsed);
        });
    ctx.data_mut(|d| d.insert_temp(open_id(), open));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_blocks_of_a_small_page() {
        let page = "# Title\n\nOne line\nand its rest.\n\n- an item\n  continued\n- next\n\n![A board](x.png)\n\n```sh\ncargo test\n```\n| a | b |\n|---|---|\n| 1 | 2 |\n";
        assert_eq!(
            blocks(page),
            vec![
                Block::Heading(1, "Title".into()),
                Block::Paragraph("One line and its rest.".into()),
                Block::Item("an item continued".into()),
                Block::Item("next".into()),
                Block::Picture("A board".into()),
                Block::Fixed("cargo test".into()),
                Block::Fixed("| a | b |\n| 1 | 2 |".into()),
            ]
        );
    }

    #[test]
    fn test_spans_mark_bold_code_and_links() {
        assert_eq!(
            spans("a **b** `c` [d](e.md) *f*"),
            vec![
                (Span::Plain, "a ".into()),
                (Span::Strong, "b".into()),
                (Span::Plain, " ".into()),
                (Span::Code, "c".into()),
                (Span::Plain, " d ".into()),
                (Span::Italic, "f".into()),
            ]
        );
        // A lone star is text, and so is a star after a name.
        assert_eq!(spans("2 * 3"), vec![(Span::Plain, "2 * 3".into())]);
        assert_eq!(
            spans("DP, A*), *the bound*"),
            vec![
                (Span::Plain, "DP, A*), ".into()),
                (Span::Italic, "the bound".into())
            ]
        );
    }

    #[test]
    fn test_the_guide_is_written_for_the_windows_users_and_names_every_mode() {
        let parsed = blocks(GUIDE);
        // Its opening tells a user how to start the window, not a developer
        // how to build it.
        let opening: Vec<&Block> = parsed.iter().take(4).collect();
        for b in &opening {
            let text = format!("{b:?}");
            assert!(!text.contains("cargo"), "{text}");
        }
        // The mode switch with all seven modes, as the window names them, in
        // the guide and in the README alike.
        let tr = Tr::shared(crate::i18n::Lang::En);
        let switch: Vec<String> = crate::workspace::Mode::ALL
            .iter()
            .map(|m| crate::app::top_bar::mode_label(tr, *m))
            .collect();
        let line = format!("**{}**", switch.join(" | "));
        assert!(GUIDE.contains(&line), "{line}");
        assert!(include_str!("../../README.md").contains(&line), "{line}");
        assert!(!GUIDE.starts_with("`cargo"), "the guide opens for users");
    }

    #[test]
    fn test_the_shipped_guide_has_headings_and_no_raw_markup_in_items() {
        let parsed = blocks(GUIDE);
        assert!(parsed.iter().any(|b| matches!(b, Block::Heading(1, _))));
        for b in &parsed {
            if let Block::Item(t) | Block::Paragraph(t) = b {
                let text: String = spans(t).into_iter().map(|(_, s)| s).collect();
                assert!(!text.contains("**"), "{text}");
                assert!(!text.contains("]("), "{text}");
            }
        }
    }
}
