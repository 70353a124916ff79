//! The translation files: both parse cleanly, every message and attribute of
//! one language exists in the other, once, and each uses the same
//! placeholders, so no text can be missing, shadowed or lose a number in
//! either language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use maedn::i18n::{Lang, Tr, cm_arg, count_arg, units_arg};

/// Message (or `message.attribute`) → the variables it uses.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn catalogue(lang: Lang) -> Catalogue {
    let source = maedn::i18n::source(lang).expect("the file is embedded");
    let resource = fluent_syntax::parser::parse(source.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}: {errors:?}"));
    let mut out = Catalogue::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let earlier = out.insert(m.id.name.to_owned(), vars);
                assert!(earlier.is_none(), "{lang}: {} is defined twice", m.id.name);
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    pattern_vars(&a.value, &mut vars);
                    out.insert(format!("{}.{}", m.id.name, a.id.name), vars);
                }
            }
            Entry::Term(t) => {
                out.insert(format!("-{}", t.id.name), BTreeSet::new());
            }
            Entry::Junk { content } => panic!("{lang}: unparsable entry {content:?}"),
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => args_vars(arguments, vars),
        InlineExpression::TermReference {
            arguments: Some(a), ..
        } => args_vars(a, vars),
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn args_vars(a: &CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for p in &a.positional {
        inline_vars(p, vars);
    }
    for n in &a.named {
        inline_vars(&n.value, vars);
    }
}

#[test]
fn test_every_message_exists_in_both_languages_with_the_same_placeholders() {
    let en = catalogue(Lang::En);
    let de = catalogue(Lang::De);
    assert!(
        en.contains_key("lang-name"),
        "the English file has messages"
    );
    let only_en: Vec<_> = en.keys().filter(|k| !de.contains_key(*k)).collect();
    let only_de: Vec<_> = de.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "missing in German: {only_en:?}");
    assert!(only_de.is_empty(), "missing in English: {only_de:?}");
    for (id, vars) in &en {
        assert_eq!(
            Some(vars),
            de.get(id),
            "{id}: the placeholders differ between English and German"
        );
    }
}

#[test]
fn test_numbers_follow_the_language() {
    let de = Tr::new(Lang::De);
    let en = Tr::new(Lang::En);
    assert_eq!(
        maedn::tr!(de, "units-amount", n = units_arg(83_047.0)),
        "83.047\u{a0}Einheiten"
    );
    assert_eq!(
        maedn::tr!(en, "units-amount", n = units_arg(83_047.0)),
        "83,047\u{a0}units"
    );
    assert_eq!(
        maedn::tr!(de, "units-amount", n = units_arg(12_142.576)),
        "12.142,58\u{a0}Einheiten"
    );
    assert_eq!(
        maedn::tr!(en, "units-amount", n = count_arg(1)),
        "1\u{a0}unit"
    );
    assert_eq!(
        maedn::tr!(de, "units-amount", n = count_arg(1)),
        "1\u{a0}Einheit"
    );
    // Centimetres keep the paper's four decimals in both languages.
    let cm = cm_arg(83_047.0);
    assert_eq!(
        maedn::tr!(de, "units-amount", n = cm.clone()),
        "298,9692\u{a0}Einheiten"
    );
    assert_eq!(
        maedn::tr!(en, "units-amount", n = cm),
        "298.9692\u{a0}units"
    );
}

#[test]
fn test_each_language_names_itself() {
    for lang in Lang::ALL {
        assert_eq!(maedn::tr!(Tr::new(lang), "lang-name"), lang.native_name());
    }
}

/// Unit words a number is followed by in the texts (and the charts' scale
/// words).
const UNITS: &[&str] = &[
    "unit",
    "units",
    "Einheit",
    "Einheiten",
    "cm",
    "%",
    "bit",
    "bits",
    "Bit",
    "Bits",
    "call",
    "calls",
    "Aufruf",
    "Aufrufe",
    "s",
    "ms",
    "µs",
    "k",
    "M",
    "Tsd.",
    "Mio.",
    "Mrd.",
    "Bio.",
    "billion",
    "trillion",
    "pt",
    "px",
    "mm",
    "pixel",
    "pixels",
    "Pixel",
    "Pixeln",
    "points",
    "Punkte",
    "Punkten",
];

/// Every place in `text` where a number (a digit, or a placeable `{ … }`
/// that holds one) is followed by a plain space and a unit word: a line
/// may break there.
fn breakable_units(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for i in 1..chars.len() {
        if chars[i] != ' ' || !(chars[i - 1].is_ascii_digit() || chars[i - 1] == '}') {
            continue;
        }
        let word: String = chars[i + 1..]
            .iter()
            .take_while(|c| !c.is_whitespace() && !",;:)…!?/·".contains(**c))
            .collect();
        let unit = UNITS.contains(&word.as_str())
            || word.strip_suffix('.').is_some_and(|w| UNITS.contains(&w));
        if unit {
            let from = i.saturating_sub(20);
            let to = (i + 1 + word.chars().count()).min(chars.len());
            found.push(chars[from..to].iter().collect());
        }
    }
    found
}

#[test]
fn test_the_scan_finds_a_breakable_unit() {
    assert_eq!(breakable_units("{ $units } units."), ["{ $units } units."]);
    assert_eq!(breakable_units("10,000 units = 36 cm").len(), 2);
    assert_eq!(breakable_units("2,5 Mio."), ["2,5 Mio."]);
    assert!(breakable_units("{ $units }\u{a0}units, 36\u{a0}cm").is_empty());
    assert!(breakable_units("piece 3 moves").is_empty());
}

/// A number never wraps away from its unit: in both languages' texts every
/// number and its unit are joined by a no-break space, and so are the
/// numbers the formatting functions write (percentages, chart ticks, units
/// and centimetres as sentences say them).
#[test]
fn test_numbers_and_units_are_joined_by_a_no_break_space() {
    for lang in [Lang::En, Lang::De] {
        let source = maedn::i18n::source(lang).expect("the file is embedded");
        let found: Vec<String> = source
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .flat_map(breakable_units)
            .collect();
        assert!(found.is_empty(), "{lang}: {found:#?}");
        let tr = Tr::shared(lang);
        let n = tr.numbers();
        let ticks = maedn::i18n::words::tick_words(tr);
        for shown in [
            n.percent(1.0, 3.0),
            ticks.count(4e10),
            ticks.count(2.5e6),
            ticks.count(4.5e5),
            maedn::i18n::words::units(tr, 83_047.0),
            maedn::i18n::words::cm(tr, 83_047.0),
        ] {
            assert!(breakable_units(&shown).is_empty(), "{lang}: {shown:?}");
            assert!(shown.contains('\u{a0}'), "{lang}: {shown:?}");
        }
    }
}
