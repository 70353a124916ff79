//! What a save dialog is for, as its title: the native dialog's and the
//! typed-path window's, naming what is exported ("Export the heat map as
//! PNG"), never only the kind of file. What an export writes ([`Exported`])
//! names which handout ([`HandoutKind`]) down here, so that the handouts'
//! window, above the file dialogs, reads it from here.

use crate::i18n::Tr;
use crate::tr;
use crate::workspace::ExplorePart;

/// What an export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exported {
    /// The board on screen.
    Board,
    /// An Explore part's figure.
    Explore(ExplorePart),
    /// A named figure.
    Figure(&'static str),
    /// An animation of the whole game.
    GameAnimation,
    /// An animation of the paths (Step).
    PathsAnimation,
    /// An animation of the search.
    SearchAnimation,
    /// A handout.
    Handout(HandoutKind),
}

/// Which handout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandoutKind {
    /// The lesson, one landscape page per slide.
    #[default]
    Lesson,
    /// A worksheet and its answer key (A4 portrait).
    Worksheet,
    /// The teacher's guide: a 45-minute lesson on one A4 page.
    Guide,
}

/// The title of the dialog that exports `what` as a file of `format`
/// (its extension, shown in capitals: "PNG").
#[must_use]
pub fn export_title(tr: &Tr, what: Exported, format: &str) -> String {
    let key = match what {
        Exported::Board => "board",
        Exported::Explore(ExplorePart::Compare) => "compare",
        Exported::Explore(ExplorePart::Tree) => "tree",
        Exported::Explore(ExplorePart::Count) => "count",
        Exported::Explore(ExplorePart::Ordinary) => "ordinary",
        Exported::Explore(ExplorePart::Retro) => "retro",
        Exported::Figure(_) => "figure",
        Exported::GameAnimation => "game-animation",
        Exported::PathsAnimation => "paths-animation",
        Exported::SearchAnimation => "search-animation",
        Exported::Handout(HandoutKind::Lesson) => "lesson",
        Exported::Handout(HandoutKind::Worksheet) => "worksheet",
        Exported::Handout(HandoutKind::Guide) => "guide",
    };
    let name = match what {
        Exported::Figure(name) => name,
        _ => "",
    };
    tr!(
        tr,
        "export-dialog-title",
        what = key,
        name = name,
        format = format.to_uppercase()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every export names its own thing, in both languages.
    #[test]
    fn test_each_export_has_its_own_title() {
        let all = [
            Exported::Board,
            Exported::Explore(ExplorePart::Compare),
            Exported::Explore(ExplorePart::Tree),
            Exported::Explore(ExplorePart::Count),
            Exported::Explore(ExplorePart::Ordinary),
            Exported::Explore(ExplorePart::Retro),
            Exported::Figure("rolls"),
            Exported::GameAnimation,
            Exported::PathsAnimation,
            Exported::SearchAnimation,
            Exported::Handout(HandoutKind::Lesson),
            Exported::Handout(HandoutKind::Worksheet),
        ];
        for lang in Lang::ALL {
            let tr = Tr::shared(lang);
            let mut titles: Vec<String> = all.iter().map(|w| export_title(tr, *w, "png")).collect();
            assert!(titles.iter().all(|t| t.contains("PNG")), "{titles:?}");
            titles.sort();
            titles.dedup();
            assert_eq!(titles.len(), all.len(), "{lang}");
        }
        let en = Tr::shared(Lang::En);
        assert_eq!(
            export_title(en, Exported::Explore(ExplorePart::Retro), "png"),
            "Export the heat map as PNG"
        );
        assert!(export_title(en, Exported::Figure("rolls"), "svg").contains("“rolls”"));
    }
}
