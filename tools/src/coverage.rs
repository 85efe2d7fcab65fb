//! `pegsol-tools coverage`: how often `pegsol estimate`'s 95 % intervals
//! hold the exact figure.

use std::num::NonZeroU64;

use anyhow::{bail, Context};
use pegsol::estimate::{estimate, Settings, TreeMethod};
use pegsol::{forward, Board, Group, Reduction};

use crate::Outcome;

/// How often `pegsol estimate`'s 95 % intervals hold the exact figure.
///
/// On a triangle (T6 by default), from every start class, over many seeds,
/// the share of intervals for games, solutions and all positions that
/// contain the exact count (from the forward pass). A calibrated interval
/// holds it about 95 % of the time.
///
///     cargo run --release -p pegsol-tools -- coverage
///     cargo run --release -p pegsol-tools -- coverage --seeds 50 --samples 2 --method thinned:300:2
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Seeds per start class: one estimate each.
    #[arg(long, default_value_t = 100)]
    seeds: u64,
    /// Samples per estimate.
    #[arg(long, default_value_t = 4_000)]
    samples: u64,
    /// The triangle, T<n>.
    #[arg(long, default_value = "T6")]
    board: String,
    /// How games and solutions are estimated: `playouts`, `guided` (as
    /// `pegsol estimate --guided`) or `thinned:WIDTH:REPLICATES` (the
    /// default thinned pass).
    #[arg(long, default_value = "playouts")]
    method: String,
}

fn method(text: &str) -> anyhow::Result<TreeMethod> {
    Ok(match text.split(':').collect::<Vec<_>>().as_slice() {
        ["playouts"] => TreeMethod::Playouts,
        ["guided"] => TreeMethod::Guided,
        // At least one of each: a width of 0 panicked in the thinned pass,
        // and no replicate is no estimate.
        ["thinned", width, replicates] => TreeMethod::Thinned {
            width: width.parse::<NonZeroU64>().with_context(|| format!("--method {text}: the width, 1 or more"))?.get(),
            replicates: replicates
                .parse::<NonZeroU64>()
                .with_context(|| format!("--method {text}: the replicates, 1 or more"))?
                .get(),
        },
        _ => bail!("no method {text:?}: playouts, guided or thinned:WIDTH:REPLICATES"),
    })
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let (seeds, samples) = (args.seeds, args.samples);
    let method = method(&args.method)?;
    let rows: u8 = args
        .board
        .strip_prefix(['T', 't'])
        .and_then(|n| n.parse().ok())
        .with_context(|| format!("--board {}: a triangle, T<n>", args.board))?;
    let board = Board::triangle(rows)?;
    // Refused before any run allocates, as `pegsol estimate` refuses it:
    // settings whose memory cannot fit would abort when they allocate.
    let needed =
        Settings { samples, seed: 0, budget: 1 << 20, method }.memory_needed(&board, rayon::current_num_threads());
    if let Some(limit) = memory_limit().filter(|&limit| needed > limit) {
        bail!(
            "--samples {samples} --method {} needs at least {} MiB of memory, over 3/4 of this machine's {} MiB",
            args.method,
            needed >> 20,
            (limit / 3 * 4) >> 20
        );
    }
    let names = ["games", "solutions", "positions"];
    let mut held = [0u64; 3];
    let mut runs = 0u64;
    outln!(
        "{:>6} {:>10} {:>10} {:>10}   (intervals holding the exact figure, of {seeds} seeds)",
        "start",
        names[0],
        names[1],
        names[2]
    );
    for orbit in Group::full(&board).hole_orbits() {
        let start = board.with_empty(&[orbit[0]]);
        let exact = forward(&board, start, Reduction::Symmetry);
        // The exact counts as floating point, to compare with the intervals.
        let figures = [exact.games().to_string(), exact.solutions().to_string(), exact.positions.to_string()]
            .map(|f| f.parse::<f64>().unwrap_or(f64::INFINITY));
        let mut here = [0u64; 3];
        for seed in 0..seeds {
            let found = estimate(&board, start, &Settings { samples, seed, budget: 1 << 20, method }, &mut |_| {});
            let intervals = [found.games.estimate, found.solutions.estimate, found.positions];
            for ((h, interval), figure) in here.iter_mut().zip(intervals).zip(figures) {
                *h += u64::from(interval.contains(figure));
            }
        }
        outln!(
            "{:>6} {:>10} {:>10} {:>10}",
            board.hole_name(orbit[0], pegsol::Naming::default()),
            here[0],
            here[1],
            here[2]
        );
        for (t, h) in held.iter_mut().zip(here) {
            *t += h;
        }
        runs += seeds;
    }
    let share = |h: u64| format!("{:.1}%", 100.0 * h as f64 / runs as f64);
    outln!("{:>6} {:>10} {:>10} {:>10}", "all", share(held[0]), share(held[1]), share(held[2]));
    Ok(Outcome::Done)
}

/// 3/4 of this machine's memory, in bytes (from /proc/meminfo; `None`
/// where it does not say).
fn memory_limit() -> Option<u64> {
    let info = crate::proc_text("/proc/meminfo");
    let kib: u64 =
        info.lines().find_map(|l| l.strip_prefix("MemTotal:"))?.trim().strip_suffix("kB")?.trim().parse().ok()?;
    Some(kib.saturating_mul(1024) / 4 * 3)
}
