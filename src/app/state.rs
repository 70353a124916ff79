//! What the window remembers between launches (eframe persistence). Every
//! field has a default, so adding one never throws away saved state.

use serde::{Deserialize, Serialize};

use super::stepper::Choice;
use super::watch::{Pace, RATE_RANGE};
use crate::model::Bits;
use crate::solver::{PAPER_BOUND, Settings};

/// The window's modes, switched in the top bar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Choose settings, run and watch the search.
    #[default]
    Solve,
    /// Step through each piece's rolls.
    Step,
    /// Edit a bit-board (the editor mounts here).
    Edit,
}

impl Mode {
    /// All modes, in the order of the switch.
    pub const ALL: [Mode; 3] = [Mode::Solve, Mode::Step, Mode::Edit];

    /// The switch's label.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Mode::Solve => "Solve",
            Mode::Step => "Step",
            Mode::Edit => "Edit",
        }
    }
}

/// How the next run is paced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PaceKind {
    /// Full speed.
    #[default]
    Full,
    /// Slow motion.
    Slow,
    /// Single steps.
    Step,
}

impl PaceKind {
    /// All kinds, in the order of the selector.
    pub const ALL: [PaceKind; 3] = [PaceKind::Full, PaceKind::Slow, PaceKind::Step];

    /// The selector's label.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            PaceKind::Full => "Full speed",
            PaceKind::Slow => "Slow motion",
            PaceKind::Step => "Single step",
        }
    }
}

/// Default slow-motion rate, calls per second.
pub const DEFAULT_RATE: f64 = 20.0;
/// Default playback speed of the stepper, moves per second.
pub const DEFAULT_PLAY_SPEED: f32 = 2.0;

/// Persisted window state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UiState {
    /// Solver settings.
    pub settings: Settings,
    /// The units per tile offered when the bound is "per tile".
    pub bound_per_tile: u32,
    /// Pace of the next run.
    pub pace: PaceKind,
    /// Slow-motion rate in calls per second.
    pub rate: f64,
    /// The mode shown.
    pub mode: Mode,
    /// Stepper playback speed, moves per second.
    pub play_speed: f32,
    /// The stepper's piece choice.
    pub choice: Choice,
    /// Is the shortcut list open?
    pub show_shortcuts: bool,
    /// The editor's board (raw bits), kept between launches.
    pub editor_board: u64,
}

impl Default for UiState {
    fn default() -> Self {
        UiState {
            settings: Settings::default(),
            bound_per_tile: PAPER_BOUND,
            pace: PaceKind::Full,
            rate: DEFAULT_RATE,
            mode: Mode::Solve,
            play_speed: DEFAULT_PLAY_SPEED,
            choice: Choice::All,
            show_shortcuts: false,
            editor_board: Bits::STARTING_BOARD.raw(),
        }
    }
}

impl UiState {
    /// The pace of the next run.
    #[must_use]
    pub fn pace(&self) -> Pace {
        match self.pace {
            PaceKind::Full => Pace::Full,
            PaceKind::Slow => Pace::Slow(self.rate.clamp(*RATE_RANGE.start(), *RATE_RANGE.end())),
            PaceKind::Step => Pace::Step,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_missing_fields_take_their_defaults() {
        let s: UiState = serde_json::from_str(r#"{"rate": 99.0}"#).expect("parses");
        assert_eq!(s.rate, 99.0);
        assert_eq!(s.settings, Settings::default());
        assert_eq!(s.mode, Mode::Solve);
    }

    #[test]
    fn test_round_trip() {
        let s = UiState {
            pace: PaceKind::Step,
            mode: Mode::Step,
            choice: Choice::One(2),
            ..UiState::default()
        };
        let text = serde_json::to_string(&s).expect("serialises");
        let back: UiState = serde_json::from_str(&text).expect("parses");
        assert_eq!(back, s);
        assert_eq!(back.pace(), Pace::Step);
    }
}
