//! `pegsol count`: the forward pass from one start.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::ValueEnum;
use pegsol::{render, Checkpoint, CountedBy, Limits, Naming, Pass, RandomPlay, Reduction};

use super::cluster::{self, Role};
use super::game::FromStart;
use super::progress::LayerBar;
use super::{print, Format, Outcome};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: FromStart,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Run the pass without symmetry reduction (same figures, slower).
    #[arg(long)]
    no_symmetry: bool,
    /// Worker threads (default: one per core; at most four per core).
    #[arg(long, value_parser = thread_count)]
    threads: Option<usize>,
    /// Memory the layers may use, e.g. 8GiB or 500MiB, at least 1MiB
    /// (default: 3/4 of the physical memory, or of `ulimit -v` if lower).
    /// A run that would need more stops with an error before it starts the
    /// layer, or writes layers to --spill-dir.
    #[arg(long, value_parser = memory_limit)]
    memory_limit: Option<u64>,
    /// A directory where a layer that does not fit beside its parent layer
    /// is written while it is built, so that one layer is held at a time.
    #[arg(long)]
    spill_dir: Option<PathBuf>,
    /// Skip the random-play chances (smaller entries, so larger boards fit).
    #[arg(long)]
    no_random_play: bool,
    /// Keep every finished layer and the running totals in this directory,
    /// so that a run that is stopped can resume (see --resume). Layers are
    /// then always written to disk. The checkpoint is removed once the
    /// report is written; one run at a time uses a directory.
    #[arg(long)]
    checkpoint: Option<PathBuf>,
    /// Continue the run whose checkpoint is in --checkpoint (or start it, if
    /// there is none yet). The report is the same as an uninterrupted run's.
    #[arg(long, requires = "checkpoint")]
    resume: bool,
    /// Which pass computes the figures: `forward`, down from the start; or
    /// `reverse`, up from the one-peg position at the start's empty hole,
    /// read through complements (one empty hole and --no-random-play only).
    /// Both give the same report, but for a `"pass": "reverse"` key, so each
    /// checks the other.
    #[arg(long, value_enum, default_value_t = By::Forward)]
    by: By,
    /// Print the run's plan and stop: bounds on every layer (by position
    /// classes), on memory and disk for the largest two layers, and on the
    /// time; nothing is counted.
    #[arg(long)]
    plan: bool,
    #[command(flatten)]
    cluster: cluster::Args,
}

/// `--by`: the direction of the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum By {
    Forward,
    Reverse,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    // The passes (and the starter) look at the signal flag.
    crate::signals::allow_after_signal(crate::signals::GRACE);
    let (board, empty, naming) = args.game.open()?;
    if args.by == By::Reverse {
        if empty.len() != 1 {
            bail!("--by reverse counts from one empty hole, not {}", empty.len());
        }
        if !args.no_random_play {
            bail!("--by reverse does not compute random-play chances: add --no-random-play");
        }
    }
    let reduction = if args.no_symmetry { Reduction::None } else { Reduction::Symmetry };
    let random_play = if args.no_random_play { RandomPlay::Skipped } else { RandomPlay::Included };
    if args.plan {
        let start = board.with_empty(&empty);
        let forecast = Pass::on(&board).reduction(reduction).random_play(random_play).forecast(start);
        let memory = args.memory_limit.or_else(default_memory_limit);
        match args.format {
            Format::Text => print(&render::forecast_text(&board, &empty, naming, &forecast, memory))?,
            Format::Json => print(
                &(serde_json::to_string_pretty(&render::forecast_json(&board, &empty, naming, &forecast, memory))?
                    + "\n"),
            )?,
        }
        return Ok(Outcome::Done);
    }
    let run_name = format!(
        "count --board {} --start {}{}{}{}",
        board.name(),
        empty.iter().map(|&h| board.hole_name(h, Naming::Numbers)).collect::<Vec<_>>().join(","),
        if args.no_symmetry { " --no-symmetry" } else { "" },
        if args.no_random_play { " --no-random-play" } else { "" },
        if args.by == By::Reverse { " --by reverse" } else { "" },
    );
    let role = args.cluster.role(&run_name)?;
    let checkpoint =
        args.checkpoint.as_ref().map(|dir| Checkpoint { dir: dir.clone(), run: run_name.clone(), resume: args.resume });
    // The limit is a promise about each process (docs/count.md): its
    // maximum resident set stays within it, alone or in a cluster.
    let limits = Limits {
        memory: args.memory_limit.or_else(default_memory_limit),
        whole_process: true,
        spill: args.spill_dir.clone(),
        checkpoint,
    };
    for (flag, dir) in [("--spill-dir", &limits.spill), ("--checkpoint", &args.checkpoint)] {
        if let Some(dir) = dir {
            check_dir(flag, dir)?;
        }
    }
    let by = match args.by {
        By::Forward => CountedBy::Forward,
        By::Reverse => CountedBy::Reverse,
    };
    let report = |stats: &pegsol::ForwardStats| -> anyhow::Result<()> {
        match args.format {
            Format::Text => print(&render::count_text(&board, &empty, naming, stats, by)),
            Format::Json => print(
                &(serde_json::to_string_pretty(&pegsol::report::to_json(&board, &empty, naming, stats, by))? + "\n"),
            ),
        }
    };
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(threads) = args.threads {
        pool = pool.num_threads(threads);
    }
    let cluster = match role {
        Role::Alone => None,
        Role::Starter(processes) => {
            cluster::start_local(processes, args.threads)?;
            return Ok(Outcome::Done);
        }
        Role::Member(cluster) => Some(cluster),
    };
    if let Some(cluster) = cluster {
        // The workers are timely's threads; they build on the global pool.
        pool.build_global().context("starting worker threads")?;
        let (board, empty, limits) = (board.clone(), empty.clone(), limits.clone());
        let dirs = cluster::checkpoint_dirs(&cluster, args.checkpoint.as_deref())?;
        let made = dirs.clone();
        cluster::stop_when_a_process_is_lost();
        let workers = cluster.run(move |exchange| {
            let mut limits = limits.clone();
            if let Some(checkpoint) = &mut limits.checkpoint {
                checkpoint.dir.clone_from(&dirs[exchange.worker() % dirs.len()]);
            }
            let bar = (exchange.worker() == 0).then(|| LayerBar::new("counting"));
            let mut progress = |done| bar.iter().for_each(|bar| bar.layer_done(done));
            let mut pass = Pass::on(&board)
                .reduction(reduction)
                .limits(&limits)
                .random_play(random_play)
                .progress(&mut progress)
                .interrupted_by(&crate::signals::INTERRUPTED)
                .peers(exchange);
            match by {
                CountedBy::Forward => pass.forward(board.with_empty(&empty)),
                CountedBy::Reverse => pass.forward_by_reverse(empty[0]),
            }
        })?;
        let mut stats = None;
        for worker in workers {
            stats = Some(worker?);
        }
        cluster::remove_checkpoint_dirs(&made);
        if cluster.process == 0 {
            report(&stats.context("this process of the cluster ran no worker")?)?;
        }
        return Ok(Outcome::Done);
    }
    let pool = pool.build().context("starting worker threads")?;
    let bar = LayerBar::new("counting");
    let stats = pool.install(|| {
        let mut progress = |done| bar.layer_done(done);
        // The checkpoint outlives the pass: it goes once the report is out.
        let mut pass = Pass::on(&board)
            .reduction(reduction)
            .limits(&limits)
            .random_play(random_play)
            .progress(&mut progress)
            .interrupted_by(&crate::signals::INTERRUPTED)
            .keep_finished_checkpoint();
        match by {
            CountedBy::Forward => pass.forward(board.with_empty(&empty)),
            CountedBy::Reverse => pass.forward_by_reverse(empty[0]),
        }
    })?;
    drop(bar);
    let written = report(&stats);
    if let Some(checkpoint) = &limits.checkpoint {
        if let Err(error) = written {
            bail!(
                "cannot write the report ({error:#}); the finished checkpoint stays in {}: run the same command with \
                 --resume to get the report",
                checkpoint.dir.display()
            );
        }
        checkpoint.remove()?;
    }
    written?;
    Ok(Outcome::Done)
}

/// The smallest `--memory-limit` accepted: below it even T5's layers would
/// not fit, and `0`, `1B` or `1KiB` are slips for something else.
pub const MIN_MEMORY_LIMIT: u64 = 1 << 20;

/// More threads than this many per core only slow a pass down (T6 from the
/// corner takes 9 s on 1,024 threads instead of 0.02 s on 2).
pub const THREADS_PER_CORE: usize = 4;

/// A `--memory-limit`: a size of at least [`MIN_MEMORY_LIMIT`].
pub(super) fn memory_limit(text: &str) -> Result<u64, String> {
    let bytes = parse_bytes(text)?;
    if bytes < MIN_MEMORY_LIMIT {
        return Err("below the smallest memory limit, 1MiB (a pass holds whole layers; sizes take a unit, \
                    e.g. 8GiB or 500MiB)"
            .into());
    }
    Ok(bytes)
}

/// A `--threads` count: from 1 to [`THREADS_PER_CORE`] per core.
fn thread_count(text: &str) -> Result<usize, String> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let most = THREADS_PER_CORE * cores;
    match text.trim().parse::<usize>() {
        Ok(threads) if (1..=most).contains(&threads) => Ok(threads),
        Ok(0) => Err("at least 1 thread".into()),
        Ok(_) => Err(format!(
            "at most {most} on this machine ({THREADS_PER_CORE} per core, {cores} cores): more only slow the pass"
        )),
        Err(_) => Err(format!("expected a number of threads from 1 to {most}")),
    }
}

/// Refuses a spill or checkpoint directory that is missing, not a directory
/// or not writable before the pass starts, rather than at the first layer
/// written there.
pub(super) fn check_dir(flag: &str, dir: &Path) -> anyhow::Result<()> {
    let metadata = std::fs::metadata(dir).map_err(|error| match error.kind() {
        std::io::ErrorKind::NotFound => anyhow::anyhow!("{flag} {} does not exist", dir.display()),
        _ => anyhow::anyhow!("{flag} {}: {error}", dir.display()),
    })?;
    anyhow::ensure!(metadata.is_dir(), "{flag} {} is not a directory", dir.display());
    // A file created and removed at once: what a layer on disk will need.
    tempfile::tempfile_in(dir).map_err(|error| anyhow::anyhow!("{flag} {} is not writable: {error}", dir.display()))?;
    Ok(())
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
    let bytes = number * scale as f64;
    // 2^64 bytes: a size past it would be cut to 16 EiB without a word.
    if bytes >= 18_446_744_073_709_551_616.0 {
        return Err(format!("{text:?} is more than 16 EiB, more than any machine's memory"));
    }
    Ok(bytes as u64)
}

/// Three quarters of the physical memory, where the system says how much,
/// or of the process's limit on its address space or data (`ulimit -v`,
/// `ulimit -d`) where that is lower: past it an allocation fails and the
/// process aborts.
pub(super) fn default_memory_limit() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok();
    let physical = info.as_deref().and_then(|info| {
        let kib: u64 = info
            .lines()
            .find_map(|line| line.strip_prefix("MemTotal:"))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()?;
        kib.checked_mul(1024)
    });
    physical.into_iter().chain(allocation_limits()).min().map(|bytes| bytes / 4 * 3)
}

/// The process's soft limits on its address space and its data segment,
/// where set.
fn allocation_limits() -> Vec<u64> {
    #[cfg(unix)]
    {
        [libc::RLIMIT_AS, libc::RLIMIT_DATA]
            .into_iter()
            .filter_map(|resource| {
                let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                // SAFETY: getrlimit writes one rlimit into the struct it is given.
                let read = unsafe { libc::getrlimit(resource, &mut limit) } == 0;
                (read && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
            })
            .collect()
    }
    #[cfg(not(unix))]
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sizes_and_their_floor() {
        assert_eq!(parse_bytes("16GiB"), Ok(16 << 30));
        assert_eq!(parse_bytes("1.5k"), Ok(1536));
        assert_eq!(memory_limit("1MiB"), Ok(1 << 20));
        for small in ["0", "1B", "1KiB", "0.5MiB"] {
            assert!(memory_limit(small).unwrap_err().contains("below the smallest memory limit, 1MiB"), "{small}");
        }
        // Past 2^64 bytes: refused, not cut to 16 EiB.
        assert!(parse_bytes("16777216TiB").unwrap_err().contains("more than 16 EiB"));
        assert!(memory_limit("99999999999999999999999TiB").is_err());
        assert!(parse_bytes("16777215TiB").is_ok());
        assert!(thread_count("1").is_ok());
        assert!(thread_count("65535").unwrap_err().starts_with("at most "));
    }

    proptest! {
        #[test]
        fn size_and_thread_parsers_never_panic(text in "[0-9.]{0,24}[ A-Za-z]{0,4}|\\PC{0,20}") {
            let _ = memory_limit(&text);
            let _ = thread_count(&text);
        }

        #[test]
        fn whole_mebibytes_are_read_exactly(mib in 1u64..=1 << 20) {
            prop_assert_eq!(memory_limit(&format!("{mib}MiB")), Ok(mib << 20));
        }
    }
}
