//! The file formats of a picture ([`Format`]): SVG or PNG, named by option
//! and extension. What a picture shows is the renderer's business; the files
//! only need to know which format a name asks for.

use std::path::Path;

/// A file format for figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// Scalable vector graphics.
    #[default]
    Svg,
    /// A PNG image.
    Png,
}

// The option names are the file extensions.
crate::names::named_enum!(Format, "format", { Svg => "svg", Png => "png" });

impl Format {
    /// The format a file name's extension names, if any.
    #[must_use]
    pub fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?;
        ext.parse().ok()
    }
}
