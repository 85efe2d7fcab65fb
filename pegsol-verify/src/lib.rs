//! The independent verifier behind `pegsol verify`.
//!
//! It checks solution files and the certificates `pegsol prove` writes,
//! using none of the engine: its own board from `(row, col)` coordinates
//! (`board.rs`: the triangles, and boards of the square and the triangular
//! lattice drawn in the certificate), its own jump rule, exhaustive search and path counter
//! (`game.rs`), its own search for the fewest moves (`fewest.rs`), its own
//! reader (`parse.rs`) and checks (`check.rs`). This
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
//! // A claimed number of moves is counted (a move: one or more consecutive
//! // jumps by the same peg): only o-f F-I-M is a chain, so 12 moves.
//! assert!(verify_text(&file.replace("finish M", "finish M\nmoves 12")).unwrap().problems.is_empty());
//! let checked = verify_text(&file.replace("finish M", "finish M\nmoves 11")).unwrap();
//! assert!(checked.problems[0].1.starts_with("wrong number of moves"));
//! // A claimed fewest is checked by the verifier's own search: from A to M
//! // 12 moves are not the fewest (the engine's atlas, `pegsol fewest
//! // --board T5 --each`, finds 10, and so does the verifier's search).
//! let checked = verify_text(&file.replace("finish M", "finish M\nfewest 12")).unwrap();
//! assert!(checked.problems[0].1.ends_with("the verifier's own search finds 10 moves"));
//! // An unknown board is malformed.
//! assert!(verify_text("board T16").is_err());
//! ```

mod board;
mod check;
mod fewest;
mod game;
mod parse;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs::{self, File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::board::{Board, PairClasses};
pub use crate::check::{
    FewestClaim, Findings, Kind, Options, Settled, FEWEST_MAX_SIDE, FEWEST_UP_TO, RECOUNT_MAX_SIDE, RECOUNT_UP_TO,
    SEARCH_MAX_SIDE,
};
use crate::fewest::Searches;

/// The largest file the verifier reads, in bytes (16 MiB): hundreds of
/// times the largest certificate (T10's is 68 KB), so that `/dev/zero`-like
/// input or a runaway file is refused instead of filling memory.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// One thing wrong, with where it is.
#[derive(Clone, Debug)]
pub struct Fault {
    pub file: PathBuf,
    pub line: Option<usize>,
    pub reason: String,
    pub kind: Kind,
}

impl Fault {
    /// The file could not be read or parsed (exit code 2), rather than
    /// being readable and wrong or unchecked (exit code 1).
    #[must_use]
    pub fn malformed(&self) -> bool {
        self.kind == Kind::Malformed
    }
}

/// A claim the verifier did not check but took on trust, because the
/// options said so ([`Options::trust_counts_above`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trusted {
    pub file: PathBuf,
    pub line: usize,
    /// What is claimed, e.g. `pair 1 4: 2211 solutions`.
    pub claim: String,
}

/// A solution file's `fewest` claim (no solution has fewer moves) and how
/// the verifier settled it: by its own search, or on trust.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fewest {
    pub file: PathBuf,
    pub line: usize,
    pub board: BoardName,
    /// What is claimed, e.g. `fewest 12 moves on the board`.
    pub claim: String,
    pub settled: Settled,
}

/// Per board: (start, finish) pairs, one vacancy to one peg, that the
/// position classes allow, and those a certificate proved solvable.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardSummary {
    /// Ordered pairs that are feasible by position classes.
    pub pairs: usize,
    /// The same up to the board's symmetries.
    pub classes: usize,
    /// Ordered pairs with a verified witness (or a symmetric image of one).
    pub solvable_pairs: usize,
    /// The same up to symmetry.
    pub solvable_classes: usize,
    /// Solution counts neither re-counted nor taken on trust (each one is
    /// also a problem of kind [`Kind::Unchecked`]).
    pub unchecked_counts: usize,
    /// Every claim of this board taken on trust.
    pub trusted: Vec<Trusted>,
    /// Whether no certificate of this board claims `complete`, so only the
    /// pairs listed were checked.
    pub partial: bool,
}

/// A board as the report names it: `T5`, `english`. Boards sort by size
/// (the side of the smallest triangle with at least as many holes, so T2
/// comes before T10 and the English board, 33 holes, beside T8), then by name.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct BoardName {
    /// The side of the smallest triangle with at least as many holes (a
    /// triangle's own side): what the limits on re-counting and
    /// searching compare.
    pub size: u8,
    /// The name the certificate gives.
    pub name: String,
}

impl fmt::Display for BoardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// Everything `verify` found.
#[derive(Debug, Default)]
pub struct Report {
    /// Each file checked and what it is.
    pub files: Vec<(PathBuf, String)>,
    /// Boards with a certificate.
    pub boards: BTreeMap<BoardName, BoardSummary>,
    /// Every `fewest` claim of the solution files, in the order of the files.
    pub fewest: Vec<Fewest>,
    pub problems: Vec<Fault>,
}

impl Report {
    /// Whether every file was read and every claim holds, checked or taken
    /// on trust as the options allowed.
    #[must_use]
    pub fn verified(&self) -> bool {
        self.problems.is_empty() && !self.files.is_empty()
    }

    /// Whether some file could not be read or parsed.
    #[must_use]
    pub fn malformed(&self) -> bool {
        self.problems.iter().any(Fault::malformed)
    }

    /// Every claim taken on trust, board by board.
    pub fn trusted(&self) -> impl Iterator<Item = &Trusted> {
        self.boards.values().flat_map(|board| &board.trusted)
    }
}

/// The board as the verifier builds it from a file's `board` line (and the
/// drawing that follows it), with its own geometry: what the tests compare
/// with the engine's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFacts {
    /// The number of holes, numbered `0..holes` row by row.
    pub holes: usize,
    /// Every jump line `[from, over, to]`, both ways, as hole numbers.
    pub lines: Vec<[usize; 3]>,
    /// The symmetries, each as the image of every hole, the identity first.
    pub symmetries: Vec<Vec<usize>>,
}

/// The board a file draws or names (a whole file, or its `board` line and
/// drawing alone), or `Err((line, reason))` when the file cannot be read:
/// on the 19-hole hexagon, 54 jump lines (27 runs of three, each
/// both ways) and the 12 symmetries of the regular hexagon.
///
/// ```
/// use pegsol_verify::board_facts;
///
/// let hexagon = "board hexagon3\nlattice triangular\n\
///                row ..o.o.o\nrow .o.o.o.o\nrow o.o.o.o.o\nrow .o.o.o.o\nrow ..o.o.o\n";
/// let facts = board_facts(hexagon).unwrap();
/// assert_eq!((facts.holes, facts.lines.len(), facts.symmetries.len()), (19, 54, 12));
/// // Hole 1 over 5 into the centre, 10 (numbers from 1 in files, from 0 here).
/// assert!(facts.lines.contains(&[0, 4, 9]));
/// ```
pub fn board_facts(text: &str) -> Result<BoardFacts, (usize, String)> {
    let board = parse::board(text).map_err(|e| (e.line, e.reason))?;
    Ok(BoardFacts { holes: board.holes(), lines: board.lines().to_vec(), symmetries: board.symmetries() })
}

/// Parses and checks one file's text with the default [`Options`]:
/// `Err((line, reason))` when it is malformed.
pub fn verify_text(text: &str) -> Result<Findings, (usize, String)> {
    let document = parse::parse(text).map_err(|e| (e.line, e.reason))?;
    Ok(check::check(&document, &Options::default(), &mut Searches::default()))
}

/// Checks files, and directories recursively (their `*.cert` and `*.sol`
/// files), as the options say. Only regular files are read, none larger
/// than [`MAX_FILE_BYTES`]; symbolic links to directories met in a search
/// are not followed (so a link loop cannot hang it).
pub fn verify_paths(paths: &[PathBuf], options: &Options) -> Report {
    let mut report = Report::default();
    let mut files = Vec::new();
    for path in paths {
        collect(path, true, &mut files, &mut report);
    }
    let mut solvable: BTreeMap<BoardName, BTreeSet<(usize, usize)>> = BTreeMap::new();
    let mut boards: BTreeMap<BoardName, BoardSummary> = BTreeMap::new();
    // Each board as the first certificate of its name draws it.
    let mut drawn: BTreeMap<String, (Board, PathBuf)> = BTreeMap::new();
    let mut complete = BTreeSet::new();
    // The searches for the fewest moves, each run once for all the files.
    let mut searches = Searches::default();
    for file in files {
        let malformed = |line, reason| Fault { file: file.clone(), line, reason, kind: Kind::Malformed };
        let text = match read(&file) {
            Ok(text) => text,
            Err(reason) => {
                report.problems.push(malformed(None, reason));
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
        let mut findings = check::check(&document, options, &mut searches);
        if let Some(claim) = findings.fewest.take() {
            let board = BoardName { size: document.board.size(), name: document.board.name().to_string() };
            let FewestClaim { line, claim, settled } = claim;
            report.fewest.push(Fewest { file: file.clone(), line, board, claim, settled });
        }
        if let parse::Body::Certificate(certificate) = &document.body {
            let name = BoardName { size: document.board.size(), name: document.board.name().to_string() };
            match drawn.get(&name.name) {
                Some((first, path)) if !first.same_as(&document.board) => {
                    let reason =
                        format!("board {name} is drawn differently in {}: one name, one board", path.display());
                    findings.problems.insert(0, (None, reason, Kind::Wrong));
                    report.problems.extend(findings.problems.into_iter().map(|(line, reason, kind)| Fault {
                        file: file.clone(),
                        line,
                        reason,
                        kind,
                    }));
                    report.files.push((file, findings.what));
                    continue;
                }
                Some(_) => {}
                None => {
                    drawn.insert(name.name.clone(), (document.board, file.clone()));
                }
            }
            solvable.entry(name.clone()).or_default().extend(findings.solvable);
            let board = boards.entry(name.clone()).or_default();
            board.unchecked_counts += findings.unchecked_counts;
            if certificate.complete {
                complete.insert(name);
            }
            let trusted = findings.trusted.into_iter().map(|(line, claim)| Trusted { file: file.clone(), line, claim });
            board.trusted.extend(trusted);
        }
        for (line, reason, kind) in findings.problems {
            report.problems.push(Fault { file: file.clone(), line, reason, kind });
        }
        report.files.push((file, findings.what));
    }
    for (name, proved) in solvable {
        let (t, _) = &drawn[&name.name];
        let board = BoardSummary { partial: !complete.contains(&name), ..boards.remove(&name).unwrap_or_default() };
        report.boards.insert(name, summary(t, &proved, board));
    }
    if report.files.is_empty() && report.problems.is_empty() {
        let file = paths.first().cloned().unwrap_or_default();
        let reason = "no solution files (*.sol) or certificates (*.cert) found".into();
        report.problems.push(Fault { file, line: None, reason, kind: Kind::Malformed });
    }
    report
}

/// The files to check below `path`. A path named on the command line is
/// followed wherever it leads (and refused later if it is not a regular
/// file); inside a directory, a symbolic link to a file is followed, one to
/// a directory is not.
fn collect(path: &Path, named: bool, files: &mut Vec<PathBuf>, report: &mut Report) {
    let wanted = named || path.extension().is_some_and(|ext| ext == "cert" || ext == "sol");
    let metadata = if named { fs::metadata(path) } else { fs::symlink_metadata(path) };
    let metadata = match metadata {
        Ok(metadata) => metadata,
        Err(_) => {
            // Missing, unreadable, or a dangling link: read() says why, if
            // the file was wanted.
            if wanted {
                files.push(path.into());
            }
            return;
        }
    };
    if metadata.file_type().is_symlink() {
        if fs::metadata(path).is_ok_and(|target| target.is_dir()) {
            return;
        }
    } else if metadata.is_dir() {
        let entries = match fs::read_dir(path) {
            Ok(entries) => entries,
            Err(error) => {
                let reason = format!("cannot read directory: {error}");
                let problem = Fault { file: path.into(), line: None, reason, kind: Kind::Malformed };
                return report.problems.push(problem);
            }
        };
        let mut children: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        // Shorter names first, so that T2.cert comes before T10.cert.
        children.sort_by_key(|child| (child.as_os_str().len(), child.clone()));
        for child in children {
            collect(&child, false, files, report);
        }
        return;
    }
    if wanted {
        files.push(path.into());
    }
}

/// A file's text: a regular file of at most [`MAX_FILE_BYTES`] in UTF-8
/// (a byte-order mark at the start is allowed and skipped), or why not.
fn read(path: &Path) -> Result<String, String> {
    let too_large = |bytes: u64| {
        format!("{bytes} bytes or more, over the verifier's limit of {} MiB for one file", MAX_FILE_BYTES >> 20)
    };
    // Checked before opening: opening a FIFO would wait for a writer.
    let metadata = fs::metadata(path).map_err(|error| format!("cannot read: {error}"))?;
    if !metadata.is_file() {
        return Err(format!("not a regular file ({}): only files are read", file_kind(&metadata)));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(too_large(metadata.len()));
    }
    let file = File::open(path).map_err(|error| format!("cannot read: {error}"))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|error| format!("cannot read: {error}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    let text = String::from_utf8(bytes)
        .map_err(|error| format!("not UTF-8 text (byte {} is not)", error.utf8_error().valid_up_to() + 1))?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// What a non-regular file is, in words.
fn file_kind(metadata: &Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a FIFO";
        } else if kind.is_char_device() {
            return "a character device";
        } else if kind.is_block_device() {
            return "a block device";
        } else if kind.is_socket() {
            return "a socket";
        }
    }
    if metadata.is_dir() {
        "a directory"
    } else {
        "not a plain file"
    }
}

/// The board's feasible pairs from the position classes, and its proved ones.
fn summary(t: &Board, proved: &BTreeSet<(usize, usize)>, found: BoardSummary) -> BoardSummary {
    let classes = PairClasses::new(t);
    let feasible: Vec<(usize, usize)> =
        (0..t.holes()).flat_map(|s| (0..t.holes()).map(move |f| (s, f))).filter(|&(s, f)| t.feasible(s, f)).collect();
    let feasible_classes: BTreeSet<_> = feasible.iter().map(|&(s, f)| classes.representative(s, f)).collect();
    BoardSummary {
        pairs: feasible.len(),
        classes: feasible_classes.len(),
        solvable_pairs: proved.iter().map(|&(s, f)| classes.orbit(s, f).len()).sum(),
        solvable_classes: proved.len(),
        ..found
    }
}
