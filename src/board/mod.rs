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

mod drawing;
mod lattice;
mod names;
mod symmetry;

use std::collections::HashMap;
use std::fmt;

pub use drawing::BUILT_IN;
pub use lattice::{Coordinates, Lattice};
pub use names::Naming;
pub use symmetry::Symmetry;

/// The largest triangle side a [`crate::Position`] (64 bits) can hold.
pub const MAX_SIDE: u8 = 10;

/// The most holes a board may have: a position is a 64-bit set.
pub const MAX_HOLES: usize = 64;

/// A hole, by its index `0..hole_count` in row-major order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hole(pub u8);

impl Hole {
    /// The position bit of this hole.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The index of this hole, `0..hole_count`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One jump line: the peg in `from` jumps over `over` into the empty `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    /// The hole the jumping peg leaves.
    pub from: Hole,
    /// The hole whose peg is jumped over and removed.
    pub over: Hole,
    /// The empty hole the jumping peg lands in.
    pub to: Hole,
}

impl Jump {
    /// The same line played backwards (`to` jumps over `over` into `from`).
    #[must_use]
    pub const fn reversed(self) -> Jump {
        Jump { from: self.to, over: self.over, to: self.from }
    }

    /// Bits that must hold pegs before the jump: `from` and `over`.
    #[must_use]
    pub const fn pegs_mask(self) -> u64 {
        self.from.bit() | self.over.bit()
    }

    /// All three holes of the line.
    #[must_use]
    pub const fn line_mask(self) -> u64 {
        self.from.bit() | self.over.bit() | self.to.bit()
    }
}

/// What went wrong turning user text into boards and holes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Neither a built-in board nor a `.board` file.
    #[error(
        "unknown board {}: boards are T1 to T{max} (a triangle of that side), {}, or a drawing in a file ending in .board",
        quoted(.name),
        BUILT_IN.map(|(name, _)| name).join(", "),
        max = MAX_SIDE
    )]
    UnknownBoard {
        /// The name as given.
        name: String,
    },
    /// A board file that cannot be read or does not draw a board.
    #[error("{path}{}: {reason}", .at.map_or(String::new(), |(line, column)| format!(":{line}:{column}")))]
    BadDrawing {
        /// The file, as given.
        path: String,
        /// The line and column (both from 1) the problem is at, if it is at
        /// one place.
        at: Option<(usize, usize)>,
        /// What is wrong.
        reason: String,
    },
    /// Not the name of a hole of the board.
    #[error("board {board} has no hole {} (holes are {holes})", quoted(.name))]
    UnknownHole {
        /// The board's name.
        board: String,
        /// The hole's name as given.
        name: String,
        /// The hole names the board has, e.g. `1 to 15, or A to O`.
        holes: String,
    },
    /// A hole list with no names in it.
    #[error("empty hole list: give one or more hole names separated by commas")]
    EmptyHoleList,
    /// A hole named twice in one list.
    #[error("hole {name} is listed twice")]
    DuplicateHole {
        /// The name as given the second time.
        name: String,
    },
}

/// The longest piece of user text an error message quotes, in characters.
const QUOTED_MAX_CHARS: usize = 40;

/// User text as an error message shows it: in quotes, cut short if long
/// (a huge argument is not echoed whole).
pub(crate) fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_MAX_CHARS) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}... ({} bytes)", &text[..cut], text.len()),
    }
}

/// What a board is, for its name and its hole names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `Tn`, the triangle of this side.
    Triangle(u8),
    /// A built-in board or one drawn in a file.
    Drawn,
}

/// A peg solitaire board: holes, jump lines and symmetries.
#[derive(Clone)]
pub struct Board {
    name: String,
    shape: Shape,
    lattice: Lattice,
    coordinates: Vec<Coordinates>,
    jumps: Vec<Jump>,
    symmetries: Vec<Symmetry>,
}

impl Board {
    /// The triangle with `side` holes on each side, `1 <= side <= 10`.
    pub fn triangle(side: u8) -> Result<Board, BoardError> {
        if !(1..=MAX_SIDE).contains(&side) {
            return Err(BoardError::UnknownBoard { name: format!("T{side}") });
        }
        let coordinates = (0..side).flat_map(|row| (0..=row).map(move |col| Coordinates { row, col })).collect();
        Ok(Board::new(format!("T{side}"), Shape::Triangle(side), Lattice::Triangular, coordinates))
    }

    /// Holes, jump lines and symmetries from the holes' coordinates.
    fn new(name: String, shape: Shape, lattice: Lattice, mut coordinates: Vec<Coordinates>) -> Board {
        coordinates.sort_unstable_by_key(|c| (c.row, c.col));
        let index: HashMap<(i32, i32), Hole> = coordinates
            .iter()
            .enumerate()
            .map(|(i, c)| ((i32::from(c.row), i32::from(c.col)), Hole(i as u8)))
            .collect();
        let hole_at = |at: (i32, i32)| index.get(&at).copied();
        let point = |c: &Coordinates| (i32::from(c.row), i32::from(c.col));
        let mut jumps = Vec::new();
        for (from, c) in coordinates.iter().enumerate() {
            let (row, col) = point(c);
            for &(dr, dc) in lattice.directions() {
                if let (Some(over), Some(to)) = (hole_at((row + dr, col + dc)), hole_at((row + 2 * dr, col + 2 * dc))) {
                    jumps.push(Jump { from: Hole(from as u8), over, to });
                }
            }
        }
        // A map of the lattice sends the least hole (in (row, col) order)
        // to the least image; if it maps the board onto itself, the
        // translation is the one that puts that image on the least hole.
        let mut symmetries: Vec<Symmetry> = Vec::new();
        for [down, right] in lattice.point_group() {
            let map = |(r, c): (i32, i32)| (r * down.0 + c * right.0, r * down.1 + c * right.1);
            let images: Vec<(i32, i32)> = coordinates.iter().map(|c| map(point(c))).collect();
            let (Some(least), Some(first)) = (images.iter().min(), coordinates.first()) else { continue };
            let shift = (point(first).0 - least.0, point(first).1 - least.1);
            let holes: Option<Vec<Hole>> = images.iter().map(|&(r, c)| hole_at((r + shift.0, c + shift.1))).collect();
            if let Some(holes) = holes {
                if !symmetries.iter().any(|s| s.hole_map() == holes.as_slice()) {
                    symmetries.push(Symmetry::from_hole_map(holes));
                }
            }
        }
        Board { name, shape, lattice, coordinates, jumps, symmetries }
    }

    /// The side of the triangle, if the board is one of `T1`..`T10`.
    #[must_use]
    pub fn triangle_side(&self) -> Option<u8> {
        match self.shape {
            Shape::Triangle(side) => Some(side),
            Shape::Drawn => None,
        }
    }

    /// Whether the board is no larger than the triangle `T{side}`: a
    /// triangle of at most that side, or another board of at most as many
    /// holes. Commands that cannot handle every board use it for their
    /// limits.
    #[must_use]
    pub fn fits_in_triangle(&self, side: u8) -> bool {
        match self.shape {
            Shape::Triangle(own) => own <= side,
            Shape::Drawn => self.hole_count() <= usize::from(side) * (usize::from(side) + 1) / 2,
        }
    }

    /// The board's name: `T5`, `english`, or the path of its file.
    #[must_use]
    pub fn name(&self) -> String {
        self.name.clone()
    }

    /// The lattice the holes lie on.
    #[must_use]
    pub fn lattice(&self) -> Lattice {
        self.lattice
    }

    /// The number of holes.
    #[must_use]
    pub fn hole_count(&self) -> usize {
        self.coordinates.len()
    }

    /// The number of rows, from the top row with a hole to the bottom one.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.coordinates.last().map_or(0, |c| usize::from(c.row) + 1)
    }

    /// Every hole, in index order.
    pub fn holes(&self) -> impl ExactSizeIterator<Item = Hole> + Clone {
        (0..self.coordinates.len() as u8).map(Hole)
    }

    /// Where `hole` lies.
    #[must_use]
    pub fn coordinates(&self, hole: Hole) -> Coordinates {
        self.coordinates[hole.index()]
    }

    /// Every jump line, both directions.
    #[must_use]
    pub fn jumps(&self) -> &[Jump] {
        &self.jumps
    }

    /// The symmetries of the board, each a distinct permutation of the
    /// holes; the identity comes first.
    #[must_use]
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
    }

    /// The mirror that keeps every hole in its row (the mirror through the
    /// apex of a triangle, the left-right mirror of the English board), if
    /// the board has one.
    #[must_use]
    pub fn row_mirror(&self) -> Option<&Symmetry> {
        self.symmetries
            .iter()
            .skip(1)
            .find(|s| self.holes().all(|h| self.coordinates(s.hole(h)).row == self.coordinates(h).row))
    }

    /// The hole at `at`, if the board has one there.
    #[must_use]
    pub fn hole_at(&self, at: Coordinates) -> Option<Hole> {
        self.coordinates.iter().position(|&c| c == at).map(|index| Hole(index as u8))
    }

    /// The symmetry that sends the hole at every `c` to the hole at
    /// `map(c)`, if the board has one (`map` may assume `c` is on the board).
    pub fn symmetry(&self, map: impl Fn(Coordinates) -> Coordinates) -> Option<&Symmetry> {
        let image: Option<Vec<Hole>> = self.holes().map(|h| self.hole_at(map(self.coordinates(h)))).collect();
        let image = image?;
        self.symmetries.iter().find(|s| s.hole_map() == image.as_slice())
    }

    /// The holes next to `hole`: one step away along a lattice direction.
    pub fn neighbours(&self, hole: Hole) -> impl Iterator<Item = Hole> + '_ {
        let at = self.coordinates(hole);
        self.lattice.directions().iter().filter_map(move |&(dr, dc)| {
            let (row, col) = (i32::from(at.row) + dr, i32::from(at.col) + dc);
            let to = Coordinates { row: u8::try_from(row).ok()?, col: u8::try_from(col).ok()? };
            self.hole_at(to)
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.name())
    }
}

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
