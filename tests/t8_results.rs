//! The committed T8 reports (`results/T8-*.json`, one forward pass each,
//! too long to rerun in CI) checked against each other and against the
//! certificate the independent verifier re-checks:
//!
//! - count(a → b) from the pass from `a` equals count(b → a) from the pass
//!   from `b` (a solution played backwards on the complementary board is a
//!   solution from b to a), and the two come from different passes;
//! - each start lies on the apex mirror, so finishing holes that are mirror
//!   images have equal counts;
//! - the finishes with solutions are exactly those `proofs/T8.cert` marks
//!   solvable from that start (each with a witness the verifier replays);
//! - games by pegs left add up to the games, solutions to the one-peg games.

use std::collections::BTreeMap;
use std::path::Path;

use num_bigint::BigUint;
use pegsol::{Board, Group};

const STARTS: [&str; 4] = ["1", "5", "13", "25"];

struct Report {
    games: BigUint,
    games_by_pegs_left: BTreeMap<String, BigUint>,
    solutions_by_finish: BTreeMap<String, BigUint>,
}

fn report(start: &str) -> Report {
    let name = if start == "1" { "T8-corner.json".to_string() } else { format!("T8-from-{start}.json") };
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("results").join(name);
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(json["board"], "T8");
    assert_eq!(json["start"], serde_json::json!([start]));
    let counts = |key: &str| -> BTreeMap<String, BigUint> {
        json[key].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().parse().unwrap())).collect()
    };
    Report {
        games: json["games"].as_str().unwrap().parse().unwrap(),
        games_by_pegs_left: counts("games_by_pegs_left"),
        solutions_by_finish: counts("solutions_by_finish"),
    }
}

#[test]
fn t8_reports_agree_with_each_other_and_with_the_certificate() {
    let t8 = Board::triangle(8).unwrap();
    let reports: BTreeMap<&str, Report> = STARTS.iter().map(|&s| (s, report(s))).collect();
    let zero = BigUint::default();
    for (a, from_a) in &reports {
        assert_eq!(from_a.games_by_pegs_left.values().sum::<BigUint>(), from_a.games, "from {a}");
        assert_eq!(from_a.solutions_by_finish.values().sum::<BigUint>(), from_a.games_by_pegs_left["1"], "from {a}");
        for (b, from_b) in &reports {
            let there = from_a.solutions_by_finish.get(*b).unwrap_or(&zero);
            let back = from_b.solutions_by_finish.get(*a).unwrap_or(&zero);
            assert_eq!(there, back, "count({a} -> {b}) against count({b} -> {a})");
        }
        for hole in t8.holes() {
            let c = t8.coordinates(hole);
            let image = u32::from(c.row) * (u32::from(c.row) + 1) / 2 + u32::from(c.row - c.col) + 1;
            let name = (hole.index() + 1).to_string();
            assert_eq!(
                from_a.solutions_by_finish.get(&name),
                from_a.solutions_by_finish.get(&image.to_string()),
                "from {a}: finishes {name} and {image} are mirror images"
            );
        }
    }
    let certificate = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("proofs/T8.cert")).unwrap();
    for (a, from_a) in &reports {
        let counted: Vec<String> = from_a.solutions_by_finish.keys().cloned().collect();
        assert_eq!(sorted(counted), solvable_from(&certificate, &t8, a), "from {a}");
    }
}

/// The finishes the certificate marks solvable from `start`: its pairs are
/// listed up to the six symmetries, so each `pair S F solvable` line gives
/// (g S, g F) for every symmetry g.
fn solvable_from(certificate: &str, board: &Board, start: &str) -> Vec<String> {
    let mut finishes = Vec::new();
    for line in certificate.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["pair", s, f, "solvable"] = words[..] {
            let (s, f) = (board.parse_hole(s).unwrap(), board.parse_hole(f).unwrap());
            for (s, f) in Group::full(board).pair_orbit(s, f) {
                if (s.index() + 1).to_string() == start {
                    finishes.push((f.index() + 1).to_string());
                }
            }
        }
    }
    finishes.dedup();
    let mut finishes = sorted(finishes);
    finishes.dedup();
    finishes
}

fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort_by_key(|n| n.parse::<u32>().unwrap());
    names
}
