//! A committed certificate read the simple way, for the tests that hold
//! count reports against it.

use num_bigint::BigUint;
use pegsol::{Board, Hole};

/// Every `pair S F solvable` line of `proofs/NAME.cert` with the count on
/// the line after it: (start, finish, solutions), one pair a class.
pub fn solvable_pairs(board: &Board, name: &str) -> Vec<(Hole, Hole, BigUint)> {
    let path = crate::support::root().join(format!("proofs/{name}.cert"));
    let certificate = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = certificate.lines().collect();
    let mut pairs = Vec::new();
    for pair in lines.windows(2) {
        let words: Vec<&str> = pair[0].split_whitespace().collect();
        if let ["pair", s, f, "solvable"] = words[..] {
            let (s, f) = (board.parse_hole(s).unwrap(), board.parse_hole(f).unwrap());
            pairs.push((s, f, pair[1].trim().strip_prefix("solutions ").unwrap().parse().unwrap()));
        }
    }
    pairs
}
