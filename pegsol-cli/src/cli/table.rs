//! `pegsol table`: every single-vacancy start of a board at once.

use std::path::PathBuf;

use anyhow::bail;
use clap::ValueEnum;
use pegsol::{render, table, Board, ForwardStats, Table, TABLE_MAX_HOLES};

use super::game::{HoleNames, OnBoard};
use super::output::{json_text, print, Outcome};
use super::progress::LayerBar;
use super::reports::read_reports;

/// How `table` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    Text,
    Md,
    Csv,
    Json,
    Svg,
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    board: OnBoard,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    format: TableFormat,
    #[command(flatten)]
    names: HoleNames,
    /// Build the table from `pegsol count --format json` reports in this
    /// directory (one single-hole start of each class of holes at least;
    /// reports of other boards are skipped) instead of running passes: the
    /// way to tables of T8 and up, whose passes run for long.
    #[arg(long, value_name = "DIR")]
    from: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board = args.board.open()?;
    let naming = args.names.naming(&board)?;
    let table = match &args.from {
        Some(dir) => {
            let reports: Vec<ForwardStats> = read_reports(&board, dir)?.into_iter().map(|r| r.stats).collect();
            Table::from_forward(&board, &reports)?
        }
        None => computed(&board)?,
    };
    let text = match args.format {
        TableFormat::Text => render::table_text(&table, naming),
        TableFormat::Md => render::table_markdown(&table, naming),
        TableFormat::Csv => render::table_csv(&table, naming),
        TableFormat::Json => json_text(&render::table_json(&table, naming))?,
        TableFormat::Svg => render::table_svg(&table, naming),
    };
    print(&text)?;
    Ok(Outcome::Done)
}

/// The table from the reverse passes, with progress bars.
fn computed(board: &Board) -> anyhow::Result<Table> {
    if board.hole_count() > TABLE_MAX_HOLES {
        bail!(
            "pegsol table handles boards of up to {TABLE_MAX_HOLES} holes (T7, the English board); {} has {} and would \
             take hours and more memory: run pegsol count from one start of each class and give --from",
            board.name(),
            board.hole_count()
        );
    }
    let mut bar: Option<(usize, LayerBar)> = None;
    let table = table(board, &mut |progress| {
        if bar.as_ref().map(|(pass, _)| *pass) != Some(progress.pass) {
            let what = format!("pass {}/{}: {}", progress.pass + 1, progress.passes, progress.what);
            bar = Some((progress.pass, LayerBar::new(&what)));
        }
        if let Some((_, bar)) = &bar {
            bar.layer_done(progress.layer);
        }
    });
    Ok(table)
}
