//! `pegsol sheet`: memorization sheets for one start.

use anyhow::Context;
use indicatif::ProgressBar;
use pegsol::sheet::{Sheet, FULL_PASS_MAX_HOLES};
use pegsol::{moves, render, search, Position};

use super::game::FromStart;
use super::output::{print, Outcome};
use super::progress;

/// How a sheet is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SheetFormat {
    Text,
    Md,
    Svg,
    Html,
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: FromStart,
    /// Only the sheet for this finishing hole.
    #[arg(long)]
    finish: Option<String>,
    /// Output format: text or md for the terminal, svg or html to print.
    #[arg(long, value_enum, default_value_t = SheetFormat::Text)]
    format: SheetFormat,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let (board, empty, naming) = args.game.open()?;
    let finish = match &args.finish {
        Some(name) => Some(board.parse_hole(name).context("bad --finish")?),
        None => None,
    };
    let mut sheet = if board.hole_count() > FULL_PASS_MAX_HOLES {
        // Minutes on T8: say which finish is done.
        let bar = ProgressBar::new_spinner().with_style(progress::style("sheets {prefix}: [{elapsed_precise}] {msg}"));
        bar.set_prefix(board.name());
        let sheet = Sheet::bounded(&board, &empty, naming, finish, moves::BOUNDED_MOVES_HELD, &mut |finish| {
            bar.set_message(format!("finish {} done", board.hole_name(finish, naming)));
        });
        bar.finish_and_clear();
        sheet
    } else {
        Sheet::new(&board, &empty, naming)
    };
    if let Some(finish) = finish {
        if !sheet.only(finish) {
            let reason = search::solve(&board, board.with_empty(&empty), Position::single(finish))
                .err()
                .map_or_else(|| "no solution".to_string(), |e| e.to_string());
            print(&format!("no solution ends at {}: {reason}\n", board.hole_name(finish, naming)))?;
            return Ok(Outcome::No);
        }
    }
    if sheet.pages.is_empty() {
        print("no solution from this start: every game leaves two or more pegs\n")?;
        return Ok(Outcome::No);
    }
    print(&match args.format {
        SheetFormat::Text => render::sheet_text(&sheet),
        SheetFormat::Md => render::sheet_markdown(&sheet),
        SheetFormat::Svg => render::sheet_svg(&sheet),
        SheetFormat::Html => render::sheet_html(&sheet),
    })?;
    Ok(Outcome::Done)
}
