//! Playback of the stepper ([`Playback`]): a move every `1 / speed` seconds
//! of the window's clock.

use super::Stepper;

/// Playback of the stepper: a move every `1 / speed` seconds of the
/// window's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Playback {
    playing: bool,
    /// Clock time at which the next move is due.
    next_at: Option<f64>,
}

impl Playback {
    /// Is it playing?
    #[must_use]
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Advances `stepper` if a move is due at clock time `now` (seconds);
    /// returns the delay to the next move while playing.
    pub fn tick(&mut self, stepper: &mut Stepper, now: f64, speed: f32) -> Option<f64> {
        if !self.playing {
            self.next_at = None;
            return None;
        }
        let period = 1.0 / f64::from(speed.max(0.1));
        let due = *self.next_at.get_or_insert(now + period);
        if now >= due {
            if !stepper.forward() {
                self.playing = false;
                self.next_at = None;
                return None;
            }
            self.next_at = Some(now + period);
        }
        self.next_at.map(|t| (t - now).max(0.0))
    }

    /// Starts or stops playing (from the start again when at the end).
    pub fn toggle(&mut self, stepper: &mut Stepper) {
        self.playing = !self.playing;
        self.next_at = None;
        if self.playing && stepper.step() >= stepper.last_step() {
            stepper.set_step(0);
        }
    }
}
