//! What restoring the window's preferences found wrong, and what the window
//! uses instead ([`PrefsIssue`]): a value it could not have set itself (a
//! `NaN` rate, a spacing of 0, a zoom of −3), a saved value this build does
//! not know, or saved settings that cannot be read or written; worded in the
//! reader's language (its `Display` is the command line's English); and
//! [`Prefs::validated`], which finds and replaces them.

use std::fmt;
use std::sync::Arc;

use super::prefs::{
    DEFAULT_PLAY_SPEED, DEFAULT_WINDOW, MAX_BOUND_PER_TILE, PLAY_SPEED_RANGE, Prefs, ZOOM_RANGE,
};
use super::watch::{DEFAULT_RATE, RATE_RANGE};
use crate::i18n::words::{escaped, file_error};
use crate::i18n::{FluentValue, Lang, Tr, count_arg, decimals_arg};
use crate::io::FileError;
use crate::model::{DEFAULT_SPACING, Rules};
use crate::solver::{Bound, PAPER_BOUND};
use crate::tr;

/// Decimals of a rate or speed that is not whole, in a message.
const FRACTION_DECIMALS: usize = 2;

/// A rate or speed as a Fluent number: whole without decimals.
fn plain(value: f64) -> FluentValue<'static> {
    let whole = value.fract() == 0.0;
    decimals_arg(value, if whole { 0 } else { FRACTION_DECIMALS })
}

/// A number restored from disk for a message: `NaN` and the infinities as words.
fn restored(value: f32) -> FluentValue<'static> {
    if value.is_finite() {
        plain(f64::from(value))
    } else {
        FluentValue::from(value.to_string())
    }
}

/// A restored value the window could not have set, and was replaced; or
/// saved settings that cannot be read or written.
#[derive(Clone, Debug)]
pub enum PrefsIssue {
    /// The slow-motion rate (replaced by [`DEFAULT_RATE`]).
    Rate(f64),
    /// The playback speed (replaced by [`DEFAULT_PLAY_SPEED`]).
    PlaySpeed(f32),
    /// The tile spacing (replaced by [`DEFAULT_SPACING`]).
    Spacing(u32),
    /// A per-tile bound above [`MAX_BOUND_PER_TILE`] (replaced by the paper's).
    Bound(u32),
    /// The window's zoom outside [`ZOOM_RANGE`] or not a number (replaced by
    /// [`super::prefs::usable_zoom`]).
    Zoom {
        /// As saved.
        saved: f32,
        /// As used.
        used: f32,
    },
    /// The window's saved size or position (see [`super::prefs::usable_window`]; the window
    /// opens at [`super::prefs::DEFAULT_WINDOW`]).
    Window {
        /// The saved width, in points.
        width: f32,
        /// The saved height, in points.
        height: f32,
    },
    /// A saved value this build does not know (a newer version's colours, a
    /// hand-edited name), by its path (`colours`, `settings.rules.colour`):
    /// only it was dropped, its default is used.
    Unknown(String),
    /// The saved state is not read (a named pipe would block the launch, a
    /// link to `/dev/zero` would be read for ever): the window starts with
    /// its defaults, and its settings last until it closes.
    Unreadable(Arc<FileError>),
    /// The settings cannot be written where they are kept: changes last
    /// until the window closes.
    NotSaved(Arc<FileError>),
}

impl PrefsIssue {
    /// What was wrong and what is used instead, in `tr`'s language.
    #[must_use]
    pub fn text(&self, tr: &Tr) -> String {
        match self {
            PrefsIssue::Rate(r) => tr!(
                tr,
                "prefs-issue-rate",
                value = plain(*r),
                min = plain(*RATE_RANGE.start()),
                max = plain(*RATE_RANGE.end()),
                default = plain(DEFAULT_RATE)
            ),
            PrefsIssue::PlaySpeed(s) => tr!(
                tr,
                "prefs-issue-play-speed",
                value = plain(f64::from(*s)),
                min = plain(f64::from(*PLAY_SPEED_RANGE.start())),
                max = plain(f64::from(*PLAY_SPEED_RANGE.end())),
                default = plain(f64::from(DEFAULT_PLAY_SPEED))
            ),
            PrefsIssue::Spacing(s) => tr!(
                tr,
                "prefs-issue-spacing",
                value = count_arg(u64::from(*s)),
                max = count_arg(u64::from(Rules::MAX_SPACING)),
                default = count_arg(u64::from(DEFAULT_SPACING))
            ),
            PrefsIssue::Bound(b) => tr!(
                tr,
                "prefs-issue-bound",
                value = count_arg(u64::from(*b)),
                max = count_arg(u64::from(MAX_BOUND_PER_TILE)),
                default = count_arg(u64::from(PAPER_BOUND))
            ),
            PrefsIssue::Zoom { saved, used } => tr!(
                tr,
                "prefs-issue-zoom",
                value = restored(*saved),
                min = plain(f64::from(*ZOOM_RANGE.start())),
                max = plain(f64::from(*ZOOM_RANGE.end())),
                default = plain(f64::from(*used))
            ),
            PrefsIssue::Window { width, height } => tr!(
                tr,
                "prefs-issue-window",
                width = restored(*width),
                height = restored(*height),
                default_width = plain(f64::from(DEFAULT_WINDOW[0])),
                default_height = plain(f64::from(DEFAULT_WINDOW[1]))
            ),
            PrefsIssue::Unknown(name) => {
                tr!(tr, "prefs-issue-unknown", name = escaped(name))
            }
            PrefsIssue::Unreadable(e) => {
                tr!(tr, "prefs-issue-unreadable", reason = file_error(tr, e))
            }
            PrefsIssue::NotSaved(e) => {
                tr!(tr, "prefs-issue-not-saved", reason = file_error(tr, e))
            }
        }
    }

    /// Is this about where the settings are kept (they cannot be read or
    /// written) rather than a value replaced? Said in a sentence of its own.
    #[must_use]
    pub fn is_storage(&self) -> bool {
        matches!(self, PrefsIssue::Unreadable(_) | PrefsIssue::NotSaved(_))
    }
}

impl fmt::Display for PrefsIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrefsIssue::Rate(r) => write!(
                f,
                "slow-motion rate {r} is not between {} and {} calls/s; using {DEFAULT_RATE}",
                RATE_RANGE.start(),
                RATE_RANGE.end()
            ),
            PrefsIssue::PlaySpeed(s) => write!(
                f,
                "playback speed {s} is not between {} and {} moves/s; using {DEFAULT_PLAY_SPEED}",
                PLAY_SPEED_RANGE.start(),
                PLAY_SPEED_RANGE.end()
            ),
            PrefsIssue::Spacing(s) => write!(
                f,
                "spacing {s} is not between 1 and {} units; using {DEFAULT_SPACING}",
                Rules::MAX_SPACING
            ),
            PrefsIssue::Bound(b) => write!(
                f,
                "bound {b} units per tile is above {MAX_BOUND_PER_TILE}; using {PAPER_BOUND}"
            ),
            PrefsIssue::Zoom { .. }
            | PrefsIssue::Window { .. }
            | PrefsIssue::Unknown(_)
            | PrefsIssue::Unreadable(_)
            | PrefsIssue::NotSaved(_) => f.write_str(&self.text(Tr::shared(Lang::En))),
        }
    }
}

impl Prefs {
    /// These preferences with every value the window could not have set
    /// replaced by its default, and what was replaced (a `NaN`
    /// restored from storage must never reach the solver thread).
    #[must_use]
    pub fn validated(mut self) -> (Prefs, Vec<PrefsIssue>) {
        let mut issues = Vec::new();
        if !RATE_RANGE.contains(&self.rate) {
            issues.push(PrefsIssue::Rate(self.rate));
            self.rate = DEFAULT_RATE;
        }
        if !PLAY_SPEED_RANGE.contains(&self.play_speed) {
            issues.push(PrefsIssue::PlaySpeed(self.play_speed));
            self.play_speed = DEFAULT_PLAY_SPEED;
        }
        let spacing = self.settings.rules.spacing;
        if self.settings.rules.validate().is_err() {
            issues.push(PrefsIssue::Spacing(spacing));
            self.settings.rules.spacing = DEFAULT_SPACING;
        }
        let offered = self.bound_per_tile;
        if offered > MAX_BOUND_PER_TILE {
            issues.push(PrefsIssue::Bound(offered));
            self.bound_per_tile = PAPER_BOUND;
        }
        if let Bound::PerTile(n) = self.settings.bound
            && n > MAX_BOUND_PER_TILE
        {
            // The same number twice is one issue.
            if n != offered {
                issues.push(PrefsIssue::Bound(n));
            }
            self.settings.bound = Bound::PerTile(self.bound_per_tile);
        }
        (self, issues)
    }
}
