//! The board itself ([`Board`]): its holes' coordinates on a lattice, and
//! the jump lines and symmetries derived from them; the triangles by side.
//! Names of holes and drawn boards add to it in `names.rs` and
//! `drawing.rs`.
//!
//! ```
//! use pegsol::Board;
//!
//! // T5: 15 holes, and the 6 symmetries of a triangle.
//! let t5 = Board::triangle(5).unwrap();
//! assert_eq!(t5.hole_count(), 15);
//! assert_eq!(t5.symmetries().len(), 6);
//! ```

use std::collections::HashMap;
use std::fmt;

use super::error::BoardError;
use super::hole::{Hole, Jump, MAX_SIDE};
use super::lattice::{Coordinates, Lattice};
use super::symmetry::Symmetry;

/// What a board is, for its name and its hole names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// `Tn`, the triangle of this side.
    Triangle(u8),
    /// A built-in board or one drawn in a file.
    Drawn,
}

/// A peg solitaire board: holes, jump lines and symmetries.
#[derive(Clone)]
pub struct Board {
    pub(super) name: String,
    pub(super) shape: Shape,
    pub(super) lattice: Lattice,
    pub(super) coordinates: Vec<Coordinates>,
    pub(super) jumps: Vec<Jump>,
    pub(super) symmetries: Vec<Symmetry>,
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
    pub(super) fn new(name: String, shape: Shape, lattice: Lattice, mut coordinates: Vec<Coordinates>) -> Board {
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
