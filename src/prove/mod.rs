//! Certificates: evidence for every (start, finish) pair of a board, one
//! vacancy to one peg, up to the board's symmetries, written as text
//! ([`crate::render::certificate_text`]) that the independent verifier
//! ([`crate::verify`]) re-checks.
//!
//! A solvable pair gets a witness from [`solve_pair`] and, on boards up
//! to T[`COUNT_MAX_SIDE`], its exact number of solutions (the forward pass
//! from the start and the reverse pass to the finish must agree). A pair whose start and
//! finish lie in different position classes (G. I. Bell, "Solving
//! Triangular Peg Solitaire", JIS 2008) is infeasible; any other pair
//! without a solution is claimed unsolvable, which the verifier re-checks
//! by exhaustive search (only up to T[`SEARCH_CLAIM_MAX_SIDE`]). With counts
//! read from reports ([`prove_from`]) a pair may also be unsolvable because
//! two runs that agree count no solution for it: the way past the search's
//! limit, on boards (French, `hexagon4`, drawn ones) where a pair the
//! classes allow may have no solution (a 23-hole strip in `tests/it/prove.rs`
//! has 16 such pair classes).
//!
//! ```
//! use pegsol::{prove, render, Board, Evidence};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let certificate = prove(&t4, &mut |_, _| {}).unwrap();
//! // T4 (seed 002): edge starts solve, 14 solutions each, all at one finish.
//! let solvable: Vec<_> =
//!     certificate.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Solvable { .. })).collect();
//! assert_eq!(solvable.len(), 1);
//! assert!(render::certificate_text(&certificate, &t4).contains("solutions 14\n"));
//! ```

mod certificate;
mod reports;

use std::collections::HashMap;

use num_bigint::BigUint;

use crate::board::{Board, Hole, Lattice, BUILT_IN};
use crate::classes::PositionClass;
use crate::forward::forward;
use crate::pass::Reduction;
use crate::position::Position;
use crate::report::CountReport;
use crate::reverse::solutions_to;
use crate::search::solve_pair;
use crate::symmetry::Group;

pub use certificate::{Certificate, Evidence, PairProof};
use reports::Readings;
pub use reports::ReportError;

/// The largest board on which certificates carry solution counts.
pub const COUNT_MAX_SIDE: u8 = 7;
/// The largest board on which "no solution" may rest on exhaustive search:
/// T6, 21 holes. The verifier re-runs each such search (2^20 positions at
/// most from one vacancy); the 19-hole hexagon, where no pair is solvable,
/// rests on them alone.
pub const SEARCH_CLAIM_MAX_SIDE: u8 = 6;

/// The most holes of a square-lattice board `prove` takes without count
/// reports: the English board's 33. On the French board (37) a witness
/// search ran for minutes without ending (a pair the classes allow may have
/// no solution), so larger boards need the counts of [`prove_from`], which
/// decide before any search.
pub const SQUARE_MAX_HOLES: usize = 33;

/// What stops a certificate from being written.
#[derive(Debug, thiserror::Error)]
pub enum ProveError {
    /// The search found no solution on a board too large to claim none.
    #[error("no solution found for start {start}, finish {finish} on {board}, which the position classes allow; beyond T{max} that cannot be certified by exhaustive search", max = SEARCH_CLAIM_MAX_SIDE)]
    NoWitness {
        /// The board's name.
        board: String,
        /// The start's empty hole.
        start: String,
        /// The finishing hole.
        finish: String,
    },
    /// The two passes counted different numbers of solutions (a bug).
    #[error(
        "the forward and reverse passes disagree on {board} from {start} to {finish}: {forward} vs {reverse} solutions"
    )]
    PassesDisagree {
        /// The board's name.
        board: String,
        /// The start's empty hole.
        start: String,
        /// The finishing hole.
        finish: String,
        /// The count of the forward pass from the start.
        forward: BigUint,
        /// The count of the reverse pass to the finish.
        reverse: BigUint,
    },
    /// A pair no two count reports agree on, on a board where only the
    /// counts can tell a pair without a solution.
    #[error("no count for start {start}, finish {finish} on {board}, which the position classes allow: on a board beyond exhaustive search a pair needs two count reports that agree (the start's and the finish's class, or a forward and a `--by reverse` report of one class)")]
    Uncounted {
        /// The board's name.
        board: String,
        /// The start's empty hole.
        start: String,
        /// The finishing hole.
        finish: String,
    },
    /// A board that gets no certificate: a file name the verifier would
    /// take for a triangle's, or a board too large for `prove` to search
    /// without count reports.
    #[error("no certificate for {board}: {reason}")]
    NoCertificate {
        /// The board's name.
        board: String,
        /// Why.
        reason: String,
    },
    /// The count reports given are unusable or inconsistent.
    #[error(transparent)]
    Reports(#[from] Box<ReportError>),
}

/// A position's class as the certificate writes it (the verifier's order):
/// the parity of `n0 + n1`, then of `n1 + n2`, where `n_k` counts the pegs
/// on holes with `(row + col) mod 3 = k`; on the square lattice two more
/// digits follow, the same parities for `(row - col) mod 3` (de Bruijn).
fn class_bits(board: &Board, position: Position) -> u8 {
    let class = PositionClass::of(board, position).0;
    let pair = |bits: u8| ((bits & 1) << 1) | ((bits >> 1) & 1);
    match board.lattice() {
        Lattice::Triangular => pair(class),
        Lattice::Square => (pair(class) << 2) | pair(class >> 2),
    }
}

/// The name a certificate gives `board`, and its file's (`<name>.cert`):
/// `T5`, `english`, `hexagon3`, or for a board file its name without
/// `.board`. The verifier knows every board that has one: the triangles,
/// and drawn boards, whose certificate carries their drawing.
pub fn certificate_name(board: &Board) -> Result<String, ProveError> {
    let refuse = |reason: String| ProveError::NoCertificate { board: board.name(), reason };
    if board.triangle_side().is_some() {
        return Ok(board.name());
    }
    let name = if BUILT_IN.iter().any(|(own, _)| *own == board.name()) {
        board.name()
    } else {
        let path = std::path::Path::new(&board.name()).to_path_buf();
        path.file_stem().map(|stem| stem.to_string_lossy().into_owned()).unwrap_or_default()
    };
    let triangle_like =
        name.strip_prefix(['T', 't']).is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if name.is_empty() || triangle_like || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        return Err(refuse(format!(
            "a certificate names the board by its file name, {name:?}, which must be letters, digits, `-` and `_` \
             and not T followed by a digit (the triangles' names)"
        )));
    }
    Ok(name)
}

/// Refuses the boards on which [`prove`], with no counts to decide first,
/// might search for a witness without end: drawn boards of the square
/// lattice beyond [`SQUARE_MAX_HOLES`] holes and of the triangular lattice
/// beyond T[`SEARCH_CLAIM_MAX_SIDE`]'s 21. [`prove_from`] takes them.
fn searches_end(board: &Board) -> Result<(), ProveError> {
    let refuse = |reason: String| Err(ProveError::NoCertificate { board: board.name(), reason });
    if board.triangle_side().is_some() {
        return Ok(());
    }
    match board.lattice() {
        Lattice::Square if board.hole_count() > SQUARE_MAX_HOLES => refuse(format!(
            "certificates of square-lattice boards stop at {SQUARE_MAX_HOLES} holes (the English board) without \
             count reports; {} has {}, where a witness search ran for minutes without ending (give the reports \
             with --from: their counts decide before any search)",
            board.name(),
            board.hole_count()
        )),
        Lattice::Triangular if !board.fits_in_triangle(SEARCH_CLAIM_MAX_SIDE) => refuse(format!(
            "certificates of drawn triangular-lattice boards stop at {} holes (T{SEARCH_CLAIM_MAX_SIDE}) without \
             count reports, the most on which a pair without a solution may rest on exhaustive search, as it \
             must on hexagon3; {} has {} (give the reports with --from: their counts decide before any search)",
            triangle_holes(SEARCH_CLAIM_MAX_SIDE),
            board.name(),
            board.hole_count()
        )),
        Lattice::Square | Lattice::Triangular => Ok(()),
    }
}

/// The holes of the triangle `T{side}`.
pub(crate) fn triangle_holes(side: u8) -> usize {
    usize::from(side) * (usize::from(side) + 1) / 2
}

/// Proves every pair class of `board`; `progress(done, of)` after each.
/// Solution counts (boards up to T[`COUNT_MAX_SIDE`]) come from a forward
/// and a reverse pass run here, which must agree.
pub fn prove(board: &Board, progress: &mut dyn FnMut(usize, usize)) -> Result<Certificate, ProveError> {
    certificate_name(board)?;
    searches_end(board)?;
    let mut counter = board.fits_in_triangle(COUNT_MAX_SIDE).then(Passes::default);
    prove_with(
        board,
        &mut |start, finish| counter.as_mut().map(|c| c.solutions(board, start, finish)).transpose(),
        false,
        progress,
    )
    .map(|pairs| Certificate { pairs, count_sources: Vec::new() })
}

/// [`prove`] with the solution counts read from `pegsol count` reports
/// instead of passes run here, on any board: the way to counts on boards
/// whose passes run for hours. A pair gets its count when two independent
/// readings agree: the reports of two different start classes (the start's
/// for count(s → f) and the finish's for count(f → s), equal by reversal),
/// or a forward and a reverse report of one class. A pair with fewer
/// readings is left without a count; any disagreement, and any report that
/// counts solutions for a pair the classes rule out (or none for a pair
/// with a witness), is an error. On boards [`prove`] refuses because a
/// search might not end, the counts come first: a pair they agree has no
/// solution is [`Evidence::CountedUnsolvable`], a witness is searched for
/// only where they count solutions, and a pair without two readings that
/// the classes allow is an error.
pub fn prove_from(
    board: &Board,
    reports: &[CountReport],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Certificate, ProveError> {
    certificate_name(board)?;
    let counts_first = searches_end(board).is_err();
    let readings = Readings::new(board, reports).map_err(Box::new)?;
    let pairs = prove_with(
        board,
        &mut |start, finish| Ok(readings.count(board, start, finish).map_err(Box::new)?),
        counts_first,
        progress,
    )?;
    readings.check_against(board, &pairs).map_err(Box::new)?;
    Ok(Certificate { pairs, count_sources: reports.iter().map(|r| r.name.clone()).collect() })
}

/// The evidence for every pair class, with `count(start, finish)` asked for
/// each solvable one, or with `counts_first` for every pair the classes
/// allow, before any search (which then runs only where there are solutions).
fn prove_with(
    board: &Board,
    count: &mut dyn FnMut(Hole, Hole) -> Result<Option<BigUint>, ProveError>,
    counts_first: bool,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Vec<PairProof>, ProveError> {
    // The (start, finish) pairs up to symmetry: the smallest of each orbit.
    let classes: Vec<(Hole, Hole)> = Group::full(board).pair_orbits().into_iter().map(|orbit| orbit[0]).collect();
    let mut pairs = Vec::with_capacity(classes.len());
    let name = |hole| board.hole_name(hole, board.default_naming());
    for (done, &(start, finish)) in classes.iter().enumerate() {
        let start_position = board.with_empty(&[start]);
        let (start_class, finish_class) =
            (class_bits(board, start_position), class_bits(board, Position::single(finish)));
        let no_witness = || ProveError::NoWitness { board: board.name(), start: name(start), finish: name(finish) };
        let evidence = if start_class != finish_class {
            Evidence::Infeasible { start_class, finish_class }
        } else if counts_first {
            match count(start, finish)? {
                Some(solutions) if solutions == BigUint::default() => Evidence::CountedUnsolvable,
                Some(solutions) => Evidence::Solvable {
                    jumps: solve_pair(board, start, finish).ok_or_else(no_witness)?,
                    solutions: Some(solutions),
                },
                None => {
                    return Err(ProveError::Uncounted { board: board.name(), start: name(start), finish: name(finish) })
                }
            }
        } else if let Some(jumps) = solve_pair(board, start, finish) {
            Evidence::Solvable { jumps, solutions: count(start, finish)? }
        } else if board.fits_in_triangle(SEARCH_CLAIM_MAX_SIDE) {
            Evidence::Unsolvable
        } else {
            return Err(no_witness());
        };
        pairs.push(PairProof { start, finish, evidence });
        progress(done + 1, classes.len());
    }
    Ok(pairs)
}

/// Solution counts by two independent passes, each run once per hole.
#[derive(Default)]
struct Passes {
    /// The forward pass from a start: solutions by finishing hole.
    forward: HashMap<Hole, Vec<BigUint>>,
    /// The reverse pass to a finish (the smallest of its orbit): solutions by start.
    reverse: HashMap<Hole, Vec<BigUint>>,
}

impl Passes {
    /// The number of solutions from `start` to `finish`, on which the
    /// forward and the reverse pass must agree.
    fn solutions(&mut self, board: &Board, start: Hole, finish: Hole) -> Result<BigUint, ProveError> {
        let by_finish = self
            .forward
            .entry(start)
            .or_insert_with(|| forward(board, board.with_empty(&[start]), Reduction::Symmetry).solutions_by_finish);
        let forward = by_finish[finish.index()].clone();
        // A symmetry keeps counts, so one reverse pass per orbit of finishes:
        // the pair is read as its image whose finish is smallest.
        let orbit = Group::full(board).pair_orbit(start, finish);
        let (image_start, image_finish) = orbit.into_iter().min_by_key(|&(s, f)| (f, s)).expect("the pair itself");
        let by_start = self
            .reverse
            .entry(image_finish)
            .or_insert_with(|| solutions_to(board, image_finish, &mut |_| {}).solutions);
        let reverse = by_start[image_start.index()].clone();
        if forward != reverse {
            let name = |hole| board.hole_name(hole, board.default_naming());
            return Err(ProveError::PassesDisagree {
                board: board.name(),
                start: name(start),
                finish: name(finish),
                forward,
                reverse,
            });
        }
        Ok(forward)
    }
}
