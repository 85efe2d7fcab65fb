//! `pegsol fewest`: the fewest moves over every one-vacancy -> one-peg
//! problem of a board, the problems reaching it with a witness each, and
//! the levels searched.

use anyhow::Context;

use pegsol::{moves, render};

use super::game::OnBoard;
use super::{print, Format, Outcome};

/// Memory a position held by the search takes, with room for the level
/// being built: 8 bytes stored (`moves::meet::level`), and half as much again
/// for the finds of a batch. A position of the level being built counts
/// one and a half times (its parts and their merged copy, 16 bytes at the
/// peak: `fewest`'s `Side::grow`). Measured: T9's search within 15 moves
/// peaked at 15.7 GB resident when it gave up at 1.34 billion positions,
/// 11.7 bytes each; T10's within 18 moves, when a level being built
/// counted once, passed a limit of 18 GiB and was killed at 24 GiB.
const BYTES_PER_POSITION: u64 = 12;

/// The positions a search may hold within `bytes` of memory.
pub(super) fn positions_within(bytes: u64) -> usize {
    usize::try_from(bytes / BYTES_PER_POSITION).unwrap_or(usize::MAX)
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: OnBoard,
    /// Only the problems starting with one of these holes empty
    /// (comma-separated), or any of their images under the board's
    /// symmetries. Default: every hole.
    #[arg(long, value_name = "HOLES")]
    start: Option<String>,
    /// Only the problems finishing with one peg in one of these holes
    /// (comma-separated), or any of their images. Default: every hole.
    #[arg(long, value_name = "HOLES")]
    finish: Option<String>,
    /// Give up a search once the positions it holds would need more memory
    /// than this (default: three quarters of the physical memory, or of
    /// `ulimit -v` if lower), saying what the searches before it proved.
    #[arg(long, value_parser = super::count::memory_limit)]
    memory_limit: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board = args.board.open()?;
    let most_held = args.memory_limit.or_else(super::count::default_memory_limit).map_or(usize::MAX, positions_within);
    let holes = |text: &Option<String>, flag: &str| match text {
        Some(text) => board.parse_holes(text).map(|(holes, _)| holes).with_context(|| format!("bad {flag}")),
        None => Ok(Vec::new()),
    };
    let (from, to) = (holes(&args.start, "--start")?, holes(&args.finish, "--finish")?);
    let problems = moves::Problems { from: &from, to: &to };
    let found = moves::on_board_within(&board, problems, most_held, &mut super::progress::level_lines());
    print(&match args.format {
        Format::Text => render::fewest_text(&board, &found),
        Format::Json => serde_json::to_string_pretty(&render::fewest_json(&board, &found))? + "\n",
    })?;
    // A search that gave up still proves a bound, which is an answer.
    Ok(if found.moves.is_some() || found.gave_up { Outcome::Done } else { Outcome::No })
}
