//! A count on a slide never wraps away from what it counts: in both
//! languages' lesson messages, a number placeholder is followed by a
//! non-breaking space before its word ("in 36 / Würfen" and "(23 /
//! Sechsen)" once broke across lines on slides 7 and 8 at 1280 × 720).

/// The lesson's placeholders that stand for a count or an amount.
const COUNTS: [&str; 18] = [
    "tiles", "all", "single", "ways", "start", "n", "left", "calls", "prunes", "units", "rolls",
    "sixes", "states", "games", "excess", "length", "track", "straight",
];

/// The lesson messages of `lang` where a count is followed by an ordinary
/// space and a word.
fn breaking(lang: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/i18n")
        .join(lang)
        .join("maedn.ftl");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(!text.is_empty(), "{path:?} unread");
    let mut found = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("lesson-")) {
        for name in COUNTS {
            let placeholder = format!("{{ ${name} }} ");
            for (at, _) in line.match_indices(&placeholder) {
                let next = line[at + placeholder.len()..].chars().next();
                if next.is_some_and(char::is_alphabetic) {
                    found.push(format!("{name} in {line}"));
                }
            }
        }
    }
    found
}

#[test]
fn test_a_count_on_a_slide_keeps_its_word_on_its_line() {
    for lang in ["en", "de"] {
        let found = breaking(lang);
        assert!(found.is_empty(), "{lang}: {found:#?}");
    }
}
