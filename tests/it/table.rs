//! `pegsol table`: published figures through the table, the symmetries of
//! the table, snapshots of the T4 and T5 tables in every format, and the
//! command end to end.

use std::collections::{BTreeMap, BTreeSet};

use crate::support::pegsol;
use num_bigint::BigUint;
use pegsol::{render, table, Board, Group, Hole, Naming, Table};
use predicates::prelude::*;

fn t(side: u8) -> (Board, Table) {
    let board = Board::triangle(side).unwrap();
    let table = table(&board, &mut |_| {});
    (board, table)
}

fn hole(board: &Board, name: &str) -> Hole {
    board.parse_hole(name).unwrap()
}

fn count(n: u64) -> BigUint {
    BigUint::from(n)
}

/// The finishing holes of `start`, by their letters.
fn finishes(board: &Board, table: &Table, start: &str) -> BTreeSet<String> {
    table.finishes(hole(board, start)).into_iter().map(|h| board.hole_name(h, Naming::Letters)).collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// Seed 003 (SAS blog "Dinner with a side order of optimization"): the
/// feasible finishing holes of T5 from A (S3), E (S4), B (S5) and D (S6),
/// and the solutions from A by finish (S2).
#[test]
fn s2_to_s6_finishing_holes_of_t5() {
    let (t5, table) = t(5);
    assert_eq!(finishes(&t5, &table, "A"), set(&["A", "G", "J", "M"]), "S3");
    assert_eq!(finishes(&t5, &table, "E"), set(&["M"]), "S4");
    assert_eq!(finishes(&t5, &table, "B"), set(&["B", "F", "K", "N"]), "S5");
    assert_eq!(finishes(&t5, &table, "D"), set(&["C", "D", "I", "L", "O"]), "S6");
    let from_a = &table.solutions[hole(&t5, "A").index()];
    for (finish, expected) in [("A", 6_816), ("G", 3_408), ("J", 3_408), ("M", 16_128)] {
        assert_eq!(from_a[hole(&t5, finish).index()], count(expected), "S2: A to {finish}");
    }
}

/// S7 — seed 002 ("Computing the probability of winning any peg game") and
/// seed 001: T5 from hole 5, games by pegs left 1 → 1,550; 2 → 20,686;
/// 3 → 62,736; 4 or more → 52,874 (1.12%, 15.01%, 45.51%, 38.36%).
#[test]
fn s7_games_by_pegs_left_from_the_t5_interior() {
    let (t5, table) = t(5);
    let start = hole(&t5, "5");
    let games = &table.games_by_pegs_left[start.index()];
    assert_eq!(games[&1], count(1_550));
    assert_eq!(games[&2], count(20_686));
    assert_eq!(games[&3], count(62_736));
    let four_or_more: BigUint = games.range(4..).map(|(_, c)| c).sum();
    assert_eq!(four_or_more, count(52_874));
    let total = table.games_from(start);
    let percent = |c: &BigUint| pegsol::ratio(c, &total) * 100.0;
    for (got, published) in [
        (percent(&games[&1]), 1.12),
        (percent(&games[&2]), 15.01),
        (percent(&games[&3]), 45.51),
        (percent(&four_or_more), 38.36),
    ] {
        assert!((got - published).abs() <= 0.005, "{got} vs {published}");
    }
}

/// S8 and S9 — seed 002: T4 from hole 9, 14 solutions among 93 games (79
/// lost, win share 14/93); from each of 2, 3, 4, 6, 8, 9, 14 solutions and
/// 42 games ending with 2 pegs; no other start can be won.
#[test]
fn s8_s9_t4() {
    let (t4, table) = t(4);
    let nine = hole(&t4, "9");
    assert_eq!(table.solutions_from(nine), count(14), "S8");
    assert_eq!(table.games_from(nine), count(93), "S8");
    assert_eq!(table.games_from(nine) - table.solutions_from(nine), count(79), "S8");
    assert_eq!(table.share_won(nine), 14.0 / 93.0, "S8");
    for start in t4.holes() {
        let winnable = ["2", "3", "4", "6", "8", "9"].contains(&t4.hole_name(start, Naming::Numbers).as_str());
        if winnable {
            assert_eq!(table.solutions_from(start), count(14), "S9 {start:?}");
            assert_eq!(table.games_by_pegs_left[start.index()][&2], count(42), "S9 {start:?}");
        } else {
            assert_eq!(table.solutions_from(start), count(0), "S9 {start:?}");
        }
    }
}

/// The classes of T5 in the order the published tables use: corner, edge,
/// edge middle, interior.
fn t5_classes(t5: &Board) -> [Vec<Hole>; 4] {
    let holes = |list: &str| t5.parse_holes(list).unwrap().0;
    [holes("1,11,15"), holes("2,3,7,10,12,14"), holes("4,6,13"), holes("5,8,9")]
}

/// P1 — Durango Bill, "Peg Solitaire", table "Total Solutions" (and the
/// sim-PegGame README): solutions per start of T5 — corner 29,760; edge
/// 14,880; edge middle 85,258; interior 1,550; all 15 starts 438,984.
/// P2 — Durango Bill: finishing where you started — edge 720, edge middle
/// 51,452, interior 0.
/// P3 — github topherCantrell/sim-PegGame README: games per start — corner
/// 568,630; edge 294,543; edge middle 1,149,568; interior 137,846; all 15
/// starts 7,335,390.
#[test]
fn p1_p2_p3_per_start_figures_of_t5() {
    let (t5, table) = t(5);
    let classes = t5_classes(&t5);
    let as_sets = |classes: &[Vec<Hole>]| classes.iter().cloned().collect::<BTreeSet<_>>();
    assert_eq!(as_sets(&table.classes), as_sets(&classes));
    let solutions = [29_760, 14_880, 85_258, 1_550];
    let games = [568_630, 294_543, 1_149_568, 137_846];
    for (class, (&s, &g)) in classes.iter().zip(solutions.iter().zip(&games)) {
        for &start in class {
            assert_eq!(table.solutions_from(start), count(s), "P1 {start:?}");
            assert_eq!(table.games_from(start), count(g), "P3 {start:?}");
        }
    }
    let all_solutions: BigUint = t5.holes().map(|h| table.solutions_from(h)).sum();
    let all_games: BigUint = t5.holes().map(|h| table.games_from(h)).sum();
    assert_eq!(all_solutions, count(438_984), "P1");
    assert_eq!(all_games, count(7_335_390), "P3");
    for (class, expected) in [(&classes[1], 720), (&classes[2], 51_452), (&classes[3], 0)] {
        for &start in class {
            assert_eq!(table.solutions[start.index()][start.index()], count(expected), "P2 {start:?}");
        }
    }
}

/// P4 — sim-PegGame and Duke cps108 pegs README: T5 corner start, games by
/// pegs left k = 1..8. P5 — sim-PegGame: all 15 starts together, k = 1..10.
#[test]
fn p4_p5_games_by_pegs_left_of_t5() {
    let (t5, table) = t(5);
    let as_map = |counts: &[u64]| -> BTreeMap<u32, BigUint> {
        counts.iter().enumerate().filter(|(_, &c)| c > 0).map(|(k, &c)| (k as u32 + 1, count(c))).collect()
    };
    let corner = as_map(&[29_760, 139_614, 259_578, 123_664, 14_844, 844, 324, 2]);
    for start in t5_classes(&t5)[0].iter() {
        assert_eq!(table.games_by_pegs_left[start.index()], corner, "P4 {start:?}");
    }
    let mut all: BTreeMap<u32, BigUint> = BTreeMap::new();
    for start in t5.holes() {
        for (&k, c) in &table.games_by_pegs_left[start.index()] {
            *all.entry(k).or_default() += c;
        }
    }
    assert_eq!(all, as_map(&[438_984, 1_776_648, 3_302_124, 1_605_348, 197_670, 11_160, 3_438, 12, 0, 6]), "P5");
}

/// Every symmetry of the board maps the table to itself, and the solution
/// matrix is symmetric: a solution from s to f played backwards on the
/// complementary board (pegs and holes swapped) is one from f to s. The
/// column of f and the column of s come from different reverse passes, so
/// the second check compares two computations.
#[test]
fn table_is_invariant_under_the_symmetries_and_symmetric_t2_to_t6() {
    for side in 2..=6 {
        let (board, table) = t(side);
        assert_eq!(board.symmetries().len(), 6);
        for g in board.symmetries() {
            for s in board.holes() {
                let gs = g.hole(s).index();
                assert_eq!(table.games_by_pegs_left[gs], table.games_by_pegs_left[s.index()], "T{side}");
                // The same float, bit for bit, not merely close.
                let win = table.random_play_win.as_ref().unwrap();
                assert_eq!(win[gs].to_bits(), win[s.index()].to_bits(), "T{side}");
                for f in board.holes() {
                    assert_eq!(
                        table.solutions[gs][g.hole(f).index()],
                        table.solutions[s.index()][f.index()],
                        "T{side}"
                    );
                }
            }
        }
        for s in board.holes() {
            for f in board.holes() {
                assert_eq!(table.solutions[s.index()][f.index()], table.solutions[f.index()][s.index()], "T{side}");
            }
        }
    }
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, text);
    });
}

fn snapshot_every_format(side: u8, naming: Naming, suffix: &str) {
    let (_, table) = t(side);
    snapshot(&format!("table_T{side}{suffix}_text"), &render::table_text(&table, naming));
    snapshot(&format!("table_T{side}{suffix}_md"), &render::table_markdown(&table, naming));
    snapshot(&format!("table_T{side}{suffix}_csv"), &render::table_csv(&table, naming));
    snapshot(
        &format!("table_T{side}{suffix}_json"),
        &serde_json::to_string_pretty(&render::table_json(&table, naming)).unwrap(),
    );
    snapshot(&format!("table_T{side}{suffix}_svg"), &render::table_svg(&table, naming));
}

#[test]
fn snapshots_t4() {
    snapshot_every_format(4, Board::triangle(4).unwrap().default_naming(), "");
}

/// T5 as `pegsol table --board T5` prints it, in the board's letters, and
/// with `--names numbers`.
#[test]
fn snapshots_t5() {
    let (board, table) = t(5);
    snapshot_every_format(5, board.default_naming(), "");
    snapshot("table_T5_numbers_text", &render::table_text(&table, Naming::Numbers));
}

#[test]
fn json_has_the_documented_keys_and_string_counts() {
    let output = pegsol().args(["table", "--board", "T5", "--format", "json", "--names", "letters"]).output().unwrap();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        ["board", "classes", "solutions", "games_by_pegs_left", "share_won", "random_play_win", "games_method"]
    );
    assert_eq!(json["board"], "T5");
    // S2 (seed 003): 16,128 solutions from A finish at M.
    assert_eq!(json["solutions"]["A"]["M"], "16128");
    // P4 (sim-PegGame): from the corner, 2 games end with 8 pegs.
    assert_eq!(json["games_by_pegs_left"]["A"]["8"], "2");
    assert_eq!(json["classes"][0], serde_json::json!(["A", "K", "O"]));
    assert_eq!(json["games_method"], "reverse");
}

/// Without `--names`, holes are the board's: letters on T5, `d4` on
/// square-lattice boards (here the French table from the committed
/// reports), numbers on the other triangles; `--names numbers` still gives
/// numbers (issue 39, item 5; before, numbers were the default everywhere).
#[test]
fn holes_are_named_as_the_board_names_them_unless_told() {
    let json = |args: &[&str]| -> serde_json::Value {
        let output = pegsol().args(["table", "--format", "json"]).args(args).output().unwrap();
        assert!(output.status.success(), "{args:?}");
        serde_json::from_slice(&output.stdout).unwrap()
    };
    let t5 = json(&["--board", "T5"]);
    assert_eq!(t5["solutions"]["A"]["M"], "16128");
    assert_eq!(t5["classes"][0], serde_json::json!(["A", "K", "O"]));
    assert_eq!(json(&["--board", "T5", "--names", "numbers"])["solutions"]["1"]["13"], "16128");
    let root = crate::support::root().join("results/reports/french");
    let root = root.to_str().unwrap();
    let french = json(&["--board", "french", "--from", root]);
    let keys: Vec<&str> = french["solutions"].as_object().unwrap().keys().map(String::as_str).take(3).collect();
    assert_eq!(keys, ["c1", "d1", "e1"]);
    assert_eq!(french["classes"][7], serde_json::json!(["d4"]));
    assert!(french["share_won"].get("d4").is_some());
    let numbers = json(&["--board", "french", "--from", root, "--names", "numbers"]);
    assert_eq!(numbers["classes"][7], serde_json::json!(["19"]));
    let t4 = json(&["--board", "T4"]);
    assert_eq!(t4["classes"][0], serde_json::json!(["1", "7", "10"]));
    let text = pegsol().args(["table", "--board", "T5"]).output().unwrap().stdout;
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("A, K, O"), "{text}");
}

#[test]
fn csv_has_one_row_per_start() {
    let output = pegsol().args(["table", "--board", "T4", "--format", "csv"]).output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 11);
    assert!(lines[0].starts_with("start,class,solutions,games,share_won,random_play_win,left_"));
    // S8 (seed 002): hole 9 of T4, 14 solutions among 93 games.
    assert!(lines[9].starts_with("9,2,14,93,"), "{}", lines[9]);
}

#[test]
fn bad_input_is_a_one_line_error_with_exit_code_2() {
    for args in [
        vec!["table", "--board", "T6", "--names", "letters"],
        vec!["table", "--board", "T8"],
        vec!["table", "--board", "T0"],
        vec!["table", "--board", "banana"],
    ] {
        pegsol()
            .args(&args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::starts_with("error: ").and(predicate::function(|e: &str| e.lines().count() == 1)));
    }
    pegsol().args(["table", "--format", "pdf"]).assert().code(2);
}

/// Solvable (start, finish) pairs counted up to the six symmetries of the
/// triangle.
fn solvable_pairs_up_to_symmetry(board: &Board, table: &Table) -> usize {
    // A symmetry keeps solution counts, so one pair speaks for its orbit.
    let orbits = Group::full(board).pair_orbits();
    orbits.iter().filter(|orbit| orbit.iter().any(|&(s, f)| table.solutions[s.index()][f.index()].bits() != 0)).count()
}

/// P10 — OEIS A130516: solvable (start, finish) pairs up to symmetry on
/// Tn, n = 2..10: 0, 0, 1, 12, 29, 27, 80, 125, 108 (T2..T6 here; T7's 27 is
/// checked in the README from the computed table).
#[test]
fn p10_solvable_pairs_up_to_symmetry_t2_to_t6() {
    for (side, expected) in [(2, 0), (3, 0), (4, 1), (5, 12), (6, 29)] {
        let (board, table) = t(side);
        assert_eq!(solvable_pairs_up_to_symmetry(&board, &table), expected, "P10 T{side}");
    }
}

/// Bell's theory (G. I. Bell, "Solving Triangular Peg Solitaire", J. Integer
/// Sequences 11 (2008), 08.4.8): on T7 the starts 1, 5, 7, 10, 13, 17, 20,
/// 22, 25, 28 cannot finish with one peg; every other start can. P10 (OEIS
/// A130516): 27 solvable (start, finish) pairs up to symmetry on T7. The T7
/// table takes minutes, so this runs with `cargo test --release -- --ignored`
/// (results/tables/T7-table.json holds the same table).
#[test]
#[ignore = "T7 takes minutes"]
fn bell_and_p10_on_t7() {
    let (t7, table) = t(7);
    let unsolvable = t7.parse_holes("1,5,7,10,13,17,20,22,25,28").unwrap().0;
    for start in t7.holes() {
        assert_eq!(table.solutions_from(start).bits() == 0, unsolvable.contains(&start), "start {start:?}");
    }
    assert_eq!(solvable_pairs_up_to_symmetry(&t7, &table), 27, "P10 T7");
}
