//! Boards as data: holes on a lattice, with names, jump lines and
//! symmetries all derived from the coordinates. This is the bottom layer:
//! it knows holes and nothing about positions, which are built on it
//! ([`crate::Position`]), nor about canonical forms ([`crate::Group`]).
//!
//! A board is a set of at most 64 holes on one of two lattices
//! ([`Lattice`]): the square lattice, where a peg jumps along a row or a
//! column, and the triangular lattice, where it jumps in six directions.
//! Holes are numbered `1..` row by row from the top, left to right. A jump
//! line is three holes one step apart in one direction. A symmetry is a
//! rotation or reflection of the lattice (8 on the square lattice, 12 on the
//! triangular one) followed by the one translation that could bring the
//! board back onto itself; it is kept when it does, as a permutation of the
//! holes ([`Symmetry`]).
//!
//! The triangle of side `n` ([`Board::triangle`], `T1`..`T10`) has
//! `n(n+1)/2` holes on the triangular lattice and six symmetries. The other
//! built-in boards ([`BUILT_IN`]) and any board a user draws
//! ([`Board::from_drawing`], `--board file.board`) come from the same
//! drawings: a `lattice` line, then rows of `o` (a hole) and `.` (none).
//!
//! ```
//! use pegsol::{Board, Coordinates, Naming};
//!
//! let t5 = Board::triangle(5).unwrap();
//! assert_eq!(t5.hole_count(), 15);
//! assert_eq!(t5.jumps().len(), 36);
//! assert_eq!(t5.symmetries().len(), 6);
//! // On T5 holes have letters as well as numbers.
//! assert_eq!(t5.parse_hole("m").unwrap(), t5.parse_hole("13").unwrap());
//! // The mirror through the apex, found by what it does to coordinates.
//! let mirror = t5.symmetry(|c| Coordinates { row: c.row, col: c.row - c.col }).unwrap();
//! assert_eq!(mirror.hole(t5.parse_hole("D").unwrap()), t5.parse_hole("F").unwrap());
//!
//! // The English board: 33 holes, 76 jump lines, the 8 symmetries of the
//! // square, and its centre d4 (column d, row 4), hole 17 row by row.
//! let english: Board = "english".parse().unwrap();
//! assert_eq!((english.hole_count(), english.jumps().len(), english.symmetries().len()), (33, 76, 8));
//! let centre = english.parse_hole("d4").unwrap();
//! assert_eq!(centre, english.parse_hole("17").unwrap());
//! assert_eq!(english.hole_name(centre, Naming::Letters), "d4");
//!
//! // A board of one's own, as a `.board` file holds it.
//! let drawn = Board::from_drawing("ring.board", "lattice triangular\n o o\no . o\n o o\n").unwrap();
//! assert_eq!((drawn.hole_count(), drawn.symmetries().len()), (6, 12));
//! let error = Board::from_drawing("bad.board", "lattice square\nooo\no?o\n").unwrap_err();
//! assert_eq!(error.to_string(), "bad.board:3:2: unknown character '?' (a hole is `o`, no hole `.` or a space)");
//! ```

mod built_in;
mod drawing;
mod error;
mod hole;
mod lattice;
mod names;
mod shape;
mod symmetry;

pub use built_in::BUILT_IN;
pub(crate) use error::quoted;
pub use error::BoardError;
pub use hole::{Hole, Jump, MAX_HOLES, MAX_SIDE};
pub use lattice::{Coordinates, Lattice};
pub use names::Naming;
pub use shape::Board;
use shape::Shape;
pub use symmetry::Symmetry;

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;

    /// Jump lines by a second, obviously correct method: in (row, col)
    /// coordinates the six directions are (0,±1), (±1,0), (±1,±1).
    fn jumps_by_rows(n: i32) -> Vec<(u8, u8, u8)> {
        let index = |r: i32, c: i32| (0..n).contains(&r) && (0..=r).contains(&c);
        let id = |r: i32, c: i32| (r * (r + 1) / 2 + c) as u8;
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..=r {
                for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)] {
                    if index(r + 2 * dr, c + 2 * dc) {
                        out.push((id(r, c), id(r + dr, c + dc), id(r + 2 * dr, c + 2 * dc)));
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }

    #[test]
    fn jumps_match_row_column_reference() {
        for side in 1..=MAX_SIDE {
            let board = Board::triangle(side).unwrap();
            let mut ours: Vec<_> = board.jumps().iter().map(|j| (j.from.0, j.over.0, j.to.0)).collect();
            ours.sort_unstable();
            assert_eq!(ours, jumps_by_rows(i32::from(side)), "T{side}");
        }
    }

    #[test]
    fn the_apex_mirror_is_found_by_coordinates() {
        for side in 2..=MAX_SIDE {
            let board = Board::triangle(side).unwrap();
            let mirror = board.symmetry(|c| Coordinates { row: c.row, col: c.row - c.col }).unwrap();
            for hole in board.holes() {
                let (at, image) = (board.coordinates(hole), board.coordinates(mirror.hole(hole)));
                assert_eq!((image.row, image.col), (at.row, at.row - at.col));
            }
        }
        let t4 = Board::triangle(4).unwrap();
        assert!(t4.symmetry(|c| Coordinates { row: c.row, col: 0 }).is_none());
    }

    /// Every built-in board and every triangle.
    pub(super) fn every_board() -> Vec<Board> {
        let triangles = (1..=MAX_SIDE).map(|side| Board::triangle(side).unwrap());
        triangles.chain(BUILT_IN.iter().map(|(name, _)| name.parse().unwrap())).collect()
    }

    #[test]
    fn symmetries_of_every_board_preserve_jumps_and_rows_are_whole() {
        for board in every_board() {
            let syms = board.symmetries();
            assert!(syms[0].is_identity());
            assert_eq!(syms.iter().map(|s| s.hole_map().to_vec()).unique().count(), syms.len());
            for s in syms {
                for j in board.jumps() {
                    let image = s.jump(*j);
                    assert!(board.jumps().contains(&image), "{}", board.name());
                }
            }
            // Holes are numbered row by row.
            let rows: Vec<u8> = board.holes().map(|h| board.coordinates(h).row).collect();
            assert!(rows.windows(2).all(|w| w[0] <= w[1]), "{}", board.name());
        }
    }

    #[test]
    fn the_row_mirror_keeps_rows() {
        let english: Board = "english".parse().unwrap();
        let mirror = english.row_mirror().unwrap();
        let name = |h| english.hole_name(h, Naming::Letters);
        assert_eq!(name(mirror.hole(english.parse_hole("a3").unwrap())), "g3");
        let t5 = Board::triangle(5).unwrap();
        let apex = t5.symmetry(|c| Coordinates { row: c.row, col: c.row - c.col }).unwrap();
        assert_eq!(t5.row_mirror().unwrap().hole_map(), apex.hole_map());
        assert!(Board::triangle(1).unwrap().row_mirror().is_none());
        // A board with no symmetry but the identity.
        let lopsided = Board::from_drawing("l.board", "lattice square\nooo\no..\noo.\n").unwrap();
        assert_eq!(lopsided.symmetries().len(), 1);
        assert!(lopsided.row_mirror().is_none());
    }
}
