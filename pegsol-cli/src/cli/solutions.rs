//! `pegsol solutions`: every solution, streamed one per line.

use std::io::{self, BufWriter, Write};

use pegsol::{notation, search};
use rustc_hash::FxHashSet;

use super::output::{is_broken_pipe, Outcome};
use super::solve::PuzzleArgs;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    problem: PuzzleArgs,
    /// Only solutions that differ in more than the order of their moves or
    /// a symmetry fixing start and finish (one key per class is kept).
    #[arg(long)]
    distinct: bool,
    /// Stop after this many lines (at least 1).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    limit: Option<u64>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let problem = args.problem.parse()?;
    let (board, naming) = (&problem.board, problem.naming);
    let (start, target) = (problem.start(), problem.target());
    let mut out = BufWriter::new(io::stdout().lock());
    let mut seen: FxHashSet<Vec<Vec<[u8; 3]>>> = FxHashSet::default();
    let mut printed = 0u64;
    let mut failure: Option<io::Error> = None;
    search::each_solution(board, start, target, &mut |jumps| {
        if args.limit.is_some_and(|limit| printed >= limit) {
            return false;
        }
        if args.distinct && !seen.insert(search::distinct_key(board, start, target, jumps)) {
            return true;
        }
        printed += 1;
        match writeln!(out, "{}", notation::write_moves(board, jumps, naming)) {
            Ok(()) => true,
            Err(error) => {
                failure = Some(error);
                false
            }
        }
    });
    // A closed pipe stops the stream but not the verdict: a solution was
    // found, so the exit code stays 0 (and 1 when there is none).
    match failure.map_or_else(|| out.flush(), Err) {
        Err(error) if !is_broken_pipe(&error) => return Err(error.into()),
        _ => {}
    }
    Ok(if printed == 0 { Outcome::No } else { Outcome::Done })
}
