//! Runs the merit's beam on one problem (`moves::beam::within`), or from
//! one start to each finish (`moves::beam::to_each_finish`, FINISH
//! `each`: one finish per orbit of the symmetries that fix the start, among
//! those its position class allows), with its levels and times on stderr
//! and each solution found on stdout: `cargo run --release --example beam
//! -- T10 4 each 18 23 30` (board, start, finish, the most moves, log2 of
//! the forward width, log2 of the positions the backward levels may hold).
//! Finding none proves nothing.

use std::time::Instant;

use pegsol::moves::beam::{to_each_finish, within, Room};
use pegsol::{classes, notation, Board, Group, Naming, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [board, start, finish, most, width, backward] = args.as_slice() else {
        eprintln!("usage: beam BOARD START FINISH|each MOST_MOVES LOG2_WIDTH LOG2_BACKWARD");
        std::process::exit(2);
    };
    let board = Board::open(board).expect("a board");
    let start = board.with_empty(&[board.parse_hole(start).expect("a hole")]);
    let number = |s: &String| s.parse::<usize>().expect("a number");
    let (most, room) = (number(most), Room { width: 1 << number(width), backward: 1 << number(backward) });
    let clock = Instant::now();
    let mut progress = |level: pegsol::moves::LevelDone| {
        let kept = level.beam.map_or(String::new(), |reached| format!(" of {reached}"));
        let seconds = clock.elapsed().as_secs_f64();
        eprintln!("{:?} level {}: {}{kept} ({seconds:.1} s)", level.heading, level.moves, level.positions);
    };
    let finishes: Vec<Position> = if finish == "each" {
        let fixing = Group::full(&board).fixing(start);
        let mut finishes: Vec<Position> = board
            .holes()
            .map(|hole| fixing.canonical(Position::single(hole)))
            .filter(|&finish| classes::feasible(&board, start, finish))
            .collect();
        finishes.sort_unstable_by_key(|finish| finish.peg_holes().next());
        finishes.dedup();
        finishes
    } else {
        vec![Position::single(board.parse_hole(finish).expect("a hole"))]
    };
    let solved = match finishes.as_slice() {
        [target] => within(&board, start, *target, most, room, &mut progress)
            .map(|jumps| (*target, jumps))
            .into_iter()
            .collect(),
        _ => to_each_finish(&board, start, &finishes, most, room, &mut progress),
    };
    for (target, jumps) in &solved {
        let finish = target.peg_holes().next().expect("one peg");
        println!(
            "to {}: {} moves: {}",
            board.hole_name(finish, Naming::Numbers),
            notation::move_count(jumps),
            notation::write_moves(&board, jumps, Naming::Numbers)
        );
    }
    println!(
        "{} of {} finishes met within {most} moves ({:.1} s)",
        solved.len(),
        finishes.len(),
        clock.elapsed().as_secs_f64()
    );
}
