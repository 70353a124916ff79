//! Paces frames when painting is expensive (software rendering: Mesa's
//! llvmpipe on a PC, a VM or a remote desktop without a GPU). eframe paints
//! a frame for every pointer event however little changes, and llvmpipe
//! rasterises it on threads of its own, so the main thread's time says
//! little: the pacer reads the CPU time of the window's thread and of the
//! rasteriser's threads (`/proc/self/task`, Linux), averages it per frame,
//! and when a frame costs [`SLOW_FRAME`] or more lets the next start no
//! sooner than that cost divided by [`BUDGET`] after the last (at most
//! [`MAX_WAIT`] of waiting): a moving mouse then costs at most about half a
//! core. Pointer events that arrive meanwhile go into the next frame. On a
//! GPU a frame costs about a millisecond and nothing waits; elsewhere (no
//! `/proc`) nothing waits either.

use std::time::Duration;
use web_time::Instant;

/// A frame costing at least this much CPU (on average) is expensive.
const SLOW_FRAME: Duration = Duration::from_millis(8);
/// The share of one core that repainting may use while frames are expensive.
const BUDGET: f64 = 0.5;
/// The share of one core that refreshing a running search's counters may
/// use: on a PC with one core the search keeps at least twice as much.
const LIVE_BUDGET: f64 = 1.0 / 3.0;
/// The longest wait before a frame (ten frames a second at the least).
const MAX_WAIT: Duration = Duration::from_millis(100);
/// The counters of a running search are refreshed at least this often.
const MAX_LIVE_INTERVAL: Duration = Duration::from_millis(500);
/// Weight of the newest frame in the average cost.
const NEWEST: f64 = 0.25;
/// `/proc`'s clock ticks per second (USER_HZ, 100 on Linux).
const TICKS_PER_SECOND: u64 = 100;

/// The pacer's memory between frames.
#[derive(Debug, Default)]
pub struct Pacer {
    last_start: Option<Instant>,
    last_cpu: Option<Duration>,
    /// Average CPU per frame, in seconds.
    average: f64,
}

impl Pacer {
    /// How long the frame starting `now` should wait, given the CPU time
    /// used so far by the window's and the rasteriser's threads (`cpu`).
    pub fn wait(&mut self, now: Instant, cpu: Option<Duration>) -> Duration {
        if let (Some(cpu), Some(last)) = (cpu, self.last_cpu) {
            let worked = cpu.saturating_sub(last).as_secs_f64();
            self.average += NEWEST * (worked - self.average);
        }
        self.last_cpu = cpu;
        let wait = match self.last_start {
            Some(last) if self.average >= SLOW_FRAME.as_secs_f64() => {
                let gap = Duration::from_secs_f64(self.average / BUDGET);
                gap.saturating_sub(now.saturating_duration_since(last))
                    .min(MAX_WAIT)
            }
            _ => Duration::ZERO,
        };
        self.last_start = Some(now + wait);
        wait
    }
}

impl Pacer {
    /// How long after a frame the counters of a running search are painted
    /// again: `floor`, or longer when frames are so expensive that painting
    /// them that often would take more than [`LIVE_BUDGET`] of a core.
    pub fn live_interval(&self, floor: Duration) -> Duration {
        let budgeted = Duration::try_from_secs_f64(self.average / LIVE_BUDGET).unwrap_or_default();
        budgeted.clamp(floor, floor.max(MAX_LIVE_INTERVAL))
    }
}

/// CPU time used so far by this process's threads that paint: the main
/// thread and Mesa's rasteriser threads (`llvmpipe-N`), not the solver's.
pub fn painting_cpu() -> Option<Duration> {
    let tasks = std::fs::read_dir("/proc/self/task").ok()?;
    let main = std::process::id().to_string();
    let mut ticks = 0;
    for task in tasks.flatten() {
        let name = task.file_name();
        let stat = std::fs::read_to_string(task.path().join("stat")).ok();
        let Some((comm, used)) = stat.as_deref().and_then(parse_stat) else {
            continue;
        };
        if name.to_str() == Some(main.as_str()) || comm.starts_with("llvmpipe") {
            ticks += used;
        }
    }
    Some(Duration::from_millis(ticks * 1000 / TICKS_PER_SECOND))
}

/// A `/proc/…/stat` line's command name and its user plus system time in
/// clock ticks (fields 14 and 15; the name, in parentheses, may hold spaces).
fn parse_stat(line: &str) -> Option<(&str, u64)> {
    let open = line.find('(')?;
    let close = line.rfind(')')?;
    let comm = line.get(open + 1..close)?;
    let mut rest = line.get(close + 1..)?.split_whitespace();
    // After the name: state (3), then fields 4..=13, then utime and stime.
    let utime: u64 = rest.nth(11)?.parse().ok()?;
    let stime: u64 = rest.next()?.parse().ok()?;
    Some((comm, utime + stime))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cheap_frames_never_wait() {
        let mut p = Pacer::default();
        let t = Instant::now();
        for i in 0..20u32 {
            let cpu = Duration::from_millis(2) * i;
            assert_eq!(p.wait(t, Some(cpu)), Duration::ZERO);
        }
    }

    #[test]
    fn test_expensive_frames_keep_to_half_a_core() {
        let mut p = Pacer::default();
        let start = Instant::now();
        let mut t = start;
        let mut cpu = Duration::ZERO;
        let mut waited = Duration::ZERO;
        // Frames costing 30 ms of CPU, events every 20 ms.
        for _ in 0..200 {
            let w = p.wait(t, Some(cpu));
            waited += w;
            t += w + Duration::from_millis(20);
            cpu += Duration::from_millis(30);
        }
        assert!(waited > Duration::ZERO);
        let wall = t.saturating_duration_since(start);
        let share = cpu.as_secs_f64() / wall.as_secs_f64();
        assert!(share <= 0.55, "{share} of a core");
    }

    #[test]
    fn test_the_wait_is_bounded() {
        let mut p = Pacer::default();
        let t = Instant::now();
        p.wait(t, Some(Duration::ZERO));
        p.wait(t, Some(Duration::from_secs(2)));
        assert_eq!(p.wait(t, Some(Duration::from_secs(4))), MAX_WAIT);
    }

    #[test]
    fn test_live_counters_take_at_most_a_third_of_a_core() {
        let floor = Duration::from_millis(100);
        let mut p = Pacer::default();
        assert_eq!(p.live_interval(floor), floor, "cheap frames: the floor");
        let t = Instant::now();
        let mut cpu = Duration::ZERO;
        for _ in 0..50 {
            p.wait(t, Some(cpu));
            cpu += Duration::from_millis(60);
        }
        // 60 ms frames painted every 180 ms: a third of a core.
        let interval = p.live_interval(floor).as_secs_f64();
        assert!((interval - 0.18).abs() < 0.005, "{interval}");
    }

    #[test]
    fn test_a_stat_line_with_spaces_in_its_name() {
        let line = "42 (llvmpipe 0) S 1 2 3 4 5 6 7 8 9 10 250 30 0 0 20 0";
        assert_eq!(parse_stat(line), Some(("llvmpipe 0", 280)));
    }
}
