//! The two lattices a board's holes lie on, their jump directions and
//! rotations and reflections, and the coordinates of a hole in them.

use itertools::Itertools;

/// The lattice a board's holes lie on: it fixes the jump directions and
/// the candidate symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lattice {
    /// Jumps along rows and columns; up to 8 symmetries (those of a square).
    Square,
    /// Jumps in six directions, along rows and the two diagonals of a
    /// drawing whose rows are shifted by half a hole; up to 12 symmetries
    /// (those of a regular hexagon).
    Triangular,
}

impl Lattice {
    /// The steps `(rows, columns)` from a hole to its neighbours. On the
    /// triangular lattice, in [`Coordinates`], these are (0, ±1), (±1, 0)
    /// and (±1, ±1); the order is the order of each hole's jump lines.
    #[must_use]
    pub fn directions(self) -> &'static [(i32, i32)] {
        match self {
            Lattice::Square => &[(0, 1), (1, 0), (0, -1), (-1, 0)],
            Lattice::Triangular => &[(0, 1), (1, 1), (0, -1), (1, 0), (-1, -1), (-1, 0)],
        }
    }

    /// The rotations and reflections of the lattice about the origin, each
    /// as the images of the unit steps `(1, 0)` and `(0, 1)`, the identity
    /// first.
    pub(super) fn point_group(self) -> Vec<[(i32, i32); 2]> {
        match self {
            Lattice::Square => [(1, 1, false), (1, -1, false), (-1, 1, false), (-1, -1, false)]
                .into_iter()
                .chain([(1, 1, true), (1, -1, true), (-1, 1, true), (-1, -1, true)])
                .map(|(r, c, swap)| if swap { [(0, c), (r, 0)] } else { [(r, 0), (0, c)] })
                .collect(),
            // In cube coordinates (col, row - col, -row), which sum to 0,
            // the point group permutes the three and may negate them all.
            Lattice::Triangular => {
                let cube = |(r, c): (i32, i32)| [c, r - c, -r];
                [1, -1]
                    .into_iter()
                    .cartesian_product([0, 1, 2].into_iter().permutations(3))
                    .map(|(sign, perm)| {
                        let image = |step: (i32, i32)| {
                            let k = cube(step);
                            (-sign * k[perm[2]], sign * k[perm[0]])
                        };
                        [image((1, 0)), image((0, 1))]
                    })
                    .collect()
            }
        }
    }

    /// The column, in half holes, at which a drawing of the lattice puts
    /// `at` (before shifting the leftmost hole to 0): rows of the triangular
    /// lattice are shifted by half a hole each.
    #[must_use]
    pub fn half_column(self, at: Coordinates) -> i32 {
        match self {
            Lattice::Square => 2 * i32::from(at.col),
            Lattice::Triangular => 2 * i32::from(at.col) - i32::from(at.row),
        }
    }

    /// `square` or `triangular`, as a board file names it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Lattice::Square => "square",
            Lattice::Triangular => "triangular",
        }
    }
}

/// The coordinates of a hole in its lattice, the top row and the leftmost
/// column 0.
///
/// On the square lattice `col` is the column from the left. On the
/// triangular lattice it is the column along the down-right diagonals, so
/// that the six neighbours of `(row, col)` are `(row, col ± 1)`,
/// `(row ± 1, col)` and `(row ± 1, col ± 1)`; on a triangle it is the place
/// in the row, `0..=row`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coordinates {
    /// The row, `0` at the top.
    pub row: u8,
    /// The column (see the type's documentation).
    pub col: u8,
}
