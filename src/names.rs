//! The names of every option's choices, once: `named_enum!` gives an enum
//! its command-line names, `ALL`, `NUM`, `Display` and a case-blind
//! `FromStr`, and [`ParseOptionError`] is the one error of a name that is
//! none of them (`--lengths fuzzy`, `--lang fr`).

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
