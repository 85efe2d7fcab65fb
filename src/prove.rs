//! Certificates: evidence for every (start, finish) pair of a board, one
//! vacancy to one peg, up to the board's symmetries, as text that the
//! independent verifier ([`crate::verify`]) re-checks.
//!
//! A solvable pair gets a witness from [`find_solution`] and, on boards up
//! to T[`COUNT_MAX_SIDE`], its exact number of solutions (the forward pass
//! from the start and the reverse pass to the finish must agree). A pair whose start and
//! finish lie in different position classes (G. I. Bell, "Solving
//! Triangular Peg Solitaire", JIS 2008) is infeasible; any other pair
//! without a solution is claimed unsolvable, which the verifier re-checks
//! by exhaustive search (only up to T[`SEARCH_CLAIM_MAX_SIDE`]).
//!
//! ```
//! use pegsol::{prove, Board, Evidence};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let certificate = prove(&t4, &mut |_, _| {}).unwrap();
//! // T4 (seed 002): edge starts solve, 14 solutions each, all at one finish.
//! let solvable: Vec<_> =
//!     certificate.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Solvable { .. })).collect();
//! assert_eq!(solvable.len(), 1);
//! assert!(certificate.to_text(&t4).contains("solutions 14\n"));
//! ```

use std::collections::HashMap;
use std::fmt::Write;

use itertools::Itertools;
use num_bigint::BigUint;

use crate::board::{Board, Hole, Jump, Naming};
use crate::classes::PositionClass;
use crate::forward::forward;
use crate::pass::Reduction;
use crate::position::Position;
use crate::reverse::solutions_to;
use crate::search::find_solution;
use crate::symmetry::Group;

/// The largest board on which certificates carry solution counts.
pub const COUNT_MAX_SIDE: u8 = 7;
/// The largest board on which "no solution" may rest on exhaustive search.
pub const SEARCH_CLAIM_MAX_SIDE: u8 = 5;

/// Why a pair is or is not solvable.
#[derive(Clone, Debug)]
pub enum Evidence {
    /// A solution, and (on small boards) how many solutions there are.
    Solvable {
        /// A solution, jump by jump.
        jumps: Vec<Jump>,
        /// The number of solutions, on boards up to T7.
        solutions: Option<BigUint>,
    },
    /// The position classes of the start and of the finish differ.
    Infeasible {
        /// The start's class, as the certificate writes it.
        start_class: u8,
        /// The finish's class.
        finish_class: u8,
    },
    /// Allowed by the classes, but the search finds no solution.
    Unsolvable,
}

/// The evidence for one pair, named by a representative of its class.
#[derive(Clone, Debug)]
pub struct PairProof {
    /// The empty hole of the start.
    pub start: Hole,
    /// The hole of the last peg.
    pub finish: Hole,
    /// Why the pair is or is not solvable.
    pub evidence: Evidence,
}

/// Evidence for every pair class of a board.
#[derive(Clone, Debug)]
pub struct Certificate {
    /// One proof per pair class, in the order of the smallest pairs.
    pub pairs: Vec<PairProof>,
}

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
}

/// A position's class as the certificate writes it (the verifier's order):
/// the parity of `n0 + n1`, then of `n1 + n2`, where `n_k` counts the pegs
/// on holes with `(row + col) mod 3 = k`.
fn class_bits(board: &Board, position: Position) -> u8 {
    let class = PositionClass::of(board, position).0;
    ((class & 1) << 1) | (class >> 1)
}

/// Proves every pair class of `board`; `progress(done, of)` after each.
pub fn prove(board: &Board, progress: &mut dyn FnMut(usize, usize)) -> Result<Certificate, ProveError> {
    // The (start, finish) pairs up to symmetry: the smallest of each orbit.
    let classes: Vec<(Hole, Hole)> = Group::full(board).pair_orbits().into_iter().map(|orbit| orbit[0]).collect();
    let mut pairs = Vec::with_capacity(classes.len());
    let mut counter = Counter::default();
    let name = |hole| board.hole_name(hole, naming(board));
    for (done, &(start, finish)) in classes.iter().enumerate() {
        let start_position = board.with_empty(&[start]);
        let (start_class, finish_class) =
            (class_bits(board, start_position), class_bits(board, Position::single(finish)));
        let evidence = if start_class != finish_class {
            Evidence::Infeasible { start_class, finish_class }
        } else if let Some(jumps) = find_solution(board, start_position, Position::single(finish)) {
            let solutions =
                if board.side() <= COUNT_MAX_SIDE { Some(counter.solutions(board, start, finish)?) } else { None };
            Evidence::Solvable { jumps, solutions }
        } else if board.side() <= SEARCH_CLAIM_MAX_SIDE {
            Evidence::Unsolvable
        } else {
            return Err(ProveError::NoWitness { board: board.name(), start: name(start), finish: name(finish) });
        };
        pairs.push(PairProof { start, finish, evidence });
        progress(done + 1, classes.len());
    }
    Ok(Certificate { pairs })
}

/// Solution counts by two independent passes, each run once per hole.
#[derive(Default)]
struct Counter {
    /// The forward pass from a start: solutions by finishing hole.
    forward: HashMap<Hole, Vec<BigUint>>,
    /// The reverse pass to a finish (the smallest of its orbit): solutions by start.
    reverse: HashMap<Hole, Vec<BigUint>>,
}

impl Counter {
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
            let name = |hole| board.hole_name(hole, naming(board));
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

fn naming(board: &Board) -> Naming {
    if board.has_letters() {
        Naming::Letters
    } else {
        Naming::Numbers
    }
}

impl Certificate {
    /// The certificate file, as documented in the README.
    #[must_use]
    pub fn to_text(&self, board: &Board) -> String {
        let name = |hole| board.hole_name(hole, naming(board));
        let mut out = String::new();
        let _ = write!(
            out,
            "# pegsol certificate for {b}: every (start, finish) pair, one vacancy to one peg,\n\
             # up to the six symmetries of the triangle. Written by `pegsol prove`,\n\
             # re-checked by `pegsol verify` (README: \"Certificates and the verifier\").\n\
             #   pair S F solvable          a witness follows (`jumps`){counts}\n\
             #   pair S F infeasible AB CD  the position classes (G. I. Bell, JIS 2008) of\n\
             #                              the start and of the finish differ\n\
             #   pair S F unsolvable        no solution, by exhaustive search (T2-T5 only)\n\
             board {b}\ncomplete\n",
            b = board.name(),
            counts = if board.side() <= COUNT_MAX_SIDE { ", then the number of solutions" } else { "" },
        );
        for pair in &self.pairs {
            let _ = write!(out, "pair {} {} ", name(pair.start), name(pair.finish));
            match &pair.evidence {
                Evidence::Solvable { jumps, solutions } => {
                    out.push_str("solvable\n");
                    if let Some(count) = solutions {
                        let _ = writeln!(out, "  solutions {count}");
                    }
                    for (i, chunk) in jumps.chunks(10).enumerate() {
                        let words = chunk.iter().map(|j| format!("{}-{}-{}", name(j.from), name(j.over), name(j.to)));
                        let _ = writeln!(out, "  {}{}", if i == 0 { "jumps " } else { "      " }, words.format(" "));
                    }
                }
                Evidence::Infeasible { start_class, finish_class } => {
                    let _ = writeln!(out, "infeasible {start_class:02b} {finish_class:02b}");
                }
                Evidence::Unsolvable => out.push_str("unsolvable\n"),
            }
        }
        out.push_str("end\n");
        out
    }

    /// Pair classes with a witness.
    #[must_use]
    pub fn solvable(&self) -> usize {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Solvable { .. })).count()
    }

    /// Pair classes ruled out by position classes.
    #[must_use]
    pub fn infeasible(&self) -> usize {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Infeasible { .. })).count()
    }
}
