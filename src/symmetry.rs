//! Symmetries of a board acting on holes and positions; canonical forms,
//! orbits and stabilizers.
//!
//! A [`Symmetry`] permutes holes and maps a position bit by bit through
//! byte lookup tables. A [`Group`] is a set of symmetries closed under
//! composition — the board's whole group, or the stabilizer of a start —
//! and picks the smallest image of a position as its canonical form.
//!
//! ```
//! use pegsol::{Board, Group};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let corner = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let stabilizer = Group::stabilizer(&t5, corner);
//! assert_eq!(stabilizer.order(), 2); // the mirror through the corner
//! let after = corner.jump(corner.legal_jumps(&t5).next().unwrap());
//! assert_eq!(stabilizer.orbit_size(after), 2);
//! ```

use crate::board::{Board, Hole};
use crate::position::Position;

const BYTES: usize = 8;

/// A permutation of a board's holes, applied to positions by table look-up.
#[derive(Clone)]
pub struct Symmetry {
    holes: Vec<Hole>,
    table: Box<[[u64; 256]; BYTES]>,
    /// The low bytes of a position that can hold pegs; the rest are zero.
    bytes: usize,
}

impl Symmetry {
    /// The symmetry sending hole `i` to `holes[i]`.
    #[must_use]
    pub fn from_hole_map(holes: Vec<Hole>) -> Symmetry {
        let mut table = Box::new([[0u64; 256]; BYTES]);
        for (byte, entries) in table.iter_mut().enumerate() {
            for (value, image) in entries.iter_mut().enumerate() {
                *image = (0..8)
                    .filter(|bit| value & (1 << bit) != 0)
                    .filter_map(|bit| holes.get(byte * 8 + bit))
                    .fold(0, |acc, hole| acc | hole.bit());
            }
        }
        let bytes = holes.len().div_ceil(8);
        Symmetry { holes, table, bytes }
    }

    /// The image of a hole.
    #[must_use]
    pub fn hole(&self, hole: Hole) -> Hole {
        self.holes[hole.index()]
    }

    /// The image of every hole, by index.
    #[must_use]
    pub fn hole_map(&self) -> &[Hole] {
        &self.holes
    }

    #[must_use]
    pub fn is_identity(&self) -> bool {
        self.holes.iter().enumerate().all(|(i, h)| h.index() == i)
    }

    /// The image of a position.
    #[must_use]
    #[inline]
    pub fn apply(&self, position: Position) -> Position {
        let bytes = position.0.to_le_bytes();
        let mut image = 0;
        for (entries, &byte) in self.table[..self.bytes].iter().zip(&bytes) {
            image |= entries[usize::from(byte)];
        }
        Position(image)
    }
}

/// A group of symmetries used to reduce positions to canonical forms.
#[derive(Clone)]
pub struct Group {
    /// The members other than the identity.
    others: Vec<Symmetry>,
}

impl Group {
    /// The group with only the identity: no reduction.
    #[must_use]
    pub fn trivial() -> Group {
        Group { others: Vec::new() }
    }

    /// The board's whole symmetry group.
    #[must_use]
    pub fn full(board: &Board) -> Group {
        Group::stabilizer(board, Position(0))
    }

    /// The symmetries of `board` that map `position` to itself.
    #[must_use]
    pub fn stabilizer(board: &Board, position: Position) -> Group {
        let others =
            board.symmetries().iter().filter(|s| !s.is_identity() && s.apply(position) == position).cloned().collect();
        Group { others }
    }

    /// The number of symmetries in the group.
    #[must_use]
    pub fn order(&self) -> usize {
        self.others.len() + 1
    }

    /// The smallest image of `position` under the group.
    #[must_use]
    #[inline]
    pub fn canonical(&self, position: Position) -> Position {
        self.others.iter().map(|s| s.apply(position)).fold(position, Ord::min)
    }

    /// The number of distinct images of `position`.
    #[must_use]
    pub fn orbit_size(&self, position: Position) -> u32 {
        let fixed = 1 + self.others.iter().filter(|s| s.apply(position) == position).count();
        (self.order() / fixed) as u32
    }

    /// The distinct images of a hole, sorted.
    #[must_use]
    pub fn hole_orbit(&self, hole: Hole) -> Vec<Hole> {
        let mut orbit: Vec<Hole> = std::iter::once(hole).chain(self.others.iter().map(|s| s.hole(hole))).collect();
        orbit.sort_unstable();
        orbit.dedup();
        orbit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applying_to_a_position_equals_mapping_each_hole() {
        for side in 1..=crate::board::MAX_SIDE {
            let board = Board::triangle(side).unwrap();
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..200 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let position = Position(seed & board.full().0);
                for s in board.symmetries() {
                    let by_holes = position.peg_holes().fold(0, |acc, h| acc | s.hole(h).bit());
                    assert_eq!(s.apply(position).0, by_holes);
                }
            }
        }
    }

    #[test]
    fn orbit_sizes_divide_the_group_order() {
        let t5 = Board::triangle(5).unwrap();
        let group = Group::full(&t5);
        assert_eq!(group.order(), 6);
        assert_eq!(group.orbit_size(t5.full()), 1);
        for hole in t5.holes() {
            let single = Position::single(hole);
            assert_eq!(group.orbit_size(single) as usize, group.hole_orbit(hole).len());
        }
    }
}
