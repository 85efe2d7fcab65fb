//! A symmetry of a board as a permutation of its holes, with the byte
//! tables that map a whole set of holes at once.

use super::{Hole, Jump};

/// A symmetry of a board: a permutation of its holes that maps every jump
/// line to a jump line. Besides the permutation it keeps the image of every
/// byte of hole bits, so a set of holes maps by eight look-ups
/// ([`Symmetry::image`]); positions map through that in [`crate::Group`]'s
/// layer.
#[derive(Clone)]
pub struct Symmetry {
    holes: Vec<Hole>,
    table: Box<[[u64; 256]; BYTES]>,
    /// The low bytes of a hole set that can be non-zero.
    bytes: usize,
}

/// Bytes in a set of up to 64 holes.
const BYTES: usize = 8;

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

    /// The image of a jump: its three holes mapped.
    #[must_use]
    pub fn jump(&self, jump: Jump) -> Jump {
        Jump { from: self.hole(jump.from), over: self.hole(jump.over), to: self.hole(jump.to) }
    }

    /// The image of every hole, by index.
    #[must_use]
    pub fn hole_map(&self) -> &[Hole] {
        &self.holes
    }

    /// The permutation undoing this one.
    #[must_use]
    pub fn inverse(&self) -> Symmetry {
        let mut holes = self.holes.clone();
        for (h, image) in self.holes.iter().enumerate() {
            holes[image.index()] = Hole(h as u8);
        }
        Symmetry::from_hole_map(holes)
    }

    /// Whether every hole maps to itself.
    #[must_use]
    pub fn is_identity(&self) -> bool {
        self.holes.iter().enumerate().all(|(i, h)| h.index() == i)
    }

    /// The image of a set of holes given by their bits ([`Hole::bit`]).
    #[must_use]
    #[inline]
    pub fn image(&self, holes: u64) -> u64 {
        let bytes = holes.to_le_bytes();
        let mut image = 0;
        for (entries, &byte) in self.table[..self.bytes].iter().zip(&bytes) {
            image |= entries[usize::from(byte)];
        }
        image
    }
}

#[cfg(test)]
mod tests {
    use crate::board::tests::every_board;

    #[test]
    fn a_set_of_holes_maps_hole_by_hole() {
        for board in every_board() {
            let all = board.holes().fold(0, |bits, h| bits | h.bit());
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..200 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let holes = seed & all;
                for s in board.symmetries() {
                    let by_holes =
                        board.holes().filter(|h| holes & h.bit() != 0).fold(0, |acc, h| acc | s.hole(h).bit());
                    assert_eq!(s.image(holes), by_holes);
                }
            }
        }
    }
}
