//! `pegsol estimate`: games, solutions and positions per layer, estimated
//! with 95 % intervals, where exact counts are out of reach.

use std::time::Duration;

use anyhow::bail;
use indicatif::{ProgressBar, ProgressDrawTarget};
use pegsol::estimate::{estimate, Settings, Stage, TreeMethod};
use pegsol::render;

use super::game::FromStart;
use super::output::{json_text, print, Format, Outcome};
use super::progress::style;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: FromStart,
    /// Positions drawn per layer, and playouts (with --playouts or
    /// --guided).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(2..))]
    samples: u64,
    /// Positions a layer of the thinned layered pass keeps; the pass
    /// (threshold sampling, the default method for games and solutions)
    /// is the one to trust from T8 up (see docs/estimate.md). When
    /// no layer holds more, nothing is thinned: the games and solutions
    /// are then printed as exact counts, whole, and marked exact.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..))]
    width: u64,
    /// Independent runs of the thinned layered pass.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(2..))]
    replicates: u64,
    /// Estimate games and solutions by Knuth's random playouts (--samples
    /// of them) instead of the thinned layered pass.
    #[arg(long, conflicts_with_all = ["width", "replicates", "guided"])]
    playouts: bool,
    /// Estimate games by Knuth's random playouts and solutions by playouts
    /// that steer clear of dead positions (a search for one peg from each
    /// child, within --search-budget), --samples of each.
    #[arg(long, conflicts_with_all = ["width", "replicates"])]
    guided: bool,
    /// The seed of the random stream (ChaCha8): the same seed gives the same
    /// estimates on any machine.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Positions one reachability search may expand before its sample is
    /// left undecided (and counted both ways in the interval).
    #[arg(long, default_value_t = 1 << 20, value_parser = clap::value_parser!(u64).range(1..))]
    search_budget: u64,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let (board, empty, naming) = args.game.open()?;
    let start = board.with_empty(&empty);
    let method = if args.playouts {
        TreeMethod::Playouts
    } else if args.guided {
        TreeMethod::Guided
    } else {
        TreeMethod::Thinned { width: args.width, replicates: args.replicates }
    };
    let settings = Settings { samples: args.samples, seed: args.seed, budget: args.search_budget, method };
    // Refused before the run allocates: a request that cannot fit would
    // otherwise abort when it does (2^32 replicates asked for 192 GiB at once).
    let needed = settings.memory_needed(&board, rayon::current_num_threads());
    if let Some(limit) = crate::memory::default_memory_limit().filter(|&limit| needed > limit) {
        let asked = match method {
            TreeMethod::Thinned { width, replicates } => {
                format!("--width {width} --replicates {replicates} --samples {}", args.samples)
            }
            _ => format!("--samples {}", args.samples),
        };
        bail!(
            "estimate with {asked} needs at least {} of memory, over the limit of {} (3/4 of this machine's memory, \
             or of its ulimit -v): ask for fewer replicates or samples, or a smaller width",
            size(needed),
            size(limit)
        );
    }
    // Hidden at first; shown after a second, and only on a terminal
    // (indicatif hides it again when stderr is not one).
    let bar = ProgressBar::with_draw_target(Some(args.samples), ProgressDrawTarget::hidden())
        .with_style(style("estimate [{elapsed_precise}] {msg}"));
    let started = std::time::Instant::now();
    let found = estimate(&board, start, &settings, &mut |stage| {
        if bar.is_hidden() && started.elapsed() >= Duration::from_secs(1) {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        bar.set_message(match stage {
            Stage::Playouts(done) => format!("{done} of {} playouts", args.samples),
            Stage::Replicates(done) => format!("{done} replicates of the thinned pass done"),
            Stage::SolutionPlayouts(done) => format!("{done} of {} playouts towards one peg", args.samples),
            Stage::Layer(pegs) => format!("layer with {pegs} pegs done (down to 1)"),
        });
    });
    bar.finish_and_clear();
    print(&match args.format {
        Format::Text => render::estimate_text(&board, &empty, naming, &found),
        Format::Json => json_text(&render::estimate_json(&board, &empty, naming, &found))?,
    })?;
    Ok(Outcome::Done)
}

/// Bytes for people: `512 MiB`, `2.3 TiB`.
fn size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["MiB", "GiB", "TiB", "PiB", "EiB"];
    let (mut value, mut unit) = (bytes as f64 / f64::from(1 << 20), 0);
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}
