//! Paces frames when painting is slow (software rendering: Mesa's llvmpipe
//! on a PC, a VM or a remote desktop without a GPU). eframe paints a frame
//! for every pointer event, however little changes; when a frame takes
//! [`SLOW_FRAME`] or longer, the next one waits [`REST`] times as long as
//! the last one worked (at most [`MAX_REST`]), so that moving the mouse
//! keeps the renderer busy at most about a third of the time. Events that
//! arrive meanwhile are taken together into the next frame. On a GPU a
//! frame takes about a millisecond and nothing waits.

use std::time::{Duration, Instant};

/// A frame taking at least this long (eframe's time for the previous
/// frame: layout, tessellation and painting) is slow.
const SLOW_FRAME: Duration = Duration::from_millis(8);
/// After a slow frame, the next starts no sooner than this many times its
/// work later.
const REST: u32 = 3;
/// The longest wait before a frame (a frame rate of at least ten a second).
const MAX_REST: Duration = Duration::from_millis(100);

/// When the last frame started and how long it waited.
#[derive(Debug, Default)]
pub struct Pacer {
    last_start: Option<Instant>,
    waited: Duration,
}

impl Pacer {
    /// How long the frame starting `now` should wait, given eframe's time
    /// for the previous frame (`previous`, seconds, which includes that
    /// frame's own wait).
    pub fn wait(&mut self, now: Instant, previous: Option<f32>) -> Duration {
        let worked = previous
            .filter(|s| s.is_finite() && *s > 0.0)
            .map_or(Duration::ZERO, Duration::from_secs_f32)
            .saturating_sub(self.waited);
        let wait = match self.last_start {
            Some(last) if worked >= SLOW_FRAME => {
                let gap = (worked * (REST + 1)).min(MAX_REST + worked);
                gap.saturating_sub(now.saturating_duration_since(last))
                    .min(MAX_REST)
            }
            _ => Duration::ZERO,
        };
        self.last_start = Some(now + wait);
        self.waited = wait;
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_fast_frames_never_wait() {
        let mut p = Pacer::default();
        let t = Instant::now();
        assert_eq!(p.wait(t, None), Duration::ZERO);
        let next = t + Duration::from_millis(1);
        assert_eq!(p.wait(next, Some(0.002)), Duration::ZERO);
    }

    #[test]
    fn test_a_slow_frame_rests_three_times_its_work() {
        let mut p = Pacer::default();
        let t = Instant::now();
        p.wait(t, None);
        // The previous frame worked 20 ms and the next event came 25 ms
        // after it started: wait until 80 ms after that start.
        let next = t + Duration::from_millis(25);
        assert_eq!(p.wait(next, Some(0.020)), Duration::from_millis(55));
        // Its time includes the 55 ms waited: the work is 20 ms again.
        let after = next + Duration::from_millis(55 + 80);
        assert_eq!(p.wait(after, Some(0.075)), Duration::ZERO);
    }

    #[test]
    fn test_the_wait_is_bounded() {
        let mut p = Pacer::default();
        let t = Instant::now();
        p.wait(t, None);
        assert_eq!(p.wait(t, Some(0.5)), MAX_REST);
    }
}
