//! One problem's exhaustive search within a number of moves: the search
//! `solve --shortest` runs at each limit (meet in the middle, pruned by
//! `Merit::between` the two ends, under the symmetries fixing both), with
//! its levels and times on stderr and what it proved on stdout: `cargo run
//! --release --example within -- T10 2 3 17 16` (board, start, finish, the
//! most moves, the memory limit in GiB at 12 bytes a position). A search
//! that meets nowhere proves that the problem needs more moves.

use std::time::Instant;

use pegsol::moves::{End, Ends, Heading, LevelDone, Limit, Meeting, Merit, Reach};
use pegsol::{notation, Board, Group, Naming, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [board, start, finish, most, gib] = args.as_slice() else {
        eprintln!("usage: within BOARD START FINISH MOST_MOVES MEMORY_GIB");
        std::process::exit(2);
    };
    let board = Board::open(board).expect("a board");
    let hole = |name: &String| board.parse_hole(name).expect("a hole");
    let (start, finish) = (board.with_empty(&[hole(start)]), Position::single(hole(finish)));
    let number = |s: &String| s.parse::<usize>().expect("a number");
    let (most, most_held) = (number(most), (number(gib) << 30) / 12);
    let group = Group::stabilizer(&board, start).fixing(finish);
    // One end a side, fixed by the group: the whole board is its tag.
    let tag = board.full().0;
    let merit = Merit::new(&board);
    let clock = Instant::now();
    let mut progress = |level: LevelDone| {
        let seconds = clock.elapsed().as_secs_f64();
        eprintln!("{:?} level {}: {} ({seconds:.1} s)", level.heading, level.moves, level.positions);
    };
    let limit = Limit { merit: &merit, most, ends: Ends::One { start, finish } };
    let meeting = Meeting::search_within(
        &board,
        group,
        &[End { position: start, tag }],
        &[End { position: finish, tag }],
        Reach { most_held, limit: Some(limit) },
        &mut progress,
    );
    let levels = |direction| meeting.levels(direction).iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    println!("forward levels: {}", levels(Heading::Forward));
    println!("backward levels: {}", levels(Heading::Backward));
    match (meeting.witness(tag, tag), meeting.gave_up()) {
        (Some(jumps), _) => println!(
            "{} moves (the fewest): {}",
            notation::move_count(&jumps),
            notation::write_moves(&board, &jumps, Naming::Numbers)
        ),
        (None, true) => println!("gave up: at least {} moves", meeting.at_least().unwrap_or(0)),
        (None, false) => println!("none within {most} moves: at least {}", most + 1),
    }
    println!("{:.1} s", clock.elapsed().as_secs_f64());
}
