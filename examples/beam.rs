//! Runs the merit's beam (`shortest::beam::within`) on one problem, with
//! its levels and times on stderr and the solution, if it finds one, on
//! stdout: `cargo run --release --example beam -- T10 2 3 18 21 29`
//! (board, start, finish, the most moves, log2 of the forward width, log2
//! of the positions the backward levels may hold). Finding none proves
//! nothing.

use std::time::Instant;

use pegsol::shortest::beam::{within, Room};
use pegsol::{notation, Board, Naming, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [board, start, finish, most, width, backward] = args.as_slice() else {
        eprintln!("usage: beam BOARD START FINISH MOST_MOVES LOG2_WIDTH LOG2_BACKWARD");
        std::process::exit(2);
    };
    let board = Board::open(board).expect("a board");
    let (start, finish) = (board.parse_hole(start).expect("a hole"), board.parse_hole(finish).expect("a hole"));
    let number = |s: &String| s.parse::<usize>().expect("a number");
    let room = Room { width: 1 << number(width), backward: 1 << number(backward) };
    let clock = Instant::now();
    let found =
        within(&board, board.with_empty(&[start]), Position::single(finish), number(most), room, &mut |level| {
            let kept = level.beam.map_or(String::new(), |reached| format!(" of {reached}"));
            eprintln!(
                "{:?} level {}: {}{kept} ({:.1} s)",
                level.direction,
                level.moves,
                level.positions,
                clock.elapsed().as_secs_f64()
            );
        });
    match found {
        Some(jumps) => println!(
            "{} moves: {}",
            notation::move_count(&jumps),
            notation::write_moves(&board, &jumps, Naming::Numbers)
        ),
        None => println!("none within {most} moves ({:.1} s)", clock.elapsed().as_secs_f64()),
    }
}
