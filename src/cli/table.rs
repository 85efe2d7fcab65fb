//! `pegsol table`: every single-vacancy start of a board at once.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::ValueEnum;
use num_bigint::BigUint;
use pegsol::{table, Board, ForwardStats, Naming, Table, TABLE_MAX_SIDE};
use serde_json::Value;

use super::progress::LayerBar;
use super::{print, Outcome};

/// How `table` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    Text,
    Md,
    Csv,
    Json,
    Svg,
}

/// How holes are named in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Names {
    Numbers,
    /// A to O, T5 only.
    Letters,
}

#[derive(clap::Args)]
pub struct Args {
    /// The board: T1 to T7 (a triangle with that many holes on a side).
    #[arg(long, default_value = "T5")]
    board: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    format: TableFormat,
    /// Hole names: numbers, or letters (T5 only).
    #[arg(long, value_enum, default_value_t = Names::Numbers)]
    names: Names,
    /// Build the table from `pegsol count --format json` reports in this
    /// directory (one single-hole start of each class of holes at least;
    /// reports of other boards are skipped) instead of running passes: the
    /// way to tables of T8 and up, whose passes run for long.
    #[arg(long, value_name = "DIR")]
    from: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let naming = match args.names {
        Names::Numbers => Naming::Numbers,
        Names::Letters if board.has_letters() => Naming::Letters,
        Names::Letters => bail!("--names letters is for T5 only ({} holes have numbers)", board.name()),
    };
    let table = match &args.from {
        Some(dir) => Table::from_forward(&board, &read_reports(&board, dir)?)?,
        None => computed(&board)?,
    };
    let text = match args.format {
        TableFormat::Text => table.text(naming),
        TableFormat::Md => table.markdown(naming),
        TableFormat::Csv => table.csv(naming),
        TableFormat::Json => serde_json::to_string_pretty(&table.json(naming))? + "\n",
        TableFormat::Svg => table.svg(naming),
    };
    print(&text)?;
    Ok(Outcome::Done)
}

/// The table from the reverse passes, with progress bars.
fn computed(board: &Board) -> anyhow::Result<Table> {
    if board.side() > TABLE_MAX_SIDE {
        bail!(
            "pegsol table handles T1 to T{TABLE_MAX_SIDE}; {} would take hours and more memory: \
             run pegsol count from one start of each class and give --from",
            board.name()
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

/// The `pegsol count --format json` reports of `board` from one empty hole
/// in `dir` (its `*.json` files; others are skipped).
fn read_reports(board: &Board, dir: &Path) -> anyhow::Result<Vec<ForwardStats>> {
    let entries = std::fs::read_dir(dir).with_context(|| format!("--from {}", dir.display()))?;
    let mut reports = Vec::new();
    for entry in entries {
        let path = entry.with_context(|| format!("--from {}", dir.display()))?.path();
        if path.extension().map_or(true, |e| e != "json") || !path.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
        let Ok(json) = serde_json::from_str::<Value>(&text) else { continue };
        if json["board"] != board.name() || json["start"].as_array().map_or(true, |s| s.len() != 1) {
            continue;
        }
        reports.push(report(board, &json).with_context(|| format!("{}: not a pegsol count report", path.display()))?);
    }
    Ok(reports)
}

/// One count report, read back.
fn report(board: &Board, json: &Value) -> anyhow::Result<ForwardStats> {
    let count = |v: &Value| -> anyhow::Result<BigUint> {
        v.as_str().and_then(|s| s.parse().ok()).context("a count is not a decimal string")
    };
    let number = |v: &Value| -> anyhow::Result<u64> { Ok(u64::try_from(count(v)?)?) };
    let object = |key: &str| json[key].as_object().with_context(|| format!("no {key:?}"));
    let start = json["start"][0].as_str().context("no start")?;
    let start = board.with_empty(&[board.parse_hole(start)?]);
    let mut solutions_by_finish = vec![BigUint::default(); board.hole_count()];
    for (hole, value) in object("solutions_by_finish")? {
        solutions_by_finish[board.parse_hole(hole)?.index()] = count(value)?;
    }
    let games_by_pegs_left: BTreeMap<u32, BigUint> = object("games_by_pegs_left")?
        .iter()
        .map(|(k, v)| Ok((k.parse()?, count(v)?)))
        .collect::<anyhow::Result<_>>()?;
    let random_play_pegs_left: BTreeMap<u32, f64> = object("random_play_pegs_left")?
        .iter()
        .map(|(k, v)| Ok((k.parse()?, v.as_f64().context("a chance is not a number")?)))
        .collect::<anyhow::Result<_>>()?;
    Ok(ForwardStats {
        start,
        positions: number(&json["positions"])?,
        moves: number(&json["moves"])?,
        games_by_pegs_left,
        solutions_by_finish,
        random_play_pegs_left,
        random_play_exact: None,
    })
}
