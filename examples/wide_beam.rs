//! Runs the wide beam on a triangle of up to 15 holes a side
//! (`moves::wide::Triangle::beam`) from one start to any one peg, with
//! its levels on stderr and the solution, if it finds one, on stdout:
//! `cargo run --release --example wide_beam -- 11 2 22 18` (side, start
//! hole numbered from 1, the most moves, log2 of the width) finds T11's 22
//! moves of `proofs/fewest-T11.sol`. Finding none proves nothing.

use std::time::Instant;

use pegsol::moves::wide::Triangle;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |s: &String| s.parse::<usize>().ok();
    let parsed = match args.as_slice() {
        [side, start, most, width] => (|| Some((number(side)?, number(start)?, number(most)?, number(width)?)))(),
        _ => None,
    };
    let Some((side, start, most, width)) = parsed else {
        eprintln!("usage: wide_beam SIDE START MOST_MOVES LOG2_WIDTH");
        std::process::exit(2);
    };
    let Some(triangle) = u8::try_from(side).ok().and_then(Triangle::new) else {
        eprintln!("error: a side of 1 to 15");
        std::process::exit(2);
    };
    if !(1..=triangle.holes()).contains(&start) || width > 30 {
        eprintln!("error: a start of 1 to {} and a width of at most 2^30", triangle.holes());
        std::process::exit(2);
    }
    let clock = Instant::now();
    let found = triangle.beam(start - 1, most, 1 << width, &mut |moves, kept| {
        eprintln!("level {moves}: {kept} ({:.1} s)", clock.elapsed().as_secs_f64());
    });
    match found {
        Some(moves) => println!("{} moves: {}", moves.len(), Triangle::write(&moves)),
        None => println!("none within {most} moves ({:.1} s)", clock.elapsed().as_secs_f64()),
    }
}
