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

    /// Whether no jump is legal.
    #[must_use]
    pub fn is_terminal(self, board: &Board) -> bool {
        self.legal_jumps(board).next().is_none()
    }
}
