//! A committed certificate read the simple way, for the tests that hold
//! count reports against it.

use num_bigint::BigUint;
use pegsol::{notation, Board, Hole, Jump};

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

/// Every `pair S F solvable` of `proofs/NAME.cert` with its witness: the
/// jumps on its `jumps` line and the indented lines after it.
pub fn witnesses(board: &Board, name: &str) -> Vec<(Hole, Hole, Vec<Jump>)> {
    let path = crate::support::root().join(format!("proofs/{name}.cert"));
    let certificate = std::fs::read_to_string(path).unwrap();
    let mut lines = certificate.lines().peekable();
    let mut pairs = Vec::new();
    while let Some(line) = lines.next() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let ["pair", s, f, "solvable"] = words[..] else { continue };
        let mut jumps: Vec<&str> = Vec::new();
        let mut in_jumps = false;
        while let Some(more) = lines.next_if(|l| l.starts_with(' ')) {
            let mut words = more.split_whitespace().peekable();
            if words.next_if_eq(&"jumps").is_some() {
                in_jumps = true;
            } else if words.peek().is_some_and(|w| !w.contains('-')) {
                in_jumps = false;
            }
            if in_jumps {
                jumps.extend(words);
            }
        }
        let (witness, _) = notation::parse_jumps(board, &jumps.join(",")).unwrap();
        pairs.push((board.parse_hole(s).unwrap(), board.parse_hole(f).unwrap(), witness));
    }
    pairs
}
