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

use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::str::FromStr;

use itertools::Itertools;

/// The largest triangle side a [`crate::Position`] (64 bits) can hold.
pub const MAX_SIDE: u8 = 10;

/// The most holes a board may have: a position is a 64-bit set.
pub const MAX_HOLES: usize = 64;

/// The built-in boards besides the triangles `T1`..`T10`, by name, as the
/// drawings [`Board::from_drawing`] reads.
pub const BUILT_IN: [(&str, &str); 6] = [
    ("english", "lattice square\n..ooo..\n..ooo..\nooooooo\nooooooo\nooooooo\n..ooo..\n..ooo..\n"),
    ("french", "lattice square\n..ooo..\n.ooooo.\nooooooo\nooooooo\nooooooo\n.ooooo.\n..ooo..\n"),
    (
        "diamond",
        "lattice square\n....o....\n...ooo...\n..ooooo..\n.ooooooo.\nooooooooo\n.ooooooo.\n..ooooo..\n...ooo...\n....o....\n",
    ),
    (
        "wiegleb",
        "lattice square\n...ooo...\n...ooo...\n...ooo...\nooooooooo\nooooooooo\nooooooooo\n...ooo...\n...ooo...\n...ooo...\n",
    ),
    ("hexagon3", "lattice triangular\n  o o o\n o o o o\no o o o o\n o o o o\n  o o o\n"),
    (
        "hexagon4",
        "lattice triangular\n   o o o o\n  o o o o o\n o o o o o o\no o o o o o o\n o o o o o o\n  o o o o o\n   o o o o\n",
    ),
];

/// The largest board file read, in bytes: a drawing of 64 holes is far
/// smaller.
const FILE_MAX_BYTES: u64 = 1 << 20;

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

/// How hole names are written: numbers (`1..`) everywhere, or the board's
/// letter names where it has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Naming {
    /// `1..` row by row from the top.
    #[default]
    Numbers,
    /// `A..O` on T5 (as in the seeds); column letter and row number (`d4`)
    /// on square-lattice boards; numbers elsewhere.
    Letters,
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
    fn point_group(self) -> Vec<[(i32, i32); 2]> {
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

    /// The board drawn in `text`, the contents of a board file named `path`
    /// (which error messages quote).
    ///
    /// The format: `#` starts a comment, to the end of the line; blank lines
    /// are skipped. The first other line is `lattice square` or `lattice
    /// triangular`; every line after it is one row of the drawing, with `o`
    /// for a hole and `.` or a space for none. On the square lattice each
    /// character is one column. On the triangular lattice the holes of a row
    /// are two characters apart and each row is shifted by one character
    /// from the next, as in
    ///
    /// ```text
    ///  o o
    /// o o o
    ///  o o
    /// ```
    ///
    /// A board has 1 to 64 holes and is *connected*: from every hole to
    /// every other through neighbouring holes (one step apart along a
    /// direction of the lattice). A jump line is three neighbours in a row,
    /// so parts with no neighbours in common could never exchange a peg:
    /// they would be separate games, and are refused.
    pub fn from_drawing(path: &str, text: &str) -> Result<Board, BoardError> {
        let error =
            |at: Option<(usize, usize)>, reason: String| BoardError::BadDrawing { path: path.to_string(), at, reason };
        let mut lattice = None;
        // Holes as (line, column) in the file and (row, column) in the drawing.
        let mut holes: Vec<((usize, usize), (i64, i64))> = Vec::new();
        let mut row = 0i64;
        for (number, line) in text.lines().enumerate() {
            let line_number = number + 1;
            let drawing = line.split('#').next().unwrap_or("").trim_end();
            let Some(first) = drawing.find(|c: char| !c.is_whitespace()) else { continue };
            let column_of = |byte: usize| drawing[..byte].chars().count() + 1;
            let Some(lattice) = lattice else {
                let words: Vec<&str> = drawing.split_whitespace().collect();
                lattice = Some(match words.as_slice() {
                    ["lattice", "square"] => Lattice::Square,
                    ["lattice", "triangular"] => Lattice::Triangular,
                    ["lattice", other, ..] => {
                        let after = first + "lattice".len();
                        let at = drawing[after..].find(|c: char| !c.is_whitespace()).map(|b| column_of(after + b));
                        let reason = format!(
                            "unknown lattice {}: write `lattice square` or `lattice triangular`",
                            quoted(other)
                        );
                        return Err(error(at.map(|column| (line_number, column)), reason));
                    }
                    _ => {
                        let reason = "expected `lattice square` or `lattice triangular` before the drawing".to_string();
                        return Err(error(Some((line_number, column_of(first))), reason));
                    }
                });
                continue;
            };
            if drawing[first..].starts_with("lattice") {
                let reason = format!("a second lattice line (this board's lattice is {})", lattice.name());
                return Err(error(Some((line_number, column_of(first))), reason));
            }
            for (column, character) in drawing.chars().enumerate() {
                let at = (line_number, column + 1);
                match character {
                    'o' if holes.len() == MAX_HOLES => {
                        let reason = format!("more than {MAX_HOLES} holes (a position is a set of 64 bits)");
                        return Err(error(Some(at), reason));
                    }
                    'o' => holes.push((at, (row, column as i64))),
                    '.' | ' ' => {}
                    other => {
                        let reason = format!("unknown character {other:?} (a hole is `o`, no hole `.` or a space)");
                        return Err(error(Some(at), reason));
                    }
                }
            }
            row += 1;
        }
        let Some(lattice) = lattice else {
            return Err(error(None, "no `lattice square` or `lattice triangular` line".to_string()));
        };
        let Some(&(first_at, (first_row, first_column))) = holes.first() else {
            return Err(error(None, "no holes: draw each hole as `o`".to_string()));
        };
        // Coordinates in the lattice, before shifting to 0.
        let mut points = Vec::with_capacity(holes.len());
        for &(at, (row, column)) in &holes {
            points.push(match lattice {
                Lattice::Square => (row, column),
                Lattice::Triangular => {
                    if (row + column - first_row - first_column) % 2 != 0 {
                        let reason = format!(
                            "hole off the triangular lattice of the hole at line {} column {}: the holes of a row \
                             are two columns apart and each row is shifted by one column from the next",
                            first_at.0, first_at.1
                        );
                        return Err(error(Some(at), reason));
                    }
                    (row, (row + column - first_row - first_column) / 2)
                }
            });
        }
        // Connected: every hole reached from the first through neighbours.
        let index: HashMap<(i64, i64), usize> = points.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut reached = vec![false; points.len()];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(i) = stack.pop() {
            let (row, col) = points[i];
            for &(dr, dc) in lattice.directions() {
                if let Some(&j) = index.get(&(row + i64::from(dr), col + i64::from(dc))) {
                    if !reached[j] {
                        reached[j] = true;
                        stack.push(j);
                    }
                }
            }
        }
        if let Some(apart) = reached.iter().position(|&r| !r) {
            let reason = format!(
                "hole not connected to the hole at line {} column {}: a board is one piece, every hole joined to \
                 every other through neighbouring holes (one step along a row{})",
                first_at.0,
                first_at.1,
                if lattice == Lattice::Square { " or a column" } else { " or a diagonal" }
            );
            return Err(error(Some(holes[apart].0), reason));
        }
        // Connected and at most 64 holes: every coordinate fits a byte.
        let (top, left) = (points.iter().map(|p| p.0).min(), points.iter().map(|p| p.1).min());
        let (top, left) = (top.unwrap_or(0), left.unwrap_or(0));
        let coordinates =
            points.iter().map(|&(row, col)| Coordinates { row: (row - top) as u8, col: (col - left) as u8 }).collect();
        Ok(Board::new(path.to_string(), Shape::Drawn, lattice, coordinates))
    }

    /// The board drawn in the file at `path` ([`Board::from_drawing`]).
    pub fn from_file(path: &Path) -> Result<Board, BoardError> {
        let name = path.display().to_string();
        let failed = |reason: String| BoardError::BadDrawing { path: name.clone(), at: None, reason };
        let bytes = crate::files::read_capped(path, FILE_MAX_BYTES).map_err(|e| match e.kind() {
            std::io::ErrorKind::InvalidData => {
                failed(format!("over {} KiB, too large for a board file", FILE_MAX_BYTES >> 10))
            }
            _ => failed(format!("cannot read the board file: {e}")),
        })?;
        let text = String::from_utf8(bytes).map_err(|_| failed("not UTF-8 text".to_string()))?;
        Board::from_drawing(&name, &text)
    }

    /// A board as the command line names it: `T1`..`T10`, a built-in name
    /// ([`BUILT_IN`]), or the path of a board file, which ends in `.board`.
    pub fn open(name: &str) -> Result<Board, BoardError> {
        if name.ends_with(".board") {
            Board::from_file(Path::new(name))
        } else {
            name.parse()
        }
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

    /// Whether the board has letter names: `A..O` on T5 (as in the seeds),
    /// a column letter and a row number (`d4`) on square-lattice boards of
    /// at most 26 columns.
    #[must_use]
    pub fn has_letters(&self) -> bool {
        self.shape == Shape::Triangle(5) || self.square_columns().is_some()
    }

    /// How output names this board's holes unless the user wrote them
    /// otherwise: its letter names where it has them (`A..O` on T5, `d4`
    /// on square-lattice boards), numbers on the other boards. The one
    /// place that decides it, for every command.
    #[must_use]
    pub fn default_naming(&self) -> Naming {
        if self.has_letters() {
            Naming::Letters
        } else {
            Naming::Numbers
        }
    }

    /// The columns of a square-lattice board with letter names.
    fn square_columns(&self) -> Option<u8> {
        let columns = self.coordinates.iter().map(|c| c.col).max().map_or(0, |c| c + 1);
        (self.lattice == Lattice::Square && columns <= 26).then_some(columns)
    }

    /// The name of a hole in the given naming.
    #[must_use]
    pub fn hole_name(&self, hole: Hole, naming: Naming) -> String {
        match naming {
            Naming::Letters if self.shape == Shape::Triangle(5) => char::from(b'A' + hole.0).to_string(),
            Naming::Letters if self.square_columns().is_some() => {
                let at = self.coordinates(hole);
                format!("{}{}", char::from(b'a' + at.col), u32::from(at.row) + 1)
            }
            _ => (hole.0 + 1).to_string(),
        }
    }

    /// Reads one hole name: a number `1..=hole_count`, or a letter name
    /// ([`Board::has_letters`]) in either case.
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
        } else if self.shape == Shape::Triangle(5) && text.len() == 1 {
            let letter = text.as_bytes()[0].to_ascii_uppercase();
            if (b'A'..b'A' + count as u8).contains(&letter) {
                return Ok((Hole(letter - b'A'), Naming::Letters));
            }
        } else if let Some(hole) = self.square_columns().and_then(|_| self.parse_square_name(text)) {
            return Ok((hole, Naming::Letters));
        }
        let holes = if self.shape == Shape::Triangle(5) {
            format!("1 to {count}, or A to {}", char::from(b'A' + count as u8 - 1))
        } else if let Some(columns) = self.square_columns() {
            format!(
                "1 to {count}, or a column letter a to {} and a row number 1 to {}, as {}",
                char::from(b'a' + columns - 1),
                self.rows(),
                self.hole_name(Hole(0), Naming::Letters)
            )
        } else {
            format!("1 to {count}")
        };
        Err(BoardError::UnknownHole { board: self.name(), name: text.to_string(), holes })
    }

    /// A square-lattice name such as `d4` or `D4`.
    fn parse_square_name(&self, text: &str) -> Option<Hole> {
        let mut chars = text.chars();
        let letter = chars.next().filter(char::is_ascii_alphabetic)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        self.hole_at(Coordinates { row: row.checked_sub(1)?, col: letter as u8 - b'a' })
    }

    /// Reads a comma-separated list of distinct holes. The naming is
    /// [`Naming::Letters`] when every name is a letter name.
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

    /// Reads `T1`..`T10` or a built-in name ([`BUILT_IN`]), in either case.
    fn from_str(name: &str) -> Result<Board, BoardError> {
        let unknown = || BoardError::UnknownBoard { name: name.to_string() };
        let text = name.trim();
        if let Some((own, drawing)) = BUILT_IN.iter().find(|(own, _)| own.eq_ignore_ascii_case(text)) {
            return Ok(Board::from_drawing(own, drawing).expect("the built-in drawings are boards"));
        }
        let digits = text.strip_prefix(['T', 't']).ok_or_else(unknown)?;
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

    /// Every built-in board and every triangle.
    fn every_board() -> Vec<Board> {
        let triangles = (1..=MAX_SIDE).map(|side| Board::triangle(side).unwrap());
        triangles.chain(BUILT_IN.iter().map(|(name, _)| name.parse().unwrap())).collect()
    }

    #[test]
    fn built_in_boards_have_their_holes_and_groups() {
        let expected = [
            ("english", 33, 76, 8),
            ("french", 37, 92, 8),
            ("diamond", 41, 100, 8),
            ("wiegleb", 45, 108, 8),
            ("hexagon3", 19, 54, 12),
            ("hexagon4", 37, 138, 12),
        ];
        for (name, holes, jumps, symmetries) in expected {
            let board: Board = name.parse().unwrap();
            let got = (board.hole_count(), board.jumps().len(), board.symmetries().len());
            assert_eq!(got, (holes, jumps, symmetries), "{name}");
            assert_eq!(board.name(), name);
            assert_eq!(name.to_uppercase().parse::<Board>().unwrap().hole_count(), holes);
        }
        for side in 2..=MAX_SIDE {
            assert_eq!(Board::triangle(side).unwrap().symmetries().len(), 6, "T{side}");
        }
        // One hole: every map of the lattice is the same permutation.
        assert_eq!(Board::triangle(1).unwrap().symmetries().len(), 1);
    }

    /// Jump lines on the square lattice by a second method: three holes in
    /// a row or a column of the drawing, read from the drawing's text.
    #[test]
    fn square_jumps_match_the_drawing() {
        for (name, drawing) in BUILT_IN.iter().filter(|(_, d)| d.starts_with("lattice square")) {
            let rows: Vec<&[u8]> = drawing.lines().skip(1).map(str::as_bytes).collect();
            let hole = |r: usize, c: usize| rows.get(r).and_then(|row| row.get(c)) == Some(&b'o');
            let mut lines = 0;
            for (r, row) in rows.iter().enumerate() {
                for c in 0..row.len() {
                    lines += usize::from(hole(r, c) && hole(r, c + 1) && hole(r, c + 2));
                    lines += usize::from(hole(r, c) && hole(r + 1, c) && hole(r + 2, c));
                }
            }
            let board: Board = name.parse().unwrap();
            assert_eq!(board.jumps().len(), 2 * lines, "{name}");
        }
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

    #[test]
    fn square_names_are_column_and_row() {
        let english: Board = "english".parse().unwrap();
        let centre = english.parse_hole("d4").unwrap();
        assert_eq!((centre, english.parse_hole("D4").unwrap()), (Hole(16), Hole(16)));
        assert_eq!(english.parse_named_hole("17").unwrap(), (centre, Naming::Numbers));
        assert_eq!(english.parse_named_hole("d4").unwrap(), (centre, Naming::Letters));
        for hole in english.holes() {
            for naming in [Naming::Numbers, Naming::Letters] {
                assert_eq!(english.parse_hole(&english.hole_name(hole, naming)).unwrap(), hole);
            }
        }
        assert_eq!(english.hole_name(Hole(0), Naming::Letters), "c1");
        for bad in ["a1", "h4", "d8", "d0", "d", "4d", "34", "d04x", "dd4"] {
            assert!(english.parse_hole(bad).is_err(), "{bad}");
        }
        let error = english.parse_hole("a1").unwrap_err().to_string();
        assert_eq!(
            error,
            "board english has no hole \"a1\" (holes are 1 to 33, or a column letter a to g and a row number 1 to 7, as c1)"
        );
        let hexagon: Board = "hexagon3".parse().unwrap();
        assert!(!hexagon.has_letters());
        assert_eq!(hexagon.hole_name(Hole(9), Naming::Letters), "10");
    }

    /// A drawn triangle is the triangle, hole for hole.
    #[test]
    fn a_drawn_triangle_is_the_triangle() {
        let drawn =
            Board::from_drawing("t4.board", "# T4\nlattice triangular\n   o\n  o o\n o o o\no o o o\n").unwrap();
        let t4 = Board::triangle(4).unwrap();
        let coordinates = |b: &Board| b.holes().map(|h| b.coordinates(h)).collect::<Vec<_>>();
        assert_eq!(coordinates(&drawn), coordinates(&t4));
        assert_eq!(drawn.jumps(), t4.jumps());
        let maps = |b: &Board| b.symmetries().iter().map(|s| s.hole_map().to_vec()).collect::<Vec<_>>();
        assert_eq!(maps(&drawn), maps(&t4));
    }

    #[test]
    fn bad_drawings_are_refused_with_their_place() {
        let too_many = format!("lattice square\n{}\n", "o".repeat(65));
        let cases = [
            ("ooo\n", "x.board:1:1: expected `lattice square` or `lattice triangular` before the drawing"),
            ("lattice hexagonal\nooo\n", "x.board:1:9: unknown lattice \"hexagonal\": write `lattice square` or `lattice triangular`"),
            ("# nothing\n\n", "x.board: no `lattice square` or `lattice triangular` line"),
            ("lattice square\n...\n# no holes\n", "x.board: no holes: draw each hole as `o`"),
            ("lattice square\nooo\noxo\n", "x.board:3:2: unknown character 'x' (a hole is `o`, no hole `.` or a space)"),
            ("lattice square\no\to\n", "x.board:2:2: unknown character '\\t' (a hole is `o`, no hole `.` or a space)"),
            ("lattice square\nooo\nlattice square\n", "x.board:3:1: a second lattice line (this board's lattice is square)"),
            (too_many.as_str(), "x.board:2:65: more than 64 holes (a position is a set of 64 bits)"),
            ("lattice square\nooo  # a comment\n\n.....o\n", "x.board:4:6: hole not connected to the hole at line 2 column 1: a board is one piece, every hole joined to every other through neighbouring holes (one step along a row or a column)"),
            ("lattice square\no.\n.o\n", "x.board:3:2: hole not connected to the hole at line 2 column 1: a board is one piece, every hole joined to every other through neighbouring holes (one step along a row or a column)"),
            ("lattice triangular\n o o\noo\n", "x.board:3:2: hole off the triangular lattice of the hole at line 2 column 2: the holes of a row are two columns apart and each row is shifted by one column from the next"),
        ];
        for (text, message) in cases {
            assert_eq!(Board::from_drawing("x.board", text).unwrap_err().to_string(), message, "{text:?}");
        }
        // Diagonal neighbours join holes on the triangular lattice only.
        assert!(Board::from_drawing("x.board", "lattice triangular\no\n o\n").is_ok());
        // 64 holes fit.
        assert!(Board::from_drawing("x.board", &format!("lattice square\n{}\n", "o".repeat(64))).is_ok());
    }

    #[test]
    fn board_files_are_read_and_named_by_their_path() {
        let dir = std::env::temp_dir().join(format!("pegsol-board-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("plus.board");
        std::fs::write(&path, "lattice square\n.o.\nooo\n.o.\n").unwrap();
        let board = Board::open(path.to_str().unwrap()).unwrap();
        assert_eq!((board.hole_count(), board.symmetries().len()), (5, 8));
        assert_eq!(board.name(), path.display().to_string());
        let missing = Board::open(dir.join("missing.board").to_str().unwrap()).unwrap_err().to_string();
        assert!(missing.contains("missing.board: cannot read the board file: "), "{missing}");
        std::fs::write(&path, [b'o', 0xff]).unwrap();
        assert!(Board::open(path.to_str().unwrap()).unwrap_err().to_string().ends_with("plus.board: not UTF-8 text"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn board_names() {
        assert_eq!("t7".parse::<Board>().unwrap().hole_count(), 28);
        for bad in ["T0", "T11", "banana", "T", "5", "T-1", "T05x", "english.board", "hexagon5"] {
            assert!(bad.parse::<Board>().is_err(), "{bad}");
        }
    }
}
