//! The names of every option's choices, once: `named_enum!` gives an enum
//! its command-line names, `ALL`, `NUM`, `Display` and a case-blind
//! `FromStr`, and [`ParseOptionError`] is the one error of a name that is
//! none of them (`--lengths fuzzy`, `--lang fr`). [`NamesParser`] gives the
//! command line those names as its possible values, so that shell completions
//! offer them.

/// A name that is none of the choices.
///
/// ```
/// let e = "fuzzy".parse::<maedn::model::LengthMode>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown length mode \"fuzzy\": expected rounded or exact");
/// let e = "blue".parse::<maedn::model::Colour>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown colour \"blue\": expected black, yellow, green or red");
/// ```
// The command line's English only: the window offers its choices, it never
// parses a typed name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {value:?}: expected {}", alternatives(expected))]
pub struct ParseOptionError {
    /// What was being named ("length mode").
    pub what: &'static str,
    /// The text given (quoted and escaped in the message).
    pub value: String,
    /// The accepted values, in order.
    pub expected: &'static [&'static str],
}

/// Names as a choice in words: `a`, `a or b`, `a, b or c`.
///
/// ```
/// assert_eq!(maedn::names::alternatives(&["a", "b", "c"]), "a, b or c");
/// ```
#[must_use]
pub fn alternatives(names: &[&str]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// Gives a field-less enum its names: `ALL` and `NUM` in the order listed,
/// `name()`, a `Display` that writes the name and a `FromStr` that reads it
/// back (white space trimmed, any case) or says what it expected:
///
/// ```ignore
/// named_enum!(LengthMode, "length mode", { Rounded => "rounded", Exact => "exact" });
/// ```
macro_rules! named_enum {
    ($ty:ident, $what:literal, { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// How many there are.
            pub const NUM: usize = [$($name),+].len();
            /// Every one, in the order they are offered.
            pub const ALL: [$ty; $ty::NUM] = [$($ty::$variant),+];
            /// The names of [`Self::ALL`], in its order.
            pub const NAMES: [&'static str; $ty::NUM] = [$($name),+];

            /// The name on the command line, in files and in JSON.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::clap::builder::ValueParserFactory for $ty {
            type Parser = $crate::names::NamesParser<$ty>;

            fn value_parser() -> Self::Parser {
                $crate::names::NamesParser::new(&$ty::NAMES, |s| s.parse())
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::names::ParseOptionError;

            fn from_str(s: &str) -> ::std::result::Result<Self, Self::Err> {
                let wanted = s.trim();
                $ty::ALL
                    .into_iter()
                    .find(|c| c.name().eq_ignore_ascii_case(wanted))
                    .ok_or_else(|| $crate::names::ParseOptionError {
                        what: $what,
                        value: s.to_owned(),
                        expected: &$ty::NAMES,
                    })
            }
        }
    };
}

pub(crate) use named_enum;

/// clap's parser of a named enum: the enum's own `FromStr` (its words, its
/// error), and its names as clap's possible values, which the shell
/// completions offer after the option (`--lang <TAB>`: de en) instead of
/// file names. `named_enum!` makes it every such enum's default parser, so
/// no option has to name it.
#[derive(Clone, Copy, Debug)]
pub struct NamesParser<T> {
    names: &'static [&'static str],
    parse: fn(&str) -> Result<T, ParseOptionError>,
}

impl<T> NamesParser<T> {
    /// The parser of a type with these names, read by `parse`.
    #[must_use]
    pub const fn new(
        names: &'static [&'static str],
        parse: fn(&str) -> Result<T, ParseOptionError>,
    ) -> Self {
        Self { names, parse }
    }
}

impl<T: Clone + Send + Sync + 'static> clap::builder::TypedValueParser for NamesParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        // clap's own parser of a `FromStr` type, so the message is the one
        // the option gave before it had names to offer.
        let parse = self.parse;
        (move |s: &str| parse(s)).parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            self.names
                .iter()
                .map(|n| clap::builder::PossibleValue::new(*n)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_alternatives_read_as_a_choice() {
        assert_eq!(alternatives(&[]), "");
        assert_eq!(alternatives(&["svg"]), "svg");
        assert_eq!(alternatives(&["svg", "png"]), "svg or png");
        assert_eq!(alternatives(&["a", "b", "c"]), "a, b or c");
    }
}
