//! Memorization sheets: for one start, a fewest-move solution to each
//! finishing hole, grouped into moves with the board after each move, the
//! number of solutions to that finish, and how the sheet carries over to
//! the symmetric starts (seed 003: learn one solution per finishing hole).
//!
//! Rendered (in [`crate::render`]) as text (the terminal), Markdown, SVG or
//! HTML (to print: one page per finish, legible in black and white).
//!
//! ```
//! use pegsol::{sheet, Board, Naming};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.parse_hole("A").unwrap();
//! let sheet = sheet::Sheet::new(&t5, &[a], Naming::Letters);
//! // Seed 003: from A the finishes are A, G, J and M; 16,128 solutions end at M.
//! let finishes: Vec<String> = sheet.pages.iter().map(|p| t5.hole_name(p.finish, Naming::Letters)).collect();
//! assert_eq!(finishes, ["A", "G", "J", "M"]);
//! assert_eq!(sheet.pages[3].solutions.as_ref().unwrap().to_string(), "16128");
//! ```

use std::sync::atomic::AtomicBool;

use num_bigint::BigUint;
use num_traits::Zero;

use crate::board::{Board, Hole, Jump, Naming, Symmetry};
use crate::forward::forward;
use crate::moves::{self, BoundedError, MoveLevels, NEVER};
use crate::notation;
use crate::pass::Reduction;
use crate::position::Position;
use crate::symmetry::Group;

/// One page of the sheets: a finishing hole, a solution with the fewest
/// moves found and how many solutions end there.
#[derive(Clone, Debug)]
pub struct Page {
    /// The hole the last peg ends in.
    pub finish: Hole,
    /// A solution, jump by jump: the fewest moves when [`Page::proven`].
    pub jumps: Vec<Jump>,
    /// No solution to this finish has fewer moves.
    pub at_least: usize,
    /// All solutions from the start ending in this hole, when known: always
    /// up to [`FULL_PASS_MAX_HOLES`] holes, and on T8 from its committed
    /// table.
    pub solutions: Option<BigUint>,
}

impl Page {
    /// Whether the page's solution has the fewest moves, proven.
    #[must_use]
    pub fn proven(&self) -> bool {
        notation::move_count(&self.jumps) == self.at_least
    }
}

/// The most holes on which a sheet runs the forward pass (every solution
/// counted) and the breadth-first search by moves (every fewest-move
/// solution proven): T7's 28.
pub const FULL_PASS_MAX_HOLES: usize = 28;

/// T8's start × finish solution counts, as committed (`pegsol table
/// --board T8 --from results/reports/T8`).
const T8_TABLE: &str = include_str!("../results/tables/T8-table.json");

/// The sheets for one start.
pub struct Sheet<'a> {
    /// The board played on.
    pub board: &'a Board,
    /// The empty holes of the start.
    pub empty: Vec<Hole>,
    /// How holes are named on the sheets.
    pub naming: Naming,
    /// A page for every finishing hole that has a solution, in hole order.
    pub pages: Vec<Page>,
}

impl Sheet<'_> {
    /// Builds the sheets for the start with `empty` holes empty: by the
    /// forward pass and the search by moves up to [`FULL_PASS_MAX_HOLES`]
    /// holes, by [`Sheet::bounded`] above.
    #[must_use]
    pub fn new<'a>(board: &'a Board, empty: &[Hole], naming: Naming) -> Sheet<'a> {
        if board.hole_count() > FULL_PASS_MAX_HOLES {
            return Sheet::bounded(board, empty, naming, None, moves::BOUNDED_MOVES_HELD, &mut |_| {});
        }
        let start = board.with_empty(empty);
        let counts = forward(board, start, Reduction::Symmetry).solutions_by_finish;
        let levels = MoveLevels::new(board, start, None);
        let pages = board
            .holes()
            .filter(|h| !counts[h.index()].is_zero())
            .filter_map(|finish| {
                let jumps = levels.solution(board, Position::single(finish))?;
                let at_least = notation::move_count(&jumps);
                Some(Page { finish, jumps, at_least, solutions: Some(counts[finish.index()].clone()) })
            })
            .collect();
        Sheet { board, empty: empty.to_vec(), naming, pages }
    }

    /// Builds the sheets without a full pass, for boards too large for one:
    /// each finish's solution from [`moves::bounded_moves`] (a bounded
    /// meeting in the middle that holds at most `most_held` positions, then
    /// a beam search), one finish per orbit of the start's symmetries (the
    /// others are its images), and the counts from the committed T8 table
    /// when the board is T8 (none otherwise). Without a table, the finishes
    /// are the holes the position classes allow that a solution reaches.
    /// With `only`, just that finish's page (if it has one). `progress`
    /// hears of each finish done.
    ///
    /// ```
    /// use pegsol::{notation, sheet::Sheet, Board, Naming};
    ///
    /// // T5 from A: the finishes A, G, J and M (seed 003), each proven
    /// // fewest within the bound, with no counts (no table for T5).
    /// let t5 = Board::triangle(5).unwrap();
    /// let a = t5.parse_hole("A").unwrap();
    /// let sheet = Sheet::bounded(&t5, &[a], Naming::Letters, None, 1 << 20, &mut |_| {});
    /// let finishes: Vec<String> = sheet.pages.iter().map(|p| t5.hole_name(p.finish, Naming::Letters)).collect();
    /// assert_eq!(finishes, ["A", "G", "J", "M"]);
    /// assert!(sheet.pages.iter().all(|p| p.proven() && p.solutions.is_none()));
    /// ```
    #[must_use]
    pub fn bounded<'a>(
        board: &'a Board,
        empty: &[Hole],
        naming: Naming,
        only: Option<Hole>,
        most_held: usize,
        progress: &mut dyn FnMut(Hole),
    ) -> Sheet<'a> {
        Sheet::bounded_with(board, empty, naming, only, (most_held, &NEVER), progress).expect("the flag is never set")
    }

    /// [`Sheet::bounded`] holding at most `most_held` positions, given up
    /// (`None`) soon after `stop` is set: the search of each finish looks
    /// at it as it goes ([`moves::bounded_moves_with`]), not only between
    /// finishes.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use pegsol::{sheet::Sheet, Board, Naming};
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let a = t5.parse_hole("A").unwrap();
    /// let stop = AtomicBool::new(true);
    /// assert!(Sheet::bounded_with(&t5, &[a], Naming::Letters, None, (1 << 20, &stop), &mut |_| {}).is_none());
    /// ```
    #[must_use]
    pub fn bounded_with<'a>(
        board: &'a Board,
        empty: &[Hole],
        naming: Naming,
        only: Option<Hole>,
        (most_held, stop): (usize, &AtomicBool),
        progress: &mut dyn FnMut(Hole),
    ) -> Option<Sheet<'a>> {
        let start = board.with_empty(empty);
        let counts = committed_counts(board, empty);
        let group = Group::stabilizer(board, start);
        let mut pages: Vec<Page> = Vec::new();
        for orbit in group.hole_orbits() {
            if only.is_some_and(|h| !orbit.contains(&h)) {
                continue;
            }
            let finish = orbit[0];
            let target = Position::single(finish);
            if counts.as_ref().is_some_and(|c| c[finish.index()].is_zero()) {
                continue;
            }
            let found = match moves::bounded_moves_with(board, start, target, most_held, &mut |_| {}, stop) {
                Ok(found) => found,
                Err(BoundedError::Cancelled) => return None,
                Err(BoundedError::NoSolution(_)) => continue,
            };
            progress(finish);
            for image in orbit {
                let symmetry = group.members().iter().find(|s| s.hole(finish) == image).expect("in the orbit");
                let jumps = found.jumps.iter().map(|j| symmetry.jump(*j)).collect();
                let solutions = counts.as_ref().map(|c| c[image.index()].clone());
                pages.push(Page { finish: image, jumps, at_least: found.at_least, solutions });
            }
        }
        pages.sort_by_key(|p| p.finish);
        Some(Sheet { board, empty: empty.to_vec(), naming, pages })
    }

    /// Keeps only the page for `finish`; false if it has no solution.
    pub fn only(&mut self, finish: Hole) -> bool {
        self.pages.retain(|p| p.finish == finish);
        !self.pages.is_empty()
    }

    /// The start: every hole but the empty ones holds a peg.
    #[must_use]
    pub fn start(&self) -> Position {
        self.board.with_empty(&self.empty)
    }

    /// The other starts the board's symmetries make from this one (their
    /// empty holes), each with the symmetry that carries this sheet there.
    #[must_use]
    pub fn symmetric_starts(&self) -> Vec<(Vec<Hole>, Symmetry)> {
        let group = Group::full(self.board);
        let others = group.images(self.start()).into_iter().skip(1);
        others.map(|(image, s)| (self.board.holes().filter(|&h| !image.has_peg(h)).collect(), s.clone())).collect()
    }

    /// The positions after each move, with the move's jumps.
    #[must_use]
    pub fn steps<'j>(&self, jumps: &'j [Jump]) -> Vec<(&'j [Jump], Position)> {
        let mut at = self.start();
        notation::moves(jumps)
            .into_iter()
            .map(|m| {
                at = m.iter().fold(at, |p, &j| p.jump(j));
                (m, at)
            })
            .collect()
    }
}

/// The solutions from a one-vacancy start to every finish (by hole index),
/// from a committed table: T8 only (smaller boards run the pass).
#[must_use]
pub fn committed_counts(board: &Board, empty: &[Hole]) -> Option<Vec<BigUint>> {
    let ([start], Some(8)) = (empty, board.triangle_side()) else { return None };
    let table: serde_json::Value = serde_json::from_str(T8_TABLE).expect("the committed T8 table is JSON");
    let row = &table["solutions"][board.hole_name(*start, Naming::Numbers)];
    let count = |hole: Hole| row[board.hole_name(hole, Naming::Numbers)].as_str().and_then(|c| c.parse().ok());
    Some(board.holes().map(|h| count(h).unwrap_or_default()).collect())
}
