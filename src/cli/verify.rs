//! `pegsol verify`: re-checks solution files and certificates with the
//! independent verifier (the `pegsol-verify` crate) and prints `VERIFIED` or
//! `NOT VERIFIED` last. A claim the verifier did not check never passes
//! unless this command line takes it on trust, and the report lists every
//! claim so taken.

use std::fmt::Write;
use std::path::PathBuf;

use pegsol_verify::{verify_paths, Kind, Options, Problem, Report, RECOUNT_MAX_SIDE, RECOUNT_UP_TO};
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
    /// Re-count solution counts on boards up to this one (T1 to T7). A count
    /// above it fails unless --trust-counts-above takes it on trust. T7
    /// takes minutes.
    #[arg(long, value_name = "Tn", default_value = "T6", value_parser = recount_limit)]
    recount_up_to: u8,
    /// Take the solution counts of boards above this one (T1 to T10) on
    /// trust where they are not re-counted; the report lists each one.
    #[arg(long, value_name = "Tn", value_parser = board_side)]
    trust_counts_above: Option<u8>,
    /// Fail unless every certificate claims `complete` (an entry for every
    /// pair class of its board).
    #[arg(long)]
    require_complete: bool,
}

/// `Tn` (or `n`) with `n` from 1 to [`RECOUNT_MAX_SIDE`].
fn recount_limit(text: &str) -> Result<u8, String> {
    match board_side(text) {
        Ok(side) if side <= RECOUNT_MAX_SIDE => Ok(side),
        _ => Err(format!(
            "expected a board T1 to T{RECOUNT_MAX_SIDE} (the verifier's counter stops at T{RECOUNT_MAX_SIDE}; \
             use --trust-counts-above for larger boards)"
        )),
    }
}

/// `Tn` (or `n`) with `n` from 1 to 10.
fn board_side(text: &str) -> Result<u8, String> {
    let digits = text.strip_prefix(['T', 't']).unwrap_or(text);
    match digits.parse::<u8>() {
        Ok(side) if (1..=10).contains(&side) => Ok(side),
        _ => Err("expected a board T1 to T10".into()),
    }
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let options = Options {
        recount_up_to: args.recount_up_to,
        trust_counts_above: args.trust_counts_above,
        require_complete: args.require_complete,
    };
    let report = verify_paths(&args.paths, &options);
    match args.format {
        Format::Text => print(&text(&report, args))?,
        Format::Json => print(&(serde_json::to_string_pretty(&to_json(&report, args))? + "\n"))?,
    }
    let mut malformed = report.problems.iter().filter(|p| p.malformed());
    if let Some(first) = malformed.next() {
        let more = match malformed.count() {
            0 => String::new(),
            n => format!(" (and {n} more unreadable or malformed, listed above)"),
        };
        anyhow::bail!("{}: {}{more}", location(first), first.reason);
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

fn location(problem: &Problem) -> String {
    match problem.line {
        Some(line) => format!("{}:{line}", problem.file.display()),
        None => problem.file.display().to_string(),
    }
}

/// How to deal with `count` counts of board `side` that were neither
/// re-counted nor taken on trust, naming options that exist.
fn unchecked_hint(side: u8, count: usize) -> String {
    let (them, are) = if count == 1 { ("it", "count is") } else { ("them", "counts are") };
    let recount = if side <= RECOUNT_MAX_SIDE {
        let slow = if side > RECOUNT_UP_TO { ", which takes minutes" } else { "" };
        format!("re-count {them} with --recount-up-to T{side}{slow}, or ")
    } else {
        format!("the verifier re-counts up to T{RECOUNT_MAX_SIDE} at most; ")
    };
    format!("T{side}: {count} solution {are} neither re-counted nor taken on trust: {recount}take {them} on trust with --trust-counts-above T{}", side - 1)
}

fn text(report: &Report, args: &Args) -> String {
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
            let partial = if s.partial { "  (partial: only the pairs listed)" } else { "" };
            let _ = writeln!(
                out,
                "  {:<5}  {:>6}  {:>7}  {:>14}  {:>16}{partial}",
                format!("T{side}"),
                s.pairs,
                s.classes,
                s.solvable_pairs,
                s.solvable_classes
            );
        }
    }
    if report.trusted().next().is_some() {
        let above = args.trust_counts_above.map_or_else(String::new, |side| format!("--trust-counts-above T{side}"));
        let _ = writeln!(out, "\nTaken on trust ({above}), not checked by the verifier");
        for (side, board) in report.boards.iter().filter(|(_, board)| !board.trusted.is_empty()) {
            let _ = writeln!(out, "  T{side}: {} solution counts", board.trusted.len());
            for trusted in &board.trusted {
                let _ = writeln!(out, "    {}:{}: {}", trusted.file.display(), trusted.line, trusted.claim);
            }
        }
    }
    if !report.problems.is_empty() {
        out.push_str("\nProblems\n");
        for problem in &report.problems {
            let _ = writeln!(out, "  {}: {}", location(problem), problem.reason);
        }
        let unchecked: Vec<_> = report.boards.iter().filter(|(_, s)| s.unchecked_counts > 0).collect();
        if !unchecked.is_empty() {
            out.push('\n');
        }
        for (&side, s) in unchecked {
            let _ = writeln!(out, "{}", unchecked_hint(side, s.unchecked_counts));
        }
    }
    let _ = writeln!(out, "\n{}", verdict(report));
    out
}

fn to_json(report: &Report, args: &Args) -> Value {
    let boards: Map<String, Value> = report
        .boards
        .iter()
        .map(|(side, s)| {
            let trusted: Vec<Value> = s
                .trusted
                .iter()
                .map(|t| json!({"file": t.file.display().to_string(), "line": t.line, "claim": t.claim}))
                .collect();
            let summary = json!({
                "pairs": s.pairs.to_string(),
                "classes": s.classes.to_string(),
                "solvable_pairs": s.solvable_pairs.to_string(),
                "solvable_classes": s.solvable_classes.to_string(),
                "complete": !s.partial,
                // Kept from before trust was stated: every count above the
                // re-count limit, unchecked or taken on trust.
                "counts_not_rechecked": (s.unchecked_counts + s.trusted.len()).to_string(),
                "counts_unchecked": s.unchecked_counts.to_string(),
                "counts_taken_on_trust": s.trusted.len().to_string(),
                "taken_on_trust": trusted,
            });
            (format!("T{side}"), summary)
        })
        .collect();
    let problems: Vec<Value> = report
        .problems
        .iter()
        .map(|p| {
            let kind = match p.kind {
                Kind::Wrong => "wrong",
                Kind::Unchecked => "unchecked",
                Kind::Malformed => "malformed",
            };
            json!({"file": p.file.display().to_string(), "line": p.line, "reason": p.reason, "kind": kind})
        })
        .collect();
    let files: Vec<Value> =
        report.files.iter().map(|(path, what)| json!({"file": path.display().to_string(), "what": what})).collect();
    let trust = json!({
        "recount_up_to": format!("T{}", args.recount_up_to),
        "trust_counts_above": args.trust_counts_above.map(|side| format!("T{side}")),
        "require_complete": args.require_complete,
    });
    json!({"verdict": verdict(report), "options": trust, "boards": boards, "problems": problems, "files": files})
}
