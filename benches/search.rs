//! `cargo bench`: the paper's search against the C baseline, as ratios.

fn main() -> std::process::ExitCode {
    maedn::bench::run(&maedn::bench::BenchArgs::default())
}
