//! `pegsol verify`: re-checks solution files and certificates with the
//! independent verifier and prints `VERIFIED` or `NOT VERIFIED` last.

use std::fmt::Write;
use std::path::PathBuf;

use pegsol::verify::{verify_paths, Report};
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
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let report = verify_paths(&args.paths);
    match args.format {
        Format::Text => print(&text(&report))?,
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

fn location(problem: &pegsol::verify::Problem) -> String {
    match problem.line {
        Some(line) => format!("{}:{line}", problem.file.display()),
        None => problem.file.display().to_string(),
    }
}

fn text(report: &Report) -> String {
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
