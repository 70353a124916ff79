//! `maedn bench` (and `cargo bench`): the paper's search timed against the
//! package's own C reproduction of the paper's program (`benches/paper.c`,
//! built with `cc -O2`) in the same run on the same machine, with identical
//! counters, plus the exact DP.
//!
//! Both sides are timed by the same clock, CPU time ([`crate::cpu_clock`]):
//! the C program's `clock()` and this process's CPU time around the search;
//! for whole processes, the CPU time of each child, start to exit. Other
//! programs running beside it do not change the ratio, and the load is
//! printed beside it.
//!
//! Our search runs with the live counters on: [`Progress`] is published every
//! [`crate::solver::FLUSH_INTERVAL`] calls, exactly as in the window.

mod c_program;

pub use c_program::{BuildError, CProgram, paper_program};

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;

use clap::Args;

use crate::cpu_clock::{Clock, Scope, Stopwatch, load_line};
use crate::format::{count, units};
use crate::model::{MoveTable, Problem, Rules};
use crate::output::{OutputError, error_line, print_line};
use crate::solver::{Algorithm, Bound, NoObserver, Progress, Settings, dp, solve};

/// Speed-up the paper's bound must reach against C.
pub const GOAL_BOUND_193: f64 = 15.0;
/// Speed-up without a bound.
pub const GOAL_NO_BOUND: f64 = 15.0;

/// Options of `maedn bench`.
#[derive(Debug, Args, Clone)]
pub struct BenchArgs {
    /// The C program to compare with (default: the package's own reproduction
    /// of the paper's program, built with cc -O2). A `.c` file is built the
    /// same way; anything else is run as it is, with the bound as argument.
    #[arg(long, value_name = "PATH")]
    pub baseline: Option<PathBuf>,
    /// Where the C program is built (default: a `maedn-paper-c` folder in the
    /// system's temporary folder; `cargo bench` uses its target folder).
    #[arg(skip)]
    pub build_dir: Option<PathBuf>,
    /// Runs per measurement, 1 to 1,000 (the best is kept).
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = parse_runs)]
    pub runs: u32,
    /// Skip the slow no-bound comparison.
    #[arg(long)]
    pub quick: bool,
    /// The `maedn` binary timed as a whole process (default: this one).
    #[arg(long, value_name = "PATH")]
    pub exe: Option<PathBuf>,
    /// Instead: the window's CPU cost per frame (layout and tessellation,
    /// no GPU) on its busiest views, N frames each (default 200; 1 to
    /// 100,000).
    #[arg(
        long,
        value_name = "N",
        num_args = 0..=1,
        default_missing_value = "200",
        value_parser = parse_frames
    )]
    pub frames: Option<usize>,
}

/// The most runs per measurement.
pub const MAX_RUNS: u32 = 1_000;
/// The most frames per view of `--frames` (each view keeps its frames'
/// times: a billion frames asked for 16 GB).
pub const MAX_FRAMES: usize = 100_000;

/// A count from 1 to `max`, in digits only, as every count is read.
fn count_in(s: &str, max: u64, what: &str) -> Result<u64, String> {
    let n: u64 = super::args::parse_whole(s)?;
    if (1..=max).contains(&n) {
        Ok(n)
    } else {
        Err(format!("{what} must be 1 to {}", count(max)))
    }
}

fn parse_runs(s: &str) -> Result<u32, String> {
    let n = count_in(s, u64::from(MAX_RUNS), "runs")?;
    u32::try_from(n).map_err(|e| e.to_string())
}

fn parse_frames(s: &str) -> Result<usize, String> {
    let n = count_in(s, MAX_FRAMES as u64, "frames")?;
    usize::try_from(n).map_err(|e| e.to_string())
}

impl Default for BenchArgs {
    fn default() -> Self {
        BenchArgs {
            baseline: None,
            build_dir: None,
            runs: 3,
            quick: false,
            exe: None,
            frames: None,
        }
    }
}

/// What the C baseline printed on its last line.
#[derive(Clone, Copy, Debug, PartialEq)]
struct BaselineRun {
    total: u64,
    calls: u64,
    prunes: u64,
    seconds: f64,
}

/// Parses "total: 83047 units, 18526851 calls, 15422842 prunes, 0.470 s".
fn parse_baseline(out: &str) -> Option<BaselineRun> {
    let line = out.lines().find(|l| l.starts_with("total:"))?;
    let nums: Vec<f64> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter(|s| !s.is_empty() && *s != ".")
        .filter_map(|s| s.parse().ok())
        .collect();
    match nums.as_slice() {
        [total, calls, prunes, seconds] => Some(BaselineRun {
            total: *total as u64,
            calls: *calls as u64,
            prunes: *prunes as u64,
            seconds: *seconds,
        }),
        _ => None,
    }
}

fn run_baseline(program: &CProgram, bound: u32) -> Result<BaselineRun, String> {
    let out = program
        .command(bound)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", program.path().display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} failed: {}",
            program.path().display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    parse_baseline(&text).ok_or_else(|| format!("unexpected baseline output: {}", text.trim()))
}

struct Ours {
    total: f64,
    calls: u64,
    prunes: u64,
    time: Duration,
}

/// The search in this process, timed by this process's CPU time (the C
/// program's `clock()` is its process's CPU time too).
fn run_ours(bound: Bound) -> Result<Ours, String> {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: Rules::paper(),
    };
    let progress = Progress::default();
    let watch = Stopwatch::start(Scope::Process);
    let s = solve(&settings, &progress, NoObserver).map_err(|e| e.to_string())?;
    Ok(Ours {
        total: s.total_units,
        calls: s.calls,
        prunes: s.prunes,
        time: watch.elapsed(),
    })
}

/// CPU time of a whole process, from spawn to exit (output discarded).
fn time_process(mut cmd: Command) -> Result<Duration, String> {
    let watch = Stopwatch::start(Scope::Children);
    let status = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let time = watch.elapsed();
    if !status.success() {
        return Err(format!("{cmd:?} failed: {status}"));
    }
    Ok(time)
}

/// The best CPU time of `runs` whole processes of the C baseline and of
/// `maedn solve`, run alternately.
fn whole_process(
    program: &CProgram,
    exe: &Path,
    c_bound: u32,
    bound: Bound,
    runs: u32,
) -> Result<(Duration, Duration), String> {
    let mut c_best = Duration::MAX;
    let mut ours_best = Duration::MAX;
    for _ in 0..runs {
        c_best = c_best.min(time_process(program.command(c_bound))?);
        let mut ours = Command::new(exe);
        ours.args(["solve", "--bound", &bound.to_string()]);
        ours_best = ours_best.min(time_process(ours)?);
    }
    Ok((c_best, ours_best))
}

fn ratio(c: f64, ours: f64) -> f64 {
    if ours > 0.0 { c / ours } else { f64::INFINITY }
}

/// The verdict on a speed-up: the ratio of the two CPU times against the
/// goal. The clock is CPU time, so a busy machine slows both sides alike
/// and leaves the verdict as it is.
fn verdict(c: Duration, ours: Duration, goal: f64) -> (f64, &'static str) {
    let r = ratio(c.as_secs_f64(), ours.as_secs_f64());
    (r, if r >= goal { "met" } else { "NOT met" })
}

/// Runs the benchmark and prints the table; the exit status says whether the
/// counters agreed (speed goals are reported, not enforced).
pub fn run(args: &BenchArgs) -> ExitCode {
    match run_checked(args) {
        Ok(code) => code,
        Err(e) => e.exit(),
    }
}

fn run_checked(args: &BenchArgs) -> Result<ExitCode, OutputError> {
    if cfg!(debug_assertions) {
        print_line(
            "note: this is a debug build; run `cargo run --release -- bench` for real figures",
        )?;
    }
    let program = match CProgram::for_bench(args) {
        Ok(program) => program,
        Err(e) => {
            error_line(&e.to_string());
            return Ok(ExitCode::from(2));
        }
    };
    let runs = args.runs.clamp(1, MAX_RUNS);
    let clock = Stopwatch::start(Scope::Process).clock();
    print_line(&format!(
        "maedn bench: best of {runs} run(s), same machine, same run; both sides timed by {clock}; {}",
        load_line()
    ))?;
    if clock == Clock::Wall {
        print_line(
            "note: the C program's clock() is CPU time; the ratio is only fair on a quiet machine",
        )?;
    }
    print_line(
        "the search alone (C: its clock(), process CPU time; maedn: this process's CPU time around the solve)",
    )?;
    print_line(&format!(
        "{:<10} {:>12} {:>12} {:>9}  {:>12} {:>12}  counters",
        "bound", "C (s)", "maedn (s)", "speed-up", "calls", "prunes"
    ))?;
    let mut ok = true;
    let cases: &[(u32, Bound, f64)] = if args.quick {
        &[(193, Bound::PerTile(193), GOAL_BOUND_193)]
    } else {
        &[
            (193, Bound::PerTile(193), GOAL_BOUND_193),
            (0, Bound::None, GOAL_NO_BOUND),
        ]
    };
    let name = |c_bound: u32| {
        if c_bound == 0 {
            "none".to_owned()
        } else {
            c_bound.to_string()
        }
    };
    for &(c_bound, bound, goal) in cases {
        let mut c_best: Option<BaselineRun> = None;
        let mut ours_best: Option<Ours> = None;
        for _ in 0..runs {
            match run_baseline(&program, c_bound) {
                Ok(r) => {
                    if c_best.is_none_or(|b| r.seconds < b.seconds) {
                        c_best = Some(r);
                    }
                }
                Err(e) => {
                    error_line(&e);
                    return Ok(ExitCode::from(2));
                }
            }
            match run_ours(bound) {
                Ok(r) => {
                    if ours_best.as_ref().is_none_or(|b| r.time < b.time) {
                        ours_best = Some(r);
                    }
                }
                Err(e) => {
                    error_line(&e);
                    return Ok(ExitCode::from(2));
                }
            }
        }
        let (Some(c), Some(o)) = (c_best, ours_best) else {
            continue;
        };
        let same = c.calls == o.calls && c.prunes == o.prunes && c.total as f64 == o.total;
        ok &= same;
        let secs = o.time.as_secs_f64();
        let (r, met) = verdict(Duration::from_secs_f64(c.seconds.max(0.0)), o.time, goal);
        print_line(&format!(
            "{:<10} {:>12.3} {:>12.3} {:>8.1}×  {:>12} {:>12}  {}",
            name(c_bound),
            c.seconds,
            secs,
            r,
            count(o.calls),
            count(o.prunes),
            if same { "identical" } else { "DIFFERENT" }
        ))?;
        print_line(&format!("{:<10} goal ≥ {goal}×: {met}", ""))?;
    }
    // The whole process: start, solve, print, exit, for both programs.
    let exe = args.exe.clone().or_else(|| std::env::current_exe().ok());
    if let Some(exe) = exe {
        print_line(&format!(
            "whole process ({clock} from start to exit: the C program at bound B and `maedn solve --bound B`); {}",
            load_line()
        ))?;
        print_line(&format!(
            "{:<10} {:>12} {:>12} {:>9}",
            "bound", "C (s)", "maedn (s)", "speed-up"
        ))?;
        for &(c_bound, bound, goal) in cases {
            let (c, ours) = match whole_process(&program, &exe, c_bound, bound, runs) {
                Ok(t) => t,
                Err(e) => {
                    error_line(&e);
                    return Ok(ExitCode::from(2));
                }
            };
            let (r, met) = verdict(c, ours, goal);
            print_line(&format!(
                "{:<10} {:>12.3} {:>12.3} {:>8.1}×  goal ≥ {goal}×: {met}",
                name(c_bound),
                c.as_secs_f64(),
                ours.as_secs_f64(),
                r,
            ))?;
        }
    }
    // The exact DP over the whole problem: four pieces, tables included.
    let rules = Rules::paper();
    let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
    let reps = 2000u32;
    let started = Stopwatch::start(Scope::Process);
    let mut total = 0.0;
    for _ in 0..reps {
        let table = MoveTable::new(&rules);
        total = problems.iter().map(|p| dp(&table, p).units).sum::<f64>();
    }
    let per = started.elapsed() / reps;
    print_line(&format!(
        "exact DP: whole problem (tables + four pieces) in {:.1} µs; pieces total {} units",
        per.as_secs_f64() * 1e6,
        units(total)
    ))?;
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_parse_baseline_total_line() {
        let out = "piece 1: 19462 units, 15153411 calls, 12612127 prunes\n\
                   total: 83047 units, 18526851 calls, 15422842 prunes, 0.470 s\n";
        assert_eq!(
            parse_baseline(out),
            Some(BaselineRun {
                total: 83_047,
                calls: 18_526_851,
                prunes: 15_422_842,
                seconds: 0.47
            })
        );
        assert_eq!(parse_baseline("nonsense"), None);
    }

    /// The verdict is the ratio of the two times against the goal: the
    /// same times give the same verdict, however busy the machine was.
    #[test]
    fn test_the_verdict_is_the_ratio_of_the_two_clocks() {
        let ms = Duration::from_millis;
        assert_eq!(verdict(ms(480), ms(24), 15.0), (20.0, "met"));
        assert_eq!(verdict(ms(480), ms(40), 15.0), (12.0, "NOT met"));
        assert_eq!(verdict(ms(480), ms(32), 15.0), (15.0, "met"));
        assert_eq!(verdict(ms(1), Duration::ZERO, 15.0).1, "met");
    }

    /// Both sides use the process's CPU time where the system has it.
    #[test]
    #[cfg(unix)]
    fn test_the_search_is_timed_by_cpu_time() {
        assert_eq!(Stopwatch::start(Scope::Process).clock(), Clock::Cpu);
        assert_eq!(Stopwatch::start(Scope::Children).clock(), Clock::Cpu);
    }
}
