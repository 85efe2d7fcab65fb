//! Position classes (G. I. Bell, "Solving Triangular Peg Solitaire", JIS 11
//! (2008), article 08.4.8; N. G. de Bruijn, "A solitaire game and its
//! relation to a finite field", J. Recreational Math. 5 (1972), on the
//! square lattice): a jump invariant that rules out most (start, finish)
//! pairs before any search.
//!
//! Give hole `(row, col)` ([`crate::Coordinates`]) the residue
//! `(row + col) mod 3`. The three holes of every jump line have three
//! different residues (on the triangular lattice a step along a row or
//! down-left adds 1, a step down-right adds 2; on the square lattice every
//! step adds or takes 1), so a jump changes each of the three peg counts
//! `n0, n1, n2` (pegs on residue 0, 1, 2) by one and keeps the parities of
//! `n0 + n1` and `n1 + n2`. Those two bits are the position's class;
//! positions in different classes never reach each other, forwards or
//! backwards. On triangles these are Bell's classes.
//!
//! On the square lattice the residue `(row - col) mod 3` (the other
//! diagonals) also differs along every jump line, which gives two more
//! bits: de Bruijn's 16 classes. (On the triangular lattice the steps
//! `(±1, ±1)` keep `row - col`, so it is no invariant there.) They show the
//! classical facts that the English board from its centre can end only at
//! `d1`, `a4`, `d4`, `g4` or `d7`, and that the French board cannot be
//! solved from its centre at all (E5).
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
//!
//! // The English board from its centre: five feasible finishes.
//! let english: Board = "english".parse().unwrap();
//! let centre = english.with_empty(&[english.parse_hole("d4").unwrap()]);
//! let feasible: Vec<String> = english
//!     .holes()
//!     .filter(|&h| classes::feasible(&english, centre, Position::single(h)))
//!     .map(|h| english.hole_name(h, pegsol::Naming::Letters))
//!     .collect();
//! assert_eq!(feasible, ["d1", "a4", "d4", "g4", "d7"]);
//! ```

use crate::board::{Board, Hole, Lattice, Symmetry};
use crate::position::Position;

/// `(row + col) mod 3` of a hole.
#[must_use]
pub fn residue(board: &Board, hole: Hole) -> u8 {
    let at = board.coordinates(hole);
    (at.row + at.col) % 3
}

/// `(row - col) mod 3` of a hole, the residue of the other diagonals
/// (an invariant on the square lattice only).
#[must_use]
pub fn anti_residue(board: &Board, hole: Hole) -> u8 {
    let at = board.coordinates(hole);
    (at.row % 3 + 3 - at.col % 3) % 3
}

/// The class of a position: the parities of `n0 + n1` (bit 0) and
/// `n1 + n2` (bit 1) for the residues `(row + col) mod 3`, and on the
/// square lattice the same two parities for `(row - col) mod 3` (bits 2
/// and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionClass(pub u8);

impl PositionClass {
    /// The class of `position` on `board`.
    #[must_use]
    pub fn of(board: &Board, position: Position) -> PositionClass {
        let parities = |residue: &dyn Fn(Hole) -> u8| {
            let mut counts = [0u32; 3];
            for hole in position.peg_holes() {
                counts[usize::from(residue(hole))] += 1;
            }
            (((counts[0] + counts[1]) % 2) | (((counts[1] + counts[2]) % 2) << 1)) as u8
        };
        let mut class = parities(&|h| residue(board, h));
        if board.lattice() == Lattice::Square {
            class |= parities(&|h| anti_residue(board, h)) << 2;
        }
        PositionClass(class)
    }
}

/// Whether the classes allow `start` to reach `target` (necessary, not
/// sufficient).
#[must_use]
pub fn feasible(board: &Board, start: Position, target: Position) -> bool {
    PositionClass::of(board, start) == PositionClass::of(board, target)
}

/// How many positions with `pegs` pegs lie in `class`: an upper bound on
/// any layer of a pass from a position of that class, since no jump leaves
/// it. Exact: the pegs are spread over the three residues in every way
/// whose parities give the class.
///
/// ```
/// use pegsol::classes::{positions_in_class, PositionClass};
/// use pegsol::{Board, Position};
///
/// // The four classes split T5's positions with 7 pegs: C(15, 7) = 6,435.
/// let t5 = Board::triangle(5).unwrap();
/// let total: u128 = (0..4).map(|c| positions_in_class(&t5, PositionClass(c), 7)).sum();
/// assert_eq!(total, 6_435);
/// ```
#[must_use]
pub fn positions_in_class(board: &Board, class: PositionClass, pegs: u32) -> u128 {
    placements(class, pegs, board.holes().map(|hole| (class_flips(board, hole), 1)))
}

/// The class bits a peg on `hole` flips: a peg on residue 0 flips the
/// parity of `n0 + n1`, on 1 both parities, on 2 that of `n1 + n2` (and
/// the same for the other diagonals, two bits higher, on the square
/// lattice).
fn class_flips(board: &Board, hole: Hole) -> u8 {
    let flips = |residue: u8| match residue {
        0 => 0b01,
        1 => 0b11,
        _ => 0b10,
    };
    let mut bits = flips(residue(board, hole));
    if board.lattice() == Lattice::Square {
        bits |= flips(anti_residue(board, hole)) << 2;
    }
    bits
}

/// The ways to put `pegs` pegs on `units` in `class`: each unit (a hole, or
/// a cycle of holes a symmetry permutes) is filled whole or left empty, and is
/// given as the class bits it flips and its size in pegs.
fn placements(class: PositionClass, pegs: u32, units: impl Iterator<Item = (u8, u32)>) -> u128 {
    // Ways so far, by pegs placed and class bits.
    let target = pegs as usize;
    let mut ways = vec![[0u128; 16]; target + 1];
    ways[0][0] = 1;
    for (flips, size) in units {
        let size = size as usize;
        for k in (size..=target).rev() {
            for bits in 0..16 {
                ways[k][bits] += ways[k - size][bits ^ usize::from(flips)];
            }
        }
    }
    ways[target][usize::from(class.0)]
}

/// How many positions with `pegs` pegs in `class` a symmetry maps to
/// themselves: each cycle of holes it permutes (a fixed hole, a pair a
/// mirror swaps, four holes a quarter turn carries round) holds a peg in
/// every hole or in none. Summed over a group's members with
/// [`positions_in_class`] for the identity, it counts the group's orbits
/// (Burnside): a pass reduced by the group stores one position per orbit.
///
/// ```
/// use pegsol::classes::{symmetric_in_class, PositionClass};
/// use pegsol::Board;
///
/// // Every mirror of T4 fixes 2 holes and swaps 4 pairs, so the positions
/// // with 2 pegs that it maps to themselves are C(2, 2) + 4 = 5, over all
/// // four classes.
/// let t4 = Board::triangle(4).unwrap();
/// for mirror in t4.symmetries().iter().filter(|g| t4.holes().filter(|&h| g.hole(h) == h).count() == 2) {
///     let total: u128 = (0..4).map(|c| symmetric_in_class(&t4, PositionClass(c), 2, mirror)).sum();
///     assert_eq!(total, 5);
/// }
/// // A turn of T4 fixes the centre and carries three cycles of three
/// // holes round: with 3 pegs, one cycle full, so 3 positions.
/// for turn in t4.symmetries().iter().filter(|g| t4.holes().filter(|&h| g.hole(h) == h).count() == 1) {
///     let total: u128 = (0..4).map(|c| symmetric_in_class(&t4, PositionClass(c), 3, turn)).sum();
///     assert_eq!(total, 3);
/// }
/// ```
#[must_use]
pub fn symmetric_in_class(board: &Board, class: PositionClass, pegs: u32, symmetry: &Symmetry) -> u128 {
    let units = board.holes().filter_map(|hole| {
        let cycle: Vec<Hole> =
            std::iter::successors(Some(hole), |&h| Some(symmetry.hole(h)).filter(|&i| i != hole)).collect();
        (cycle.iter().min() == Some(&hole))
            .then(|| (cycle.iter().fold(0, |flips, &h| flips ^ class_flips(board, h)), cycle.len() as u32))
    });
    placements(class, pegs, units)
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
                if board.lattice() == Lattice::Square {
                    let mut residues = [jump.from, jump.over, jump.to].map(|h| anti_residue(&board, h));
                    residues.sort_unstable();
                    assert_eq!(residues, [0, 1, 2], "{}", board.name());
                }
            }
        }
    }
}
