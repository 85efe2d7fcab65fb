//! Prints the size of every layer of the forward pass, to plan memory.
//! `cargo run --release --example layers -- T7 1 [memory-MiB spill-dir]`
use pegsol::{Board, Limits, Pass};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let board: Board = args.get(1).map_or("T6", String::as_str).parse().expect("board");
    let (empty, _) = board.parse_holes(args.get(2).map_or("1", String::as_str)).expect("start");
    let limits = Limits {
        memory: args.get(3).map(|m| m.parse::<u64>().expect("MiB") << 20),
        spill: args.get(4).map(Into::into),
        checkpoint: None,
    };
    let start = board.with_empty(&empty);
    let t = std::time::Instant::now();
    let mut progress = |done: pegsol::LayerDone| {
        let rss_mib = std::fs::read_to_string("/proc/self/statm")
            .ok()
            .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
            .map_or(0, |pages| (pages * 4096) >> 20);
        eprintln!(
            "{:>3} pegs {:>12} canonical positions  {:>8.1?}  rss {rss_mib} MiB",
            start.pegs() as usize + 1 - done.layers,
            done.positions,
            t.elapsed()
        );
    };
    let walk = Pass::on(&board).limits(&limits).progress(&mut progress).walk::<u64>(start).expect("pass");
    println!("positions {} moves {} ends {:?} finishes {:?}", walk.positions, walk.moves, walk.terminal, walk.by_hole);
}
