//! A class round's sentences about the engine's values: a team's name (typed,
//! or "Team n" in the reader's language), whose turn it is, a team home with
//! its length, a line of the scoreboard (ties named as ties) with what the
//! team's choices gave away in expectation, the teams' paths in the legend,
//! and why a round file was refused (`RoundError`'s `Display` is its English).

use crate::i18n::{Tr, count_arg, units_arg};
use crate::io::RoundError;
use crate::io::round::ROUND_VERSION;
use crate::tr;

use super::quote::{QUOTED_CHARS, quoted};

/// Team `index` (from 0): its typed name, or "Team n".
#[must_use]
pub fn team_name(tr: &Tr, index: usize, name: &str) -> String {
    let name = name.trim();
    if name.is_empty() {
        tr!(tr, "round-team-default", n = count_arg(index as u64 + 1))
    } else {
        name.to_owned()
    }
}

/// Whose turn it is: "Team 2 of 3: Red. Your turn!"
#[must_use]
pub fn turn(tr: &Tr, index: usize, count: usize, name: &str) -> String {
    if name.trim().is_empty() {
        return tr!(
            tr,
            "round-turn-unnamed",
            n = count_arg(index as u64 + 1),
            count = count_arg(count as u64)
        );
    }
    tr!(
        tr,
        "round-turn",
        n = count_arg(index as u64 + 1),
        count = count_arg(count as u64),
        name = team_name(tr, index, name)
    )
}

/// A team home: its length and rolls.
#[must_use]
pub fn team_home(tr: &Tr, index: usize, name: &str, units: f64, rolls: usize) -> String {
    tr!(
        tr,
        "round-team-home",
        name = team_name(tr, index, name),
        units = units_arg(units),
        rolls = count_arg(rolls as u64)
    )
}

/// One line of the scoreboard: place (shared by a tie), name, length and
/// what the choices gave away in expectation against the best player.
#[must_use]
pub fn standing(
    tr: &Tr,
    rank: usize,
    tied: bool,
    index: usize,
    name: &str,
    units: f64,
    away: f64,
) -> String {
    tr!(
        tr,
        "round-standing",
        rank = count_arg(rank as u64),
        tied = if tied { "yes" } else { "no" },
        name = team_name(tr, index, name),
        units = units_arg(units),
        away = units_arg(away)
    )
}

/// A team's path in the legend of the round's board.
#[must_use]
pub fn team_legend(tr: &Tr, index: usize, name: &str, units: f64) -> String {
    if name.trim().is_empty() {
        return tr!(
            tr,
            "round-legend-team-unnamed",
            n = count_arg(index as u64 + 1),
            units = units_arg(units)
        );
    }
    tr!(
        tr,
        "round-legend-team",
        n = count_arg(index as u64 + 1),
        name = team_name(tr, index, name),
        units = units_arg(units)
    )
}

/// A saved choice that is not a move of the replayed game (`choice` from 1;
/// an empty `text`: the game did not end with the choices saved).
#[must_use]
pub fn mismatch(tr: &Tr, index: usize, name: &str, choice: usize, text: &str) -> String {
    let name = team_name(tr, index, name);
    if text.is_empty() {
        return tr!(tr, "round-mismatch-unfinished", name = name);
    }
    tr!(
        tr,
        "round-mismatch",
        name = name,
        n = count_arg(choice as u64),
        choice = quoted(tr, text, QUOTED_CHARS)
    )
}

/// Why a round file was refused.
#[must_use]
pub fn round_error(tr: &Tr, e: &RoundError) -> String {
    let n = |v: usize| count_arg(v as u64);
    match e {
        RoundError::Corrupt {
            line,
            column,
            message,
        } => tr!(
            tr,
            "round-error-corrupt",
            line = n(*line),
            column = n(*column),
            reason = quoted(tr, message, QUOTED_CHARS)
        ),
        RoundError::NoVersion => tr!(tr, "round-error-no-version"),
        RoundError::UnsupportedVersion { found } => tr!(
            tr,
            "round-error-version",
            found = count_arg(*found),
            max = count_arg(u64::from(ROUND_VERSION))
        ),
        RoundError::ZeroVersion => tr!(tr, "round-error-version-zero"),
        RoundError::BadField(reason) => tr!(
            tr,
            "round-error-field",
            reason = quoted(tr, reason, QUOTED_CHARS)
        ),
        RoundError::Invalid {
            field,
            value,
            reason,
        } => tr!(
            tr,
            "round-error-invalid",
            field = field.clone(),
            value = quoted(tr, value, QUOTED_CHARS),
            reason = super::bad_value(tr, reason)
        ),
    }
}

super::english_display!(RoundError => round_error);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_default_names_and_ties_in_both_languages() {
        let en = Tr::shared(Lang::En);
        let de = Tr::shared(Lang::De);
        assert_eq!(team_name(en, 1, "  "), "Team 2");
        assert_eq!(team_name(de, 1, ""), "Team 2");
        assert_eq!(team_name(de, 1, " Rot "), "Rot");
        let tie = standing(en, 1, true, 0, "", 1234.5, 10.0);
        let alone = standing(en, 1, false, 0, "", 1234.5, 10.0);
        assert_ne!(tie, alone);
        assert!(tie.contains("tie"), "{tie}");
        let gleich = standing(de, 1, true, 0, "", 1234.5, 10.0);
        assert!(gleich.contains("1.234,5"), "{gleich}");
        // Version 0 is no newer build's: never "update maedn".
        assert!(!round_error(en, &RoundError::ZeroVersion).contains("update"));
        assert!(!round_error(de, &RoundError::ZeroVersion).contains("aktualisiere"));
        let e = RoundError::UnsupportedVersion { found: 9 };
        assert!(round_error(de, &e).contains('9'));
        assert_ne!(round_error(de, &e), round_error(en, &e));
    }
}
