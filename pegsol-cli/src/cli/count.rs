//! `pegsol count`: the forward pass from one start.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::ValueEnum;
use pegsol::cluster::Cluster;
use pegsol::{
    render, Board, Checkpoint, CountedBy, ForwardStats, Hole, LayerDone, Limits, Naming, Pass, PassError, RandomPlay,
    Reduction,
};

use super::cluster::{self, Role};
use super::game::FromStart;
use super::output::{print, print_json, Format, Outcome};
use super::progress::LayerBar;
use crate::memory::{default_memory_limit, memory_limit};

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

/// What `pegsol count` was asked, as values: the flags read and checked
/// before any work starts.
#[derive(Clone)]
struct Count {
    board: Board,
    empty: Vec<Hole>,
    naming: Naming,
    reduction: Reduction,
    random_play: RandomPlay,
    by: CountedBy,
    /// The run as a command line: what a checkpoint and a cluster's
    /// processes agree on.
    run_name: String,
    limits: Limits,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    // The passes (and the starter) look at the signal flag.
    crate::signals::allow_after_signal(crate::signals::GRACE);
    let count = Count::read(args)?;
    if args.plan {
        return count.plan(args.format);
    }
    let role = args.cluster.role(&count.run_name)?;
    for (flag, dir) in [("--spill-dir", &count.limits.spill), ("--checkpoint", &args.checkpoint)] {
        if let Some(dir) = dir {
            check_dir(flag, dir)?;
        }
    }
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(threads) = args.threads {
        pool = pool.num_threads(threads);
    }
    match role {
        Role::Alone => count.alone(pool.build().context("starting worker threads")?, args.format),
        Role::Starter(processes) => {
            cluster::start_local(processes, args.threads)?;
            Ok(Outcome::Done)
        }
        Role::Member(cluster) => {
            // The workers are timely's threads; they build on the global pool.
            pool.build_global().context("starting worker threads")?;
            count.in_cluster(&cluster, args.checkpoint.as_deref(), args.format)
        }
    }
}

impl Count {
    /// The flags of `args` as values.
    fn read(args: &Args) -> anyhow::Result<Count> {
        let (board, empty, naming) = args.game.open()?;
        if args.by == By::Reverse {
            if empty.len() != 1 {
                bail!("--by reverse counts from one empty hole, not {}", empty.len());
            }
            if !args.no_random_play {
                bail!("--by reverse does not compute random-play chances: add --no-random-play");
            }
        }
        let run_name = format!(
            "count --board {} --start {}{}{}{}",
            board.name(),
            empty.iter().map(|&h| board.hole_name(h, Naming::Numbers)).collect::<Vec<_>>().join(","),
            if args.no_symmetry { " --no-symmetry" } else { "" },
            if args.no_random_play { " --no-random-play" } else { "" },
            if args.by == By::Reverse { " --by reverse" } else { "" },
        );
        let checkpoint = args.checkpoint.as_ref().map(|dir| Checkpoint {
            dir: dir.clone(),
            run: run_name.clone(),
            resume: args.resume,
        });
        // The limit is a promise about each process (docs/count.md): its
        // maximum resident set stays within it, alone or in a cluster.
        let limits = Limits {
            memory: args.memory_limit.or_else(default_memory_limit),
            whole_process: true,
            spill: args.spill_dir.clone(),
            checkpoint,
        };
        Ok(Count {
            board,
            empty,
            naming,
            reduction: if args.no_symmetry { Reduction::None } else { Reduction::Symmetry },
            random_play: if args.no_random_play { RandomPlay::Skipped } else { RandomPlay::Included },
            by: match args.by {
                By::Forward => CountedBy::Forward,
                By::Reverse => CountedBy::Reverse,
            },
            run_name,
            limits,
        })
    }

    /// `--plan`: the forecast of the pass, nothing counted.
    fn plan(&self, format: Format) -> anyhow::Result<Outcome> {
        let (board, empty, naming) = (&self.board, &self.empty, self.naming);
        let forecast =
            Pass::on(board).reduction(self.reduction).random_play(self.random_play).forecast(board.with_empty(empty));
        let memory = self.limits.memory;
        match format {
            Format::Text => print(&render::forecast_text(board, empty, naming, &forecast, memory))?,
            Format::Json => print_json(&render::forecast_json(board, empty, naming, &forecast, memory))?,
        }
        Ok(Outcome::Done)
    }

    /// The pass every way of counting runs, within `limits`, telling
    /// `progress` of each layer and stopped by a signal.
    fn pass<'a>(&'a self, limits: &'a Limits, progress: &'a mut dyn FnMut(LayerDone)) -> Pass<'a> {
        Pass::on(&self.board)
            .reduction(self.reduction)
            .limits(limits)
            .random_play(self.random_play)
            .progress(progress)
            .interrupted_by(&crate::signals::INTERRUPTED)
    }

    /// Runs `pass` in the direction asked for.
    fn count(&self, mut pass: Pass<'_>) -> Result<ForwardStats, PassError> {
        match self.by {
            CountedBy::Forward => pass.forward(self.board.with_empty(&self.empty)),
            CountedBy::Reverse => pass.forward_by_reverse(self.empty[0]),
        }
    }

    /// Prints the report of `stats` in `format`.
    fn report(&self, stats: &ForwardStats, format: Format) -> anyhow::Result<()> {
        let (board, empty, naming, by) = (&self.board, &self.empty, self.naming, self.by);
        match format {
            Format::Text => print(&render::count_text(board, empty, naming, stats, by)),
            Format::Json => print_json(&pegsol::report::to_json(board, empty, naming, stats, by)),
        }
    }

    /// The count on this machine, on the threads of `pool`; a finished
    /// checkpoint goes once the report is out.
    fn alone(&self, pool: rayon::ThreadPool, format: Format) -> anyhow::Result<Outcome> {
        let bar = LayerBar::new("counting");
        let stats = pool.install(|| {
            let mut progress = |done| bar.layer_done(done);
            self.count(self.pass(&self.limits, &mut progress).keep_finished_checkpoint())
        })?;
        drop(bar);
        let written = self.report(&stats, format);
        if let Some(checkpoint) = &self.limits.checkpoint {
            if let Err(error) = written {
                bail!(
                    "cannot write the report ({error:#}); the finished checkpoint stays in {}: run the same command \
                     with --resume to get the report",
                    checkpoint.dir.display()
                );
            }
            checkpoint.remove()?;
        }
        written?;
        Ok(Outcome::Done)
    }

    /// The count as one process of `cluster`, each worker checkpointing in
    /// a directory of its own under `checkpoint`; process 0 reports.
    fn in_cluster(&self, cluster: &Cluster, checkpoint: Option<&Path>, format: Format) -> anyhow::Result<Outcome> {
        let dirs = cluster::checkpoint_dirs(cluster, checkpoint)?;
        let made = dirs.clone();
        cluster::stop_when_a_process_is_lost();
        let shared = self.clone();
        let workers = cluster.run(move |exchange| {
            let mut limits = shared.limits.clone();
            if let Some(checkpoint) = &mut limits.checkpoint {
                checkpoint.dir.clone_from(&dirs[exchange.worker() % dirs.len()]);
            }
            let bar = (exchange.worker() == 0).then(|| LayerBar::new("counting"));
            let mut progress = |done| bar.iter().for_each(|bar| bar.layer_done(done));
            shared.count(shared.pass(&limits, &mut progress).peers(exchange))
        })?;
        let mut stats = None;
        for worker in workers {
            stats = Some(worker?);
        }
        cluster::remove_checkpoint_dirs(&made);
        if cluster.process == 0 {
            self.report(&stats.context("this process of the cluster ran no worker")?, format)?;
        }
        Ok(Outcome::Done)
    }
}

/// More threads than this many per core only slow a pass down (T6 from the
/// corner takes 9 s on 1,024 threads instead of 0.02 s on 2).
pub const THREADS_PER_CORE: usize = 4;

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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn thread_counts_and_their_ceiling() {
        assert!(thread_count("1").is_ok());
        assert!(thread_count("65535").unwrap_err().starts_with("at most "));
    }

    proptest! {
        #[test]
        fn the_thread_parser_never_panics(text in "[0-9.]{0,24}[ A-Za-z]{0,4}|\\PC{0,20}") {
            let _ = thread_count(&text);
        }
    }
}
