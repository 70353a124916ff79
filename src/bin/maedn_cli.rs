//! `maedn-cli`: the same program as `maedn`, linked as a console program.
//! On Windows `maedn.exe` is a GUI program, so that no console window opens
//! beside the window; Windows then gives it no terminal to print to.
//! `maedn-cli.exe` prints to the terminal it was started from, waits there
//! until it ends and sets the exit code (`%ERRORLEVEL%`, `$LASTEXITCODE`).
//! Built with the `windows-console` feature (scripts/windows.sh).

fn main() -> std::process::ExitCode {
    maedn::main()
}
