//! The `pegsol verify` report, as text (one line per file, a summary per
//! board, what was taken on trust, the problems and the verdict last) or
//! JSON.
//!
//! The report comes from the independent verifier, the `pegsol-verify`
//! crate. This module only formats it: it calls nothing of the verifier
//! (only `pegsol verify`, in the binary, runs it).

use std::fmt::Write;

use pegsol_verify::{BoardName, Fault, Fewest, Kind, Options, Report, Settled, RECOUNT_MAX_SIDE, RECOUNT_UP_TO};
use serde_json::{json, Map, Value};

/// The report as text, with the options it was checked under; the verdict
/// (`VERIFIED` or `NOT VERIFIED`) is the last line.
#[must_use]
pub fn verify_report_text(report: &Report, options: &Options) -> String {
    let mut out = String::new();
    let width = report.files.iter().map(|(path, _)| path.display().to_string().len()).max().unwrap_or(0);
    for (path, what) in &report.files {
        let ok = if report.problems.iter().any(|p| &p.file == path) { "FAIL" } else { "ok" };
        let _ = writeln!(out, "{ok:<4}  {:<width$}  {what}", path.display().to_string());
    }
    if !report.boards.is_empty() {
        out.push_str("\nPairs (one vacancy -> one peg) feasible by position classes, and proved solvable\n");
        let names = report.boards.keys().map(|name| name.name.chars().count());
        let w = names.max().unwrap_or(0).max("board".len());
        let _ = writeln!(
            out,
            "  {:<w$}  {:>6}  {:>7}  {:>14}  {:>16}",
            "board", "pairs", "classes", "solvable pairs", "solvable classes"
        );
        for (name, s) in &report.boards {
            let partial = if s.partial { "  (partial: only the pairs listed)" } else { "" };
            let _ = writeln!(
                out,
                "  {:<w$}  {:>6}  {:>7}  {:>14}  {:>16}{partial}",
                name.to_string(),
                s.pairs,
                s.classes,
                s.solvable_pairs,
                s.solvable_classes
            );
        }
    }
    if report.trusted().next().is_some() {
        let above = options.trust_counts_above.map_or_else(String::new, |side| format!("--trust-counts-above T{side}"));
        let _ = writeln!(out, "\nTaken on trust ({above}), not checked by the verifier");
        for (name, board) in report.boards.iter().filter(|(_, board)| !board.trusted.is_empty()) {
            let _ = writeln!(out, "  {name}: {} solution counts", board.trusted.len());
            for trusted in &board.trusted {
                let _ = writeln!(out, "    {}:{}: {}", trusted.file.display(), trusted.line, trusted.claim);
            }
        }
    }
    fewest_text(report, options, &mut out);
    if !report.problems.is_empty() {
        out.push_str("\nProblems\n");
        for problem in &report.problems {
            let _ = writeln!(out, "  {}: {}", location(problem), problem.reason);
        }
        let unchecked: Vec<_> = report.boards.iter().filter(|(_, s)| s.unchecked_counts > 0).collect();
        if !unchecked.is_empty() {
            out.push('\n');
        }
        for (name, s) in unchecked {
            let _ = writeln!(out, "{}", unchecked_hint(name, s.unchecked_counts));
        }
    }
    if options.allow_partial && report.boards.values().any(|board| board.partial) {
        let _ =
            writeln!(out, "\nPartial certificates accepted (--allow-partial): only the pairs they list are verified");
    }
    let _ = writeln!(out, "\n{}", verdict(report));
    out
}

/// What the `fewest` claims rest on: those the verifier's own search
/// checked (by board), and each one taken on trust.
fn fewest_text(report: &Report, options: &Options, out: &mut String) {
    if report.fewest.is_empty() {
        return;
    }
    let settled = |how| report.fewest.iter().filter(move |claim| claim.settled == how);
    out.push_str("\nFewest moves (no solution has fewer moves than a file claims)\n");
    let searched: Vec<_> = settled(Settled::Searched).collect();
    let mut boards: Vec<&BoardName> = searched.iter().map(|claim| &claim.board).collect();
    boards.sort_unstable();
    boards.dedup();
    let boards: Vec<String> = boards.iter().map(ToString::to_string).collect();
    let limit = options.search_fewest_up_to;
    let _ = writeln!(
        out,
        "  checked by the verifier's own search (--search-fewest-up-to T{limit}): {}{}",
        claims(searched.len()),
        if boards.is_empty() { String::new() } else { format!(", on {}", boards.join(", ")) }
    );
    let trusted: Vec<_> = settled(Settled::Trusted).collect();
    if let (false, Some(above)) = (trusted.is_empty(), options.trust_fewest_above) {
        let _ = writeln!(
            out,
            "  taken on trust (--trust-fewest-above T{above}), not checked by the verifier: {}",
            claims(trusted.len())
        );
        for claim in trusted {
            let _ = writeln!(out, "    {}:{}: {} {}", claim.file.display(), claim.line, claim.board, claim.claim);
        }
    }
    let unchecked = settled(Settled::Unchecked).count();
    if unchecked > 0 {
        let _ = writeln!(out, "  neither searched nor taken on trust: {} (see the problems)", claims(unchecked));
    }
}

/// `1 claim`, `2 claims`.
fn claims(count: usize) -> String {
    format!("{count} claim{}", if count == 1 { "" } else { "s" })
}

/// The report as JSON: `verdict`, `options`, `boards` (a summary per board),
/// `fewest` (each `fewest` claim and how it was settled), `problems` and
/// `files`.
#[must_use]
pub fn verify_report_json(report: &Report, options: &Options) -> Value {
    let boards: Map<String, Value> = report
        .boards
        .iter()
        .map(|(name, s)| {
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
            (name.to_string(), summary)
        })
        .collect();
    let problems: Vec<Value> = report
        .problems
        .iter()
        .map(|p| {
            let kind = match p.kind {
                Kind::Wrong => "wrong",
                Kind::Unchecked => "unchecked",
                Kind::Partial => "partial",
                Kind::Malformed => "malformed",
            };
            json!({"file": p.file.display().to_string(), "line": p.line, "reason": p.reason, "kind": kind})
        })
        .collect();
    let files: Vec<Value> =
        report.files.iter().map(|(path, what)| json!({"file": path.display().to_string(), "what": what})).collect();
    let fewest: Vec<Value> = report.fewest.iter().map(fewest_json).collect();
    let trust = json!({
        "recount_up_to": format!("T{}", options.recount_up_to),
        "trust_counts_above": options.trust_counts_above.map(|side| format!("T{side}")),
        // Kept from before partial certificates failed by default.
        "require_complete": !options.allow_partial,
        "allow_partial": options.allow_partial,
        "search_fewest_up_to": format!("T{}", options.search_fewest_up_to),
        "trust_fewest_above": options.trust_fewest_above.map(|side| format!("T{side}")),
    });
    json!({"verdict": verdict(report), "options": trust, "boards": boards, "fewest": fewest, "problems": problems,
           "files": files})
}

/// One `fewest` claim as JSON, with how it was settled.
fn fewest_json(claim: &Fewest) -> Value {
    let settled = match claim.settled {
        Settled::Searched => "searched",
        Settled::Trusted => "taken on trust",
        Settled::Unchecked => "unchecked",
    };
    let file = claim.file.display().to_string();
    json!({"file": file, "line": claim.line, "board": claim.board.to_string(), "claim": claim.claim, "settled": settled})
}

/// The one-line error when some input could not be read or is malformed:
/// the first such problem and how many more there are; `None` if all was
/// read.
#[must_use]
pub fn verify_input_error(report: &Report) -> Option<String> {
    let mut malformed = report.problems.iter().filter(|p| p.malformed());
    let first = malformed.next()?;
    let more = match malformed.count() {
        0 => String::new(),
        n => format!(" (and {n} more unreadable or malformed, listed above)"),
    };
    Some(format!("{}: {}{more}", location(first), first.reason))
}

fn verdict(report: &Report) -> &'static str {
    if report.verified() {
        "VERIFIED"
    } else {
        "NOT VERIFIED"
    }
}

fn location(problem: &Fault) -> String {
    match problem.line {
        Some(line) => format!("{}:{line}", problem.file.display()),
        None => problem.file.display().to_string(),
    }
}

/// How to deal with `count` counts of a board that were neither re-counted
/// nor taken on trust, naming options that exist.
fn unchecked_hint(board: &BoardName, count: usize) -> String {
    let side = board.size;
    let (them, are) = if count == 1 { ("it", "count is") } else { ("them", "counts are") };
    let recount = if side <= RECOUNT_MAX_SIDE {
        let slow = if side > RECOUNT_UP_TO { ", which takes minutes" } else { "" };
        format!("re-count {them} with --recount-up-to T{side}{slow}, or ")
    } else {
        format!("the verifier re-counts up to T{RECOUNT_MAX_SIDE} at most; ")
    };
    format!("{board}: {count} solution {are} neither re-counted nor taken on trust: {recount}take {them} on trust with --trust-counts-above T{}", side - 1)
}
