//! `pegsol sheet`: the T5 sheets from A (seed 003) as snapshots, every
//! solution on them replayed by the rules alone, and the printable formats
//! checked for one page per finish.

use assert_cmd::Command;
use pegsol::sheet::{self, Sheet};
use pegsol::{notation, Board, Group, Naming, Position};

fn pegsol(args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("pegsol").unwrap().args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap())
}

/// A T5 hole letter as (row, col).
fn at(letter: &str) -> (i32, i32) {
    let index = i32::from(letter.as_bytes()[0] - b'A');
    let row = (0..).find(|r| (r + 1) * (r + 2) / 2 > index).unwrap();
    (row, index - row * (row + 1) / 2)
}

/// Plays `from-over-to` jumps on T5 from `empty` by the rules alone
/// (directions (0,±1), (±1,0), (±1,±1) in (row, col)); the pegs left.
fn replay(empty: &str, jumps: &[&str]) -> Vec<(i32, i32)> {
    let mut pegs: Vec<(i32, i32)> =
        (0..5).flat_map(|r| (0..=r).map(move |c| (r, c))).filter(|&h| h != at(empty)).collect();
    for jump in jumps {
        let holes: Vec<(i32, i32)> = jump.split('-').map(at).collect();
        let [from, over, to] = holes[..] else { panic!("{jump}") };
        let step = (over.0 - from.0, over.1 - from.1);
        assert!(matches!(step, (0, 1) | (0, -1) | (1, 0) | (-1, 0) | (1, 1) | (-1, -1)), "{jump}");
        assert_eq!((to.0 - over.0, to.1 - over.1), step, "{jump}");
        assert!((0..5).contains(&to.0) && (0..=to.0).contains(&to.1), "{jump}");
        assert!(pegs.contains(&from) && pegs.contains(&over) && !pegs.contains(&to), "{jump} illegal");
        pegs.retain(|&h| h != from && h != over);
        pegs.push(to);
    }
    pegs
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn t5_sheets_from_a_in_markdown() {
    let (code, md) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--format", "md"]);
    assert_eq!(code, 0);
    // Seed 003 (S2, S3): the finishes are A, G, J, M with 6,816, 3,408,
    // 3,408 and 16,128 solutions.
    let headings: Vec<&str> = md.lines().filter(|l| l.starts_with("## Finish")).collect();
    assert_eq!(
        headings.iter().map(|h| h.split(';').next().unwrap()).collect::<Vec<_>>(),
        [
            "## Finish A: 6,816 solutions",
            "## Finish G: 3,408 solutions",
            "## Finish J: 3,408 solutions",
            "## Finish M: 16,128 solutions"
        ]
    );
    // Every sheet's solution replays to its finish, with as many moves as the heading says.
    for section in md.split("\n## Finish ").skip(1) {
        let finish = &section[..1];
        let moves: Vec<&str> = section
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("| move"))
            .map(|l| l.split('|').nth(2).unwrap().trim())
            .collect();
        let jumps: Vec<&str> = moves.iter().flat_map(|m| m.split(' ')).collect();
        assert_eq!(replay("A", &jumps), [at(finish)], "finish {finish}");
        assert!(section.contains(&format!("fewest moves {} ({} jumps)", moves.len(), jumps.len())));
    }
    snapshot("sheet_t5_a_md", &md);
}

#[test]
fn t5_sheets_from_a_in_svg_and_html() {
    let (code, svg) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--format", "svg"]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"794\" height=\"4492\""));
    assert_eq!(svg.matches("<g class=\"board\"").count(), svg.matches("</g>").count());
    snapshot("sheet_t5_a_svg", &svg);
    let (code, html) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--format", "html"]);
    assert_eq!(code, 0);
    // One printed page per finish, each a whole A4 SVG.
    assert_eq!(html.matches("<section>").count(), 4);
    assert_eq!(html.matches("<svg xmlns").count(), 4);
    assert!(html.contains("page-break-after: always"));
}

#[test]
fn one_finish_and_impossible_finishes() {
    let (code, text) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--finish", "g"]);
    assert_eq!(code, 0);
    assert!(text.contains("Finish G: 3,408 solutions"));
    assert!(!text.contains("Finish M"));
    let (code, text) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--finish", "B"]);
    assert_eq!((code, text.as_str()), (1, "no solution ends at B: impossible by the board's position classes\n"));
    let (code, text) = pegsol(&["sheet", "--board", "T5", "--start", "A", "--finish", "E"]);
    assert_eq!((code, text.as_str()), (1, "no solution ends at E: no solution exists after exhaustive search\n"));
}

/// Sheets without the full pass (the path of boards above 28 holes), on
/// T6 from every start class: the same finishes as the full sheet, every
/// solution replays to its finish, and the proven lower bound is no more
/// than the fewest moves the full search proves, which is no more than the
/// bounded page's. With room for 500 positions the bounded meeting gives
/// up early and the beam search supplies the solutions; with room for all,
/// every page is proven and as short as the full sheet's.
#[test]
fn bounded_sheets_agree_with_the_full_search_on_t6() {
    let t6 = Board::triangle(6).unwrap();
    for orbit in Group::full(&t6).hole_orbits() {
        let empty = [orbit[0]];
        let full = Sheet::new(&t6, &empty, Naming::Numbers);
        for most_held in [500, usize::MAX] {
            let bounded = Sheet::bounded(&t6, &empty, Naming::Numbers, None, most_held, &mut |_| {});
            let finishes = |s: &Sheet| s.pages.iter().map(|p| p.finish).collect::<Vec<_>>();
            assert_eq!(finishes(&bounded), finishes(&full), "T6 from {}", orbit[0].index() + 1);
            for (b, f) in bounded.pages.iter().zip(&full.pages) {
                let fewest = notation::move_count(&f.jumps);
                let moves = notation::move_count(&b.jumps);
                assert!(t6.with_empty(&empty).replay(&b.jumps).solves(Position::single(b.finish)));
                assert!(b.at_least <= fewest && fewest <= moves, "{} <= {fewest} <= {moves}", b.at_least);
                assert!(b.solutions.is_none(), "no committed counts for T6");
                if most_held == usize::MAX {
                    assert!(b.proven() && moves == fewest);
                }
            }
        }
    }
}

/// The counts a T8 sheet prints come from `results/tables/T8-table.json`; from the
/// corner they equal the forward report `results/reports/T8/T8-corner.json` (the table
/// was assembled from all eight classes' reports, this one among them).
#[test]
fn t8_sheet_counts_equal_the_forward_report() {
    let t8 = Board::triangle(8).unwrap();
    let corner = t8.parse_hole("1").unwrap();
    let counts = sheet::committed_counts(&t8, &[corner]).expect("T8 has a table");
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(crate::support::root().join("results/reports/T8/T8-corner.json")).unwrap(),
    )
    .unwrap();
    for hole in t8.holes() {
        let name = t8.hole_name(hole, Naming::Numbers);
        let expected = report["solutions_by_finish"][&name].as_str().unwrap_or("0");
        assert_eq!(counts[hole.index()].to_string(), expected, "1 -> {name}");
    }
    assert!(sheet::committed_counts(&Board::triangle(7).unwrap(), &[corner]).is_none());
}
