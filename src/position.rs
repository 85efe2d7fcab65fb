//! Positions: which holes hold pegs, as a 64-bit bitboard.
//!
//! Bit `i` is hole `i` (row-major from the top). Jumps and inverse jumps are
//! three-bit flips checked against precomputed masks.
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

/// The most jump lines a board of up to 64 holes has (216 on T10).
pub const MAX_JUMPS: usize = 256;

/// A board's jump lines grouped for bit-parallel move generation.
///
/// Lines whose `over` and `to` lie at the same index offsets from `from`
/// (a direction, within one row band of the triangle) form a family; one
/// family is checked for every `from` hole at once with three shifts.
#[derive(Clone, Debug)]
pub struct JumpLines {
    families: Vec<Family>,
}

/// Jump lines `from -> from + over -> from + over + to` (index offsets) for
/// every `from` in `froms`.
#[derive(Clone, Copy, Debug)]
struct Family {
    over: i32,
    to: i32,
    froms: u64,
}

/// Moves bit `i + offset` of `bits` to bit `i`.
const fn down(bits: u64, offset: i32) -> u64 {
    if offset >= 0 {
        bits >> offset
    } else {
        bits << -offset
    }
}

impl JumpLines {
    #[must_use]
    pub fn new(board: &Board) -> JumpLines {
        let mut families: Vec<Family> = Vec::new();
        for jump in board.jumps() {
            let over = i32::from(jump.over.0) - i32::from(jump.from.0);
            let to = i32::from(jump.to.0) - i32::from(jump.from.0);
            match families.iter_mut().find(|f| f.over == over && f.to == to) {
                Some(family) => family.froms |= jump.from.bit(),
                None => families.push(Family { over, to, froms: jump.from.bit() }),
            }
        }
        JumpLines { families }
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
        let mut count = 0;
        for family in &lines.families {
            let mut froms = family.froms & self.0 & down(self.0, family.over) & !down(self.0, family.to);
            while froms != 0 {
                let from = froms & froms.wrapping_neg();
                let line = from | down(from, -family.over) | down(from, -family.to);
                out[count] = Position(self.0 ^ line);
                count += 1;
                froms &= froms - 1;
            }
        }
        count
    }

    /// Whether no jump is legal.
    #[must_use]
    pub fn is_terminal(self, board: &Board) -> bool {
        self.legal_jumps(board).next().is_none()
    }
}
