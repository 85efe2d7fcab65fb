//! Boards as data: holes with coordinates and names, the jump lines and the
//! symmetries, all derived from the coordinates. This is the bottom layer:
//! it knows holes and nothing about positions, which are built on it
//! ([`crate::Position`]), nor about canonical forms ([`crate::Group`]).
//!
//! A triangle of side `n` ([`Board::triangle`]) has `n(n+1)/2` holes,
//! numbered `1..` row by row from the top. Each hole also has barycentric
//! coordinates `(x, y, z)` with `x + y + z = n - 1`; the six lattice
//! directions are the vectors `e_i - e_j`, and the six symmetries of the
//! triangle are the permutations of the three coordinates, each kept as a
//! permutation of the holes ([`Symmetry`]).
//!
//! ```
//! use pegsol::{Board, Coordinates};
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
//! ```

use std::fmt;
use std::str::FromStr;

use itertools::Itertools;

/// The largest triangle side a [`crate::Position`] (64 bits) can hold.
pub const MAX_SIDE: u8 = 10;

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

/// How hole names are written: numbers (`1..`) everywhere, letters (`A..O`)
/// on T5 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Naming {
    /// `1..` row by row from the top.
    #[default]
    Numbers,
    /// `A..O`, on T5 only (as in the seeds); numbers elsewhere.
    Letters,
}

/// What went wrong turning user text into boards and holes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Not a board name `T1`..`T10`.
    #[error("unknown board {}: boards are T1 to T{max} (a triangle of that side)", quoted(.name), max = MAX_SIDE)]
    UnknownBoard {
        /// The name as given.
        name: String,
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

/// The coordinates of a hole in its lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coordinates {
    /// The row, `0` at the top.
    pub row: u8,
    /// The place in the row, `0..=row` from the left.
    pub col: u8,
}

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

    /// The image of every hole, by index.
    #[must_use]
    pub fn hole_map(&self) -> &[Hole] {
        &self.holes
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

/// A peg solitaire board: holes, jump lines and symmetries.
#[derive(Clone)]
pub struct Board {
    side: u8,
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
        let n = i32::from(side);
        let coordinates: Vec<Coordinates> =
            (0..side).flat_map(|row| (0..=row).map(move |col| Coordinates { row, col })).collect();
        let barycentric = |c: Coordinates| [i32::from(c.col), i32::from(c.row - c.col), n - 1 - i32::from(c.row)];
        let hole_at = |[x, _, z]: [i32; 3]| -> Option<Hole> {
            let (row, col) = (n - 1 - z, x);
            (row >= 0 && row < n && col >= 0 && col <= row).then(|| Hole((row * (row + 1) / 2 + col) as u8))
        };
        let valid = |b: [i32; 3]| b.iter().all(|&v| v >= 0) && b.iter().sum::<i32>() == n - 1;
        // The six lattice directions e_i - e_j.
        let directions: Vec<[i32; 3]> = (0..3)
            .cartesian_product(0..3)
            .filter(|(i, j)| i != j)
            .map(|(i, j)| {
                let mut d = [0; 3];
                d[i] = 1;
                d[j] = -1;
                d
            })
            .collect();
        let step = |b: [i32; 3], d: [i32; 3], k: i32| [b[0] + k * d[0], b[1] + k * d[1], b[2] + k * d[2]];
        let mut jumps = Vec::new();
        for (index, &c) in coordinates.iter().enumerate() {
            let b = barycentric(c);
            for &d in &directions {
                let (over, to) = (step(b, d, 1), step(b, d, 2));
                if valid(over) && valid(to) {
                    let (over, to) = (hole_at(over).expect("valid"), hole_at(to).expect("valid"));
                    jumps.push(Jump { from: Hole(index as u8), over, to });
                }
            }
        }
        // The six symmetries permute the barycentric coordinates.
        let symmetries = [0, 1, 2]
            .into_iter()
            .permutations(3)
            .map(|perm| {
                let image = coordinates
                    .iter()
                    .map(|&c| {
                        let b = barycentric(c);
                        hole_at([b[perm[0]], b[perm[1]], b[perm[2]]]).expect("a permutation stays on the board")
                    })
                    .collect();
                Symmetry::from_hole_map(image)
            })
            .collect();
        Ok(Board { side, coordinates, jumps, symmetries })
    }

    /// The side of the triangle.
    #[must_use]
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The board's name, e.g. `T5`.
    #[must_use]
    pub fn name(&self) -> String {
        format!("T{}", self.side)
    }

    /// The number of holes, `side (side + 1) / 2`.
    #[must_use]
    pub fn hole_count(&self) -> usize {
        self.coordinates.len()
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

    /// The symmetries of the board; the identity comes first.
    #[must_use]
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
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

    /// Whether letters `A..` name the holes (T5 only, as in the seeds).
    #[must_use]
    pub fn has_letters(&self) -> bool {
        self.side == 5
    }

    /// The name of a hole in the given naming.
    #[must_use]
    pub fn hole_name(&self, hole: Hole, naming: Naming) -> String {
        match naming {
            Naming::Letters if self.has_letters() => char::from(b'A' + hole.0).to_string(),
            _ => (hole.0 + 1).to_string(),
        }
    }

    /// Reads one hole name: a number `1..=hole_count`, or on T5 a letter
    /// `A..O` in either case.
    pub fn parse_hole(&self, name: &str) -> Result<Hole, BoardError> {
        self.parse_named_hole(name).map(|(hole, _)| hole)
    }

    /// Reads one hole name and says how it was written.
    pub fn parse_named_hole(&self, name: &str) -> Result<(Hole, Naming), BoardError> {
        let text = name.trim();
        let count = self.hole_count();
        if let Ok(number) = text.parse::<usize>() {
            if (1..=count).contains(&number) {
                return Ok((Hole((number - 1) as u8), Naming::Numbers));
            }
        } else if self.has_letters() && text.len() == 1 {
            let letter = text.as_bytes()[0].to_ascii_uppercase();
            if (b'A'..b'A' + count as u8).contains(&letter) {
                return Ok((Hole(letter - b'A'), Naming::Letters));
            }
        }
        let holes = if self.has_letters() {
            format!("1 to {count}, or A to {}", char::from(b'A' + count as u8 - 1))
        } else {
            format!("1 to {count}")
        };
        Err(BoardError::UnknownHole { board: self.name(), name: text.to_string(), holes })
    }

    /// Reads a comma-separated list of distinct holes. The naming is
    /// [`Naming::Letters`] when every name is a letter.
    pub fn parse_holes(&self, list: &str) -> Result<(Vec<Hole>, Naming), BoardError> {
        if list.trim().is_empty() {
            return Err(BoardError::EmptyHoleList);
        }
        let mut holes = Vec::new();
        let mut all_letters = true;
        for name in list.split(',') {
            let (hole, naming) = self.parse_named_hole(name)?;
            if holes.contains(&hole) {
                return Err(BoardError::DuplicateHole { name: name.trim().to_string() });
            }
            all_letters &= naming == Naming::Letters;
            holes.push(hole);
        }
        Ok((holes, if all_letters { Naming::Letters } else { Naming::Numbers }))
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Reads `T1`..`T10` (either case).
    fn from_str(name: &str) -> Result<Board, BoardError> {
        let unknown = || BoardError::UnknownBoard { name: name.to_string() };
        let digits = name.trim().strip_prefix(['T', 't']).ok_or_else(unknown)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return Err(unknown());
        }
        let side: u8 = digits.parse().map_err(|_| unknown())?;
        Board::triangle(side).map_err(|_| unknown())
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
    fn symmetries_are_distinct_and_preserve_jumps() {
        for side in 2..=MAX_SIDE {
            let board = Board::triangle(side).unwrap();
            let syms = board.symmetries();
            assert!(syms[0].is_identity());
            assert_eq!(syms.iter().map(|s| s.hole_map().to_vec()).unique().count(), 6);
            for s in syms {
                for j in board.jumps() {
                    let image = Jump { from: s.hole(j.from), over: s.hole(j.over), to: s.hole(j.to) };
                    assert!(board.jumps().contains(&image));
                }
            }
        }
    }

    #[test]
    fn a_set_of_holes_maps_hole_by_hole() {
        for side in 1..=MAX_SIDE {
            let board = Board::triangle(side).unwrap();
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

    #[test]
    fn names_round_trip() {
        let t5 = Board::triangle(5).unwrap();
        for hole in t5.holes() {
            for naming in [Naming::Numbers, Naming::Letters] {
                assert_eq!(t5.parse_hole(&t5.hole_name(hole, naming)).unwrap(), hole);
            }
        }
        assert!(t5.parse_hole("P").is_err());
        assert!(t5.parse_hole("16").is_err());
        assert!(t5.parse_hole("0").is_err());
        let t6 = Board::triangle(6).unwrap();
        assert!(t6.parse_hole("A").is_err());
    }

    #[test]
    fn board_names() {
        assert_eq!("t7".parse::<Board>().unwrap().hole_count(), 28);
        for bad in ["T0", "T11", "banana", "T", "5", "T-1", "T05x"] {
            assert!(bad.parse::<Board>().is_err(), "{bad}");
        }
    }
}
