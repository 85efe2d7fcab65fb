//! `pegsol count`: the forward pass from one start.

use std::path::PathBuf;

use anyhow::Context;
use pegsol::{forward_within, render, Board, Limits, RandomPlay, Reduction};

use super::progress::LayerBar;
use super::{print, Format, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The board: T1 to T10 (a triangle with that many holes on a side).
    #[arg(long, default_value = "T5")]
    board: String,
    /// The empty holes at the start, comma-separated (numbers, or A-O on T5).
    #[arg(long, default_value = "1")]
    start: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Run the pass without symmetry reduction (same figures, slower).
    #[arg(long)]
    no_symmetry: bool,
    /// Worker threads (default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Memory the layers may use, e.g. 8GiB or 500MiB (default: 3/4 of the
    /// physical memory). A run that would need more stops with an error
    /// before it starts the layer, or writes layers to --spill-dir.
    #[arg(long, value_parser = parse_bytes)]
    memory_limit: Option<u64>,
    /// A directory where a layer that does not fit beside its parent layer
    /// is written while it is built, so that one layer is held at a time.
    #[arg(long)]
    spill_dir: Option<PathBuf>,
    /// Skip the random-play chances (smaller entries, so larger boards fit).
    #[arg(long)]
    no_random_play: bool,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let (empty, naming) = board.parse_holes(&args.start).context("bad --start")?;
    let reduction = if args.no_symmetry { Reduction::None } else { Reduction::Symmetry };
    let random_play = if args.no_random_play { RandomPlay::Skipped } else { RandomPlay::Included };
    let limits = Limits { memory: args.memory_limit.or_else(default_memory_limit), spill: args.spill_dir.clone() };
    if let Some(dir) = &limits.spill {
        anyhow::ensure!(dir.is_dir(), "--spill-dir {} is not a directory", dir.display());
    }
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(threads) = args.threads {
        pool = pool.num_threads(usize::from(threads));
    }
    let pool = pool.build().context("starting worker threads")?;
    let bar = LayerBar::new("counting");
    let stats = pool.install(|| {
        forward_within(&board, board.with_empty(&empty), reduction, &limits, random_play, &mut |done| {
            bar.layer_done(done);
        })
    })?;
    drop(bar);
    match args.format {
        Format::Text => print(&render::count_text(&board, &empty, naming, &stats))?,
        Format::Json => {
            print(&(serde_json::to_string_pretty(&render::count_json(&board, &empty, naming, &stats))? + "\n"))?
        }
    }
    Ok(Outcome::Done)
}

/// A size such as `16GiB`, `500MiB`, `2G` or `1000000` (bytes).
fn parse_bytes(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().map_err(|_| format!("{text:?} is not a size such as 8GiB or 500MiB"))?;
    let scale: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        "t" | "tb" | "tib" => 1 << 40,
        other => return Err(format!("unknown size unit {other:?}: use B, KiB, MiB, GiB or TiB")),
    };
    Ok((number * scale as f64) as u64)
}

/// Three quarters of the physical memory, where the system says how much.
fn default_memory_limit() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: u64 = info
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024 / 4 * 3)
}
