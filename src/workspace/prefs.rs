//! What the window remembers between launches: the settings, the pace, the
//! mode, the playback speed, the editor's board ([`Prefs`]), and the modes
//! themselves ([`Mode`]). Every field has a default, so adding one never
//! throws away saved state; [`Prefs::validated`] replaces anything restored
//! that the window could not have set itself (a `NaN` rate, a spacing of 0)
//! and says what it replaced.

use serde::{Deserialize, Serialize};

use super::watch::{DEFAULT_RATE, Pace};
use crate::i18n::Lang;
use crate::model::Bits;
use crate::render::Scheme;
use crate::solver::{PAPER_BOUND, Settings};

/// The window's modes, switched in the top bar. Each is a view over the one
/// [`super::Workspace`]; switching is [`super::Command::SetMode`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Choose settings, run and watch the search.
    #[default]
    Solve,
    /// Step through each piece's rolls.
    Step,
    /// Edit a bit-board.
    Edit,
    /// The whole optimal game, played roll by roll.
    Game,
    /// The guided lesson, slide by slide.
    Lesson,
    /// Explore the search: algorithms side by side, the search tree, counting,
    /// an ordinary game, the exact solution as a picture.
    Explore,
    /// Play against the optimum: choose every roll, or a fair die.
    Play,
}

impl Mode {
    /// All modes, in the order of the switch.
    pub const ALL: [Mode; 7] = [
        Mode::Solve,
        Mode::Step,
        Mode::Edit,
        Mode::Game,
        Mode::Play,
        Mode::Lesson,
        Mode::Explore,
    ];

    // Its name is the window's: `app::top_bar::mode_label` (Fluent).
}

/// How the next run is paced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
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

    // Its name is the window's: `app::settings_panel::pace_texts` (Fluent).
}

/// Default playback speed of the stepper, moves per second.
pub const DEFAULT_PLAY_SPEED: f32 = 2.0;
/// The playback speeds offered, moves per second.
pub const PLAY_SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.25..=10.0;
/// The largest per-tile bound offered (a larger one prunes everything anyway).
pub const MAX_BOUND_PER_TILE: u32 = 2_000;

/// The window's zoom factors the View menu offers (and a restored zoom is
/// held to): below half the text is unreadable, above twice a laptop's
/// screen holds little more than the top bar.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.5..=2.0;
#[cfg(feature = "gui")]
/// One step of the View menu's zoom.
pub const ZOOM_STEP: f32 = 0.1;
/// The window's size at a first launch (or when a saved size is unusable), in points.
pub const DEFAULT_WINDOW: [f32; 2] = [1280.0, 800.0];

#[cfg(feature = "gui")]
/// The zoom that fits a window of `size` (in the screen's own points): the
/// window laid out as at [`DEFAULT_WINDOW`] and scaled up to fill a larger
/// screen (1920 × 1080: 1.35), never below 1 (a 1024 × 768 projector keeps
/// the type it has) nor above [`ZOOM_RANGE`]; in steps of 0.05, so resizing
/// by a few pixels does not change it.
///
/// ```
/// use maedn::window::fitting_zoom;
/// assert_eq!(fitting_zoom([1920.0, 1080.0]), 1.35);
/// assert_eq!(fitting_zoom([1024.0, 768.0]), 1.0);
/// assert_eq!(fitting_zoom([1280.0, 720.0]), 1.0);
/// assert_eq!(fitting_zoom([3840.0, 2160.0]), 2.0);
/// ```
#[must_use]
pub fn fitting_zoom(size: [f32; 2]) -> f32 {
    let fit = (size[0] / DEFAULT_WINDOW[0]).min(size[1] / DEFAULT_WINDOW[1]);
    if !fit.is_finite() {
        return 1.0;
    }
    let stepped = (fit * 20.0).floor() / 20.0;
    stepped.clamp(1.0, *ZOOM_RANGE.end())
}
#[cfg(feature = "gui")]
/// The window's smallest inner size, in points.
pub const MIN_WINDOW: [f32; 2] = [800.0, 500.0];
#[cfg(feature = "gui")]
/// The largest side of a restored window, in points (larger than any screen).
pub const MAX_WINDOW_SIDE: f32 = 16_384.0;
#[cfg(feature = "gui")]
/// The farthest a restored window's corner may lie from the origin, in
/// pixels: a desktop of several screens side by side stays well inside it (a
/// window saved farther out would open off every screen, out of reach).
pub const MAX_WINDOW_POSITION: f32 = 16_384.0;

#[cfg(feature = "gui")]
/// `zoom` held to [`ZOOM_RANGE`]; 1 (the default) if it is not a number or
/// not above 0, which no zoom the window set can be.
#[must_use]
pub fn usable_zoom(zoom: f32) -> f32 {
    if zoom.is_nan() || zoom <= 0.0 {
        1.0
    } else {
        zoom.clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end())
    }
}

#[cfg(feature = "gui")]
/// Can a window be opened at this saved size (points) and position (pixels)?
#[must_use]
pub fn usable_window(size: [f32; 2], position: Option<[f32; 2]>) -> bool {
    let side = |v: f32, min: f32| v.is_finite() && (min..=MAX_WINDOW_SIDE).contains(&v);
    let place = |v: f32| v.is_finite() && v.abs() <= MAX_WINDOW_POSITION;
    side(size[0], MIN_WINDOW[0])
        && side(size[1], MIN_WINDOW[1])
        && position.is_none_or(|[x, y]| place(x) && place(y))
}

/// Persisted window state. The field names are the storage format.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
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
    /// Is the shortcut list open?
    pub show_shortcuts: bool,
    /// The editor's board (raw bits), kept between launches.
    pub editor_board: u64,
    /// The legend beside the board: `None` follows the view (shown in the
    /// lesson and in presentation mode), `Some` is the user's choice (L).
    pub show_legend: Option<bool>,
    /// The track tiles' numbers beside the board: `None` follows the view
    /// (shown on the lesson's slides that name a tile), `Some` is the user's
    /// choice (View → *Tile numbers*, N).
    pub show_tile_numbers: Option<bool>,
    /// The language chosen in the top bar; `None` until one is chosen (the
    /// system's language is used then).
    pub lang: Option<Lang>,
    /// Has the first-run welcome been closed (or the lesson opened)?
    pub welcome_seen: bool,
    /// Is the left side panel (the solver's) open in Solve?
    pub left_panel: bool,
    /// Is it open in the other modes that show it (Step, Edit, Game,
    /// Explore)? Closed at first, so that the board has the room on a
    /// 1024 × 768 projector; the Play mode never shows it.
    pub left_panel_elsewhere: bool,
    /// Is the right side panel (the mode's) open?
    pub right_panel: bool,
    /// The colours of the board and the charts, and of the figures exported.
    pub colours: Scheme,
    /// Single-key shortcuts and reduced motion (View menu).
    pub access: super::Access,
    /// The colour vision the window is previewed in (View → Colour vision);
    /// a demonstration, so not kept between launches.
    #[serde(skip)]
    pub vision: crate::render::vision::Vision,
    /// Does the lesson's live part fill the window (Z)? Not kept.
    #[serde(skip)]
    pub live_zoom: bool,
    /// Is the search shown as code beside the board in Solve?
    pub show_code: bool,
    /// A class round a team was playing when the window closed (however it
    /// closed: saved with the settings while it is played), offered again at
    /// the next start.
    pub round: Option<crate::io::RoundFile>,
    /// Does the window's zoom follow its size (View → Fit to window)? A
    /// zoom chosen by hand turns it off. On at a first launch; settings saved
    /// before the switch existed read it as off, so the zoom their user set
    /// by hand is kept.
    #[serde(default)]
    pub zoom_fit: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            settings: Settings::default(),
            bound_per_tile: PAPER_BOUND,
            pace: PaceKind::Full,
            rate: DEFAULT_RATE,
            mode: Mode::Solve,
            play_speed: DEFAULT_PLAY_SPEED,
            show_shortcuts: false,
            editor_board: Bits::STARTING_BOARD.raw(),
            lang: None,
            welcome_seen: false,
            left_panel: true,
            left_panel_elsewhere: false,
            right_panel: true,
            show_legend: None,
            show_tile_numbers: None,
            colours: Scheme::Board,
            access: super::Access::default(),
            vision: crate::render::vision::Vision::Normal,
            live_zoom: false,
            show_code: false,
            round: None,
            zoom_fit: true,
        }
    }
}

impl Prefs {
    /// Does `mode` show the solver's panel (open or as its closed strip)?
    /// Every mode but the lesson and Play (Your turn) does.
    #[must_use]
    pub fn shows_solver_panel(mode: Mode) -> bool {
        !matches!(mode, Mode::Lesson | Mode::Play)
    }

    /// Is the solver's panel open in `mode`?
    #[must_use]
    pub fn left_open(&self, mode: Mode) -> bool {
        match mode {
            Mode::Solve => self.left_panel,
            _ => Self::shows_solver_panel(mode) && self.left_panel_elsewhere,
        }
    }

    /// Opens or closes the solver's panel as `mode` shows it.
    pub fn set_left_open(&mut self, mode: Mode, open: bool) {
        match mode {
            Mode::Solve => self.left_panel = open,
            _ => self.left_panel_elsewhere = open,
        }
    }
}

impl Prefs {
    /// The pace of the next run.
    #[must_use]
    pub fn pace(&self) -> Pace {
        match self.pace {
            PaceKind::Full => Pace::Full,
            PaceKind::Slow => Pace::Slow(super::watch::usable_rate(self.rate)),
            PaceKind::Step => Pace::Step,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{DEFAULT_SPACING, Rules};
    use crate::solver::Bound;

    #[test]
    fn test_missing_fields_take_their_defaults() {
        let s: Prefs = serde_json::from_str(r#"{"rate": 99.0}"#).expect("parses");
        assert_eq!(s.rate, 99.0);
        assert_eq!(s.settings, Settings::default());
        assert_eq!(s.mode, Mode::Solve);
    }

    #[test]
    fn test_round_trip() {
        let s = Prefs {
            pace: PaceKind::Step,
            mode: Mode::Step,
            ..Prefs::default()
        };
        let text = serde_json::to_string(&s).expect("serialises");
        let back: Prefs = serde_json::from_str(&text).expect("parses");
        assert_eq!(back, s);
        assert_eq!(back.pace(), Pace::Step);
    }

    #[test]
    fn test_sane_prefs_pass_unchanged() {
        let (p, issues) = Prefs::default().validated();
        assert_eq!(p, Prefs::default());
        assert!(issues.is_empty());
    }

    /// NaN and infinite rates, absurd spacing and bounds are replaced and named.
    #[test]
    fn test_absurd_restored_values_are_replaced_and_named() {
        for (rate, speed, spacing, bound) in [
            (f64::NAN, f32::NAN, 0, u32::MAX),
            (f64::INFINITY, f32::INFINITY, u32::MAX, 2_001),
            (-1.0, 0.0, Rules::MAX_SPACING + 1, 100_000),
        ] {
            let mut raw = Prefs {
                rate,
                play_speed: speed,
                bound_per_tile: bound,
                pace: PaceKind::Slow,
                ..Prefs::default()
            };
            raw.settings.rules.spacing = spacing;
            raw.settings.bound = Bound::PerTile(bound);
            let (p, issues) = raw.validated();
            assert_eq!(p.rate, DEFAULT_RATE);
            assert_eq!(p.play_speed, DEFAULT_PLAY_SPEED);
            assert_eq!(p.settings.rules.spacing, DEFAULT_SPACING);
            assert_eq!(p.settings.bound, Bound::PerTile(PAPER_BOUND));
            assert_eq!(p.pace(), Pace::Slow(DEFAULT_RATE));
            assert_eq!(issues.len(), 4, "{issues:?}");
            let text: Vec<String> = issues.iter().map(ToString::to_string).collect();
            assert!(text[0].starts_with("slow-motion rate"), "{text:?}");
        }
    }

    #[test]
    fn test_a_nan_rate_alone_is_one_issue() {
        let damaged = Prefs {
            rate: f64::NAN,
            ..Prefs::default()
        };
        let (p, issues) = damaged.validated();
        assert!(p.rate.is_finite());
        assert_eq!(issues.len(), 1);
    }
}
