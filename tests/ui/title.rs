//! The window's title names the open file ("lesson.boards — maedn") once a
//! file given on the command line (a double-click) is open, and is "maedn"
//! alone before. (The shell sends the workspace's title to the window
//! whenever it changes.)

use std::time::Duration;

use maedn::window::Launch;

use super::common::{launched, step_until};

#[test]
fn test_the_title_names_the_file_opened_by_a_double_click() {
    let dir = std::env::temp_dir().join(format!("maedn-title-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("lesson.boards");
    std::fs::write(&file, "0xE820882208414C06\n0xC8208822088343A3\n").expect("written");
    let plain = launched(Launch::default());
    assert_eq!(plain.state().workspace().window_title(), "maedn");

    let mut h = launched(Launch {
        file: Some((maedn::io::FileKind::Boards, file)),
        ..Launch::default()
    });
    step_until(&mut h, Duration::from_secs(20), |ws| {
        ws.opened_file().is_some()
    });
    assert_eq!(
        h.state().workspace().window_title(),
        "lesson.boards — maedn"
    );
    std::fs::remove_dir_all(&dir).ok();
}
