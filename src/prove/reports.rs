//! Solution counts read from `pegsol count` reports: every count a report
//! gives, through the board's symmetries and reversal, checked for
//! agreement between reports and against the certificate's evidence.

use std::collections::HashMap;

use itertools::Itertools;
use num_bigint::BigUint;

use super::{Evidence, PairProof};
use crate::board::{Board, Hole};
use crate::report::CountReport;
use crate::reverse::CountedBy;
use crate::symmetry::Group;

/// A reason a set of count reports cannot give a certificate its counts.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// A report that does not start from one empty hole.
    #[error("{name}: a count report from one empty hole is needed")]
    NotOneHole {
        /// The report's name.
        name: String,
    },
    /// Two reports give one pair different counts.
    #[error("{a} and {b} disagree on {pair}: {count_a} vs {count_b} solutions")]
    Disagree {
        /// The pair, e.g. `T6 from 2 to 8`.
        pair: String,
        /// One report.
        a: String,
        /// Its count.
        count_a: BigUint,
        /// The other report.
        b: String,
        /// Its count.
        count_b: BigUint,
    },
    /// A report whose counts are not invariant under the board's symmetries.
    #[error("{name} gives two counts for {pair} through the board's symmetries: {count_a} and {count_b}")]
    Asymmetric {
        /// The report's name.
        name: String,
        /// The pair, e.g. `T6 from 2 to 8`.
        pair: String,
        /// One count.
        count_a: BigUint,
        /// The other.
        count_b: BigUint,
    },
    /// A report that counts solutions for a pair the certificate rules out,
    /// or none for a pair it has a witness for.
    #[error("{name} counts {count} solutions on {pair}, which the certificate finds {evidence}")]
    AgainstEvidence {
        /// The report's name.
        name: String,
        /// The pair, e.g. `T6 from 2 to 8`.
        pair: String,
        /// The report's count.
        count: BigUint,
        /// "solvable", "infeasible" or "unsolvable".
        evidence: &'static str,
    },
}

/// One count of a pair, read from a report.
#[derive(Clone, Debug)]
struct Reading {
    /// The run it comes from: the smallest hole of the report's start
    /// class and the pass. Reports of one class by one pass are one run
    /// however many files hold them.
    run: (Hole, CountedBy),
    /// The report's name.
    name: String,
    count: BigUint,
}

/// Every count the reports give, for every (start, finish) pair: each
/// report read through every symmetry, and through reversal
/// (count(s → f) = count(f → s)).
pub(super) struct Readings {
    by_pair: HashMap<(Hole, Hole), Vec<Reading>>,
}

impl Readings {
    pub(super) fn new(board: &Board, reports: &[CountReport]) -> Result<Readings, ReportError> {
        let group = Group::full(board);
        let mut by_pair: HashMap<(Hole, Hole), Vec<Reading>> = HashMap::new();
        for report in reports {
            let mut empty = board.holes().filter(|&h| !report.stats.start.has_peg(h));
            let (Some(start), None) = (empty.next(), empty.next()) else {
                return Err(ReportError::NotOneHole { name: report.name.clone() });
            };
            let run = (group.hole_orbit(start)[0], report.by);
            for g in board.symmetries() {
                for finish in board.holes() {
                    let count = &report.stats.solutions_by_finish[finish.index()];
                    let (s, f) = (g.hole(start), g.hole(finish));
                    for pair in [(s, f), (f, s)] {
                        let readings = by_pair.entry(pair).or_default();
                        // Every report is kept (one that disagrees with another
                        // of the same run is an error too), once per count it
                        // gives (a report at odds with the symmetries gives two).
                        if !readings.iter().any(|r| r.name == report.name && r.count == *count) {
                            readings.push(Reading { run, name: report.name.clone(), count: count.clone() });
                        }
                    }
                }
            }
        }
        Ok(Readings { by_pair })
    }

    /// The count of `start` → `finish` if two runs give it, after checking
    /// that every reading agrees.
    pub(super) fn count(&self, board: &Board, start: Hole, finish: Hole) -> Result<Option<BigUint>, ReportError> {
        let readings = self.by_pair.get(&(start, finish)).map_or(&[][..], Vec::as_slice);
        if let Some((a, b)) = readings.iter().tuple_combinations().find(|(a, b)| a.count != b.count) {
            let pair = pair_name(board, start, finish);
            if a.name == b.name {
                return Err(ReportError::Asymmetric {
                    name: a.name.clone(),
                    pair,
                    count_a: a.count.clone(),
                    count_b: b.count.clone(),
                });
            }
            return Err(ReportError::Disagree {
                pair,
                a: a.name.clone(),
                count_a: a.count.clone(),
                b: b.name.clone(),
                count_b: b.count.clone(),
            });
        }
        let runs = readings.iter().map(|r| r.run).unique().count();
        Ok((runs >= 2).then(|| readings[0].count.clone()))
    }

    /// Every reading is zero for the pairs the classes rule out and nonzero
    /// for the pairs with a witness.
    pub(super) fn check_against(&self, board: &Board, pairs: &[PairProof]) -> Result<(), ReportError> {
        for pair in pairs {
            let (solvable, evidence) = match pair.evidence {
                Evidence::Solvable { .. } => (true, "solvable"),
                Evidence::Infeasible { .. } => (false, "infeasible"),
                Evidence::Unsolvable | Evidence::CountedUnsolvable => (false, "unsolvable"),
            };
            let readings = self.by_pair.get(&(pair.start, pair.finish)).map_or(&[][..], Vec::as_slice);
            if let Some(wrong) = readings.iter().find(|r| (r.count == BigUint::default()) == solvable) {
                return Err(ReportError::AgainstEvidence {
                    name: wrong.name.clone(),
                    pair: pair_name(board, pair.start, pair.finish),
                    count: wrong.count.clone(),
                    evidence,
                });
            }
        }
        Ok(())
    }
}

/// A pair as messages name it: `T6 from 2 to 8`.
fn pair_name(board: &Board, start: Hole, finish: Hole) -> String {
    let name = |hole| board.hole_name(hole, board.default_naming());
    format!("{} from {} to {}", board.name(), name(start), name(finish))
}
