//! The file formats of a picture ([`Format`]): SVG or PNG, named by option
//! and extension. What a picture shows is the renderer's business; the files
//! only need to know which format a name asks for.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

/// A file format for figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// Scalable vector graphics.
    #[default]
    Svg,
    /// A PNG image.
    Png,
}

impl Format {
    /// The option name and file extension.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }

    /// The format a file name's extension names, if any.
    #[must_use]
    pub fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?;
        ext.parse().ok()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "svg" => Ok(Format::Svg),
            "png" => Ok(Format::Png),
            _ => Err(format!("unknown format {s:?}: expected svg or png")),
        }
    }
}
