//! Fewest moves: what a move is, the one generator of moves, and the
//! searches that count them.
//!
//! A move is one or more consecutive jumps by the same peg (G. Bell; OEIS
//! A127500): a *chain* of jumps. Played backward, an inverse move is a
//! chain of inverse jumps by one peg. Every search of this wing walks moves
//! with one generator, [`Mover`], over one table of jumps by hole,
//! [`Steps`], generic over the width of a position ([`Bitboard`]: the
//! 64-bit [`Position`] of the engine, or the 128-bit [`wide::Wide`] of the
//! triangles past 64 holes) and monomorphized for each, so neither width
//! pays for the other.
//!
//! The searches, all answering "how few moves":
//!
//! - [`Meeting`] (`meet`): the exact search, meeting in the middle, pruned
//!   within move limits by the closed units of [`Merit`] (`merit`), a lower
//!   bound on the moves left;
//! - [`on_board`] and [`on_board_within`] (`board`): the fewest moves over
//!   every one-vacancy -> one-peg problem of a board (`pegsol fewest`);
//! - [`fewest_moves`] (exact, however many positions it must hold) and
//!   [`bounded_moves`] (within a number of positions held: a solution and
//!   a proven lower bound, equal when it proves the fewest; with
//!   [`bounded_moves_with`], cancelled within a fraction of a second by a
//!   stop flag) for one problem (`pegsol solve --shortest`, memorization
//!   sheets);
//! - [`atlas`] (`atlas`): every problem of a board on its own, its
//!   fewest moves and the number of minimal solutions ([`count_minimal`],
//!   `count`: the move sequences of the fewest moves, by the levels of
//!   both sides with their numbers of ways; and [`distinct_minimal`],
//!   `distinct`: the same up to the order of the moves and the symmetries
//!   fixing both holes, a move known by its effect, as G. I. Bell counts;
//!   `pegsol fewest --each`);
//! - [`beam`]: witnesses within a move limit the exact search cannot hold,
//!   one beam for both widths ([`wide::Triangle::beam`] on 128 bits);
//! - [`MoveLevels`] (`levels`): the plain breadth-first search over moves,
//!   kept as the independent check of the others and for sheets.
//!
//! ```
//! use pegsol::{moves, notation, Board, Position};
//!
//! // OEIS A127500: the fewest moves of any T4 solution is 5; from hole 2
//! // (seed 002) every solution ends at 3.
//! let t4 = Board::triangle(4).unwrap();
//! let two = t4.with_empty(&[t4.parse_hole("2").unwrap()]);
//! let three = Position::single(t4.parse_hole("3").unwrap());
//! let jumps = moves::fewest_moves(&t4, two, three).unwrap();
//! assert_eq!(notation::move_count(&jumps), 5);
//! assert!(jumps.len() > 5, "some move chains jumps");
//! assert!(two.replay(&jumps).solves(three));
//! ```

mod atlas;
pub mod beam;
mod board;
mod count;
mod distinct;
mod levels;
mod meet;
mod merit;
mod mover;
mod problem;
mod sorted;
pub mod wide;

pub use atlas::{atlas, atlas_pairs, atlas_resumed, complete_counts, Atlas, AtlasProblem, KnownOutcomes};
pub use board::{on_board, on_board_within, BoardFewest, Problem, Problems};
pub use count::{count_minimal, MinimalCount, NoRoom};
pub use distinct::distinct_minimal;
pub use levels::MoveLevels;
pub use meet::{End, Ends, LevelDone, Limit, Meeting, Reach};
pub use merit::Merit;
pub(crate) use mover::NEVER;
pub use mover::{Bitboard, Heading, Mover, Steps};
pub use problem::{
    bounded_moves, bounded_moves_with, fewest_moves, within_moves, BoundedError, BoundedMoves, WithinMoves,
    BOUNDED_MOVES_HELD,
};
