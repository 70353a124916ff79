//! `cargo bench`: the paper's search against the C baseline, as ratios, for
//! the search alone and for the whole `maedn solve` process.

fn main() -> std::process::ExitCode {
    maedn::bench::run(&maedn::bench::BenchArgs {
        exe: Some(env!("CARGO_BIN_EXE_maedn").into()),
        ..maedn::bench::BenchArgs::default()
    })
}
