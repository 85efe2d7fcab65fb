//! The committed results of the 37-hole hexagon checked against each other:
//! the count reports of the three start classes with a one-peg finish the
//! position classes allow (`results/reports/hexagon4/hexagon4-from-{2,6,12}.json`, forward,
//! and `results/reports/hexagon4/hexagon4-reverse-from-{2,6,12}.json`, the reverse pass) and
//! the certificate written from them (`proofs/hexagon4.cert`, whose
//! witnesses the verifier replays in CI).
//!
//! - every reverse report equals the forward report of its start, a second
//!   pass in the other direction;
//! - count(a → b) = count(b → a) for every pair of holes in the three
//!   classes, each side from the report of its own start, and each report
//!   is invariant under the symmetries that fix its start;
//! - a pair has solutions exactly when the certificate has a witness for it
//!   (or an image of it under a symmetry), with the count it carries.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use num_bigint::BigUint;
use pegsol::{Board, Hole, Naming};

/// The starts of the reports: one hole of each class with a finish.
const STARTS: [&str; 3] = ["2", "6", "12"];

fn root() -> &'static Path {
    crate::support::root()
}

fn json(path: &str) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(root().join(path)).unwrap()).unwrap()
}

fn counts(object: &serde_json::Value) -> BTreeMap<String, BigUint> {
    object.as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().parse().unwrap())).collect()
}

/// The solutions from every hole of the three classes to every hole, from
/// the forward reports mapped by the board's symmetries; checks that two
/// symmetries taking a report's start to the same hole agree.
fn solutions(hexagon: &Board) -> BTreeMap<(Hole, Hole), BigUint> {
    let mut solutions = BTreeMap::new();
    for start in STARTS {
        let report = json(&format!("results/reports/hexagon4/hexagon4-from-{start}.json"));
        let by_finish = counts(&report["solutions_by_finish"]);
        let s = hexagon.parse_hole(start).unwrap();
        for g in hexagon.symmetries() {
            for f in hexagon.holes() {
                let count = by_finish.get(&hexagon.hole_name(f, Naming::Numbers)).cloned().unwrap_or_default();
                if let Some(before) = solutions.insert((g.hole(s), g.hole(f)), count.clone()) {
                    assert_eq!(before, count, "from {start} to {f:?} under two symmetries");
                }
            }
        }
    }
    solutions
}

#[test]
fn every_reverse_report_equals_its_forward_one() {
    for start in STARTS {
        let forward = json(&format!("results/reports/hexagon4/hexagon4-from-{start}.json"));
        let reverse = json(&format!("results/reports/hexagon4/hexagon4-reverse-from-{start}.json"));
        assert_eq!(reverse["pass"], "reverse");
        for key in ["positions", "moves", "games", "max_pegs_left", "min_game_jumps"] {
            assert_eq!(reverse[key], forward[key], "{key} from {start}");
        }
        for key in ["solutions_by_finish", "games_by_pegs_left", "positions_by_pegs", "canonical_positions_by_pegs"] {
            assert_eq!(counts(&reverse[key]), counts(&forward[key]), "{key} from {start}");
        }
    }
}

#[test]
fn counts_between_the_three_classes_agree_both_ways() {
    let hexagon = Board::open("hexagon4").unwrap();
    let solutions = solutions(&hexagon);
    let starts: BTreeSet<Hole> = solutions.keys().map(|&(s, _)| s).collect();
    // The orbit of 2 under the 12 symmetries has 12 holes (no symmetry
    // fixes it); those of 6 and 12, 6 each (a mirror fixes them).
    assert_eq!(starts.len(), 24);
    let mut solvable = 0;
    for ((a, b), count) in &solutions {
        if *count != BigUint::default() {
            // Every finish with solutions lies in one of the three classes,
            // so its reversal is counted too, by another report or the same.
            assert_eq!(solutions.get(&(*b, *a)), Some(count), "{a:?} -> {b:?} and back");
            solvable += 1;
        }
    }
    assert!(solvable > 0);
}

#[test]
fn a_pair_has_solutions_exactly_when_the_certificate_has_a_witness_with_that_count() {
    let hexagon = Board::open("hexagon4").unwrap();
    let solutions = solutions(&hexagon);
    let mut witnessed = BTreeSet::new();
    for (s, f, claimed) in crate::support::certificate::solvable_pairs(&hexagon, "hexagon4") {
        assert_eq!(claimed, solutions[&(s, f)], "certificate pair {s:?} {f:?}");
        witnessed.insert((s, f));
    }
    let certificate = std::fs::read_to_string(root().join("proofs/hexagon4.cert")).unwrap();
    assert!(!certificate.contains(" unsolvable\n"));
    for s in hexagon.holes() {
        for f in hexagon.holes() {
            let with_witness = hexagon.symmetries().iter().any(|g| witnessed.contains(&(g.hole(s), g.hole(f))));
            let counted = solutions.get(&(s, f)).is_some_and(|n| *n != BigUint::default());
            assert_eq!(counted, with_witness, "{s:?} -> {f:?}");
        }
    }
}
