//! Regression snapshots of the `count` reports (text and JSON) for every
//! start of T4 and T5. Snapshots live in the top-level `snapshots/` folder.

use pegsol::{forward, render, report, Board, CountedBy, Naming, Reduction};

fn snapshot_every_start(side: u8, naming: Naming) {
    let board = Board::triangle(side).unwrap();
    for hole in board.holes() {
        let name = board.hole_name(hole, naming);
        let (empty, naming) = board.parse_holes(&name).unwrap();
        let stats = forward(&board, board.with_empty(&empty), Reduction::Symmetry);
        let text = render::count_text(&board, &empty, naming, &stats, CountedBy::Forward);
        let json =
            serde_json::to_string_pretty(&report::to_json(&board, &empty, naming, &stats, CountedBy::Forward)).unwrap();
        insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(format!("count_T{side}_{name}_text"), text);
            insta::assert_snapshot!(format!("count_T{side}_{name}_json"), json);
        });
    }
}

#[test]
fn count_reports_t4() {
    snapshot_every_start(4, Naming::Numbers);
}

#[test]
fn count_reports_t5() {
    snapshot_every_start(5, Naming::Letters);
}
