//! Playback ([`Playback`]): a move every `1 / speed` seconds of the window's
//! clock, through anything that moves one position at a time ([`Scrub`]):
//! the stepper's moves, the game's rolls.

use super::Stepper;

/// Something a [`Playback`] moves through one position at a time: the
/// stepper's moves, the game's rolls.
pub trait Scrub {
    /// The position shown.
    fn position(&self) -> usize;
    /// The last position.
    fn last(&self) -> usize;
    /// Goes to `position` (clamped to the last).
    fn go_to(&mut self, position: usize);
}

impl Scrub for Stepper {
    fn position(&self) -> usize {
        self.step
    }

    fn last(&self) -> usize {
        self.last_step()
    }

    fn go_to(&mut self, position: usize) {
        self.set_step(position);
    }
}

/// A position over `0..=last` with nothing else to it: the game's rolls, the
/// Play mode's replayed moves.
pub struct Cursor {
    /// The position shown.
    pub at: usize,
    /// The last position.
    pub last: usize,
}

impl Scrub for Cursor {
    fn position(&self) -> usize {
        self.at
    }

    fn last(&self) -> usize {
        self.last
    }

    fn go_to(&mut self, position: usize) {
        self.at = position.min(self.last);
    }
}

/// Playback of the stepper (or of anything [`Scrub`]): a move every
/// `1 / speed` seconds of the window's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Playback {
    playing: bool,
    /// Clock time at which the next move is due.
    next_at: Option<f64>,
}

impl Playback {
    /// Runs `f` on this playback and a [`Cursor`] at `*at` over `0..=last`,
    /// then keeps where the cursor went.
    pub fn scrub(
        &mut self,
        at: &mut usize,
        last: usize,
        f: impl FnOnce(&mut Playback, &mut Cursor),
    ) {
        let mut cursor = Cursor { at: *at, last };
        f(self, &mut cursor);
        *at = cursor.at;
    }

    /// Is it playing?
    #[must_use]
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Stops playing.
    pub fn stop(&mut self) {
        self.playing = false;
        self.next_at = None;
    }

    /// Advances `scrub` if a move is due at clock time `now` (seconds);
    /// returns the delay to the next move while playing.
    pub fn tick(&mut self, scrub: &mut impl Scrub, now: f64, speed: f32) -> Option<f64> {
        if !self.playing {
            self.next_at = None;
            return None;
        }
        let period = 1.0 / f64::from(speed.max(0.1));
        let due = *self.next_at.get_or_insert(now + period);
        if now >= due {
            let before = scrub.position();
            scrub.go_to(before + 1);
            if scrub.position() == before {
                self.stop();
                return None;
            }
            self.next_at = Some(now + period);
        }
        self.next_at.map(|t| (t - now).max(0.0))
    }

    /// Starts or stops playing (from the start again when at the end).
    pub fn toggle(&mut self, scrub: &mut impl Scrub) {
        self.playing = !self.playing;
        self.next_at = None;
        if self.playing && scrub.position() >= scrub.last() {
            scrub.go_to(0);
        }
    }
}
