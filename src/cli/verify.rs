//! `pegsol verify`: re-checks solution files and certificates with the
//! independent verifier and prints `VERIFIED` or `NOT VERIFIED` last.

use std::fmt::Write;
use std::path::PathBuf;

use pegsol_verify::{verify_paths, Report, RECOUNT_MAX_SIDE};
use serde_json::{json, Map, Value};

use super::{print, Format, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// Solution files (*.sol), certificates (*.cert), or directories to search for them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Re-count solution counts on boards up to this one (T1 to T7); counts
    /// above it are reported as not re-counted. T7 takes minutes.
    #[arg(long, value_name = "Tn", default_value = "T6", value_parser = recount_limit)]
    recount_up_to: u8,
}

/// `Tn` (or `n`) with `n` from 1 to [`RECOUNT_MAX_SIDE`].
fn recount_limit(text: &str) -> Result<u8, String> {
    let digits = text.strip_prefix(['T', 't']).unwrap_or(text);
    match digits.parse::<u8>() {
        Ok(side) if (1..=RECOUNT_MAX_SIDE).contains(&side) => Ok(side),
        _ => Err(format!(
            "expected a board T1 to T{RECOUNT_MAX_SIDE} (the verifier's counter stops at T{RECOUNT_MAX_SIDE})"
        )),
    }
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let report = verify_paths(&args.paths, args.recount_up_to);
    match args.format {
        Format::Text => print(&text(&report, args.recount_up_to))?,
        Format::Json => print(&(serde_json::to_string_pretty(&to_json(&report))? + "\n"))?,
    }
    if report.malformed() {
        let count = report.problems.iter().filter(|p| p.malformed).count();
        anyhow::bail!("{count} file(s) unreadable or malformed (see the problems above)");
    }
    Ok(if report.verified() { Outcome::Done } else { Outcome::No })
}

fn verdict(report: &Report) -> &'static str {
    if report.verified() {
        "VERIFIED"
    } else {
        "NOT VERIFIED"
    }
}

fn location(problem: &pegsol_verify::Problem) -> String {
    match problem.line {
        Some(line) => format!("{}:{line}", problem.file.display()),
        None => problem.file.display().to_string(),
    }
}

fn text(report: &Report, recount_up_to: u8) -> String {
    let mut out = String::new();
    let width = report.files.iter().map(|(path, _)| path.display().to_string().len()).max().unwrap_or(0);
    for (path, what) in &report.files {
        let ok = if report.problems.iter().any(|p| &p.file == path) { "FAIL" } else { "ok" };
        let _ = writeln!(out, "{ok:<4}  {:<width$}  {what}", path.display().to_string());
    }
    if !report.boards.is_empty() {
        out.push_str("\nPairs (one vacancy -> one peg) feasible by position classes, and proved solvable\n");
        let _ = writeln!(
            out,
            "  {:<5}  {:>6}  {:>7}  {:>14}  {:>16}",
            "board", "pairs", "classes", "solvable pairs", "solvable classes"
        );
        for (side, s) in &report.boards {
            let _ = writeln!(
                out,
                "  {:<5}  {:>6}  {:>7}  {:>14}  {:>16}",
                format!("T{side}"),
                s.pairs,
                s.classes,
                s.solvable_pairs,
                s.solvable_classes
            );
        }
        let unchecked: Vec<_> = report.boards.iter().filter(|(_, s)| s.counts_not_rechecked > 0).collect();
        if !unchecked.is_empty() {
            out.push('\n');
        }
        for (side, s) in unchecked {
            let _ = writeln!(
                out,
                "T{side}: {} counts not re-counted (above T{recount_up_to}; use --recount-up-to T{side})",
                s.counts_not_rechecked
            );
        }
    }
    if !report.problems.is_empty() {
        out.push_str("\nProblems\n");
        for problem in &report.problems {
            let _ = writeln!(out, "  {}: {}", location(problem), problem.reason);
        }
    }
    let _ = writeln!(out, "\n{}", verdict(report));
    out
}

fn to_json(report: &Report) -> Value {
    let boards: Map<String, Value> = report
        .boards
        .iter()
        .map(|(side, s)| {
            let summary = json!({
                "pairs": s.pairs.to_string(),
                "classes": s.classes.to_string(),
                "solvable_pairs": s.solvable_pairs.to_string(),
                "solvable_classes": s.solvable_classes.to_string(),
                "counts_not_rechecked": s.counts_not_rechecked.to_string(),
            });
            (format!("T{side}"), summary)
        })
        .collect();
    let problems: Vec<Value> = report
        .problems
        .iter()
        .map(|p| {
            json!({
                "file": p.file.display().to_string(),
                "line": p.line,
                "reason": p.reason,
                "kind": if p.malformed { "malformed" } else { "wrong" },
            })
        })
        .collect();
    let files: Vec<Value> =
        report.files.iter().map(|(path, what)| json!({"file": path.display().to_string(), "what": what})).collect();
    json!({"verdict": verdict(report), "boards": boards, "problems": problems, "files": files})
}
