//! Reading `pegsol count --format json` reports back, for `table --from`
//! and `prove --from`.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Context;
use num_bigint::BigUint;
use pegsol::{Board, CountReport, CountedBy, ForwardStats, LayerSize};
use serde_json::Value;

/// The largest report read: a count report is a few kilobytes (a table
/// of T8, the largest JSON file pegsol writes, under 50 KB).
const REPORT_MAX_BYTES: u64 = 16 << 20;

/// The `pegsol count --format json` reports of `board` from one empty hole
/// in `dir` (its `*.json` files whose games are one exact count; others,
/// such as estimates, are skipped), in file-name order.
/// Each is read as every file a user names is ([`pegsol::files`]): a
/// `*.json` that is not a regular file (a FIFO, a link to a device) is
/// skipped without opening it, one larger than [`REPORT_MAX_BYTES`] is an
/// error.
pub fn read_reports(board: &Board, dir: &Path) -> anyhow::Result<Vec<CountReport>> {
    let entries = std::fs::read_dir(dir).with_context(|| format!("--from {}", dir.display()))?;
    let mut paths = entries
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("--from {}", dir.display()))?;
    paths.sort();
    let mut reports = Vec::new();
    for path in paths {
        if path.extension().is_none_or(|e| e != "json") || !path.is_file() {
            continue;
        }
        let text = pegsol::files::read_text(&path, REPORT_MAX_BYTES).with_context(|| path.display().to_string())?;
        let Ok(json) = serde_json::from_str::<Value>(&text) else { continue };
        // Other reports of the same board (an estimate's, a table's) sit
        // beside count reports in a results folder: a count report is the
        // one whose games are one exact count, a decimal string.
        let counted = json["games"].is_string();
        if !counted || json["board"] != board.name() || json["start"].as_array().is_none_or(|s| s.len() != 1) {
            continue;
        }
        let stats = report(board, &json).with_context(|| format!("{}: not a pegsol count report", path.display()))?;
        let by = match json.get("pass").and_then(Value::as_str) {
            None | Some("forward") => CountedBy::Forward,
            Some("reverse") => CountedBy::Reverse,
            Some(other) => anyhow::bail!("{}: unknown pass {other:?}", path.display()),
        };
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        reports.push(CountReport { name, stats, by });
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
    // Reports written before the layers were reported have none.
    let mut positions_by_pegs: BTreeMap<u32, LayerSize> = BTreeMap::new();
    /// A JSON key and the count of a layer it holds.
    type Field = (&'static str, fn(&mut LayerSize) -> &mut u64);
    let fields: [Field; 2] =
        [("positions_by_pegs", |l| &mut l.positions), ("canonical_positions_by_pegs", |l| &mut l.up_to_symmetry)];
    for (key, field) in fields {
        for (pegs, value) in json[key].as_object().into_iter().flatten() {
            *field(positions_by_pegs.entry(pegs.parse()?).or_default()) = number(value)?;
        }
    }
    Ok(ForwardStats {
        start,
        positions: number(&json["positions"])?,
        positions_by_pegs,
        moves: number(&json["moves"])?,
        games_by_pegs_left,
        solutions_by_finish,
        random_play_pegs_left,
        random_play_exact: None,
    })
}
