//! `pegsol-tools reverse-check`: a forward-pass report checked by the
//! reverse pass.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{ensure, Context};
use num_bigint::BigUint;
use pegsol::{files, report, Board, Limits, Pass, Position};
use serde_json::Value;

use crate::Outcome;

/// Checks a forward-pass report with the reverse pass.
///
/// The report (`pegsol count --format json`) is from a one-vacancy start
/// `s`; the reverse pass is from the one-peg position at `s`, which is
/// independent of it in direction, moves and seeds.
///
/// Swapping pegs and holes turns the reverse pass from the peg at `s` into
/// the forward pass from the start with `s` empty, so it must meet as many
/// positions and moves, and its positions with no way back count the same
/// games by pegs left; and since count(t -> s) = count(s -> t), its value
/// at each start `t` is the forward pass's solutions finishing at `t`.
/// Prints each figure with "agrees" or "DIFFERS" and exits 1 if any
/// differs.
///
///     cargo run --release -p pegsol-tools -- reverse-check \
///         --report results/reports/T8/T8-corner.json --memory 21 --spill /tmp/pegsol-spill
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The report to check: `pegsol count --format json` from a
    /// one-vacancy start.
    #[arg(long, value_name = "FILE")]
    report: PathBuf,
    /// Memory limit of the reverse pass, in GiB (none by default).
    #[arg(long, value_name = "GIB")]
    memory: Option<u64>,
    /// Where layers beyond the memory limit are spilled.
    #[arg(long, value_name = "DIR")]
    spill: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let memory = args.memory.map(|g| g.checked_mul(1 << 30).context("--memory: over 2^64 bytes")).transpose()?;
    let path = args.report.display();
    // Read as pegsol reads a report: a regular file (a FIFO waited for ever,
    // /dev/zero was read until the memory ran out) of at most 16 MiB.
    let text = files::read_text(&args.report, report::MAX_BYTES).with_context(|| format!("{path}"))?;
    let report: Value = serde_json::from_str(&text).with_context(|| format!("{path}: not a JSON report"))?;
    let field = |name: &str| report[name].as_str().with_context(|| format!("{path}: no {name:?}"));
    let board: Board = field("board")?.parse()?;
    let start = report["start"].as_array().with_context(|| format!("{path}: no \"start\" list"))?;
    ensure!(start.len() == 1, "{path}: a start of {} holes, not one", start.len());
    let hole = board.parse_hole(start[0].as_str().with_context(|| format!("{path}: a start that is no hole name"))?)?;
    // The report's figures, read before the pass: counts by pegs left and by
    // finishing hole, each key read as what it names (a number of pegs; a
    // hole, by the board's letters or numbers, as the report may name them
    // either way: T5's are letters unless `--names numbers`).
    let (positions, moves) = (field("positions")?, field("moves")?);
    let games_left =
        counts(&report, &args.report, "games_by_pegs_left", |k| k.parse::<u32>().context("not a number of pegs"))?;
    let finishes = counts(&report, &args.report, "solutions_by_finish", |k| Ok(board.parse_hole(k)?.index()))?;
    let limits = Limits { memory, whole_process: false, spill: args.spill.clone(), checkpoint: None };
    let seed = Position::single(hole);
    let mut seeds = vec![Vec::new(); 2];
    seeds[1].push(seed);
    let began = Instant::now();
    let walked = Pass::on(&board)
        .limits(&limits)
        .progress(&mut |done| {
            errln!("layer {}/{}: {} positions, {:.0?}", done.layers, done.of, done.positions, began.elapsed());
        })
        .reverse::<u64>(seeds, vec![seed])
        .context("the reverse pass")?;
    let holes = board.hole_count() as u32;
    let games: BTreeMap<u32, BigUint> =
        walked.terminal.iter().map(|(pegs, count)| (holes - pegs, count.clone())).collect();
    let solutions: BTreeMap<usize, BigUint> = board
        .holes()
        .filter(|h| walked.by_hole[h.index()] != BigUint::default())
        .map(|h| (h.index(), walked.by_hole[h.index()].clone()))
        .collect();
    let checks = [
        ("positions", positions == walked.positions.to_string()),
        ("moves", moves == walked.moves.to_string()),
        ("games by pegs left", games_left == games),
        ("solutions by finish", finishes == solutions),
    ];
    outln!("reverse pass from the peg at {} on {}, {:.0?}:", hole.index() + 1, board.name(), began.elapsed());
    for (what, agrees) in &checks {
        outln!("  {what}: {}", if *agrees { "agrees" } else { "DIFFERS" });
    }
    Ok(if checks.iter().all(|(_, agrees)| *agrees) { Outcome::Done } else { Outcome::Differs })
}

/// The counts of the report's object `name`, each key read by `key` (a
/// number of pegs, a hole) and each count as a number, so that figures
/// are compared whatever the report's names and spelling.
fn counts<K: Ord>(
    report: &Value,
    path: &Path,
    name: &str,
    key: impl Fn(&str) -> anyhow::Result<K>,
) -> anyhow::Result<BTreeMap<K, BigUint>> {
    let path = path.display();
    let object = report[name].as_object().with_context(|| format!("{path}: no {name:?}"))?;
    object
        .iter()
        .map(|(k, v)| {
            let count = v.as_str().and_then(|v| v.parse().ok());
            let count = count.with_context(|| format!("{path}: {name}.{k} is no count"))?;
            Ok((key(k).with_context(|| format!("{path}: {name}: {k:?}"))?, count))
        })
        .collect()
}
