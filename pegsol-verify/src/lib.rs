//! The independent verifier behind `pegsol verify`.
//!
//! It checks solution files and the certificates `pegsol prove` writes,
//! using none of the engine: its own board from `(row, col)` coordinates
//! (`triangle.rs`), its own jump rule, exhaustive search and path counter
//! (`game.rs`), its own reader (`parse.rs`) and checks (`check.rs`). This
//! crate has no dependencies at all (see its `Cargo.toml`): only `std`, so
//! the compiler itself keeps the engine out, and a bug in the engine cannot
//! certify its own results.
//!
//! ```
//! use pegsol_verify::verify_text;
//!
//! // Seed 003: from A on T5 a solution can end at M. Jumps are written
//! // from-over-to or from-to, in either case.
//! let file = "# a solution\nboard T5\nstart A\nfinish M\n\
//!             jumps D-B-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F\n\
//!             b-i c-j o-f F-I-M N-M-L K-M";
//! let checked = verify_text(file).unwrap();
//! assert!(checked.problems.is_empty());
//! // A wrong claimed finish is well-formed but wrong.
//! let checked = verify_text(&file.replace("finish M", "finish A")).unwrap();
//! assert!(checked.problems[0].1.starts_with("wrong finish"));
//! // An unknown board is malformed.
//! assert!(verify_text("board T11").is_err());
//! ```

mod check;
mod game;
mod parse;
mod triangle;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub use crate::check::{Findings, RECOUNT_MAX_SIDE, RECOUNT_UP_TO, SEARCH_MAX_SIDE};
use crate::triangle::{PairClasses, Triangle};

/// One thing wrong, with where it is.
#[derive(Clone, Debug)]
pub struct Problem {
    pub file: PathBuf,
    pub line: Option<usize>,
    pub reason: String,
    /// The file could not be read or parsed (exit code 2), rather than
    /// being readable and wrong (exit code 1).
    pub malformed: bool,
}

/// Per board: (start, finish) pairs, one vacancy to one peg, that the
/// position classes allow, and those a certificate proved solvable.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardSummary {
    /// Ordered pairs that are feasible by position classes.
    pub pairs: usize,
    /// The same up to the board's six symmetries.
    pub classes: usize,
    /// Ordered pairs with a verified witness (or a symmetric image of one).
    pub solvable_pairs: usize,
    /// The same up to symmetry.
    pub solvable_classes: usize,
    /// Solution counts the verifier did not re-count: the board is above
    /// its re-count limit (`pegsol verify --recount-up-to`).
    pub counts_not_rechecked: usize,
}

/// Everything `verify` found.
#[derive(Debug, Default)]
pub struct Report {
    /// Each file checked and what it is.
    pub files: Vec<(PathBuf, String)>,
    /// Boards with a certificate, by side.
    pub boards: BTreeMap<u8, BoardSummary>,
    pub problems: Vec<Problem>,
}

impl Report {
    /// Whether every file was read and every claim holds.
    #[must_use]
    pub fn verified(&self) -> bool {
        self.problems.is_empty() && !self.files.is_empty()
    }

    /// Whether some file could not be read or parsed.
    #[must_use]
    pub fn malformed(&self) -> bool {
        self.problems.iter().any(|p| p.malformed)
    }
}

/// Parses and checks one file's text: `Err((line, reason))` when it is
/// malformed. Solution counts are re-counted up to T[`RECOUNT_UP_TO`].
pub fn verify_text(text: &str) -> Result<Findings, (usize, String)> {
    let document = parse::parse(text).map_err(|e| (e.line, e.reason))?;
    Ok(check::check(&document, RECOUNT_UP_TO))
}

/// Checks files, and directories recursively (their `*.cert` and `*.sol`
/// files); solution counts are re-counted on boards up to T`recount_up_to`
/// (at most T[`RECOUNT_MAX_SIDE`]), and above it counted as not re-checked.
pub fn verify_paths(paths: &[PathBuf], recount_up_to: u8) -> Report {
    let mut report = Report::default();
    let mut files = Vec::new();
    for path in paths {
        collect(path, true, &mut files, &mut report);
    }
    let mut solvable: BTreeMap<u8, BTreeSet<(usize, usize)>> = BTreeMap::new();
    let mut not_recounted: BTreeMap<u8, usize> = BTreeMap::new();
    for file in files {
        let malformed = |line, reason| Problem { file: file.clone(), line, reason, malformed: true };
        let text = match std::fs::read(&file).map(String::from_utf8) {
            Ok(Ok(text)) => text,
            Ok(Err(_)) => {
                report.problems.push(malformed(None, "not UTF-8 text".into()));
                continue;
            }
            Err(error) => {
                report.problems.push(malformed(None, format!("cannot read: {error}")));
                continue;
            }
        };
        let document = match parse::parse(&text) {
            Ok(document) => document,
            Err(error) => {
                report.problems.push(malformed(Some(error.line), error.reason));
                continue;
            }
        };
        let findings = check::check(&document, recount_up_to);
        if let parse::Body::Certificate(_) = document.body {
            let side = document.triangle.side();
            solvable.entry(side).or_default().extend(findings.solvable);
            *not_recounted.entry(side).or_default() += findings.not_recounted;
        }
        for (line, reason) in findings.problems {
            report.problems.push(Problem { file: file.clone(), line, reason, malformed: false });
        }
        report.files.push((file, findings.what));
    }
    for (side, proved) in solvable {
        let t = Triangle::new(side).expect("parsed boards exist");
        let counts_not_rechecked = not_recounted.get(&side).copied().unwrap_or(0);
        report.boards.insert(side, BoardSummary { counts_not_rechecked, ..summary(&t, &proved) });
    }
    if report.files.is_empty() && report.problems.is_empty() {
        let file = paths.first().cloned().unwrap_or_default();
        let reason = "no solution files (*.sol) or certificates (*.cert) found".into();
        report.problems.push(Problem { file, line: None, reason, malformed: true });
    }
    report
}

fn collect(path: &Path, named: bool, files: &mut Vec<PathBuf>, report: &mut Report) {
    if path.is_dir() {
        let entries = match std::fs::read_dir(path) {
            Ok(entries) => entries,
            Err(error) => {
                let reason = format!("cannot read directory: {error}");
                return report.problems.push(Problem { file: path.into(), line: None, reason, malformed: true });
            }
        };
        let mut children: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        // Shorter names first, so that T2.cert comes before T10.cert.
        children.sort_by_key(|child| (child.as_os_str().len(), child.clone()));
        for child in children {
            collect(&child, false, files, report);
        }
    } else if named || path.extension().is_some_and(|ext| ext == "cert" || ext == "sol") {
        files.push(path.into());
    }
}

/// The board's feasible pairs from the position classes, and its proved ones.
fn summary(t: &Triangle, proved: &BTreeSet<(usize, usize)>) -> BoardSummary {
    let classes = PairClasses::new(t);
    let feasible: Vec<(usize, usize)> =
        (0..t.holes()).flat_map(|s| (0..t.holes()).map(move |f| (s, f))).filter(|&(s, f)| t.feasible(s, f)).collect();
    let feasible_classes: BTreeSet<_> = feasible.iter().map(|&(s, f)| classes.representative(s, f)).collect();
    BoardSummary {
        pairs: feasible.len(),
        classes: feasible_classes.len(),
        solvable_pairs: proved.iter().map(|&(s, f)| classes.orbit(s, f).len()).sum(),
        solvable_classes: proved.len(),
        counts_not_rechecked: 0,
    }
}
