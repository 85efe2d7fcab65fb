//! `pegsol fewest`: the fewest moves over every one-vacancy -> one-peg
//! problem of a board, the problems reaching it with a witness each, and
//! the levels searched.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use pegsol::{fewest, render, Board};

use super::{print, Format, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The board: T1 to T10, english, french, diamond, wiegleb, hexagon3,
    /// hexagon4, or a board drawn in a file ending in .board.
    #[arg(long)]
    board: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board = Board::open(&args.board)?;
    let clock = Instant::now();
    let show = std::io::stderr().is_terminal();
    let found = fewest::on_board(&board, &mut |level| {
        if show {
            // Not eprintln!, which panics when stderr is a closed pipe.
            let within = level.limit.map(|most| format!("within {most} moves: ")).unwrap_or_default();
            let _ = writeln!(
                std::io::stderr(),
                "  {within}{:?} level {}: {} positions, {:.1} s",
                level.direction,
                level.moves,
                level.positions,
                clock.elapsed().as_secs_f64()
            );
        }
    });
    print(&match args.format {
        Format::Text => render::fewest_text(&board, &found),
        Format::Json => serde_json::to_string_pretty(&render::fewest_json(&board, &found))? + "\n",
    })?;
    Ok(if found.moves.is_some() { Outcome::Done } else { Outcome::No })
}
