//! Builds for Windows only: embeds the version resource (name, version,
//! description, copyright, as Explorer's Properties show them) and the icon
//! into each executable, compiled by mingw's `windres` through winresource.
//! The icon is the `.ico` that `maedn-package-files` draws from the packaged
//! SVG; scripts/windows.sh names it in `MAEDN_WINDOWS_ICON`. Every other
//! target skips this.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=MAEDN_WINDOWS_ICON");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut res = winresource::WindowsResource::new();
    // Windows names the program by its FileDescription (Task Manager, "Open
    // with"): the short name there, the sentence in Comments. ASCII only, as
    // windres reads the script in the system's code page.
    res.set("ProductName", "maedn")
        .set("FileDescription", "maedn")
        .set("Comments", "The shortest path in Mensch aergere Dich nicht")
        .set("LegalCopyright", "2026, The maedn authors (MIT licence)")
        .set("CompanyName", "The maedn authors");
    match std::env::var("MAEDN_WINDOWS_ICON") {
        Ok(icon) => _ = res.set_icon(&icon),
        Err(_) => println!(
            "cargo:warning=MAEDN_WINDOWS_ICON is not set: maedn.exe gets no icon (scripts/windows.sh sets it)"
        ),
    }
    if let Err(e) = res.compile() {
        eprintln!("cannot compile the Windows resource (is mingw-w64's windres installed?): {e}");
        std::process::exit(1);
    }
}
