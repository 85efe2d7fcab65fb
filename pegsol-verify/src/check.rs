//! Checking what a parsed file claims against the verifier's own rules.

use std::collections::HashMap;
use std::fmt::Write;

use crate::board::{Board, PairClasses, Pegs};
use crate::fewest::Searches;
use crate::game;
use crate::parse::{Body, Certificate, Claim, Document, FewestLine, Jump, Scope, Solution};

/// The largest board on which the verifier re-counts solutions by default
/// (T7 takes minutes; `pegsol verify --recount-up-to T7` asks for it).
pub const RECOUNT_UP_TO: u8 = 6;
/// The largest board its counter re-counts at all: T8 has billions of
/// positions per start, far beyond a hash map in memory.
pub const RECOUNT_MAX_SIDE: u8 = 7;
/// The largest board on which it re-runs an exhaustive search: T6, 21
/// holes, at most 2^20 positions from one vacancy (a second or so); the
/// 19-hole hexagon, where no pair is solvable, needs it.
pub const SEARCH_MAX_SIDE: u8 = 6;
/// The largest board on which the verifier checks a `fewest` claim by its
/// own search by default: T6 takes a fraction of a second, T7 minutes
/// (`pegsol verify --search-fewest-up-to T7` asks for it).
pub const FEWEST_UP_TO: u8 = 6;
/// The largest board its search for the fewest moves takes at all: T7, 28
/// holes (positions of 32 bits, tens of millions of them from one start);
/// T8 has billions.
pub const FEWEST_MAX_SIDE: u8 = 7;

/// What the verifier checks, and what it may take on trust instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Re-count solution counts on boards up to T`recount_up_to` (at most
    /// T[`RECOUNT_MAX_SIDE`]).
    pub recount_up_to: u8,
    /// Take the solution counts of boards above T`n` on trust where they are
    /// not re-counted. A count neither re-counted nor trusted is a problem:
    /// a claim the verifier did not check never passes silently.
    pub trust_counts_above: Option<u8>,
    /// Accept certificates that do not claim `complete`: only the pairs
    /// they list are then checked, and the report marks them partial.
    /// Without it such a certificate is a problem of kind [`Kind::Partial`].
    /// A certificate that lists no pair and does not claim `complete` is
    /// never accepted: there is nothing to verify.
    pub allow_partial: bool,
    /// Check `fewest` claims by the verifier's own search on boards up to
    /// T`search_fewest_up_to` (at most T[`FEWEST_MAX_SIDE`]).
    pub search_fewest_up_to: u8,
    /// Take the `fewest` claims of boards above T`n` on trust where they are
    /// not searched. A claim neither searched nor trusted is a problem.
    pub trust_fewest_above: Option<u8>,
}

impl Default for Options {
    /// Re-count up to T[`RECOUNT_UP_TO`], search up to T[`FEWEST_UP_TO`],
    /// trust nothing, and require every certificate to claim `complete`.
    fn default() -> Options {
        Options {
            recount_up_to: RECOUNT_UP_TO,
            trust_counts_above: None,
            allow_partial: false,
            search_fewest_up_to: FEWEST_UP_TO,
            trust_fewest_above: None,
        }
    }
}

/// How a `fewest` claim was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// By the verifier's own search (which may have found it wrong: then it
    /// is also a problem).
    Searched,
    /// Taken on trust, as [`Options::trust_fewest_above`] allows.
    Trusted,
    /// Neither: a problem of kind [`Kind::Unchecked`].
    Unchecked,
}

/// A solution file's `fewest` claim and how it was settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FewestClaim {
    pub line: usize,
    /// What is claimed, e.g. `fewest 12 moves on the board`.
    pub claim: String,
    pub settled: Settled,
}

/// Why a claim did not pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Well-formed and wrong (exit code 1).
    Wrong,
    /// Not checked, and not taken on trust either (exit code 1).
    Unchecked,
    /// Less than every pair: a certificate that does not claim `complete`
    /// (unless [`Options::allow_partial`]), or one that claims nothing at
    /// all (exit code 1).
    Partial,
    /// The file could not be read or parsed (exit code 2).
    Malformed,
}

/// What checking one file found.
pub struct Findings {
    /// One line saying what the file is.
    pub what: String,
    /// Claims that did not pass: (line, reason, kind).
    pub problems: Vec<(Option<usize>, String, Kind)>,
    /// Pairs (up to symmetry) a certificate proved solvable with a witness.
    pub solvable: Vec<(usize, usize)>,
    /// Claims taken on trust, as the options allow: (line, claim).
    pub trusted: Vec<(usize, String)>,
    /// Solution counts neither re-counted nor taken on trust.
    pub unchecked_counts: usize,
    /// A solution file's `fewest` claim.
    pub fewest: Option<FewestClaim>,
}

/// Checks a parsed file as the options say, with the searches for the
/// fewest moves run so far (kept for the files that follow).
pub fn check(document: &Document, options: &Options, searches: &mut Searches) -> Findings {
    let t = &document.board;
    let mut findings = Findings {
        what: String::new(),
        problems: Vec::new(),
        solvable: Vec::new(),
        trusted: Vec::new(),
        unchecked_counts: 0,
        fewest: None,
    };
    match &document.body {
        Body::Solution(solution) => {
            check_solution(t, solution, &mut findings);
            if let Some(fewest) = solution.fewest {
                check_fewest(t, solution, fewest, (options, searches), &mut findings);
            }
        }
        Body::Certificate(certificate) => check_certificate(t, certificate, options, &mut findings),
    }
    findings
}

/// Plays the jumps from `pegs`; on the first bad one, its line and why.
fn replay(t: &Board, mut pegs: Pegs, jumps: &[Jump]) -> Result<Pegs, (usize, String)> {
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

fn describe(t: &Board, pegs: Pegs) -> String {
    let holes: Vec<String> = (0..t.holes()).filter(|h| (pegs >> h) & 1 == 1).map(|h| t.hole_name(h)).collect();
    match holes.len() {
        1 => format!("one peg, at {}", holes[0]),
        n => format!("{n} pegs ({})", holes.join(", ")),
    }
}

fn check_solution(t: &Board, solution: &Solution, findings: &mut Findings) {
    let start = solution.start.iter().fold(t.full(), |pegs, &hole| pegs & !(1 << hole));
    let names: Vec<String> = solution.start.iter().map(|&h| t.hole_name(h)).collect();
    let moves = solution.moves.map(|_| format!(" in {} moves", move_count(&solution.jumps))).unwrap_or_default();
    findings.what =
        format!("{} solution: {} jumps{moves} from {} empty", t.name(), solution.jumps.len(), names.join(","));
    let end = match replay(t, start, &solution.jumps) {
        Ok(end) => end,
        Err((line, reason)) => return findings.problems.push((Some(line), reason, Kind::Wrong)),
    };
    let last_line = solution.finish.map(|(_, line)| line).or(solution.jumps.last().map(|j| j.line));
    if end.count_ones() != 1 {
        let reason = format!("the jumps end with {}, not one peg", describe(t, end));
        findings.problems.push((last_line, reason, Kind::Wrong));
    } else if let Some((finish, line)) = solution.finish.filter(|&(finish, _)| end != 1 << finish) {
        let claim = t.hole_name(finish);
        let reason = format!("wrong finish: the jumps end with {}, not at {claim}", describe(t, end));
        findings.problems.push((Some(line), reason, Kind::Wrong));
    }
    if let Some((claimed, line)) = solution.moves.filter(|&(claimed, _)| claimed != move_count(&solution.jumps)) {
        let reason =
            format!("wrong number of moves: the jumps make {} moves, not {claimed}", move_count(&solution.jumps));
        findings.problems.push((Some(line), reason, Kind::Wrong));
    }
}

/// A `fewest N` claim: the witness makes `N` moves, and no solution has
/// fewer, which the verifier's own search checks on boards up to its
/// limit; above it the claim is taken on trust if the options say so, and
/// is otherwise a claim nobody checked, which fails.
fn check_fewest(
    t: &Board,
    solution: &Solution,
    fewest: FewestLine,
    (options, searches): (&Options, &mut Searches),
    findings: &mut Findings,
) {
    let FewestLine { moves: claimed, scope, line } = fewest;
    let claim = match scope {
        Scope::Pair => format!("fewest {claimed} moves"),
        Scope::Board => format!("fewest {claimed} moves on the board"),
    };
    let made = move_count(&solution.jumps);
    if made != claimed as usize {
        let reason = format!("{claim} claimed, but the jumps make {made} moves");
        findings.problems.push((Some(line), reason, Kind::Wrong));
    }
    let limit = options.search_fewest_up_to.min(FEWEST_MAX_SIDE);
    let (settled, how) = if t.size() <= limit {
        let start = solution.start.iter().fold(t.full(), |pegs, &hole| pegs & !(1 << hole));
        let found = match (scope, solution.finish) {
            (Scope::Pair, Some((finish, _))) => searches.pair(t, start, finish),
            (Scope::Pair, None) => unreachable!("the reader requires a finish for `fewest N`"),
            (Scope::Board, _) => searches.board(t),
        };
        if found != Some(claimed) {
            let found = found.map_or_else(|| "no solution".to_string(), |m| format!("{m} moves"));
            let reason = format!("{claim} claimed, but the verifier's own search finds {found}");
            findings.problems.push((Some(line), reason, Kind::Wrong));
        }
        (Settled::Searched, "checked by its own search".to_string())
    } else {
        let why = if t.size() > FEWEST_MAX_SIDE {
            "board too large for the verifier's search".to_string()
        } else {
            format!("{} is above --search-fewest-up-to T{limit}", t.measured())
        };
        if options.trust_fewest_above.is_some_and(|above| t.size() > above) {
            (Settled::Trusted, format!("trusted ({why})"))
        } else {
            let settle = if t.size() > FEWEST_MAX_SIDE {
                format!("the verifier searches up to T{FEWEST_MAX_SIDE} at most;")
            } else {
                let slow = if t.size() > FEWEST_UP_TO { ", which takes minutes," } else { "" };
                format!("search it with --search-fewest-up-to T{}{slow} or", t.size())
            };
            let reason = format!(
                "{claim} not checked ({why}): {settle} take it on trust with --trust-fewest-above T{}",
                t.size() - 1
            );
            findings.problems.push((Some(line), reason, Kind::Unchecked));
            (Settled::Unchecked, "not checked".to_string())
        }
    };
    let _ = write!(findings.what, "; {claim}: {how}");
    findings.fewest = Some(FewestClaim { line, claim, settled });
}

/// The moves the jumps make: a move is one or more consecutive jumps by the
/// same peg, so a jump starts a new move unless it starts where the jump
/// before it landed.
fn move_count(jumps: &[Jump]) -> usize {
    let continues = jumps.windows(2).filter(|pair| pair[1].from == pair[0].to).count();
    jumps.len() - continues
}

/// What checking a certificate's claims has found so far, and the solution
/// counts the verifier has re-counted (by start hole).
struct Ledger {
    recount_up_to: u8,
    /// Counts above the re-count limit are taken on trust.
    trust: bool,
    recounted: HashMap<usize, Option<Vec<u128>>>,
    problems: Vec<(Option<usize>, String, Kind)>,
    unchecked: Vec<(usize, String)>,
}

impl Ledger {
    fn wrong(&mut self, line: usize, reason: String) {
        self.problems.push((Some(line), reason, Kind::Wrong));
    }

    /// A claimed number of solutions of `pair` (`s` → `f`, decimal digits
    /// without leading zeros, on `line`): re-counted on boards up to the
    /// re-count limit, otherwise taken on trust if the options say so, and
    /// otherwise a claim nobody checked, which fails.
    fn count(
        &mut self,
        t: &Board,
        (s, f, pair): (usize, usize, &str),
        (claimed, line): (&str, usize),
        findings: &mut Findings,
    ) {
        if t.size() > self.recount_up_to {
            if self.trust {
                findings.trusted.push((line, format!("{pair}: {claimed} solutions")));
            } else {
                let limit = format!("{} is above the re-count limit T{}", t.measured(), self.recount_up_to);
                self.unchecked.push((line, format!("{pair}: {claimed} solutions not re-counted ({limit})")));
                findings.unchecked_counts += 1;
            }
            return;
        }
        match self.recounted.entry(s).or_insert_with(|| game::count_solutions(t, t.start(s))) {
            None => {
                let reason = format!("{pair}: the count passes 2^128; the verifier cannot check it");
                self.unchecked.push((line, reason));
            }
            Some(by_finish) if by_finish[f].to_string() != claimed => {
                let counted = by_finish[f];
                self.wrong(
                    line,
                    format!("{pair}: count mismatch: claimed {claimed} solutions, the verifier counts {counted}"),
                );
            }
            Some(_) => {}
        }
    }
}

fn check_certificate(t: &Board, certificate: &Certificate, options: &Options, findings: &mut Findings) {
    let classes = PairClasses::new(t);
    let mut seen: HashMap<(usize, usize), usize> = HashMap::new();
    let mut ledger = Ledger {
        recount_up_to: options.recount_up_to.min(RECOUNT_MAX_SIDE),
        trust: options.trust_counts_above.is_some_and(|above| t.size() > above),
        recounted: HashMap::new(),
        problems: Vec::new(),
        unchecked: Vec::new(),
    };
    for entry in &certificate.entries {
        let (s, f) = (entry.start, entry.finish);
        let pair = format!("pair {} {}", t.hole_name(s), t.hole_name(f));
        let representative = classes.representative(s, f);
        if let Some(first) = seen.insert(representative, entry.line) {
            seen.insert(representative, first);
            ledger.wrong(entry.line, format!("{pair} is listed twice: line {first} covers it up to symmetry"));
            continue;
        }
        match &entry.claim {
            Claim::Solvable { solutions, jumps } => {
                let Some(jumps) = jumps else {
                    ledger.wrong(entry.line, format!("{pair}: claimed solvable but has no `jumps` witness"));
                    continue;
                };
                match replay(t, t.start(s), jumps) {
                    Err((line, reason)) => ledger.wrong(line, format!("{pair}: {reason}")),
                    Ok(end) if end != 1 << f => {
                        let ending = describe(t, end);
                        ledger.wrong(entry.line, format!("{pair}: wrong finish: the witness ends with {ending}"));
                    }
                    Ok(_) => findings.solvable.push(representative),
                }
                let Some((digits, line)) = solutions else { continue };
                let claimed = if digits.is_empty() { "0" } else { digits.as_str() };
                ledger.count(t, (s, f, &pair), (claimed, *line), findings);
            }
            Claim::Infeasible { start_class, finish_class } => {
                let (a, b) = (t.class(t.start(s)), t.class(1 << f));
                let w = t.class_digits();
                if (a, b) != (*start_class, *finish_class) {
                    let stated = format!("{start_class:0w$b} {finish_class:0w$b}");
                    ledger.wrong(
                        entry.line,
                        format!("{pair}: wrong position classes {stated}: the verifier computes {a:0w$b} {b:0w$b}"),
                    );
                } else if a == b {
                    ledger.wrong(
                        entry.line,
                        format!("{pair}: start and finish are both in class {a:0w$b}: not infeasible"),
                    );
                }
            }
            Claim::Unsolvable { solutions: Some((digits, line)) } => {
                // No solution by counting: the count must be 0, and is
                // checked as any other count is (re-counted, or on trust).
                if !digits.is_empty() {
                    ledger.wrong(*line, format!("{pair}: claimed unsolvable with {digits} solutions"));
                    continue;
                }
                ledger.count(t, (s, f, &pair), ("0", *line), findings);
            }
            Claim::Unsolvable { solutions: None } if t.size() > SEARCH_MAX_SIDE => {
                let limit = format!("the verifier re-runs exhaustive searches only up to T{SEARCH_MAX_SIDE}");
                let reason = format!("{pair}: a no-solution claim on {} cannot be checked: {limit}", t.measured());
                ledger.unchecked.push((entry.line, reason));
            }
            Claim::Unsolvable { solutions: None } => {
                if game::reaches(t, t.start(s), 1 << f) {
                    ledger.wrong(
                        entry.line,
                        format!("{pair}: claimed unsolvable, but the verifier's search finds a solution"),
                    );
                }
            }
        }
    }
    let Ledger { mut problems, unchecked, .. } = ledger;
    problems.extend(unchecked.into_iter().map(|(line, reason)| (Some(line), reason, Kind::Unchecked)));
    // In the order of the file.
    problems.sort_by_key(|(line, _, _)| *line);
    findings.problems.extend(problems);
    let mut missing = 0;
    let nothing = certificate.entries.is_empty() && !certificate.complete;
    if nothing {
        // Not evidence of anything: no pair is claimed, so no check can fail.
        let reason = "nothing to verify: the certificate lists no pair and does not claim `complete`";
        findings.problems.push((None, reason.into(), Kind::Partial));
    } else if certificate.complete {
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
            findings.problems.push((None, reason, Kind::Wrong));
        }
    } else if !options.allow_partial {
        let reason = "partial: the certificate does not claim `complete` (an entry for every pair class), so it \
                      proves only the pairs it lists; --allow-partial accepts that";
        findings.problems.push((None, reason.into(), Kind::Partial));
    }
    if !certificate.ended {
        findings.problems.push((None, "truncated: the certificate has no `end` line".into(), Kind::Wrong));
    }
    let coverage = if nothing {
        "nothing to verify"
    } else if certificate.complete && missing == 0 {
        "complete"
    } else if certificate.complete {
        "incomplete"
    } else {
        "partial"
    };
    findings.what =
        format!("{} certificate: {} pairs up to symmetry ({coverage})", t.name(), certificate.entries.len());
}
