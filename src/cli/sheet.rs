//! `pegsol sheet`: memorization sheets for one start.

use anyhow::Context;
use pegsol::{search, sheet::Sheet, Board, Position};

use super::{print, Outcome};

/// The largest board a sheet is made for: it runs the whole forward pass.
const SHEET_MAX_SIDE: u8 = 7;

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
    /// The board: T1 to T7 (the sheet runs a full pass: T7 is slow), or any
    /// other board of at most 28 holes: a built-in name or a .board file.
    #[arg(long)]
    board: String,
    /// The empty holes at the start, comma-separated (numbers, or A-O on T5).
    #[arg(long)]
    start: String,
    /// Only the sheet for this finishing hole.
    #[arg(long)]
    finish: Option<String>,
    /// Output format: text or md for the terminal, svg or html to print.
    #[arg(long, value_enum, default_value_t = SheetFormat::Text)]
    format: SheetFormat,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board = Board::open(&args.board)?;
    if !board.fits_in_triangle(SHEET_MAX_SIDE) {
        anyhow::bail!(
            "sheets count every solution with the forward pass, which is too large above T{SHEET_MAX_SIDE} ({} holes); use `pegsol solve` on {}",
            super::triangle_holes(SHEET_MAX_SIDE),
            board.name()
        );
    }
    let (empty, naming) = board.parse_holes(&args.start).context("bad --start")?;
    let finish = match &args.finish {
        Some(name) => Some(board.parse_hole(name).context("bad --finish")?),
        None => None,
    };
    let mut sheet = Sheet::new(&board, &empty, naming);
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
        SheetFormat::Text => sheet.text(),
        SheetFormat::Md => sheet.markdown(),
        SheetFormat::Svg => sheet.svg(),
        SheetFormat::Html => sheet.html(),
    })?;
    Ok(Outcome::Done)
}
