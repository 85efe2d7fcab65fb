//! The committed French-board results checked against each other: the count
//! reports of every start class (`results/reports/french/french-from-*.json`, forward, and
//! `results/reports/french/french-reverse-from-*.json`, the reverse pass), the table built
//! from them (`results/tables/french-table.json`, `pegsol table --board french
//! --from results/reports/french`) and the certificate (`proofs/french.cert`), whose
//! witnesses the verifier replays in CI.
//!
//! - every reverse report equals the forward report of its start, a second
//!   pass in the other direction;
//! - the table is invariant under the board's 8 symmetries and under
//!   reversal, count(a → b) = count(b → a), which sets the report of a's
//!   class against that of b's;
//! - each row of the table is the forward report of its class;
//! - a pair has solutions exactly when the certificate has a witness for it
//!   (or an image of it under a symmetry), with the count it carries.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use num_bigint::BigUint;
use pegsol::{Board, Hole, Naming};

fn root() -> &'static Path {
    crate::support::root()
}

fn json(path: &str) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(root().join(path)).unwrap()).unwrap()
}

/// A JSON object of decimal counts, keyed by hole number on `board`
/// (reports and the table name holes by letter and row, `d4`; numbers,
/// as tables written before names came to every output, are read too).
fn counts(board: &Board, object: &serde_json::Value) -> BTreeMap<String, BigUint> {
    let number = |key: &str| match board.parse_hole(key) {
        Ok(hole) => board.hole_name(hole, Naming::Numbers),
        Err(_) => key.to_string(),
    };
    object.as_object().unwrap().iter().map(|(k, v)| (number(k), v.as_str().unwrap().parse().unwrap())).collect()
}

/// The starts of the committed forward reports, by letter and row.
fn starts() -> Vec<String> {
    let mut starts: Vec<String> = std::fs::read_dir(root().join("results/reports/french"))
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            Some(name.strip_prefix("french-from-")?.strip_suffix(".json")?.to_string())
        })
        .collect();
    starts.sort();
    starts
}

#[test]
fn every_start_class_has_a_report_and_every_reverse_report_equals_its_forward_one() {
    let french = Board::open("french").unwrap();
    let starts = starts();
    // One report per class of holes: the 8 classes under the 8 symmetries
    // (the centre, five orbits of 4 holes and two of 8: 1 + 20 + 16 = 37).
    let table = json("results/tables/french-table.json");
    assert_eq!(table["classes"].as_array().unwrap().len(), 8);
    assert_eq!(starts.len(), 8, "{starts:?}");
    let mut reversed = 0;
    for start in &starts {
        let Ok(reverse) =
            std::fs::read_to_string(root().join(format!("results/reports/french/french-reverse-from-{start}.json")))
        else {
            continue;
        };
        let reverse: serde_json::Value = serde_json::from_str(&reverse).unwrap();
        let forward = json(&format!("results/reports/french/french-from-{start}.json"));
        assert_eq!(reverse["pass"], "reverse");
        for key in ["positions", "moves", "games"] {
            assert_eq!(reverse[key], forward[key], "{key} from {start}");
        }
        for key in ["solutions_by_finish", "games_by_pegs_left", "positions_by_pegs"] {
            assert_eq!(counts(&french, &reverse[key]), counts(&french, &forward[key]), "{key} from {start}");
        }
        reversed += 1;
    }
    assert_eq!(reversed, 3, "d3, d2 and c1, the classes with a pair inside them");
}

#[test]
fn the_french_table_agrees_with_the_reports_the_symmetries_and_the_certificate() {
    let french = Board::open("french").unwrap();
    let table = json("results/tables/french-table.json");
    assert_eq!(table["board"], "french");
    // The table names holes as the board does: `d4`.
    let name = |hole: Hole| french.hole_name(hole, french.default_naming());
    let solutions = &table["solutions"];
    let count = |s: Hole, f: Hole| {
        solutions[name(s)].get(name(f)).map_or_else(BigUint::default, |v| v.as_str().unwrap().parse().unwrap())
    };
    for s in french.holes() {
        for f in french.holes() {
            for g in french.symmetries() {
                assert_eq!(count(s, f), count(g.hole(s), g.hole(f)), "{} -> {} and its image", name(s), name(f));
            }
            assert_eq!(count(s, f), count(f, s), "{} -> {} and its reversal", name(s), name(f));
        }
    }
    for start in starts() {
        let report = json(&format!("results/reports/french/french-from-{start}.json"));
        let number = name(french.parse_hole(&start).unwrap());
        assert_eq!(counts(&french, &solutions[&number]), counts(&french, &report["solutions_by_finish"]), "{start}");
        assert_eq!(
            counts(&french, &table["games_by_pegs_left"][&number]),
            counts(&french, &report["games_by_pegs_left"]),
            "games from {start}"
        );
    }
    // The certificate's solvable pairs, each with its count.
    let mut witnessed = BTreeSet::new();
    for (s, f, claimed) in crate::support::certificate::solvable_pairs(&french, "french") {
        assert_eq!(claimed, count(s, f), "certificate pair {} {}", name(s), name(f));
        witnessed.insert((s, f));
    }
    assert_eq!(witnessed.len(), 10);
    for s in french.holes() {
        for f in french.holes() {
            let with_witness = french.symmetries().iter().any(|g| witnessed.contains(&(g.hole(s), g.hole(f))));
            assert_eq!(count(s, f) != BigUint::default(), with_witness, "{} -> {}", name(s), name(f));
        }
    }
}
