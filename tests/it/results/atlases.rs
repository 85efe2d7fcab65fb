//! The committed atlases (`results/atlas/B.json`, `pegsol fewest --each`)
//! checked against results that other commands wrote:
//!
//! - its problems are, up to the board's symmetries, exactly the pair
//!   classes the board's certificate (`proofs/B.cert`, written by `pegsol
//!   prove` from the count reports) has solvable;
//! - on the triangles, its fewest moves over all problems is the minimum
//!   that `pegsol fewest --board B` found (`results/fewest/fewest-B.txt`, a
//!   search over every problem at once, with its own lower bound), and the
//!   problems that reach it are the problems that search lists;
//! - each problem's witness is its solution file under `proofs/atlas/B/`.

use std::collections::BTreeSet;
use std::fs;

use pegsol::{Board, Group, Hole};

use crate::support::root;

/// The boards whose atlas is committed.
pub(crate) const ATLASES: [&str; 4] = ["T7", "T8", "english", "french"];

type Pair = (Hole, Hole);

/// `(start, finish)` as its class's smallest pair.
fn class(board: &Board, start: &str, finish: &str) -> Pair {
    let hole = |name: &str| board.parse_hole(name).unwrap_or_else(|e| panic!("{name}: {e}"));
    Group::full(board).pair_orbit(hole(start), hole(finish))[0]
}

fn atlas(board: &str) -> serde_json::Value {
    let text = fs::read_to_string(root().join(format!("results/atlas/{board}.json"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The atlas's problems as `(class, moves, start, finish)`.
fn problems(name: &str, board: &Board) -> Vec<(Pair, u64, String, String)> {
    let atlas = atlas(name);
    assert_eq!(atlas["board"], name);
    atlas["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| {
            let (start, finish) = (problem["start"].as_str().unwrap(), problem["finish"].as_str().unwrap());
            (class(board, start, finish), problem["moves"].as_u64().unwrap(), start.to_string(), finish.to_string())
        })
        .collect()
}

#[test]
fn each_atlas_solves_the_pair_classes_its_certificate_has_solvable() {
    for name in ATLASES {
        let board: Board = name.parse().unwrap();
        let certificate = fs::read_to_string(root().join(format!("proofs/{name}.cert"))).unwrap();
        let solvable: BTreeSet<Pair> = certificate
            .lines()
            .filter_map(|line| line.strip_prefix("pair ")?.strip_suffix(" solvable"))
            .map(|pair| pair.split_once(' ').unwrap())
            .map(|(start, finish)| class(&board, start, finish))
            .collect();
        let problems = problems(name, &board);
        let solved: BTreeSet<Pair> = problems.iter().map(|(class, ..)| *class).collect();
        assert_eq!(solved.len(), problems.len(), "{name}: a pair class twice");
        assert_eq!(solved, solvable, "{name}: the atlas's problems and the certificate's solvable pair classes");
        for (_, moves, start, finish) in &problems {
            let file = root().join(format!("proofs/atlas/{name}/{start}-{finish}.sol"));
            let solution = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            assert!(solution.lines().any(|line| line == format!("moves {moves}")), "{}", file.display());
        }
    }
}

#[test]
fn each_triangle_atlas_reaches_the_minimum_of_the_search_over_every_problem() {
    for name in ATLASES.into_iter().filter(|name| name.starts_with('T')) {
        let board: Board = name.parse().unwrap();
        let search = fs::read_to_string(root().join(format!("results/fewest/fewest-{name}.txt"))).unwrap();
        let minimum: u64 = search.lines().next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
        // The rows under "start  finish  jumps  solution" up to the blank line.
        let listed: BTreeSet<Pair> = search
            .lines()
            .skip_while(|line| !line.starts_with("start"))
            .skip(1)
            .take_while(|line| !line.is_empty())
            .map(|row| {
                let mut cells = row.split_whitespace();
                class(&board, cells.next().unwrap(), cells.next().unwrap())
            })
            .collect();
        let problems = problems(name, &board);
        assert_eq!(problems.iter().map(|(_, moves, ..)| *moves).min(), Some(minimum), "{name}");
        let at_minimum: BTreeSet<Pair> =
            problems.iter().filter(|(_, moves, ..)| *moves == minimum).map(|(class, ..)| *class).collect();
        assert_eq!(at_minimum, listed, "{name}: the problems in {minimum} moves");
    }
}
