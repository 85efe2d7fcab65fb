//! Finish tables: a board's solutions from every position with many pegs,
//! by finishing hole, as lookups.
//!
//! Complementing a position (pegs ↔ holes) turns a jump backwards: a jump
//! from `q` to `q'` is, complemented, a jump from `comp(q')` to `comp(q)`.
//! So the solutions from a position `p` ending with one peg at `f` are the
//! paths of the forward pass from the start with only `f` empty to
//! `comp(p)`. A position with `n` pegs has a complement with `holes − n`,
//! in the *late* layers of that pass, which are small: the tables keep
//! them ([`Pass::walk_keeping`]), one pass per class of finishing holes
//! under the board's symmetries, the other finishes read through a
//! symmetry mapping them to their class's first hole.
//!
//! Every table keeps the same layers: those with at most
//! [`FinishTables::covers`] pegs, the most that fit the memory bound (split
//! evenly among the classes). A position whose complement has more pegs
//! is counted by passes ([`super::Analyzer`]).
//!
//! ```
//! use pegsol::analysis::FinishTables;
//! use pegsol::Board;
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let tables = FinishTables::build(&t5, 1 << 20).unwrap();
//! assert_eq!(tables.covers(), Some(14)); // every layer fits in a MiB
//! let solutions = tables.solutions(t5.with_empty(&[a])).unwrap();
//! assert_eq!(solutions[m.index()], 16_128);
//! assert_eq!(solutions.iter().sum::<u64>(), 29_760);
//! ```

use std::time::{Duration, Instant};

use crate::board::{Board, Symmetry};
use crate::pass::{Keep, Kept, Limits, Pass, PassError, RandomPlay};
use crate::position::Position;
use crate::symmetry::Group;

use super::MEMORY_LIMIT;

/// A board's finish tables.
pub struct FinishTables {
    /// Every hole of the board as a peg.
    full: Position,
    /// One table per class of finishing holes (the first hole of each
    /// class emptied at the start of its pass).
    classes: Vec<Kept>,
    /// For each finishing hole: its class, and a symmetry mapping it to
    /// the first hole of that class.
    finishes: Vec<(usize, Symmetry)>,
    covers: Option<u32>,
    /// How long the passes took.
    pub build_time: Duration,
}

impl FinishTables {
    /// Runs the forward pass from each class of one-vacancy starts, keeping
    /// the layers with the fewest pegs, as many as fit in `max_bytes` in
    /// all.
    pub fn build(board: &Board, max_bytes: u64) -> Result<FinishTables, PassError> {
        let began = Instant::now();
        let orbits = Group::full(board).hole_orbits();
        let keep = Keep { max_pegs: board.hole_count() as u32, max_bytes: max_bytes / orbits.len() as u64 };
        let limits = Limits { memory: Some(MEMORY_LIMIT), ..Limits::default() };
        let mut classes = Vec::with_capacity(orbits.len());
        for orbit in &orbits {
            let start = board.with_empty(&[orbit[0]]);
            let (_, kept) =
                Pass::on(board).random_play(RandomPlay::Skipped).limits(&limits).walk_keeping(start, keep)?;
            classes.push(kept);
        }
        // The layers every table has (`None`, the least, if one has none).
        let covers = classes.iter().map(Kept::covers).min().flatten();
        for kept in &mut classes {
            kept.trim(covers);
        }
        let finishes = board
            .holes()
            .map(|f| {
                let class = orbits.iter().position(|orbit| orbit.contains(&f)).expect("every hole has a class");
                let to_first = board.symmetries().iter().find(|s| s.hole(f) == orbits[class][0]);
                (class, to_first.expect("a class is an orbit").clone())
            })
            .collect();
        Ok(FinishTables { full: board.full(), classes, finishes, covers, build_time: began.elapsed() })
    }

    /// The most pegs a complement may have to be looked up: positions with
    /// at least `holes − covers` pegs are. `None`: none is.
    #[must_use]
    pub fn covers(&self) -> Option<u32> {
        self.covers
    }

    /// Whether `position`'s solutions are looked up.
    #[must_use]
    pub fn holds(&self, position: Position) -> bool {
        Some(self.complement(position).pegs()) <= self.covers
    }

    /// The solutions from `position` by finishing hole index, if its
    /// complement has few enough pegs.
    #[must_use]
    pub fn solutions(&self, position: Position) -> Option<Vec<u64>> {
        let complement = self.complement(position);
        self.finishes.iter().map(|(class, to_first)| self.classes[*class].count(to_first.apply(complement))).collect()
    }

    /// Bytes held by the tables.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.classes.iter().map(Kept::bytes).sum()
    }

    /// Positions held by the tables.
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.classes.iter().map(Kept::positions).sum()
    }

    fn complement(&self, position: Position) -> Position {
        Position(self.full.0 & !position.0)
    }
}
