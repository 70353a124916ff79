//! `cargo bench`: the paper's search against the package's own C reproduction
//! of the paper's program (`benches/paper.c`, built with `cc -O2` in the
//! target folder), as ratios, for the search alone and for the whole
//! `maedn solve` process.

fn main() -> std::process::ExitCode {
    maedn::bench::run(&maedn::bench::BenchArgs {
        exe: Some(env!("CARGO_BIN_EXE_maedn").into()),
        build_dir: Some(std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("paper-c")),
        ..maedn::bench::BenchArgs::default()
    })
}
