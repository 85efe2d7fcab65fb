//! Estimates, as `pegsol estimate` prints them: text (games, solutions and
//! a table of the layers) or JSON. Estimates are rounded to four
//! significant digits (and to whole numbers): in JSON as decimal strings,
//! in text as `2.002e29` from a million up.
//!
//! ```
//! use pegsol::estimate::{estimate, Settings, TreeMethod};
//! use pegsol::render::{estimate_json, rounded};
//! use pegsol::Board;
//!
//! let t4 = Board::triangle(4).unwrap();
//! let (empty, naming) = t4.parse_holes("2").unwrap();
//! let settings = Settings { samples: 100, seed: 7, budget: 1 << 16, method: TreeMethod::Playouts };
//! let found = estimate(&t4, t4.with_empty(&empty), &settings, &mut |_| {});
//! let json = estimate_json(&t4, &empty, naming, &found);
//! assert_eq!(json["confidence"], "95%");
//! assert_eq!(json["layers"][0]["pegs"], 9);
//! assert_eq!(rounded(200_197_832_572.2), "200200000000");
//! assert_eq!(rounded(3.6), "4");
//! ```

use serde_json::{json, Value};

use crate::board::{Board, Hole, Naming};
use crate::estimate::{Estimates, Interval, TreeMethod, EXACT_TAIL_PEGS, RESAMPLES};

/// `x` rounded to four significant digits and to a whole number, as a
/// decimal string.
#[must_use]
pub fn rounded(x: f64) -> String {
    if x < 1e4 {
        return format!("{x:.0}");
    }
    let scientific = format!("{x:.3e}");
    let (mantissa, exponent) = scientific.split_once('e').expect("{:e} writes an exponent");
    let digits = mantissa.replace('.', "");
    let exponent: usize = exponent.parse().expect("a positive exponent");
    digits + &"0".repeat(exponent - 3)
}

/// `x` for people: four significant digits, `2.002e29` from a million up.
fn short(x: f64) -> String {
    if x < 1e6 {
        format!("{x:.0}")
    } else {
        format!("{x:.3e}")
    }
}

fn interval_text(i: &Interval) -> String {
    format!("{:>10}  [{}, {}]", short(i.value), short(i.low), short(i.high))
}

fn interval_json(i: &Interval) -> Value {
    json!({ "estimate": rounded(i.value), "interval": [rounded(i.low), rounded(i.high)] })
}

/// The estimates as text.
#[must_use]
pub fn estimate_text(board: &Board, empty: &[Hole], naming: Naming, found: &Estimates) -> String {
    let start: Vec<String> = empty.iter().map(|&h| board.hole_name(h, naming)).collect();
    let s = &found.settings;
    let mut out = format!(
        "Board {}, start {}: estimates with 95% intervals ({} samples, seed {}, search budget {})\n\n",
        board.name(),
        start.join(","),
        s.samples,
        s.seed,
        s.budget
    );
    let solutions = match s.method {
        TreeMethod::Thinned { width, replicates } => {
            out += &format!(
                "Thinned layered pass ({replicates} replicates of about {width} positions a layer; bootstrap-t \
                 interval over the replicates, {RESAMPLES} resamples):\n  each layer with more positions is \
                 thinned by threshold sampling, every position keeping its weight in expectation\n"
            );
            format!("{} of {replicates} replicates found a solution", found.solutions.hits)
        }
        TreeMethod::Playouts | TreeMethod::Guided => {
            out += &format!(
                "Knuth's estimator with importance sampling (exact from {EXACT_TAIL_PEGS} pegs down; bootstrap-t \
                 interval, {RESAMPLES} resamples):\n  each playout draws a jump with probability proportional to \
                 (1 + the jumps after it)^3 and is weighted by the product of the inverse probabilities\n"
            );
            let guided =
                if s.method == TreeMethod::Guided { " steered clear of dead positions (--guided)" } else { "" };
            format!("{} of {} playouts{guided} ended in a solution", found.solutions.hits, s.samples)
        }
    };
    out += &format!("  games      {}\n", interval_text(&found.games.estimate));
    let how = if found.solvable {
        solutions
    } else {
        "exactly none: no position with one peg is in the start's position class".to_string()
    };
    out += &format!("  solutions  {}  ({how})\n", interval_text(&found.solutions.estimate));
    if !found.solutions_by_finish.is_empty() {
        let names: Vec<String> = found.solutions_by_finish.iter().map(|(h, _)| board.hole_name(*h, naming)).collect();
        let w = names.iter().map(String::len).chain(["finish".len()]).max().unwrap_or(0);
        out += &format!("  by finishing hole:\n    {:>w$}  {:>10}  95% interval\n", "finish", "solutions");
        for (name, (_, found)) in names.iter().zip(&found.solutions_by_finish) {
            out += &format!("    {name:>w$}  {}\n", interval_text(&found.estimate));
        }
    }
    out += "\n";
    out += "Reachable positions by pegs (uniform draws from the start's class times its size; Wilson interval; \
            'all' = every position of the class tested):\n";
    let rows: Vec<[String; 6]> = found
        .layers
        .iter()
        .map(|l| {
            [
                l.pegs.to_string(),
                short(l.positions.value),
                format!("[{}, {}]", short(l.positions.low), short(l.positions.high)),
                if l.exhaustive { format!("{} all", l.reachable) } else { format!("{}/{}", l.reachable, l.samples) },
                l.undecided.to_string(),
                short(l.in_class as f64),
            ]
        })
        .collect();
    let headers = ["pegs", "positions", "95% interval", "reachable", "undecided", "in class"];
    let widths: Vec<usize> =
        (0..6).map(|i| rows.iter().map(|r| r[i].len()).chain([headers[i].len()]).max().unwrap_or(0)).collect();
    let line = |cells: [&str; 6]| {
        let padded: Vec<String> = cells.iter().zip(&widths).map(|(c, w)| format!("{c:>w$}")).collect();
        format!("  {}\n", padded.join("  "))
    };
    out += &line(headers);
    for row in &rows {
        out += &line([&row[0], &row[1], &row[2], &row[3], &row[4], &row[5]]);
    }
    out += &format!("  total positions {}\n", interval_text(&found.positions));
    out
}

/// The estimates as JSON; estimates are decimal strings rounded to four
/// significant digits, intervals `[low, high]`.
#[must_use]
pub fn estimate_json(board: &Board, empty: &[Hole], naming: Naming, found: &Estimates) -> Value {
    let s = &found.settings;
    let mut report = json!({
        "board": board.name(),
        "start": empty.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
        "samples": s.samples,
        "seed": s.seed,
        "search_budget": s.budget,
        "confidence": "95%",
        "precision": "4 significant digits",
        "games": interval_json(&found.games.estimate),
        "solutions": interval_json(&found.solutions.estimate),
        "positions": interval_json(&found.positions),
        "layers": found.layers.iter().map(|l| {
            let mut layer = interval_json(&l.positions);
            layer["pegs"] = json!(l.pegs);
            layer["in_class"] = json!(l.in_class.to_string());
            layer["tested"] = json!(l.samples);
            layer["exhaustive"] = json!(l.exhaustive);
            layer["reachable"] = json!(l.reachable);
            layer["undecided"] = json!(l.undecided);
            layer
        }).collect::<Vec<_>>(),
    });
    match s.method {
        TreeMethod::Thinned { width, replicates } => {
            report["method"] = json!("thinned");
            report["width"] = json!(width);
            report["replicates"] = json!(replicates);
            report["solution_replicates"] = json!(found.solutions.hits);
            // Where the classes rule every finish out, `solutions_by` says so.
            if found.solvable {
                let by_finish: serde_json::Map<String, Value> = found
                    .solutions_by_finish
                    .iter()
                    .map(|(hole, found)| (board.hole_name(*hole, naming), interval_json(&found.estimate)))
                    .collect();
                report["solutions_by_finish"] = Value::Object(by_finish);
            }
        }
        TreeMethod::Playouts | TreeMethod::Guided => {
            report["method"] = json!(if s.method == TreeMethod::Guided { "guided" } else { "playouts" });
            report["solution_playouts"] = json!(found.solutions.hits);
        }
    }
    if !found.solvable {
        report["solutions_by"] = json!("position classes");
    }
    report
}
