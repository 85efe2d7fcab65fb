//! `pegsol count --plan`: a pass's bounds ([`crate::Forecast`]) before it
//! runs, as aligned text or JSON (counts as decimal strings).

use std::fmt::Write;

use serde_json::{json, Value};

use super::thousands;
use crate::board::{Board, Hole, Naming};
use crate::pass::Forecast;

/// Bytes for people, in decimal units as disks are sold: `3.2 GB`.
fn bytes(n: u64) -> String {
    match n {
        0..=999_999 => format!("{:.1} kB", n as f64 / 1e3),
        1_000_000..=999_999_999 => format!("{:.1} MB", n as f64 / 1e6),
        _ => format!("{:.1} GB", n as f64 / 1e9),
    }
}

/// The plan as aligned text.
#[must_use]
pub fn forecast_text(
    board: &Board,
    empty: &[Hole],
    naming: Naming,
    forecast: &Forecast,
    memory_limit: Option<u64>,
) -> String {
    let names: Vec<String> = empty.iter().map(|&h| board.hole_name(h, naming)).collect();
    let largest = forecast.layers.iter().max_by_key(|&&(_, n)| n).map_or(0, |&(pegs, _)| pegs);
    let (first, last) = (forecast.layers.first().map_or(0, |l| l.0), forecast.layers.last().map_or(0, |l| l.0));
    let minutes = forecast.seconds(memory_limit) / 60.0;
    let rows = [
        ("layers", forecast.layers.len().to_string(), format!("{first} pegs to {last}")),
        (
            "positions, at most",
            thousands(&forecast.positions().into()),
            "each layer bounded by the start's position class".into(),
        ),
        ("largest layer, at most", thousands(&forecast.largest().into()), format!("{largest} pegs")),
        (
            "memory, layers held",
            bytes(forecast.memory()),
            format!("the largest two side by side, {} bytes a position", forecast.entry_bytes),
        ),
        (
            "disk, layers on disk",
            bytes(forecast.disk()),
            format!("the largest two as files, up to {} bytes a position", forecast.disk_bytes),
        ),
        (
            "time, at most about",
            format!("{minutes:.1} min"),
            "at this project's measured rates (docs/performance.md)".into(),
        ),
    ];
    let mut out = format!("Plan for {} from {} (bounds, before the pass runs)\n\n", board.name(), names.join(", "));
    let width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    for (label, value, note) in rows {
        let _ = writeln!(out, "  {label:<24}{value:>width$}   {note}");
    }
    out
}

/// The plan as JSON: `board`, `start`, `layers` (objects `pegs`,
/// `positions_at_most`), `positions_at_most`, `largest_layer_at_most`,
/// `memory_bytes`, `disk_bytes` (decimal strings) and `minutes` (a number).
#[must_use]
pub fn forecast_json(
    board: &Board,
    empty: &[Hole],
    naming: Naming,
    forecast: &Forecast,
    memory_limit: Option<u64>,
) -> Value {
    let layers: Vec<Value> =
        forecast.layers.iter().map(|&(pegs, n)| json!({"pegs": pegs, "positions_at_most": n.to_string()})).collect();
    json!({
        "board": board.name(),
        "start": empty.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
        "layers": layers,
        "positions_at_most": forecast.positions().to_string(),
        "largest_layer_at_most": forecast.largest().to_string(),
        "memory_bytes": forecast.memory().to_string(),
        "disk_bytes": forecast.disk().to_string(),
        "minutes": forecast.seconds(memory_limit) / 60.0,
    })
}
