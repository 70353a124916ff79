//! `maedn bench` (and `cargo bench`): the paper's search timed against the C
//! baseline (`shared/reference/baseline.sh`) in the same run on the same
//! machine, with identical counters, plus the exact DP.
//!
//! Our search runs with the live counters on: [`Progress`] is published every
//! [`crate::solver::FLUSH_INTERVAL`] calls, exactly as in the window.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use clap::Args;

use crate::model::{MoveTable, Problem, Rules, group};
use crate::solver::{Algorithm, Bound, NoObserver, Progress, Settings, dp, solve};

/// Speed-up the paper's bound must reach against C.
pub const GOAL_BOUND_193: f64 = 8.0;
/// Speed-up without a bound.
pub const GOAL_NO_BOUND: f64 = 6.0;

/// Options of `maedn bench`.
#[derive(Debug, Args, Clone)]
pub struct BenchArgs {
    /// The C baseline script (default: ../shared/reference/baseline.sh beside the package).
    #[arg(long, value_name = "PATH")]
    pub baseline: Option<PathBuf>,
    /// Runs per measurement (the best is kept).
    #[arg(long, default_value_t = 3)]
    pub runs: u32,
    /// Skip the slow no-bound comparison.
    #[arg(long)]
    pub quick: bool,
}

impl Default for BenchArgs {
    fn default() -> Self {
        BenchArgs {
            baseline: None,
            runs: 3,
            quick: false,
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

/// Where the C baseline lives relative to a folder above the package.
const BASELINE_SCRIPT: &str = "shared/reference/baseline.sh";

/// The C baseline script: `shared/reference/baseline.sh` in the package's
/// folder or any folder above it (`../shared` beside a clone, `/work/shared`
/// above a worktree), or above the current directory.
#[must_use]
pub fn find_baseline_script() -> Option<PathBuf> {
    let here = std::env::current_dir().ok();
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .chain(here.iter().flat_map(|d| d.ancestors()))
        .map(|d| d.join(BASELINE_SCRIPT))
        .find(|p| p.is_file())
}

fn find_baseline(args: &BenchArgs) -> Option<PathBuf> {
    args.baseline.clone().or_else(find_baseline_script)
}

fn run_baseline(script: &Path, bound: u32) -> Result<BaselineRun, String> {
    let out = Command::new("bash")
        .arg(script)
        .arg(bound.to_string())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", script.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} failed: {}",
            script.display(),
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

fn run_ours(bound: Bound) -> Result<Ours, String> {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: Rules::paper(),
    };
    let progress = Progress::default();
    let started = Instant::now();
    let s = solve(&settings, &progress, NoObserver).map_err(|e| e.to_string())?;
    Ok(Ours {
        total: s.total_units,
        calls: s.calls,
        prunes: s.prunes,
        time: started.elapsed(),
    })
}

/// Runs the benchmark and prints the table; the exit status says whether the
/// counters agreed (speed goals are reported, not enforced).
pub fn run(args: &BenchArgs) -> ExitCode {
    if cfg!(debug_assertions) {
        println!(
            "note: this is a debug build; run `cargo run --release -- bench` for real figures"
        );
    }
    let Some(script) = find_baseline(args) else {
        eprintln!("maedn: cannot find shared/reference/baseline.sh; pass --baseline PATH");
        return ExitCode::from(2);
    };
    let runs = args.runs.max(1);
    println!("maedn bench: best of {runs} run(s), same machine, same run");
    println!(
        "{:<10} {:>12} {:>12} {:>9}  {:>12} {:>12}  counters",
        "bound", "C (s)", "maedn (s)", "speed-up", "calls", "prunes"
    );
    let mut ok = true;
    let cases: &[(u32, Bound, f64)] = if args.quick {
        &[(193, Bound::PerTile(193), GOAL_BOUND_193)]
    } else {
        &[
            (193, Bound::PerTile(193), GOAL_BOUND_193),
            (0, Bound::None, GOAL_NO_BOUND),
        ]
    };
    for &(c_bound, bound, goal) in cases {
        let mut c_best: Option<BaselineRun> = None;
        let mut ours_best: Option<Ours> = None;
        for _ in 0..runs {
            match run_baseline(&script, c_bound) {
                Ok(r) => {
                    if c_best.is_none_or(|b| r.seconds < b.seconds) {
                        c_best = Some(r);
                    }
                }
                Err(e) => {
                    eprintln!("maedn: {e}");
                    return ExitCode::from(2);
                }
            }
            match run_ours(bound) {
                Ok(r) => {
                    if ours_best.as_ref().is_none_or(|b| r.time < b.time) {
                        ours_best = Some(r);
                    }
                }
                Err(e) => {
                    eprintln!("maedn: {e}");
                    return ExitCode::from(2);
                }
            }
        }
        let (Some(c), Some(o)) = (c_best, ours_best) else {
            continue;
        };
        let same = c.calls == o.calls && c.prunes == o.prunes && c.total as f64 == o.total;
        ok &= same;
        let secs = o.time.as_secs_f64();
        let ratio = if secs > 0.0 {
            c.seconds / secs
        } else {
            f64::INFINITY
        };
        println!(
            "{:<10} {:>12.3} {:>12.3} {:>8.1}×  {:>12} {:>12}  {}",
            if c_bound == 0 {
                "none".to_owned()
            } else {
                c_bound.to_string()
            },
            c.seconds,
            secs,
            ratio,
            group(o.calls as f64),
            group(o.prunes as f64),
            if same { "identical" } else { "DIFFERENT" }
        );
        println!(
            "{:<10} goal ≥ {goal}×: {}",
            "",
            if ratio >= goal { "met" } else { "NOT met" }
        );
    }
    // The exact DP over the whole problem: four pieces, tables included.
    let rules = Rules::paper();
    let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
    let reps = 2000u32;
    let started = Instant::now();
    let mut total = 0.0;
    for _ in 0..reps {
        let table = MoveTable::new(&rules);
        total = problems.iter().map(|p| dp(&table, p).units).sum::<f64>();
    }
    let per = started.elapsed() / reps;
    println!(
        "exact DP: whole problem (tables + four pieces) in {:.1} µs; pieces total {} units",
        per.as_secs_f64() * 1e6,
        group(total)
    );
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
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
}
