//! Estimates, as `pegsol estimate` prints them: text (games, solutions and
//! a table of the layers) or JSON. Point estimates are rounded to four
//! significant digits (and to whole numbers); an interval's ends are
//! rounded outward, the low end down and the high end up, so the printed
//! interval holds the computed one: in JSON as decimal strings, in text as
//! `2.002e29` from a million up. A count the thinned pass computed exactly
//! (it thinned nothing) is printed whole and marked exact.
//!
//! ```
//! use pegsol::estimate::{estimate, Settings, TreeMethod};
//! use pegsol::render::{estimate_json, rounded, rounded_down, rounded_up};
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
//! // Interval ends: outward, never to the nearest.
//! assert_eq!(rounded_down(394_999_872_560.0), "394900000000");
//! assert_eq!(rounded_up(394_999_872_560.0), "395000000000");
//! assert_eq!((rounded_down(3.6), rounded_up(3.2)), ("3".to_string(), "4".to_string()));
//! assert_eq!(rounded_up(99_990_001.0), "100000000");
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

/// `x` (finite, not negative) rounded down to a whole number and then to
/// four significant digits, as a decimal string: the low end of an
/// interval, rounded outward.
#[must_use]
pub fn rounded_down(x: f64) -> String {
    outward(x, false, 4)
}

/// `x` (finite, not negative) rounded up to a whole number and then to
/// four significant digits, as a decimal string: the high end of an
/// interval, rounded outward.
#[must_use]
pub fn rounded_up(x: f64) -> String {
    outward(x, true, 4)
}

/// `x` rounded up or down to a whole number and then to `digits`
/// significant digits, from the float's exact decimal expansion (Rust
/// prints a float's exact value), so the result is never on the wrong
/// side of `x`.
fn outward(x: f64, up: bool, digits: usize) -> String {
    if !x.is_finite() || x < 0.0 {
        return format!("{x}");
    }
    let whole = if up { x.ceil() } else { x.floor() };
    let all = format!("{whole:.0}");
    if all.len() <= digits {
        return all;
    }
    let (head, tail) = all.split_at(digits);
    let mut head: u64 = head.parse().expect("decimal digits");
    if up && tail.bytes().any(|b| b != b'0') {
        head += 1;
    }
    format!("{head}{}", "0".repeat(tail.len()))
}

/// `x` for people: four significant digits, `2.002e29` from a million up.
fn short(x: f64) -> String {
    if x < 1e6 {
        format!("{x:.0}")
    } else {
        format!("{x:.3e}")
    }
}

/// An interval's end for people, rounded outward: a whole number below a
/// million, else four significant digits (`2.002e29`).
fn short_end(x: f64, up: bool) -> String {
    let digits = outward(x, up, if x < 1e6 { 7 } else { 4 });
    if x < 1e6 || !x.is_finite() {
        return digits;
    }
    // Four significant digits (five when rounding up carried), then zeros.
    let exponent = digits.len() - 1;
    let significant = digits.trim_end_matches('0');
    let mantissa = format!("{:0<4}", &significant[..significant.len().min(4)]);
    format!("{}.{}e{exponent}", &mantissa[..1], &mantissa[1..4])
}

fn interval_text(i: &Interval) -> String {
    format!("{:>10}  [{}, {}]", short(i.value), short_end(i.low, false), short_end(i.high, true))
}

fn interval_json(i: &Interval) -> Value {
    json!({ "estimate": rounded(i.value), "interval": [rounded_down(i.low), rounded_up(i.high)] })
}

/// Games or solutions in JSON: the exact count, whole, when there is one
/// (the interval then holds it alone), else the estimate; `exact` says which.
fn tree_json(i: &Interval, exact: Option<u128>) -> Value {
    match exact {
        Some(count) => {
            let count = count.to_string();
            json!({ "estimate": count, "interval": [count, count], "exact": true })
        }
        None => {
            let mut value = interval_json(i);
            value["exact"] = json!(false);
            value
        }
    }
}

/// Games or solutions as text: the exact count, whole and marked so, or
/// the estimate and its interval.
fn tree_text(i: &Interval, exact: Option<u128>) -> String {
    match exact {
        Some(count) => format!("{count:>10}  (exact)"),
        None => interval_text(i),
    }
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
    let exact = found.exact.as_ref();
    let solutions = match s.method {
        TreeMethod::Thinned { width, .. } if exact.is_some() => {
            out += &format!(
                "Exact layered pass: no layer holds more than {width} positions (--width), so nothing is thinned \
                 and every replicate would be this pass:\n  the games and solutions below are exact counts, \
                 computed in whole numbers, not estimates\n"
            );
            "exact".to_string()
        }
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
    out += &format!("  games      {}\n", tree_text(&found.games.estimate, exact.map(|e| e.games)));
    let how = if found.solvable {
        solutions
    } else {
        "exactly none: no position with one peg is in the start's position class".to_string()
    };
    let solutions = match exact {
        // "(exact)" once is enough.
        Some(e) if found.solvable => format!("{:>10}  (exact)", e.solutions),
        Some(e) => format!("{:>10}  ({how})", e.solutions),
        None => format!("{}  ({how})", interval_text(&found.solutions.estimate)),
    };
    out += &format!("  solutions  {solutions}\n");
    if !found.solutions_by_finish.is_empty() {
        let names: Vec<String> = found.solutions_by_finish.iter().map(|(h, _)| board.hole_name(*h, naming)).collect();
        let w = names.iter().map(String::len).chain(["finish".len()]).max().unwrap_or(0);
        let interval = if exact.is_some() { "" } else { "  95% interval" };
        out += &format!("  by finishing hole:\n    {:>w$}  {:>10}{interval}\n", "finish", "solutions");
        for (name, (hole, found)) in names.iter().zip(&found.solutions_by_finish) {
            let count = exact.map(|e| e.by_finish[usize::from(hole.0)]);
            out += &format!("    {name:>w$}  {}\n", tree_text(&found.estimate, count));
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
                // A layer tested whole is counted, not estimated: whole numbers.
                if l.exhaustive { format!("{:.0}", l.positions.value) } else { short(l.positions.value) },
                format!("[{}, {}]", short_end(l.positions.low, false), short_end(l.positions.high, true)),
                if l.exhaustive { format!("{} all", l.reachable) } else { format!("{}/{}", l.reachable, l.samples) },
                l.undecided.to_string(),
                // An exact count: whole.
                l.in_class.to_string(),
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
/// significant digits, intervals `[low, high]` rounded outward; games,
/// solutions and solutions by finish say whether they are `exact` (then
/// whole, the interval holding the count alone).
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
        "precision": "4 significant digits, interval ends rounded outward; counts marked exact are whole",
        "games": tree_json(&found.games.estimate, found.exact.as_ref().map(|e| e.games)),
        "solutions": tree_json(&found.solutions.estimate, found.exact.as_ref().map(|e| e.solutions)),
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
            match &found.exact {
                // Nothing thinned: the exact pass ran, no replicate did.
                Some(_) => report["exact"] = json!(true),
                None => {
                    report["exact"] = json!(false);
                    report["solution_replicates"] = json!(found.solutions.hits);
                }
            }
            // Where the classes rule every finish out, `solutions_by` says so.
            if found.solvable {
                let by_finish: serde_json::Map<String, Value> = found
                    .solutions_by_finish
                    .iter()
                    .map(|(hole, by)| {
                        let exact = found.exact.as_ref().map(|e| e.by_finish[usize::from(hole.0)]);
                        (board.hole_name(*hole, naming), tree_json(&by.estimate, exact))
                    })
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
