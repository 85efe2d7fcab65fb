//! Checking what a parsed file claims against the verifier's own rules.

use std::collections::HashMap;

use crate::game;
use crate::parse::{Body, Certificate, Claim, Document, Jump, Solution};
use crate::triangle::{PairClasses, Pegs, Triangle};

/// The largest board on which the verifier re-counts solutions by default
/// (T7 takes minutes; `pegsol verify --recount-up-to T7` asks for it).
pub const RECOUNT_UP_TO: u8 = 6;
/// The largest board its counter re-counts at all: T8 has billions of
/// positions per start, far beyond a hash map in memory.
pub const RECOUNT_MAX_SIDE: u8 = 7;
/// The largest board on which it re-runs an exhaustive search.
pub const SEARCH_MAX_SIDE: u8 = 5;

/// What checking one file found.
pub struct Findings {
    /// One line saying what the file is.
    pub what: String,
    /// Wrong claims: (line, reason).
    pub problems: Vec<(Option<usize>, String)>,
    /// Pairs (up to symmetry) a certificate proved solvable with a witness.
    pub solvable: Vec<(usize, usize)>,
    /// Solution counts left unchecked: the board is above the re-count limit.
    pub not_recounted: usize,
}

/// Checks a parsed file; solution counts only on boards up to T`recount_up_to`.
pub fn check(document: &Document, recount_up_to: u8) -> Findings {
    let t = &document.triangle;
    let mut findings = Findings { what: String::new(), problems: Vec::new(), solvable: Vec::new(), not_recounted: 0 };
    match &document.body {
        Body::Solution(solution) => check_solution(t, solution, &mut findings),
        Body::Certificate(certificate) => check_certificate(t, certificate, recount_up_to, &mut findings),
    }
    findings
}

/// Plays the jumps from `pegs`; on the first bad one, its line and why.
fn replay(t: &Triangle, mut pegs: Pegs, jumps: &[Jump]) -> Result<Pegs, (usize, String)> {
    for (number, jump) in jumps.iter().enumerate() {
        let (from, to) = (t.hole_name(jump.from), t.hole_name(jump.to));
        let over = match jump.over.or_else(|| t.over(jump.from, jump.to)) {
            Some(over) => over,
            None => return Err((jump.line, format!("jump {}: {from}-{to} is not two steps along a line", number + 1))),
        };
        pegs = game::jump(t, pegs, jump.from, over, jump.to)
            .map_err(|why| (jump.line, format!("jump {}: {why}", number + 1)))?;
    }
    Ok(pegs)
}

fn describe(t: &Triangle, pegs: Pegs) -> String {
    let holes: Vec<String> = (0..t.holes()).filter(|h| (pegs >> h) & 1 == 1).map(|h| t.hole_name(h)).collect();
    match holes.len() {
        1 => format!("one peg, at {}", holes[0]),
        n => format!("{n} pegs ({})", holes.join(", ")),
    }
}

fn check_solution(t: &Triangle, solution: &Solution, findings: &mut Findings) {
    let start = solution.start.iter().fold(t.full(), |pegs, &hole| pegs & !(1 << hole));
    let names: Vec<String> = solution.start.iter().map(|&h| t.hole_name(h)).collect();
    findings.what = format!("{} solution: {} jumps from {} empty", t.name(), solution.jumps.len(), names.join(","));
    let end = match replay(t, start, &solution.jumps) {
        Ok(end) => end,
        Err((line, reason)) => return findings.problems.push((Some(line), reason)),
    };
    let last_line = solution.finish.map(|(_, line)| line).or(solution.jumps.last().map(|j| j.line));
    if end.count_ones() != 1 {
        findings.problems.push((last_line, format!("the jumps end with {}, not one peg", describe(t, end))));
    } else if let Some((finish, line)) = solution.finish.filter(|&(finish, _)| end != 1 << finish) {
        let claim = t.hole_name(finish);
        findings
            .problems
            .push((Some(line), format!("wrong finish: the jumps end with {}, not at {claim}", describe(t, end))));
    }
}

fn check_certificate(t: &Triangle, certificate: &Certificate, recount_up_to: u8, findings: &mut Findings) {
    let classes = PairClasses::new(t);
    let mut seen: HashMap<(usize, usize), usize> = HashMap::new();
    let mut counts: HashMap<usize, Option<Vec<u128>>> = HashMap::new();
    let mut not_recounted = 0;
    let mut problem = |line: usize, reason: String| findings.problems.push((Some(line), reason));
    for entry in &certificate.entries {
        let (s, f) = (entry.start, entry.finish);
        let pair = format!("pair {} {}", t.hole_name(s), t.hole_name(f));
        let representative = classes.representative(s, f);
        if let Some(first) = seen.insert(representative, entry.line) {
            seen.insert(representative, first);
            problem(entry.line, format!("{pair} is listed twice: line {first} covers it up to symmetry"));
            continue;
        }
        match &entry.claim {
            Claim::Solvable { solutions, jumps } => {
                let Some(jumps) = jumps else {
                    problem(entry.line, format!("{pair}: claimed solvable but has no `jumps` witness"));
                    continue;
                };
                match replay(t, t.start(s), jumps) {
                    Err((line, reason)) => problem(line, format!("{pair}: {reason}")),
                    Ok(end) if end != 1 << f => {
                        let ending = describe(t, end);
                        problem(entry.line, format!("{pair}: wrong finish: the witness ends with {ending}"));
                    }
                    Ok(_) => findings.solvable.push(representative),
                }
                let Some((digits, line)) = solutions else { continue };
                if t.side() > recount_up_to.min(RECOUNT_MAX_SIDE) {
                    // Neither accepted nor wrong: reported as not re-counted.
                    not_recounted += 1;
                    continue;
                }
                let counted = counts.entry(s).or_insert_with(|| game::count_solutions(t, t.start(s)));
                let claimed = if digits.is_empty() { "0" } else { digits.as_str() };
                match counted {
                    None => problem(*line, format!("{pair}: the count passes 2^128; the verifier cannot check it")),
                    Some(by_finish) if by_finish[f].to_string() != claimed => {
                        let counted = by_finish[f];
                        problem(
                            *line,
                            format!(
                                "{pair}: count mismatch: claimed {claimed} solutions, the verifier counts {counted}"
                            ),
                        );
                    }
                    Some(_) => {}
                }
            }
            Claim::Infeasible { start_class, finish_class } => {
                let (a, b) = (t.class(t.start(s)), t.class(1 << f));
                if (a, b) != (*start_class, *finish_class) {
                    let stated = format!("{start_class:02b} {finish_class:02b}");
                    problem(
                        entry.line,
                        format!("{pair}: wrong position classes {stated}: the verifier computes {a:02b} {b:02b}"),
                    );
                } else if a == b {
                    problem(entry.line, format!("{pair}: start and finish are both in class {a:02b}: not infeasible"));
                }
            }
            Claim::Unsolvable if t.side() > SEARCH_MAX_SIDE => {
                let limit = format!("the verifier re-runs exhaustive searches only up to T{SEARCH_MAX_SIDE}");
                problem(entry.line, format!("{pair}: a no-solution claim on {} cannot be checked: {limit}", t.name()));
            }
            Claim::Unsolvable => {
                if game::reaches(t, t.start(s), 1 << f) {
                    problem(
                        entry.line,
                        format!("{pair}: claimed unsolvable, but the verifier's search finds a solution"),
                    );
                }
            }
        }
    }
    findings.not_recounted = not_recounted;
    let mut missing = 0;
    if certificate.complete {
        let mut all: Vec<(usize, usize)> = (0..t.holes())
            .flat_map(|s| (0..t.holes()).map(move |f| (s, f)))
            .map(|(s, f)| classes.representative(s, f))
            .collect();
        all.sort_unstable();
        all.dedup();
        for (s, f) in all.into_iter().filter(|pair| !seen.contains_key(pair)) {
            missing += 1;
            let reason = format!(
                "missing pair {} {}: the certificate says `complete` but has no entry for it or any symmetric image",
                t.hole_name(s),
                t.hole_name(f)
            );
            findings.problems.push((None, reason));
        }
    }
    if !certificate.ended {
        findings.problems.push((None, "truncated: the certificate has no `end` line".into()));
    }
    let coverage = if certificate.complete && missing == 0 {
        "complete"
    } else if certificate.complete {
        "incomplete"
    } else {
        "partial"
    };
    findings.what =
        format!("{} certificate: {} pairs up to symmetry ({coverage})", t.name(), certificate.entries.len());
}
