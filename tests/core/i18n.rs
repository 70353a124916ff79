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
        "83.047 Einheiten"
    );
    assert_eq!(
        maedn::tr!(en, "units-amount", n = units_arg(83_047.0)),
        "83,047 units"
    );
    assert_eq!(
        maedn::tr!(de, "units-amount", n = units_arg(12_142.576)),
        "12.142,58 Einheiten"
    );
    assert_eq!(maedn::tr!(en, "units-amount", n = count_arg(1)), "1 unit");
    assert_eq!(
        maedn::tr!(de, "units-amount", n = count_arg(1)),
        "1 Einheit"
    );
    // Centimetres keep the paper's four decimals in both languages.
    let cm = cm_arg(83_047.0);
    assert_eq!(
        maedn::tr!(de, "units-amount", n = cm.clone()),
        "298,9692 Einheiten"
    );
    assert_eq!(maedn::tr!(en, "units-amount", n = cm), "298.9692 units");
}

#[test]
fn test_each_language_names_itself() {
    for lang in Lang::ALL {
        assert_eq!(maedn::tr!(Tr::new(lang), "lang-name"), lang.native_name());
    }
}
