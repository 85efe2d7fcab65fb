//! `pegsol-tools witnesses`: times `find_solution` on every class-feasible
//! problem of a triangle.

use std::time::Instant;

use anyhow::ensure;
use pegsol::search::solve;
use pegsol::{classes, Board, Group, Position};

use crate::Outcome;

/// Times the solution search on every feasible problem of triangles.
///
/// `find_solution` on every class-feasible one-vacancy -> one-peg pair,
/// up to the board's symmetries. Per triangle: the pairs, how many were solved, the total and the
/// slowest time; each pair that took over half a second on a line of its
/// own. Each solution found is replayed.
///
///     cargo run --release -p pegsol-tools -- witnesses --sides 8 9 10
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The triangles' sides (1 to 10).
    #[arg(long, required = true, num_args = 1..)]
    sides: Vec<u8>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    for &side in &args.sides {
        let board = Board::triangle(side)?;
        let pairs: Vec<_> = Group::full(&board)
            .pair_orbits()
            .into_iter()
            .map(|orbit| orbit[0])
            .filter(|&(s, f)| classes::feasible(&board, board.with_empty(&[s]), Position::single(f)))
            .collect();
        let all = Instant::now();
        let (mut solved, mut slowest) = (0, 0.0f64);
        for &(s, f) in &pairs {
            err!("\r{} -> {}   ", s.0 + 1, f.0 + 1);
            let t = Instant::now();
            let result = solve(&board, board.with_empty(&[s]), Position::single(f));
            let secs = t.elapsed().as_secs_f64();
            slowest = slowest.max(secs);
            if let Ok(jumps) = &result {
                let mut at = board.with_empty(&[s]);
                for &jump in jumps {
                    ensure!(at.can_jump(jump), "T{side} {} -> {}: an illegal jump", s.0 + 1, f.0 + 1);
                    at = at.jump(jump);
                }
                ensure!(at == Position::single(f), "T{side} {} -> {}: the wrong finish", s.0 + 1, f.0 + 1);
                solved += 1;
            }
            if secs > 0.5 {
                outln!(
                    "  T{side} {} -> {}: {:.2}s {}",
                    s.0 + 1,
                    f.0 + 1,
                    secs,
                    if result.is_ok() { "solved" } else { "none" }
                );
            }
        }
        outln!(
            "T{side}: {} feasible pairs up to symmetry, {solved} solved, total {:.1}s, slowest {:.2}s",
            pairs.len(),
            all.elapsed().as_secs_f64(),
            slowest
        );
    }
    Ok(Outcome::Done)
}
