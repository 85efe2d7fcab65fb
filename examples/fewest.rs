//! The fewest moves of any one-vacancy -> one-peg solution on Tn (OEIS
//! A127500): `cargo run --release --example fewest -- 4 5 6 7`.

use std::time::Instant;

use pegsol::{shortest::MoveLevels, Board, Group, Position};

fn main() {
    for side in std::env::args().skip(1).filter_map(|a| a.parse::<u8>().ok()) {
        let board = Board::triangle(side).expect("a side 1..=10");
        let clock = Instant::now();
        let mut best: Option<(usize, u8, u8)> = None;
        for start in Group::full(&board).hole_orbits().into_iter().map(|orbit| orbit[0]) {
            let most = best.map_or(usize::MAX, |(b, _, _)| b);
            let levels = MoveLevels::up_to(&board, board.with_empty(&[start]), None, most);
            for finish in board.holes() {
                if let Some(moves) = levels.moves_to(Position::single(finish)) {
                    if best.map_or(true, |(b, _, _)| moves < b) {
                        best = Some((moves, start.0 + 1, finish.0 + 1));
                    }
                }
            }
            eprintln!(
                "  T{side} start {} done at {:.1}s, best so far {best:?}",
                start.0 + 1,
                clock.elapsed().as_secs_f64()
            );
        }
        match best {
            Some((moves, s, f)) => {
                println!("T{side}: {moves} moves (e.g. {s} -> {f}), {:.1}s", clock.elapsed().as_secs_f64())
            }
            None => println!("T{side}: no solution, {:.1}s", clock.elapsed().as_secs_f64()),
        }
    }
}
