//! `pegsol count`: the forward pass from one start.

use anyhow::Context;
use pegsol::{forward_with_progress, report, Board, Reduction};

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
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let (empty, naming) = board.parse_holes(&args.start).context("bad --start")?;
    let reduction = if args.no_symmetry { Reduction::None } else { Reduction::Symmetry };
    let bar = LayerBar::new("counting");
    let stats = forward_with_progress(&board, board.with_empty(&empty), reduction, &mut |done| bar.layer_done(done));
    drop(bar);
    match args.format {
        Format::Text => print(&report::count_text(&board, &empty, naming, &stats))?,
        Format::Json => {
            print(&(serde_json::to_string_pretty(&report::count_json(&board, &empty, naming, &stats))? + "\n"))?
        }
    }
    Ok(Outcome::Done)
}
