//! What a certificate holds: for every pair class of a board, one
//! (start, finish) pair and the [`Evidence`] that it is or is not
//! solvable, with the count reports the numbers came from.
//!
//! ```
//! use pegsol::{prove, Board};
//!
//! // A board this small is proved with counts: every solvable pair class
//! // carries its number of solutions.
//! let t4 = Board::triangle(4).unwrap();
//! let certificate = prove(&t4, &mut |_, _| {}).unwrap();
//! assert!(certificate.has_counts());
//! assert!(certificate.uncounted().is_empty());
//! ```

use num_bigint::BigUint;

use crate::board::{Hole, Jump};

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
    /// Allowed by the classes, but two count runs that agree find no
    /// solution ([`prove_from`](super::prove_from)): beyond the exhaustive search's limit.
    CountedUnsolvable,
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
    /// The count reports the solution counts were read from
    /// ([`prove_from`](super::prove_from)); empty when the passes were run here.
    pub count_sources: Vec<String>,
}

impl Certificate {
    /// Whether any pair carries its number of solutions.
    #[must_use]
    pub fn has_counts(&self) -> bool {
        self.pairs.iter().any(|p| matches!(p.evidence, Evidence::Solvable { solutions: Some(_), .. }))
    }

    /// Pair classes with a witness but no number of solutions.
    #[must_use]
    pub fn uncounted(&self) -> Vec<&PairProof> {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Solvable { solutions: None, .. })).collect()
    }

    /// Pair classes with a witness.
    #[must_use]
    pub fn solvable(&self) -> usize {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Solvable { .. })).count()
    }

    /// Pair classes without a solution by two count runs that agree.
    #[must_use]
    pub fn counted_unsolvable(&self) -> usize {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::CountedUnsolvable)).count()
    }

    /// Pair classes ruled out by position classes.
    #[must_use]
    pub fn infeasible(&self) -> usize {
        self.pairs.iter().filter(|p| matches!(p.evidence, Evidence::Infeasible { .. })).count()
    }
}
