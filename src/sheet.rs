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
//! assert_eq!(sheet.pages[3].solutions.to_string(), "16128");
//! ```

use num_bigint::BigUint;
use num_traits::Zero;

use crate::board::{Board, Hole, Jump, Naming, Symmetry};
use crate::forward::forward;
use crate::notation;
use crate::pass::Reduction;
use crate::position::Position;
use crate::shortest::MoveLevels;
use crate::symmetry::Group;

/// One page of the sheets: a finishing hole, its fewest-move solution and
/// how many solutions end there.
#[derive(Clone, Debug)]
pub struct Page {
    /// The hole the last peg ends in.
    pub finish: Hole,
    /// A fewest-move solution, jump by jump.
    pub jumps: Vec<Jump>,
    /// All solutions from the start ending in this hole.
    pub solutions: BigUint,
}

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
    /// Builds the sheets for the start with `empty` holes empty.
    #[must_use]
    pub fn new<'a>(board: &'a Board, empty: &[Hole], naming: Naming) -> Sheet<'a> {
        let start = board.with_empty(empty);
        let counts = forward(board, start, Reduction::Symmetry).solutions_by_finish;
        let levels = MoveLevels::new(board, start, None);
        let pages = board
            .holes()
            .filter(|h| !counts[h.index()].is_zero())
            .filter_map(|finish| {
                let jumps = levels.solution(board, Position::single(finish))?;
                Some(Page { finish, jumps, solutions: counts[finish.index()].clone() })
            })
            .collect();
        Sheet { board, empty: empty.to_vec(), naming, pages }
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
