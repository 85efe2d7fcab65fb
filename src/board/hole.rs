//! A hole ([`Hole`], by index) and a jump line ([`Jump`]), and the limits a
//! 64-bit position sets on boards.
//!
//! ```
//! use pegsol::{Board, Jump};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let jump = t4.jumps()[0];
//! assert_eq!(jump.reversed().reversed(), jump);
//! assert_eq!(Jump { from: jump.to, over: jump.over, to: jump.from }, jump.reversed());
//! ```

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
