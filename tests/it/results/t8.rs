//! The committed T8 reports (`results/reports/T8/T8-*.json`, one forward pass each,
//! too long to rerun in CI) checked against each other and against the
//! certificate the independent verifier re-checks:
//!
//! - count(a → b) from the pass from `a` equals count(b → a) from the pass
//!   from `b` (a solution played backwards on the complementary board is a
//!   solution from b to a), and the two come from different passes;
//!   For a finish `b` outside the committed starts, the pass from the start
//!   `r` of its class stands in: count(b → a) = count(r → g a) for the
//!   symmetry g with g b = r;
//! - finishing holes that a symmetry fixing the start maps to each other
//!   have equal counts;
//! - the finishes with solutions are exactly those `proofs/T8.cert` marks
//!   solvable from that start (each with a witness the verifier replays);
//! - games by pegs left add up to the games, solutions to the one-peg games.

use std::collections::BTreeMap;
use std::path::Path;

use num_bigint::BigUint;
use pegsol::{Board, Group, Hole};

/// The starts with a committed forward report: one per class of holes.
fn starts() -> Vec<String> {
    let results = crate::support::root().join("results/reports/T8");
    let mut starts: Vec<String> = std::fs::read_dir(results)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            let start = name.strip_prefix("T8-from-")?.strip_suffix(".json")?;
            Some(start.to_string())
        })
        .chain(["1".to_string()])
        .collect();
    starts.sort_by_key(|s| s.parse::<u32>().unwrap());
    starts
}

struct Report {
    games: BigUint,
    games_by_pegs_left: BTreeMap<String, BigUint>,
    solutions_by_finish: BTreeMap<String, BigUint>,
}

fn report(start: &str) -> Report {
    let name = if start == "1" { "T8-corner.json".to_string() } else { format!("T8-from-{start}.json") };
    let path = crate::support::root().join("results/reports/T8").join(name);
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
    let starts = starts();
    // One start of each of T8's eight classes of holes.
    for required in ["1", "2", "4", "5", "7", "8", "13", "25"] {
        assert!(starts.iter().any(|s| s == required), "results/ lacks T8 from {required}");
    }
    let reports: BTreeMap<Hole, Report> = starts.iter().map(|s| (t8.parse_hole(s).unwrap(), report(s))).collect();
    let name = |hole: Hole| (hole.index() + 1).to_string();
    let zero = BigUint::default();
    let count = |from: &Report, to: Hole| from.solutions_by_finish.get(&name(to)).unwrap_or(&zero).clone();
    let mut across_runs = 0;
    for (&a, from_a) in &reports {
        assert_eq!(from_a.games_by_pegs_left.values().sum::<BigUint>(), from_a.games, "from {}", name(a));
        assert_eq!(from_a.solutions_by_finish.values().sum::<BigUint>(), from_a.games_by_pegs_left["1"]);
        for b in t8.holes() {
            // count(b -> a) read from the report of b's class.
            let Some((g, r)) =
                t8.symmetries().iter().find_map(|g| reports.get_key_value(&g.hole(b)).map(|(&r, _)| (g, r)))
            else {
                continue;
            };
            across_runs += usize::from(r != a);
            assert_eq!(
                count(from_a, b),
                count(&reports[&r], g.hole(a)),
                "count({} -> {}) against count({} -> {})",
                name(a),
                name(b),
                name(r),
                name(g.hole(a))
            );
            for g in t8.symmetries().iter().filter(|g| g.hole(a) == a) {
                assert_eq!(count(from_a, b), count(from_a, g.hole(b)), "from {}: {} and its image", name(a), name(b));
            }
        }
    }
    assert!(across_runs >= 8 * 30, "every pair of committed starts checked across runs");
    let certificate = std::fs::read_to_string(crate::support::root().join("proofs/T8.cert")).unwrap();
    for (&a, from_a) in &reports {
        let counted: Vec<String> = from_a.solutions_by_finish.keys().cloned().collect();
        assert_eq!(sorted(counted), solvable_from(&certificate, &t8, &name(a)), "from {}", name(a));
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

/// A JSON object of decimal-string counts, read.
fn decimal_counts(object: &serde_json::Value) -> BTreeMap<String, BigUint> {
    object.as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().parse().unwrap())).collect()
}

fn count_at(counts: &serde_json::Value, start: &str, finish: &str) -> BigUint {
    counts[start].get(finish).map_or_else(BigUint::default, |v| v.as_str().unwrap().parse().unwrap())
}

/// `results/tables/T8-table.json` (`pegsol table --board T8 --from results/reports/T8`):
/// invariant under the six symmetries and under reversal, each row equal to
/// the forward report of its class, nonzero exactly where the certificate
/// has a witness, and equal to every count the certificate carries.
#[test]
fn the_t8_table_agrees_with_the_reports_the_symmetries_and_the_certificate() {
    let t8 = Board::triangle(8).unwrap();
    let root = crate::support::root();
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("results/tables/T8-table.json")).unwrap()).unwrap();
    assert_eq!(table["board"], "T8");
    assert_eq!(table["games_method"], "forward");
    let solutions = &table["solutions"];
    let name = |hole: Hole| (hole.index() + 1).to_string();
    let count = |s: Hole, f: Hole| count_at(solutions, &name(s), &name(f));
    for s in t8.holes() {
        for f in t8.holes() {
            for g in t8.symmetries() {
                assert_eq!(count(s, f), count(g.hole(s), g.hole(f)), "{} -> {} and its image", name(s), name(f));
            }
            assert_eq!(count(s, f), count(f, s), "{} -> {} and its reversal", name(s), name(f));
        }
    }
    for start in starts() {
        let report = report(&start);
        let row = decimal_counts(&solutions[&start]);
        assert_eq!(row, report.solutions_by_finish, "row {start}");
        let games = decimal_counts(&table["games_by_pegs_left"][&start]);
        assert_eq!(games, report.games_by_pegs_left, "games from {start}");
    }
    let certificate = std::fs::read_to_string(root.join("proofs/T8.cert")).unwrap();
    for s in t8.holes() {
        let nonzero: Vec<String> = t8.holes().filter(|&f| count(s, f) != BigUint::default()).map(name).collect();
        assert_eq!(nonzero, solvable_from(&certificate, &t8, &name(s)), "from {}", name(s));
    }
    let mut carried = 0;
    let lines: Vec<&str> = certificate.lines().collect();
    for pair in lines.windows(2) {
        let words: Vec<&str> = pair[0].split_whitespace().collect();
        if let (["pair", s, f, "solvable"], Some(claimed)) = (&words[..], pair[1].trim().strip_prefix("solutions ")) {
            assert_eq!(claimed.parse::<BigUint>().unwrap(), count_at(solutions, s, f), "certificate pair {s} {f}");
            carried += 1;
        }
    }
    assert!(carried >= 68, "the certificate carries the counts of the pairs two runs give ({carried})");
}

fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort_by_key(|n| n.parse::<u32>().unwrap());
    names
}

/// The command the table's documentation gives, `pegsol table --board T8
/// --from results/reports/T8`, reads the committed reports and writes the
/// committed table byte for byte; so does a folder with other JSON beside
/// the reports (an estimate, the table itself), which it skips.
#[test]
fn the_t8_table_comes_from_its_documented_command() {
    let root = crate::support::root();
    let reports = root.join("results/reports/T8");
    let mixed = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&reports).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, mixed.path().join(path.file_name().unwrap())).unwrap();
    }
    for other in ["results/estimates/T8-corner-estimate.json", "results/tables/T8-table.json"] {
        std::fs::copy(root.join(other), mixed.path().join(Path::new(other).file_name().unwrap())).unwrap();
    }
    let committed = std::fs::read_to_string(root.join("results/tables/T8-table.json")).unwrap();
    for dir in [reports.as_path(), mixed.path()] {
        let output = std::process::Command::new(crate::support::PEGSOL)
            .args(["table", "--board", "T8", "--format", "json", "--from"])
            .arg(dir)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(String::from_utf8(output.stdout).unwrap(), committed, "from {}", dir.display());
    }
}
