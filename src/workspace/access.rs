//! Accessibility settings and pacing, without egui: whether single-key
//! shortcuts fire and whether motion is reduced ([`Access`], remembered in
//! the preferences), and how often a screen reader hears the live counters
//! of a run ([`Announcer`]).

use serde::{Deserialize, Serialize};

#[cfg(any(feature = "gui", test))]
/// Seconds between two announcements of the live counters: a screen reader
/// reading every frame's numbers would never stop talking.
pub const ANNOUNCE_SECONDS: f64 = 3.0;

/// The View menu's accessibility switches, remembered between launches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Access {
    /// Do shortcuts without a modifier (Space, L, A, 1–4, the arrows) fire?
    /// Off, only keys with Ctrl (and the function keys' modified forms) act,
    /// so a speech-input user's stray letters do nothing.
    pub single_keys: bool,
    /// Reduce motion: playback advances one step per press instead of
    /// moving by itself, and nothing blinks or pulses.
    pub reduce_motion: bool,
}

impl Default for Access {
    fn default() -> Self {
        Access {
            single_keys: true,
            reduce_motion: false,
        }
    }
}

#[cfg(any(feature = "gui", test))]
/// The text a polite live region holds: a new text replaces the held one at
/// most every [`ANNOUNCE_SECONDS`], so a screen reader announces a running
/// search's counters every few seconds instead of every frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Announcer {
    held: Option<(f64, String)>,
}

#[cfg(any(feature = "gui", test))]
impl Announcer {
    /// Offers `text` at clock time `now` (seconds) and returns the text the
    /// live region should hold now: `text` itself when nothing is held yet
    /// or the last change is [`ANNOUNCE_SECONDS`] old, else the held text.
    pub fn offer(&mut self, now: f64, text: &str) -> &str {
        let due = match &self.held {
            None => true,
            Some((since, held)) => held != text && now - since >= ANNOUNCE_SECONDS,
        };
        if due {
            self.held = Some((now, text.to_owned()));
        }
        self.held.as_ref().map_or("", |(_, held)| held.as_str())
    }

    /// Seconds until a changed text could be announced at `now` (0 when it
    /// could be now), so the window can wake for it rather than every frame.
    #[must_use]
    pub fn wait(&self, now: f64) -> f64 {
        self.held
            .as_ref()
            .map_or(0.0, |(since, _)| (since + ANNOUNCE_SECONDS - now).max(0.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_announcer_holds_a_text_for_a_few_seconds() {
        let mut a = Announcer::default();
        assert_eq!(a.offer(10.0, "calls 1"), "calls 1");
        // Every frame brings new numbers; the region keeps the first.
        let mut changes = 0;
        let mut last = "calls 1".to_owned();
        for frame in 1..=200 {
            let now = 10.0 + f64::from(frame) * 0.05;
            let held = a.offer(now, &format!("calls {}", frame + 1)).to_owned();
            if held != last {
                changes += 1;
                last = held;
            }
        }
        // Ten seconds of frames: a change at 13, 16 and 19 s.
        assert_eq!(changes, 3);
        assert!(a.wait(19.5) > 0.0);
        assert_eq!(a.wait(22.5), 0.0);
    }

    #[test]
    fn test_an_unchanged_text_is_not_announced_again() {
        let mut a = Announcer::default();
        a.offer(0.0, "done");
        assert_eq!(a.offer(100.0, "done"), "done");
        assert_eq!(a.wait(1.0), 2.0);
        assert_eq!(a.offer(2.0, "new"), "done");
        assert_eq!(a.offer(3.0, "new"), "new");
    }

    #[test]
    fn test_reduced_motion_steps_instead_of_playing() {
        use crate::model::Bits;
        use crate::workspace::{Command, LessonCommand, Mode, Slide, Workspace};
        let mut ws = Workspace::default();
        let calm = Access {
            reduce_motion: true,
            ..Access::default()
        };
        ws.apply(Command::OpenInStepper(vec![Bits::from_raw(
            0xE820_8822_0841_4C06,
        )]));
        ws.apply(Command::TogglePlay);
        assert!(ws.playing(), "without the setting Play plays");
        ws.apply(Command::SetAccess(calm));
        assert!(!ws.playing(), "turning it on stops the playback");
        let at = ws.stepper().step();
        ws.apply(Command::TogglePlay);
        assert!(!ws.playing());
        assert_eq!(ws.stepper().step(), at + 1);
        ws.tick(1_000.0);
        assert_eq!(ws.stepper().step(), at + 1, "nothing moves by itself");
        ws.apply(Command::SetMode(Mode::Lesson));
        ws.apply(Command::Lesson(LessonCommand::Goto(Slide::Search.index())));
        assert!(ws.lesson().choices().stepping, "the lesson's search waits");
    }

    #[test]
    fn test_access_defaults_keep_keys_and_motion() {
        let a = Access::default();
        assert!(a.single_keys && !a.reduce_motion);
        let restored: Access = serde_json::from_str("{}").unwrap_or(Access {
            single_keys: false,
            reduce_motion: true,
        });
        assert_eq!(restored, a);
    }
}
