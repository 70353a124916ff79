//! `maedn`: with no arguments (or `--solve`, `--board BOARD`) opens the window;
//! `maedn solve …`, `maedn decode …` and `maedn bench` work on the command line.
#![cfg_attr(
    all(not(debug_assertions), target_os = "windows"),
    windows_subsystem = "windows"
)]

fn main() -> std::process::ExitCode {
    maedn::main()
}
