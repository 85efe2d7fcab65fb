//! Checks a forward-pass report (`pegsol count --format json`) from a
//! one-vacancy start `s` with the reverse pass from the one-peg position at
//! `s`, which is independent of it in direction, moves and seeds.
//!
//! Swapping pegs and holes turns the reverse pass from the peg at `s` into
//! the forward pass from the start with `s` empty, so it must meet as many
//! positions and moves, and its positions with no way back count the same
//! games by pegs left; and since count(t → s) = count(s → t), its value at
//! each start `t` is the forward pass's solutions finishing at `t`.
//!
//! ```sh
//! cargo run --release --example reverse_check -- results/reports/T8/T8-corner.json 21 /tmp/pegsol-spill
//! ```
//! (report, memory limit in GiB, spill directory). Prints each figure with
//! "agrees" or "DIFFERS" and exits 1 if any differs.

use std::collections::BTreeMap;
use std::time::Instant;

use num_bigint::BigUint;
use pegsol::{Board, Limits, Pass, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&args[0]).expect("report")).expect("JSON report");
    let board: Board = report["board"].as_str().expect("board").parse().expect("board");
    let start = report["start"].as_array().expect("start list");
    assert_eq!(start.len(), 1, "a one-vacancy start");
    let hole = board.parse_hole(start[0].as_str().expect("hole name")).expect("hole");
    let limits = Limits {
        memory: args.get(1).map(|g| g.parse::<u64>().expect("GiB") << 30),
        spill: args.get(2).map(Into::into),
        checkpoint: None,
    };
    let seed = Position::single(hole);
    let mut seeds = vec![Vec::new(); 2];
    seeds[1].push(seed);
    let began = Instant::now();
    let walked = Pass::on(&board)
        .limits(&limits)
        .progress(&mut |done| {
            eprintln!("layer {}/{}: {} positions, {:.0?}", done.layers, done.of, done.positions, began.elapsed());
        })
        .reverse::<u64>(seeds, vec![seed])
        .expect("reverse pass");
    let holes = board.hole_count() as u32;
    let games: BTreeMap<String, String> =
        walked.terminal.iter().map(|(pegs, count)| ((holes - pegs).to_string(), count.to_string())).collect();
    let solutions: BTreeMap<String, String> = board
        .holes()
        .filter(|h| walked.by_hole[h.index()] != BigUint::default())
        .map(|h| (board.hole_name(h, pegsol::Naming::Numbers), walked.by_hole[h.index()].to_string()))
        .collect();
    let text = |v: &serde_json::Value| -> BTreeMap<String, String> {
        v.as_object()
            .expect("object")
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().expect("count").to_string()))
            .collect()
    };
    let checks = [
        ("positions", report["positions"].as_str().expect("positions") == walked.positions.to_string()),
        ("moves", report["moves"].as_str().expect("moves") == walked.moves.to_string()),
        ("games by pegs left", text(&report["games_by_pegs_left"]) == games),
        ("solutions by finish", text(&report["solutions_by_finish"]) == solutions),
    ];
    println!("reverse pass from the peg at {} on {}, {:.0?}:", hole.index() + 1, board.name(), began.elapsed());
    for (what, agrees) in &checks {
        println!("  {what}: {}", if *agrees { "agrees" } else { "DIFFERS" });
    }
    if checks.iter().any(|(_, agrees)| !agrees) {
        std::process::exit(1);
    }
}
