//! Finding one solution fast: position classes, a meet-in-the-middle table
//! of endgames, and a depth-first search with a memo of dead positions.
//!
//! 1. Bell's position classes ([`crate::classes`]) reject a target in
//!    another class at once.
//! 2. A backward pass from the target (inverse jumps) collects, exactly,
//!    every position with up to a few more pegs than the target that can
//!    still reach it: the endgame table.
//! 3. A depth-first search from the start stops at the table's peg count and
//!    asks the table; jumps are tried most promising first (the child with
//!    the most legal jumps). A position found dead is remembered in canonical
//!    form under the symmetries that fix the target, so it and its mirror
//!    images are never searched again.
//!
//! Every step is exact, so when the search ends without a solution none
//! exists. [`Position::replay`](crate::Position::replay) checks a given list of jumps instead.
//!
//! ```
//! use pegsol::search::{find_solution, solve, NoSolution};
//! use pegsol::{Board, Position};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.parse_hole("A").unwrap();
//! let m = t5.parse_hole("M").unwrap();
//! let jumps = find_solution(&t5, t5.with_empty(&[a]), Position::single(m)).unwrap();
//! assert_eq!(jumps.len(), 13);
//! let end = jumps.iter().fold(t5.with_empty(&[a]), |p, &j| p.jump(j));
//! assert_eq!(end, Position::single(m));
//! // Seed 003: from A the finish B is impossible, by the position classes.
//! let b = Position::single(t5.parse_hole("B").unwrap());
//! assert_eq!(solve(&t5, t5.with_empty(&[a]), b), Err(NoSolution::PositionClasses));
//! ```

mod attempt;
mod depth;
mod distinct;
mod enumeration;
mod reacher;
mod solve;

pub use attempt::{Attempt, NoSolution};
pub use depth::JumpOrder;
pub(crate) use depth::{lone_pegs, neighbours};
pub use distinct::distinct_key;
pub use enumeration::each_solution;
pub use reacher::{Found, Reacher};
pub use solve::{find_solution, solve, solve_pair};
