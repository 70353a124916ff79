//! Frame statistics for measuring what a frame costs
//! (`docs/benchmarks.md#the-windows-frame-cost`): with the
//! environment variable `MAEDN_FRAME_STATS` set, the window prints to standard
//! error, every [`REPORT_EVERY`] frames, a line such as
//! `FRAMESTATS n=150 cpu_ms_avg=3.41 cpu_ms_max=7.90` — the number of frames
//! so far and eframe's CPU time per frame (layout, tessellation and the
//! renderer's CPU side, without waiting for vsync) over the last block.
//! Benchmark scripts read these lines; the window calls [`FrameStats::record`]
//! once a frame.

/// The environment variable that turns the statistics on.
pub const ENV_VAR: &str = "MAEDN_FRAME_STATS";
/// Frames per printed line.
pub const REPORT_EVERY: u64 = 50;

/// Counts frames and their CPU time.
#[derive(Clone, Debug)]
pub struct FrameStats {
    every: u64,
    frames: u64,
    block_sum: f64,
    block_max: f32,
    block_len: u64,
}

impl FrameStats {
    /// Statistics printed every `every` frames (at least one).
    #[must_use]
    pub fn new(every: u64) -> FrameStats {
        FrameStats {
            every: every.max(1),
            frames: 0,
            block_sum: 0.0,
            block_max: 0.0,
            block_len: 0,
        }
    }

    /// The statistics if `MAEDN_FRAME_STATS` is set (to anything but "0"): a
    /// number above 1 is the block size, anything else means
    /// `REPORT_EVERY`.
    #[must_use]
    pub fn from_env() -> Option<FrameStats> {
        let value = std::env::var(ENV_VAR).ok().filter(|v| v != "0")?;
        let every = value.parse::<u64>().ok().filter(|n| *n > 1);
        Some(FrameStats::new(every.unwrap_or(REPORT_EVERY)))
    }

    /// Records one frame whose predecessor cost `cpu_seconds` (eframe's
    /// `frame.info().cpu_usage`); returns the line to print at the end of a
    /// block.
    pub fn record(&mut self, cpu_seconds: Option<f32>) -> Option<String> {
        self.frames += 1;
        if let Some(s) = cpu_seconds.filter(|s| s.is_finite()) {
            self.block_sum += f64::from(s);
            self.block_max = self.block_max.max(s);
            self.block_len += 1;
        }
        if !self.frames.is_multiple_of(self.every) {
            return None;
        }
        let avg = if self.block_len > 0 {
            1000.0 * self.block_sum / self.block_len as f64
        } else {
            0.0
        };
        let line = format!(
            "FRAMESTATS n={} cpu_ms_avg={avg:.2} cpu_ms_max={:.2}",
            self.frames,
            1000.0 * self.block_max
        );
        (self.block_sum, self.block_max, self.block_len) = (0.0, 0.0, 0);
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_line_every_block_with_the_blocks_average() {
        let mut s = FrameStats::new(REPORT_EVERY);
        for i in 1..REPORT_EVERY {
            assert!(s.record(Some(0.002)).is_none(), "frame {i}");
        }
        let line = s.record(None).expect("a line at the end of the block");
        assert_eq!(line, "FRAMESTATS n=50 cpu_ms_avg=2.00 cpu_ms_max=2.00");
        assert_eq!(s.frames, REPORT_EVERY);
    }
}
