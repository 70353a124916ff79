//! Sentences of the guides in docs/ that state a number or what a picture
//! holds, checked against what the program computes and draws.

use maedn::model::{MoveTable, Rules, Tile};

/// Every `"Roll R: to T, N units"` example in `text`, as (R, T, N).
fn roll_examples(text: &str) -> Vec<(u8, u8, f64)> {
    let mut out = Vec::new();
    for part in text.split("\"Roll ").skip(1) {
        let Some((roll, rest)) = part.split_once(": to ") else {
            continue;
        };
        let Some((to, rest)) = rest.split_once(", ") else {
            continue;
        };
        let Some((units, _)) = rest.split_once(" units") else {
            continue;
        };
        let parsed = (
            roll.trim().parse(),
            to.trim().parse(),
            units.replace(',', "").parse(),
        );
        if let (Ok(r), Ok(t), Ok(n)) = parsed {
            out.push((r, t, n));
        }
    }
    out
}

/// The Play mode's roll buttons as the guide quotes them are moves the
/// board has: "Roll 3: to 9, 3,400 units" was none (6 → 9 is 1,901 units,
/// and no roll of 3 is longer than 2,550).
#[test]
fn test_the_play_guides_roll_button_is_a_real_move() {
    let guide = include_str!("../../docs/play.md");
    let examples = roll_examples(guide);
    assert!(!examples.is_empty(), "no roll button quoted");
    let table = MoveTable::new(&Rules::paper());
    for (roll, to, units) in examples {
        let from = to
            .checked_sub(roll)
            .and_then(Tile::new)
            .expect("on the track");
        assert_eq!(
            table.length(from, roll),
            Some(units),
            "Roll {roll}: to {to}, {units} units"
        );
    }
    assert_eq!(
        roll_examples("\"Roll 3: to 9, 3,400 units\""),
        [(3, 9, 3400.0)]
    );
}

/// The lesson's "How good is it?" slide charts four games, the best player
/// with a fair die among them; the guide names each.
#[test]
fn test_the_guide_names_every_game_of_the_ordinary_slide() {
    let guide = include_str!("../../docs/window.md");
    let slide = guide
        .split("9. **How good is it?**")
        .nth(1)
        .and_then(|rest| rest.split("10. **").next())
        .expect("slide 9 described");
    for game in ["shortest", "quickest", "fair die", "ordinary"] {
        assert!(slide.contains(game), "{game}: {slide}");
    }
}

/// Every path has a cue besides its colour (`render::cues`), so the
/// palettes page must not say the schemes tell them apart by colour alone.
#[test]
fn test_the_palettes_page_does_not_deny_the_cues() {
    let page = include_str!("../../docs/palettes.md");
    let flat = page.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        !flat.contains("still tell the four paths apart by colour alone"),
        "stale sentence"
    );
    assert!(page.contains("| piece 1's path | solid line"));
}
