//! Positions: which holes hold pegs, as a 64-bit bitboard, on top of the
//! board's geometry ([`Board`]).
//!
//! Bit `i` is hole `i` (row-major from the top). Jumps and inverse jumps are
//! three-bit flips checked against precomputed masks. The positions a board
//! starts from ([`Board::full`], [`Board::with_empty`]) are made here.
//!
//! ```
//! use pegsol::{Board, Position};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let start = t4.with_empty(&[t4.parse_hole("1").unwrap()]);
//! assert_eq!(start.pegs(), 9);
//! let first: Vec<_> = start.legal_jumps(&t4).collect();
//! assert_eq!(first.len(), 2);
//! let next = start.jump(first[0]);
//! assert_eq!(next.pegs(), 8);
//! assert!(next.can_unjump(first[0]));
//! assert_eq!(next.unjump(first[0]), start);
//! ```

use crate::board::{Board, Hole, Jump};

/// The most jump lines a board of up to 64 holes can have: six from each
/// hole on the triangular lattice (216 on T10, 76 on the English board).
pub const MAX_JUMPS: usize = 6 * crate::board::MAX_HOLES;

/// A board's jump lines grouped for bit-parallel move generation.
///
/// Lines whose `over` and `to` lie at the same index offsets from `from`
/// (a direction, within a band of rows of equal shape) form a family; one
/// family is checked for every `from` hole at once with two shifts. Lines
/// running to higher indices and to lower ones are kept apart, so each
/// shift has a fixed direction.
///
/// Counting jumps needs no child, so it may count in another layout: the
/// holes [laid out by their coordinates](Grid), where each direction is one
/// family, when moving the holes there and counting takes fewer operations
/// (T8: 16 families in the holes' numbering, 6 on the grid after 8 row
/// moves; counting the jumps of every position built was 12 % of the T8
/// corner's time).
#[derive(Clone, Debug)]
pub struct JumpLines {
    /// The families in the holes' numbering.
    families: Families,
    /// The layout jumps are counted in, if not the holes' numbering.
    grid: Option<Grid>,
}

/// Jump lines grouped into families, in some layout of the holes' bits.
#[derive(Clone, Debug, Default)]
struct Families {
    /// Families whose `over` and `to` have higher bits than `from`.
    up: Vec<Family>,
    /// Families whose `over` and `to` have lower bits than `from`.
    down: Vec<Family>,
}

/// Jump lines from every hole in `froms`, with `over` and `to` at bit
/// distances `over` and `to` from it.
#[derive(Clone, Copy, Debug)]
struct Family {
    over: u32,
    to: u32,
    froms: u64,
}

impl Families {
    /// Families of the lines `(from, over, to)`, each a bit index.
    fn new(lines: impl Iterator<Item = (u32, u32, u32)>) -> Families {
        let mut families = Families::default();
        for (from, over, to) in lines {
            let (group, over, to) = if to > from {
                (&mut families.up, over - from, to - from)
            } else {
                (&mut families.down, from - over, from - to)
            };
            match group.iter_mut().find(|f| f.over == over && f.to == to) {
                Some(family) => family.froms |= 1 << from,
                None => group.push(Family { over, to, froms: 1 << from }),
            }
        }
        families
    }

    fn len(&self) -> usize {
        self.up.len() + self.down.len()
    }

    /// The number of legal jumps in `pegs`.
    #[inline]
    fn jumps(&self, pegs: u64) -> u32 {
        let up: u32 = self.up.iter().map(|f| (f.froms & pegs & (pegs >> f.over) & !(pegs >> f.to)).count_ones()).sum();
        let down: u32 =
            self.down.iter().map(|f| (f.froms & pegs & (pegs << f.over) & !(pegs << f.to)).count_ones()).sum();
        up + down
    }

    /// The number of jumps that lead into `pegs`.
    #[inline]
    fn unjumps(&self, pegs: u64) -> u32 {
        let up: u32 = self.up.iter().map(|f| (f.froms & !pegs & !(pegs >> f.over) & (pegs >> f.to)).count_ones()).sum();
        let down: u32 =
            self.down.iter().map(|f| (f.froms & !pegs & !(pegs << f.over) & (pegs << f.to)).count_ones()).sum();
        up + down
    }
}

/// The holes laid out `stride` bits a row, a hole at `row * stride + col`
/// of its [coordinates](crate::board::Coordinates): a jump direction is then
/// one bit offset everywhere, so one family. Holes keep their order (row by
/// row, left to right), so each run of holes moves up by one shift.
#[derive(Clone, Debug)]
struct Grid {
    /// The holes of each run, in the holes' numbering, and its shift.
    runs: Vec<(u64, u32)>,
    families: Families,
}

impl Grid {
    /// The grid of `board`, if its rows fit 64 bits.
    fn new(board: &Board) -> Option<Grid> {
        let stride = board.holes().map(|h| u32::from(board.coordinates(h).col) + 1).max()?;
        let rows = board.rows() as u32;
        if rows * stride > 64 {
            return None;
        }
        let bit = |h: Hole| {
            let at = board.coordinates(h);
            u32::from(at.row) * stride + u32::from(at.col)
        };
        let mut runs: Vec<(u64, u32)> = Vec::new();
        for h in board.holes() {
            let shift = bit(h).checked_sub(u32::from(h.0))?;
            match runs.last_mut() {
                Some((mask, s)) if *s == shift => *mask |= h.bit(),
                _ => runs.push((h.bit(), shift)),
            }
        }
        let families = Families::new(board.jumps().iter().map(|j| (bit(j.from), bit(j.over), bit(j.to))));
        Some(Grid { runs, families })
    }

    /// The operations a count takes: three a run, six a family.
    fn cost(&self) -> usize {
        3 * self.runs.len() + 6 * self.families.len()
    }

    #[inline]
    fn place(&self, pegs: u64) -> u64 {
        self.runs.iter().fold(0, |placed, &(mask, shift)| placed | (pegs & mask) << shift)
    }
}

impl JumpLines {
    /// The jump lines of `board`, grouped into families.
    #[must_use]
    pub fn new(board: &Board) -> JumpLines {
        let index = |h: Hole| u32::from(h.0);
        let families = Families::new(board.jumps().iter().map(|j| (index(j.from), index(j.over), index(j.to))));
        let grid = Grid::new(board).filter(|grid| grid.cost() < 6 * families.len());
        JumpLines { families, grid }
    }
}

/// The positions a board starts from. They are made here, not in the
/// board's module, so that geometry does not depend on positions.
impl Board {
    /// The position with a peg in every hole.
    #[must_use]
    pub fn full(&self) -> Position {
        Position(if self.hole_count() == 64 { u64::MAX } else { (1 << self.hole_count()) - 1 })
    }

    /// The position with every hole filled except `empty`.
    #[must_use]
    pub fn with_empty(&self, empty: &[Hole]) -> Position {
        Position(empty.iter().fold(self.full().0, |bits, hole| bits & !hole.bit()))
    }
}

/// A set of holes holding pegs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Position(pub u64);

impl Position {
    /// The position with exactly one peg.
    #[must_use]
    pub const fn single(hole: Hole) -> Position {
        Position(hole.bit())
    }

    /// The number of pegs.
    #[must_use]
    pub const fn pegs(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `hole` holds a peg.
    #[must_use]
    pub const fn has_peg(self, hole: Hole) -> bool {
        self.0 & hole.bit() != 0
    }

    /// The holes holding pegs, in index order.
    pub fn peg_holes(self) -> impl Iterator<Item = Hole> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let hole = Hole(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                hole
            })
        })
    }

    /// Whether `jump` is legal here: pegs in `from` and `over`, `to` empty.
    #[must_use]
    pub const fn can_jump(self, jump: Jump) -> bool {
        self.0 & jump.line_mask() == jump.pegs_mask()
    }

    /// The position after `jump` (which must be legal).
    #[must_use]
    pub const fn jump(self, jump: Jump) -> Position {
        Position(self.0 ^ jump.line_mask())
    }

    /// Whether `jump` can be undone here: a peg in `to`, `from` and `over`
    /// empty.
    #[must_use]
    pub const fn can_unjump(self, jump: Jump) -> bool {
        self.0 & jump.line_mask() == jump.to.bit()
    }

    /// The position before `jump` (which must be undoable here).
    #[must_use]
    pub const fn unjump(self, jump: Jump) -> Position {
        Position(self.0 ^ jump.line_mask())
    }

    /// The legal jumps on `board`, in the board's jump order.
    pub fn legal_jumps(self, board: &Board) -> impl Iterator<Item = Jump> + '_ {
        board.jumps().iter().copied().filter(move |&j| self.can_jump(j))
    }

    /// The jumps on `board` that lead into this position.
    pub fn legal_unjumps(self, board: &Board) -> impl Iterator<Item = Jump> + '_ {
        board.jumps().iter().copied().filter(move |&j| self.can_unjump(j))
    }

    /// The positions one legal jump away, found family by family with
    /// `lines`; returns how many were written to `out`.
    #[inline]
    pub fn children(self, lines: &JumpLines, out: &mut [Position; MAX_JUMPS]) -> usize {
        let pegs = self.0;
        let mut count = 0;
        for family in &lines.families.up {
            let mut froms = family.froms & pegs & (pegs >> family.over) & !(pegs >> family.to);
            while froms != 0 {
                let from = froms & froms.wrapping_neg();
                out[count] = Position(pegs ^ (from | from << family.over | from << family.to));
                count += 1;
                froms ^= from;
            }
        }
        for family in &lines.families.down {
            let mut froms = family.froms & pegs & (pegs << family.over) & !(pegs << family.to);
            while froms != 0 {
                let from = froms & froms.wrapping_neg();
                out[count] = Position(pegs ^ (from | from >> family.over | from >> family.to));
                count += 1;
                froms ^= from;
            }
        }
        count
    }

    /// The number of legal jumps, counted family by family with `lines`.
    #[inline]
    #[must_use]
    pub fn jump_count(self, lines: &JumpLines) -> u32 {
        match &lines.grid {
            Some(grid) => grid.families.jumps(grid.place(self.0)),
            None => lines.families.jumps(self.0),
        }
    }

    /// The number of jumps that lead into this position.
    #[inline]
    #[must_use]
    pub fn unjump_count(self, lines: &JumpLines) -> u32 {
        match &lines.grid {
            Some(grid) => grid.families.unjumps(grid.place(self.0)),
            None => lines.families.unjumps(self.0),
        }
    }

    /// Whether no jump is legal.
    #[must_use]
    pub fn is_terminal(self, board: &Board) -> bool {
        self.legal_jumps(board).next().is_none()
    }

    /// Plays `jumps` from here, stopping at the first one that is illegal:
    /// the check every wing makes of a solution it found or was given.
    ///
    /// ```
    /// use pegsol::{notation, Board};
    ///
    /// let t4 = Board::triangle(4).unwrap();
    /// let start = t4.with_empty(&[t4.parse_hole("1").unwrap()]);
    /// let (jumps, _) = notation::parse_jumps(&t4, "4-2-1 7-4-2").unwrap();
    /// let replay = start.replay(&jumps);
    /// assert_eq!(replay.illegal, Some(1)); // the first jump emptied 4
    /// assert_eq!(replay.end, start.jump(jumps[0]));
    /// ```
    #[must_use]
    pub fn replay(self, jumps: &[Jump]) -> Replay {
        let mut end = self;
        for (i, &jump) in jumps.iter().enumerate() {
            if !end.can_jump(jump) {
                return Replay { end, illegal: Some(i) };
            }
            end = end.jump(jump);
        }
        Replay { end, illegal: None }
    }
}

/// Where a given list of jumps leads from a start (`pegsol solve --check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The position after every jump up to the first illegal one.
    pub end: Position,
    /// The first jump that is illegal where it is played (counted from 0).
    pub illegal: Option<usize>,
}

impl Replay {
    /// Whether the jumps are a solution: every one legal, ending at `target`.
    #[must_use]
    pub fn solves(&self, target: Position) -> bool {
        self.illegal.is_none() && self.end == target
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_are_the_legal_jumps_played() {
        let triangles = (1..=crate::board::MAX_SIDE).map(|side| Board::triangle(side).unwrap());
        for board in triangles.chain(crate::board::BUILT_IN.iter().map(|(name, _)| name.parse().unwrap())) {
            let side = board.name();
            let lines = JumpLines::new(&board);
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            for _ in 0..500 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let position = Position(seed & board.full().0);
                let mut expected: Vec<Position> = position.legal_jumps(&board).map(|j| position.jump(j)).collect();
                let mut out = [Position(0); MAX_JUMPS];
                let count = position.children(&lines, &mut out);
                let mut found = out[..count].to_vec();
                expected.sort_unstable();
                found.sort_unstable();
                assert_eq!(found, expected, "{side} {position:?}");
                assert_eq!(position.jump_count(&lines) as usize, expected.len());
                assert_eq!(position.unjump_count(&lines) as usize, position.legal_unjumps(&board).count());
            }
        }
    }
}
