//! `pegsol-tools layers`: the size of every layer of the forward pass.

use std::path::PathBuf;

use anyhow::Context;
use pegsol::{Board, LayerDone, Limits, Pass};

use crate::Outcome;

/// Prints the size of every layer of the forward pass, to plan memory.
///
/// Per layer (on stderr, as it is done): pegs, canonical positions, time
/// since the start and the process's resident memory; at the end (on
/// stdout): positions, moves, games by pegs left and finishes by hole.
///
///     cargo run --release -p pegsol-tools -- layers --board T7 --start 1
///     cargo run --release -p pegsol-tools -- layers --board T8 --start 1 --memory 8192 --spill /tmp/spill
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The board (T1 to T10 or a built-in name).
    #[arg(long, default_value = "T6")]
    board: String,
    /// The empty holes at the start.
    #[arg(long, default_value = "1")]
    start: String,
    /// Memory limit of the pass, in MiB (none by default).
    #[arg(long, value_name = "MIB")]
    memory: Option<u64>,
    /// Where layers beyond the memory limit are spilled.
    #[arg(long, value_name = "DIR")]
    spill: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let (empty, _) = board.parse_holes(&args.start)?;
    let memory = args.memory.map(|m| m.checked_mul(1 << 20).context("--memory: over 2^64 bytes")).transpose()?;
    let limits = Limits { memory, whole_process: false, spill: args.spill.clone(), checkpoint: None };
    let start = board.with_empty(&empty);
    let t = std::time::Instant::now();
    let mut progress = |done: LayerDone| {
        let rss_mib = crate::proc_text("/proc/self/statm")
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<u64>().ok())
            .map_or(0, |pages| (pages * 4096) >> 20);
        errln!(
            "{:>3} pegs {:>12} canonical positions  {:>8.1?}  rss {rss_mib} MiB",
            start.pegs() as usize + 1 - done.layers,
            done.positions,
            t.elapsed()
        );
    };
    let walk = Pass::on(&board).limits(&limits).progress(&mut progress).walk::<u64>(start).context("the pass")?;
    outln!("positions {} moves {} ends {:?} finishes {:?}", walk.positions, walk.moves, walk.terminal, walk.by_hole);
    Ok(Outcome::Done)
}
