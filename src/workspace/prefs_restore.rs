//! Restoring [`Prefs`] from eframe's storage (RON, written as
//! `(settings:(…),colours:Board,…)`) so that a value this build does not know
//! (a newer version's colour scheme, a hand-edited mode) costs only that
//! value: it is dropped, named, and its default used, while every other
//! setting is kept. A plain `ron::from_str` would refuse the whole struct
//! and the window would start as on a first launch.

use super::prefs::Prefs;

/// Prefs restored from storage, and the saved values that were dropped.
#[derive(Debug, Default)]
pub struct Restored {
    /// The preferences, or `None` if the text is not a saved `Prefs` at all.
    pub prefs: Option<Prefs>,
    /// The dropped values by their path (`colours`, `settings.rules.colour`),
    /// each once, in the order saved.
    pub dropped: Vec<String>,
}

/// Reads saved preferences, dropping only the values that do not parse.
#[must_use]
pub fn restore_prefs(text: &str) -> Restored {
    if let Ok(prefs) = ron::from_str::<Prefs>(text) {
        return Restored {
            prefs: Some(prefs),
            dropped: Vec::new(),
        };
    }
    let Some(saved) = fields(text) else {
        return Restored::default();
    };
    let mut dropped = Vec::new();
    let kept = keep_fields(&saved, &mut Vec::new(), &mut dropped);
    let prefs = ron::from_str::<Prefs>(&format!("({})", kept.join(","))).ok();
    if prefs.is_none() {
        return Restored::default();
    }
    Restored { prefs, dropped }
}

/// The fields of `saved` (inside the fields `path`) that parse on their own
/// as part of [`Prefs`], as `name:value`; a struct's fields are judged one by
/// one. What is dropped is added to `dropped`.
fn keep_fields(
    saved: &[(&str, &str)],
    path: &mut Vec<String>,
    dropped: &mut Vec<String>,
) -> Vec<String> {
    let mut kept = Vec::new();
    for &(name, value) in saved {
        path.push(name.to_owned());
        if ron::from_str::<Prefs>(&nested(path, value)).is_ok() {
            kept.push(format!("{name}:{value}"));
        } else if let Some(inner) = fields(value) {
            let inner = keep_fields(&inner, path, dropped);
            kept.push(format!("{name}:({})", inner.join(",")));
        } else {
            let whole = path.join(".");
            if !dropped.contains(&whole) {
                dropped.push(whole);
            }
        }
        path.pop();
    }
    kept
}

/// `value` as the only field at `path`: `(a:(b:(c:value)))`.
fn nested(path: &[String], value: &str) -> String {
    let open: String = path.iter().map(|name| format!("({name}:")).collect();
    format!("{open}{value}{}", ")".repeat(path.len()))
}

/// The named fields of a RON struct written `(name:value,…)`, as (name, value
/// text); `None` if `text` is not such a struct.
fn fields(text: &str) -> Option<Vec<(&str, &str)>> {
    let inner = text.trim().strip_prefix('(')?.strip_suffix(')')?;
    let mut out = Vec::new();
    for part in split_top(inner)? {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let (name, value) = part.split_once(':')?;
        let name = name.trim();
        let identifier =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !identifier {
            return None;
        }
        out.push((name, value.trim()));
    }
    Some(out)
}

/// `text` split at its commas outside brackets, strings and characters;
/// `None` if its brackets or quotes do not close.
fn split_top(text: &str) -> Option<Vec<&str>> {
    let mut depth = 0usize;
    let mut start = 0;
    let mut out = Vec::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.checked_sub(1)?,
            '"' | '\'' => loop {
                match chars.next()? {
                    (_, '\\') => {
                        chars.next()?;
                    }
                    (_, q) if q == c => break,
                    _ => {}
                }
            },
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    (depth == 0).then(|| {
        out.push(&text[start..]);
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Scheme;
    use crate::workspace::Mode;

    fn saved(prefs: &Prefs) -> String {
        ron::ser::to_string(prefs).expect("serialises")
    }

    #[test]
    fn test_an_unknown_value_drops_only_itself() {
        let prefs = Prefs {
            colours: Scheme::ALL[Scheme::ALL.len() - 1],
            mode: Mode::Explore,
            welcome_seen: true,
            rate: 12.0,
            ..Prefs::default()
        };
        let text = saved(&prefs);
        assert_eq!(restore_prefs(&text).prefs, Some(prefs.clone()));
        let colours = format!("colours:{:?}", prefs.colours);
        assert!(text.contains(&colours), "{text}");
        let bogus = text.replace(&colours, "colours:Bogus");
        let r = restore_prefs(&bogus);
        let back = r.prefs.expect("the rest is kept");
        assert_eq!(r.dropped, ["colours"]);
        assert_eq!(back.colours, Prefs::default().colours);
        assert_eq!(
            (back.mode, back.welcome_seen, back.rate),
            (Mode::Explore, true, 12.0)
        );
        // Inside a struct, only the field: the rest of the rules stays.
        let nested = text.replace("colour:black", "colour:purple");
        assert_ne!(nested, text, "{text}");
        let r = restore_prefs(&nested);
        assert_eq!(r.dropped, ["settings.rules.colour"]);
        let back = r.prefs.expect("kept");
        assert_eq!(back.settings.rules.spacing, prefs.settings.rules.spacing);
        assert_eq!(back.mode, Mode::Explore);
    }

    #[test]
    fn test_what_is_not_prefs_is_not_restored() {
        for text in ["", "garbage", "(", "(a:(b)", "[1,2]", "(\"x\":1)"] {
            let r = restore_prefs(text);
            assert!(r.prefs.is_none() && r.dropped.is_empty(), "{text:?}");
        }
        // Unknown fields are ignored, as before; strings with commas split right.
        let r = restore_prefs("(future:\"a,(b\",mode:Play)");
        assert_eq!(r.prefs.map(|p| p.mode), Some(Mode::Play));
        assert!(r.dropped.is_empty());
    }
}
