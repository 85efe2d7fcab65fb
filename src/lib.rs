//! pegsol: an exact enumerator and verifier for triangular peg solitaire.
//!
//! The position graph is acyclic and layered by peg count (every jump
//! removes one peg), so counting games is dynamic programming over layers.
//! See the README for the architecture.
//!
//! ```
//! use pegsol::{forward, Board, Reduction};
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let stats = forward(&t5, start, Reduction::Symmetry);
//! assert_eq!(stats.solutions().to_string(), "29760");
//! let m = t5.parse_hole("M").unwrap();
//! assert_eq!(stats.solutions_by_finish[m.index()].to_string(), "16128");
//! ```

mod board;
pub mod classes;
pub mod diagram;
mod forward;
pub mod notation;
mod position;
pub mod report;
pub mod search;
pub mod sheet;
pub mod shortest;
pub mod svg;
mod symmetry;
mod weight;

pub use board::{Board, BoardError, Coordinates, Hole, Jump, Naming, MAX_SIDE};
pub use forward::{
    forward, forward_with_progress, ratio, walk, ForwardStats, LayerDone, Reduction, Walk, EXACT_CHANCE_MAX_HOLES,
};
pub use position::Position;
pub use search::{find_solution, solve, NoSolution};
pub use symmetry::{Group, Symmetry};
pub use weight::{Chance, ExactChance, Overflow, Weight};
