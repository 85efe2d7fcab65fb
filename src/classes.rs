//! Position classes (G. I. Bell, "Solving Triangular Peg Solitaire", JIS 11
//! (2008), article 08.4.8): a jump invariant that rules out most
//! (start, finish) pairs before any search.
//!
//! Give hole `(row, col)` ([`crate::Coordinates`]) the residue
//! `(row + col) mod 3`. The three holes of every jump line have three
//! different residues (on the triangular lattice a step along a row or
//! down-left adds 1, a step down-right adds 2; on the square lattice every
//! step adds or takes 1), so a jump changes each of the three peg counts
//! `n0, n1, n2` (pegs on residue 0, 1, 2) by one and keeps the parities of
//! `n0 + n1` and `n1 + n2`. Those two bits are the position's class;
//! positions in different classes never reach each other, forwards or
//! backwards. On triangles these are Bell's classes, which decide
//! feasibility; on the square lattice they are half of de Bruijn's (the
//! other half, from `(row - col) mod 3`, is not used yet), and already show
//! the classical fact (E5) that the French board cannot be solved from its
//! centre.
//!
//! ```
//! use pegsol::{classes, Board, Position};
//!
//! // Seed 003: from A on T5 the finishes are A, G, J and M. The classes
//! // also allow E, which only an exhaustive search rules out.
//! let t5 = Board::triangle(5).unwrap();
//! let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let feasible: Vec<String> = t5
//!     .holes()
//!     .filter(|&h| classes::feasible(&t5, start, Position::single(h)))
//!     .map(|h| t5.hole_name(h, pegsol::Naming::Letters))
//!     .collect();
//! assert_eq!(feasible, ["A", "E", "G", "J", "M"]);
//!
//! // E5: from the centre of the French board, no hole is a feasible finish.
//! let french: Board = "french".parse().unwrap();
//! let centre = french.with_empty(&[french.parse_hole("d4").unwrap()]);
//! assert!(french.holes().all(|h| !classes::feasible(&french, centre, Position::single(h))));
//! ```

use crate::board::{Board, Hole};
use crate::position::Position;

/// `(row + col) mod 3` of a hole.
#[must_use]
pub fn residue(board: &Board, hole: Hole) -> u8 {
    let at = board.coordinates(hole);
    (at.row + at.col) % 3
}

/// The class of a position: the parities of `n0 + n1` and `n1 + n2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionClass(pub u8);

impl PositionClass {
    /// The class of `position` on `board`.
    #[must_use]
    pub fn of(board: &Board, position: Position) -> PositionClass {
        let mut counts = [0u32; 3];
        for hole in position.peg_holes() {
            counts[usize::from(residue(board, hole))] += 1;
        }
        let low = (counts[0] + counts[1]) % 2;
        let high = (counts[1] + counts[2]) % 2;
        PositionClass((low | high << 1) as u8)
    }
}

/// Whether the classes allow `start` to reach `target` (necessary, not
/// sufficient).
#[must_use]
pub fn feasible(board: &Board, start: Position, target: Position) -> bool {
    PositionClass::of(board, start) == PositionClass::of(board, target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_jump_keeps_the_class() {
        let triangles = (1..=crate::board::MAX_SIDE).map(|side| Board::triangle(side).unwrap());
        for board in triangles.chain(crate::board::BUILT_IN.iter().map(|(name, _)| name.parse().unwrap())) {
            for jump in board.jumps() {
                let mut residues = [jump.from, jump.over, jump.to].map(|h| residue(&board, h));
                residues.sort_unstable();
                assert_eq!(residues, [0, 1, 2], "{}", board.name());
            }
        }
    }
}
