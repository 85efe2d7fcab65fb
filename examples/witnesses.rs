//! Times `find_solution` on every class-feasible one-vacancy -> one-peg
//! pair, up to the board's symmetries: `cargo run --release --example
//! witnesses -- 8 9 10`.

use std::time::Instant;

use pegsol::search::solve;
use pegsol::{classes, Board, Group, Position};

fn main() {
    let sides: Vec<u8> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    for side in sides {
        let board = Board::triangle(side).expect("a side 1..=10");
        let pairs: Vec<_> = Group::full(&board)
            .pair_orbits()
            .into_iter()
            .map(|orbit| orbit[0])
            .filter(|&(s, f)| classes::feasible(&board, board.with_empty(&[s]), Position::single(f)))
            .collect();
        let all = Instant::now();
        let (mut solved, mut slowest) = (0, 0.0f64);
        for &(s, f) in &pairs {
            eprint!("\r{} -> {}   ", s.0 + 1, f.0 + 1);
            let t = Instant::now();
            let result = solve(&board, board.with_empty(&[s]), Position::single(f));
            let secs = t.elapsed().as_secs_f64();
            slowest = slowest.max(secs);
            if let Ok(jumps) = &result {
                let mut at = board.with_empty(&[s]);
                for &jump in jumps {
                    assert!(at.can_jump(jump), "illegal jump");
                    at = at.jump(jump);
                }
                assert_eq!(at, Position::single(f), "wrong finish");
                solved += 1;
            }
            if secs > 0.5 {
                println!(
                    "  T{side} {} -> {}: {:.2}s {}",
                    s.0 + 1,
                    f.0 + 1,
                    secs,
                    if result.is_ok() { "solved" } else { "none" }
                );
            }
        }
        println!(
            "T{side}: {} feasible pairs up to symmetry, {solved} solved, total {:.1}s, slowest {:.2}s",
            pairs.len(),
            all.elapsed().as_secs_f64(),
            slowest
        );
    }
}
